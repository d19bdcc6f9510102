import type { BrowserContext, Page } from "@playwright/test";
import sharp from "sharp";
import { adminContext, openAsAdmin, readerContext } from "../support/admin-session";
import { expect as baseExpect, test } from "../support/test";

// The e2e server talks to tests/support/fake-openai.mjs (AI_TIMEOUT_MS=5000) and serves bold.dk
// from tests/support/fake-source-site.mjs (OUTBOUND_HOST_OVERRIDES).
test.describe.configure({ mode: "serial", timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

let context: BrowserContext;
let page: Page;
const run = Date.now().toString(36);

test.beforeAll(async ({ browser, baseURL }) => {
  context = await adminContext(browser, baseURL ?? "");
  page = await context.newPage();
  await openAsAdmin(page, "/admin/ai-article");
});

/** Published articles this spec made; removed at the end so later specs see the seeded site. */
const publishedIds: string[] = [];

test.afterAll(async ({ baseURL }) => {
  for (const id of publishedIds) {
    const response = await page.request.post("/admin/articles", {
      form: { intent: "delete", id },
      headers: { Origin: baseURL ?? "" },
    });
    expect(response.status(), `delete ${id}`).toBeLessThan(400);
  }
  await context?.close();
});

const toast = (p: Page) => p.locator("[data-sonner-toast]");

test.describe("AI Artikel Generator (/admin/ai-article)", () => {
  test.beforeEach(async () => {
    await page.goto("/admin/ai-article");
    await expect(page.getByRole("heading", { name: "AI Artikel Generator", level: 1 })).toBeVisible();
  });

  test("spec §5: an empty URL or one without bold.dk gives 'Ugyldig URL'", async () => {
    await page.getByRole("button", { name: "Generer Artikel" }).click();
    await expect(toast(page).filter({ hasText: "Ugyldig URL" })).toContainText(
      "Indtast venligst en gyldig bold.dk URL.",
    );
    await page.getByLabel("Bold.dk URL").fill("https://www.example.com/nyheder/noget");
    await page.getByRole("button", { name: "Generer Artikel" }).click();
    await expect(toast(page).filter({ hasText: "Ugyldig URL" }).first()).toBeVisible();
    await expect(page.getByTestId("generation-success")).toHaveCount(0);
  });

  test("the explanation list names content adaptation, image import, SEO and publishing", async () => {
    for (const item of ["Indholdsbearbejdning", "Billedimport", "SEO-optimering", "Klar til publicering"]) {
      await expect(page.getByRole("listitem").filter({ hasText: item })).toBeVisible();
    }
  });

  test("a bold.dk link becomes an article: success card, 'Se Artikel' in a new tab, 'Rediger' opens the edit dialog", async () => {
    const sourceSlug = `e2e-angriber-${run}`;
    await page.getByLabel("Bold.dk URL").fill(`https://www.bold.dk/nyheder/${sourceSlug}`);
    const button = page.getByRole("button", { name: "Generer Artikel" });
    await button.click();
    const title = `Forsiden forklarer: FC København jagter ny angriber (${sourceSlug.replace(/-/g, " ")})`;
    await expect(toast(page).filter({ hasText: "Artikel genereret!" })).toContainText(title);
    const card = page.getByTestId("generation-success");
    await expect(card).toContainText(title);
    await expect(card).toContainText(`forsiden-forklarer-fc-kobenhavn-jagter-ny-angriber-${sourceSlug}`);
    // Auto publish is off by default: the article is a draft.
    await expect(card.getByText("Kladde", { exact: true })).toBeVisible();

    const [articleTab] = await Promise.all([
      context.waitForEvent("page"),
      card.getByRole("link", { name: "Se Artikel" }).click(),
    ]);
    await expect(articleTab.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await articleTab.close();

    await card.getByRole("link", { name: "Rediger" }).click();
    await expect(page).toHaveURL(/\/admin\/articles\?rediger=[0-9a-f-]{36}/);
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page.getByRole("dialog").locator('input[name="title"]')).toHaveValue(title);
  });

  test("the same link again returns the existing article; editing the URL clears the card", async () => {
    const url = `https://www.bold.dk/nyheder/e2e-dobbelt-${run}`;
    await page.getByLabel("Bold.dk URL").fill(url);
    await page.getByRole("button", { name: "Generer Artikel" }).click();
    await expect(page.getByTestId("generation-success")).toBeVisible();
    await page.getByRole("button", { name: "Generer Artikel" }).click();
    await expect(toast(page).filter({ hasText: "Artiklen findes allerede" })).toBeVisible();
    await expect(page.getByTestId("generation-success")).toContainText(
      "Artiklen fra denne URL er allerede genereret",
    );
    await page.getByLabel("Bold.dk URL").fill(`${url}-2`);
    await expect(page.getByTestId("generation-success")).toHaveCount(0);
  });

  test("invalid model output: 'Fejl ved generering' and the failure card, nothing stored", async () => {
    await page.getByLabel("Bold.dk URL").fill(`https://www.bold.dk/nyheder/ugyldig-${run}`);
    await page.getByRole("button", { name: "Generer Artikel" }).click();
    await expect(toast(page).filter({ hasText: "Fejl ved generering" })).toContainText(
      "AI-modellen returnerede et ugyldigt svar, så artiklen blev ikke gemt.",
    );
    await expect(page.getByTestId("generation-failure")).toContainText(
      "AI-modellen returnerede et ugyldigt svar, så artiklen blev ikke gemt.",
    );
  });

  test("loading: the button is disabled with a spinner; after AI_TIMEOUT_MS (5 s) the generation is aborted with a clear message", async () => {
    await page.getByLabel("Bold.dk URL").fill(`https://www.bold.dk/nyheder/langsom-${run}`);
    await page.getByRole("button", { name: "Generer Artikel" }).click();
    const busy = page.getByRole("button", { name: /Genererer/ });
    await expect(busy).toBeDisabled();
    await expect(busy.getByRole("status")).toBeAttached();
    await expect(page.getByTestId("generation-failure")).toContainText(
      "Generering tog for lang tid (over 5 sekunder) og blev afbrudt.",
    );
    await expect(page.getByRole("button", { name: "Generer Artikel" })).toBeEnabled();
  });

  test("the server cannot be reached: 'Netværksfejl' and its card text", async () => {
    await page.route("**/admin/ai-article.data*", (route) => route.abort("connectionrefused"));
    try {
      await page.getByLabel("Bold.dk URL").fill(`https://www.bold.dk/nyheder/netvaerk-${run}`);
      await page.getByRole("button", { name: "Generer Artikel" }).click();
      await expect(toast(page).filter({ hasText: "Netværksfejl" })).toContainText(
        "Edge funktionen kan ikke nås. Prøv igen om et øjeblik eller kontakt support.",
      );
      await expect(page.getByTestId("generation-failure")).toContainText(
        "Netværksforbindelse fejlede. Edge funktionen er muligvis ikke deployeret endnu.",
      );
    } finally {
      await page.unroute("**/admin/ai-article.data*");
    }
  });
});

test.describe("Dansk Fodboldhistorie (/admin/historie)", () => {
  test.beforeEach(async () => {
    await page.goto("/admin/historie");
    await expect(page.getByRole("heading", { name: "Dansk Fodboldhistorie", level: 1 })).toBeVisible();
  });

  test("the topic is required", async () => {
    await page.getByRole("button", { name: "Generer & Publicer Artikel" }).click();
    await expect(toast(page).filter({ hasText: "Venligst udfyld emnet for artiklen" })).toBeVisible();
  });

  test("generates and publishes with an image; the form is cleared and the article is on /dansk-fodboldhistorie", async ({
    browser,
    baseURL,
  }) => {
    const topic = `Danish Dynamite ${run}`;
    await page.getByLabel("Emne *").fill(topic);
    await page.getByLabel("Ekstra kontekst (valgfri)").fill("  VM 1986 i Mexico og 6-1 over Uruguay.  ");
    const png = await sharp({ create: { width: 400, height: 260, channels: 3, background: "#c8102e" } })
      .png()
      .toBuffer();
    await page
      .getByLabel("Billede (valgfrit)")
      .setInputFiles({ name: "mexico.png", mimeType: "image/png", buffer: png });
    await page.getByRole("button", { name: "Generer & Publicer Artikel" }).click();
    await expect(
      toast(page).filter({ hasText: "Historisk artikel er blevet genereret og publiceret" }),
    ).toBeVisible();
    const title = `Historien om ${topic}`;
    const card = page.getByTestId("generation-success");
    await expect(card).toContainText(title);
    await expect(card).toContainText(`historien-om-danish-dynamite-${run}`);
    await expect(card.getByText("Publiceret", { exact: true })).toBeVisible();
    await expect(card.getByRole("link", { name: "Se artikel" })).toHaveAttribute(
      "href",
      /\/article\/historien-om-/,
    );
    await expect(page.getByLabel("Emne *")).toHaveValue("");
    await expect(page.getByLabel("Ekstra kontekst (valgfri)")).toHaveValue("");

    const reader = await readerContext(browser, baseURL ?? "");
    try {
      const readerPage = await reader.newPage();
      await readerPage.goto("/dansk-fodboldhistorie");
      const teaser = readerPage.getByRole("link", { name: title }).first();
      await expect(teaser).toBeVisible();
      // The reader's view count call names the article's id (used for the clean-up).
      const viewCall = readerPage.waitForRequest(/\/api\/articles\/[0-9a-f-]{36}\/view$/);
      await readerPage.goto(`/article/historien-om-danish-dynamite-${run}`);
      const id = /\/api\/articles\/([0-9a-f-]{36})\/view$/.exec((await viewCall).url())?.[1];
      if (id) publishedIds.push(id);
      await expect(readerPage.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(readerPage.locator(`img[src*="historical-"]`).first()).toBeVisible();
    } finally {
      await reader.close();
    }
  });

  test("a file that is not JPG, PNG or WebP: 'Kunne ikke uploade billedet'", async () => {
    await page.getByLabel("Emne *").fill("EM 1992");
    await page
      .getByLabel("Billede (valgfrit)")
      .setInputFiles({ name: "noter.txt", mimeType: "text/plain", buffer: Buffer.from("ikke et billede") });
    await page.getByRole("button", { name: "Generer & Publicer Artikel" }).click();
    await expect(toast(page).filter({ hasText: "Kunne ikke uploade billedet" })).toBeVisible();
  });

  test("a failed generation: toast and the card with the error", async () => {
    await page.getByLabel("Emne *").fill(`UGYLDIG ${run}`);
    await page.getByRole("button", { name: "Generer & Publicer Artikel" }).click();
    await expect(
      toast(page).filter({ hasText: "Kunne ikke generere artiklen. Prøv igen senere." }),
    ).toBeVisible();
    await expect(page.getByTestId("generation-failure")).toContainText(
      "AI-modellen returnerede et ugyldigt svar, så artiklen blev ikke gemt.",
    );
  });
});
