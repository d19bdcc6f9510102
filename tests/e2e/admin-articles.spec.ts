import type { Browser, BrowserContext, Page } from "@playwright/test";
import sharp from "sharp";
import { slugFromTitle } from "../../app/lib/slug";
import { submitSignIn } from "./support/admin-session";
import { withConsent } from "./support/consent";
import { devAdmin } from "./support/dev-admin";
import { expect as baseExpect, test } from "./support/test";

// One signed-in page per project, shared by the steps below (sign-in is rate-limited per e-mail).
test.describe.configure({ mode: "serial", timeout: 90_000 });
// Server round trips (upload with AVIF encoding, saves) get room on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });

let context: BrowserContext;
let page: Page;
let title: string;
let alt: string;
let slug: string;
let readerOptions: Parameters<Browser["newContext"]>[0] & { baseURL?: string } = {};

// The spec's slug rule (pinned in slug.test.ts): what the form should fill in from a title.
const slugOf = slugFromTitle;

/** A reader: a fresh context without the admin's session cookie. */
async function asReader<T>(browser: Browser, run: (reader: Page) => Promise<T>): Promise<T> {
  const readerContext = await browser.newContext(readerOptions);
  await withConsent(readerContext, readerOptions.baseURL);
  try {
    return await run(await readerContext.newPage());
  } finally {
    await readerContext.close();
  }
}

function toast(text: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

test.beforeAll(async ({ browser }, testInfo) => {
  readerOptions = {
    baseURL: testInfo.project.use.baseURL,
    viewport: testInfo.project.use.viewport,
    locale: "da-DK",
    timezoneId: "Europe/Copenhagen",
  };
  context = await browser.newContext(readerOptions);
  await withConsent(context, readerOptions.baseURL);
  page = await context.newPage();
  title = `Testkamp ${testInfo.project.name} ${Date.now()} Ålborg`;
  slug = slugOf(title);
  alt = `Rødt testbillede ${testInfo.project.name}`;
});

test.afterAll(async () => {
  await context?.close();
});

test("staff sign in through the /auth form and reach the article list", async () => {
  const { email, password } = devAdmin();
  await page.goto("/auth?redirectTo=/admin/articles");
  await submitSignIn(page, { email, password });
  await expect(page).toHaveURL(/\/admin\/articles$/);
  await expect(page.getByRole("heading", { name: "Artikler", level: 1 })).toBeVisible();
  await expect(page.getByTestId("article-total")).toHaveText(/^I alt \d+ artikler$/);
});

test("new article: required fields are reported with the spec's messages", async () => {
  await page.goto("/admin/new-article");
  await expect(page.getByRole("heading", { name: "Opret Ny Artikel" })).toBeVisible();
  await page.getByRole("button", { name: "Opret og publicer artikel" }).click();
  for (const message of [
    "Titel er påkrævet",
    "Indhold er påkrævet",
    "Uddrag er påkrævet",
    "Kategori er påkrævet",
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
});

test("create an article with an uploaded image and tags; readers see it on the home page and its page", async ({
  browser,
}) => {
  await page.goto("/admin/new-article");
  await page.getByLabel("Titel", { exact: true }).fill(title);
  // The slug follows the title and the preview shows the public address.
  await expect(page.getByLabel("URL-slug")).toHaveValue(slug);
  await expect(page.getByTestId("slug-preview")).toHaveText(new RegExp(`/article/${slug}$`));

  await page.getByLabel("Kategori").selectOption("Kampe");
  const excerpt = "Et uddrag skrevet af den automatiske test, som også tjekker tegntælleren for SEO.";
  await page.getByLabel("Meta-beskrivelse / uddrag").fill(excerpt);
  await expect(page.getByText("120-160 tegn er ideelt for SEO")).toBeVisible();
  await expect(page.getByTestId("excerpt-count")).toHaveText(`${excerpt.length} tegn`);

  const png = await sharp({
    create: { width: 640, height: 360, channels: 3, background: { r: 200, g: 16, b: 46 } },
  })
    .png()
    .toBuffer();
  await page
    .getByLabel("Vælg billedfil")
    .setInputFiles({ name: "kamp.png", mimeType: "image/png", buffer: png });
  await expect(toast("Billede uploadet succesfuldt")).toBeVisible();
  await expect(page.getByLabel("Billed-URL")).toHaveValue(
    /^\/storage\/article-images\/\d+-[a-z0-9]{8}\.png$/,
  );
  await page.getByLabel("Alt-tekst").fill(alt);
  await page.getByLabel("Billedkredit").fill("Testfotograf");

  const tagInput = page.getByPlaceholder(/kategori:værdi/);
  await tagInput.fill("klub:FC København");
  await tagInput.press("Enter");
  await page.getByLabel("Tilføj liga").selectOption({ label: "3F Superliga" });
  const chips = page.getByRole("list", { name: "Valgte tags" });
  await expect(chips.getByText("Klub: FC København")).toBeVisible();
  await expect(chips.getByText("Liga: 3F Superliga")).toBeVisible();

  const content = page.getByRole("textbox", { name: "Indhold" });
  await content.fill("Første afsnit om kampen.\n\n");
  await content.press("End");
  await page.getByRole("button", { name: "Fed" }).click();
  await expect(content).toHaveValue("Første afsnit om kampen.\n\n**fed tekst**");
  await content.fill("Første afsnit om kampen.\n\nAndet afsnit med **fed** tekst.");

  await page.getByRole("button", { name: "Opret og publicer artikel" }).click();
  await expect(toast("Artiklen er blevet oprettet og publiceret")).toBeVisible();
  // The form resets after a success.
  await expect(page.getByLabel("Titel", { exact: true })).toHaveValue("");
  await expect(page.getByRole("button", { name: "Opret og publicer artikel" })).toBeVisible();

  await asReader(browser, async (reader) => {
    await reader.goto("/");
    await expect(reader.locator(`main a[href="/article/${slug}"]`).first()).toBeAttached();
    const response = await reader.goto(`/article/${slug}`);
    expect(response?.status()).toBe(200);
    await expect(reader.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    await expect(reader.getByRole("figure").getByRole("img", { name: alt })).toBeVisible();
    await expect(reader.getByText("Testfotograf")).toBeVisible();
    await expect(reader.getByText("Andet afsnit med")).toBeVisible();
  });
});

async function openEditDialog() {
  await page.goto(`/admin/articles?q=${encodeURIComponent(title)}`);
  await page.getByRole("link", { name: `Rediger "${title}"` }).click();
  const dialog = page.getByRole("dialog", { name: "Rediger artikel" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("edit the article; readers see the change and the old state is kept as a version", async ({
  browser,
}) => {
  let dialog = await openEditDialog();
  await expect(dialog.getByText("Ingen tidligere versioner endnu.")).toBeVisible();
  await expect(dialog.getByLabel("URL-slug")).toHaveValue(slug);
  const newTitle = `${title} (opdateret)`;
  await dialog.getByLabel("Titel", { exact: true }).fill(newTitle);
  // Editing the title does not move an existing slug.
  await expect(dialog.getByLabel("URL-slug")).toHaveValue(slug);
  await dialog.getByRole("button", { name: "Gem ændringer" }).click();
  await expect(toast("Artiklen er blevet opdateret")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.locator("tbody tr").filter({ hasText: newTitle })).toBeVisible();

  await asReader(browser, async (reader) => {
    await reader.goto(`/article/${slug}`);
    await expect(reader.getByRole("heading", { name: newTitle, level: 1 })).toBeVisible();
  });

  const originalTitle = title;
  title = newTitle;
  dialog = await openEditDialog();
  await expect(dialog.getByText("Version 1 ·")).toContainText("admin");
  // 'Gendan' brings version 1 back as a new save (version 3), keeping version 2 as a revision.
  await dialog.getByRole("button", { name: "Gendan version 1" }).click();
  await expect(toast("Versionen er gendannet")).toBeVisible();
  await expect(dialog.getByLabel("Titel", { exact: true })).toHaveValue(originalTitle);
  await expect(dialog.getByText("Version 3", { exact: true })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Gendan version 2" })).toBeVisible();
  title = originalTitle;
  await dialog.getByRole("button", { name: "Annuller" }).click();
  await expect(dialog).toBeHidden();
});

test("a save against an old version is refused and nothing is overwritten", async () => {
  const dialog = await openEditDialog();
  const id = new URL(page.url()).searchParams.get("rediger") ?? "";
  const version = await dialog.locator('input[name="version"]').inputValue();
  const colleagueTitle = `${title} (kollega)`;
  // Another editor saves the same article meanwhile.
  const other = await context.request.post("/admin/articles", {
    form: {
      intent: "update",
      id,
      version,
      title: colleagueTitle,
      slug,
      excerpt: await dialog.getByLabel("Meta-beskrivelse / uddrag").inputValue(),
      content: await dialog.getByRole("textbox", { name: "Indhold" }).inputValue(),
      imageUrl: await dialog.getByLabel("Billed-URL").inputValue(),
      imageAlt: alt,
      tags: "[]",
    },
  });
  expect(other.ok()).toBe(true);

  await dialog.getByLabel("Titel", { exact: true }).fill(`${title} (min udgave)`);
  await dialog.getByRole("button", { name: "Gem ændringer" }).click();
  await expect(dialog.getByRole("alert")).toContainText(
    "Artiklen er blevet ændret af en anden, siden du åbnede den. Genindlæs for at se den nyeste version.",
  );
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Genindlæs" }).click();
  await expect(dialog.getByLabel("Titel", { exact: true })).toHaveValue(colleagueTitle);
  title = colleagueTitle;
  await dialog.getByRole("button", { name: "Annuller" }).click();
  await expect(dialog).toBeHidden();
});

test("save it as a draft: it disappears from the public site", async ({ browser }) => {
  const dialog = await openEditDialog();
  await dialog.getByRole("switch", { name: "Kladde" }).check();
  await expect(dialog.getByLabel("Publiceringstidspunkt")).toBeDisabled();
  await dialog.getByRole("button", { name: "Gem ændringer" }).click();
  await expect(toast("Artiklen er blevet opdateret")).toBeVisible();
  await expect(
    page.getByRole("row").filter({ hasText: title }).getByText("Kladde", { exact: true }),
  ).toBeVisible();

  await asReader(browser, async (reader) => {
    const response = await reader.goto(`/article/${slug}`);
    expect(response?.status()).toBe(404);
    await expect(reader.getByText("Artikel ikke fundet")).toBeVisible();
    await reader.goto("/");
    await expect(reader.locator(`main a[href="/article/${slug}"]`)).toHaveCount(0);
  });
});

test("delete it after confirming; it is gone", async () => {
  await page.goto(`/admin/articles?q=${encodeURIComponent(title)}`);
  await page.getByRole("button", { name: `Slet "${title}"` }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm.getByText("slettes permanent")).toBeVisible();
  await confirm.getByRole("button", { name: "Slet", exact: true }).click();
  await expect(toast("Artiklen er blevet slettet")).toBeVisible();
  await expect(page.getByText(`Ingen artikler matcher “${title}”.`)).toBeVisible();
});

test("page through and search the article list", async () => {
  await page.goto("/admin/articles");
  const total = Number((await page.getByTestId("article-total").textContent())?.match(/\d+/)?.[0]);
  expect(total).toBeGreaterThan(50);
  await expect(page.locator("tbody tr")).toHaveCount(10);
  const pager = page.getByRole("navigation", { name: "Sider" });
  await expect(pager.getByRole("link", { name: /^Side \d+$/ })).toHaveCount(5);
  await expect(pager.getByRole("link", { name: "Side 1" })).toHaveAttribute("aria-current", "page");
  const firstPageTitles = await page.locator("tbody tr td:first-child").allTextContents();

  await pager.getByRole("link", { name: "Næste" }).click();
  await expect(page).toHaveURL(/side=2/);
  await expect(pager.getByRole("link", { name: "Side 2" })).toHaveAttribute("aria-current", "page");
  const secondPageTitles = await page.locator("tbody tr td:first-child").allTextContents();
  expect(secondPageTitles.some((t) => firstPageTitles.includes(t))).toBe(false);

  // A search starts on page 1 and matches title or category, case-insensitive.
  const search = page.getByRole("searchbox", { name: "Søg i titel eller kategori" });
  await search.fill("ANALYSE");
  await search.press("Enter");
  await expect(page).toHaveURL(/\?q=ANALYSE$/);
  await expect(page.getByText(/artikler? matcher “ANALYSE”/)).toBeVisible();
  const rows = page.locator("tbody tr");
  expect(await rows.count()).toBeGreaterThan(0);
  for (const text of await rows.allTextContents()) expect(text.toLowerCase()).toContain("analyse");
});

test("agent-generated and scheduled articles carry their badges", async () => {
  await page.goto(`/admin/articles?q=${encodeURIComponent("Overblik: Ugens vigtigste")}`);
  await expect(
    page.getByRole("row").filter({ hasText: "Overblik: Ugens vigtigste" }).getByText("Agent"),
  ).toBeVisible();
  await page.goto(`/admin/articles?q=${encodeURIComponent("Optakt: Landsholdet tager hul")}`);
  await expect(
    page.getByRole("row").filter({ hasText: "Optakt: Landsholdet" }).getByText("Planlagt", { exact: true }),
  ).toBeVisible();
});

test("image tools: URL preview failure, upload check, stock photos and existing images", async () => {
  await page.goto("/admin/new-article");
  const url = page.getByLabel("Billed-URL");

  await url.fill("/storage/article-images/findes-ikke.jpg");
  await expect(
    toast("Kunne ikke indlæse billede fra URL. Kontroller at URL'en er korrekt og tilgængelig."),
  ).toBeVisible();
  await expect(toast("Billede fejl")).toBeVisible();
  await expect(page.getByText("Kunne ikke indlæse billede fra URL", { exact: true })).toBeVisible();

  await page
    .getByLabel("Vælg billedfil")
    .setInputFiles({ name: "noter.txt", mimeType: "text/plain", buffer: Buffer.from("ikke et billede") });
  await expect(toast("Kun billedfiler er tilladt")).toBeVisible();

  await page.getByRole("button", { name: "Søg stock-fotos" }).click();
  const stock = page.getByRole("dialog", { name: "Søg stock-fotos" });
  await stock.getByLabel("Søg efter billeder").fill("zzz-intet-matcher");
  await expect(stock.getByText("Ingen resultater")).toBeVisible();
  await expect(stock.getByText("Ingen billeder fundet med de valgte filtre")).toBeVisible();
  await stock.getByLabel("Søg efter billeder").fill("");
  await stock.getByLabel("Klub").selectOption("FC København");
  await stock.getByLabel("Kategori").selectOption("stadion");
  const results = stock.getByRole("listitem");
  await expect(results).toHaveCount(1);
  await expect(results.first()).toContainText("Parken");
  await results.first().getByRole("button").click();
  await expect(toast("Billede valgt")).toBeVisible();
  await expect(stock).toBeHidden();
  await expect(url).toHaveValue(/^\/storage\/article-images\/stock-/);
  await expect(page.getByLabel("Billedkredit")).toHaveValue("Forsiden Grafik");

  // The stock photo's toast closes first, so the next one is counted on its own (a busy machine
  // may otherwise close the first while the picker loads).
  await expect(toast("Billede valgt")).toHaveCount(0);
  await page.getByRole("button", { name: "Vælg eksisterende billede" }).click();
  const picker = page.getByRole("dialog", { name: "Vælg eksisterende billede" });
  const images = picker.getByRole("listitem");
  await expect(images.first()).toBeVisible();
  expect(await images.count()).toBeLessThanOrEqual(50);
  await picker.getByLabel("Kategori").selectOption("Analyse");
  await expect(images.first()).toContainText("Analyse");
  const chosenTitle = (await images.first().locator("span").first().textContent()) ?? "";
  await picker.getByLabel("Søg i titler").fill(chosenTitle.slice(0, 12));
  await images.first().getByRole("button").click();
  await expect(toast("Billede valgt")).toHaveCount(1);
  await expect(picker).toBeHidden();
  await expect(url).toHaveValue(/^\/storage\/article-images\//);
});

test("the new-article form works without JavaScript too", async ({ browser }) => {
  // The same signed-in session, in a browser with JavaScript off.
  const plain = await browser.newContext({
    ...readerOptions,
    javaScriptEnabled: false,
    storageState: await context.storageState(),
  });
  const noJs = await plain.newPage();
  const draftTitle = `Kladde uden JavaScript ${Date.now()}`;
  try {
    await noJs.goto("/admin/new-article");
    await noJs.getByRole("button", { name: "Opret og publicer artikel" }).click();
    for (const message of [
      "Titel er påkrævet",
      "Indhold er påkrævet",
      "Uddrag er påkrævet",
      "Kategori er påkrævet",
    ]) {
      await expect(noJs.getByText(message, { exact: true })).toBeVisible();
    }
    await noJs.getByLabel("Titel", { exact: true }).fill(draftTitle);
    await noJs.getByLabel("Kategori").selectOption("Analyse");
    await noJs.getByLabel("Meta-beskrivelse / uddrag").fill("Et uddrag");
    await noJs.getByRole("textbox", { name: "Indhold" }).fill("Brødtekst uden JavaScript.");
    await noJs.getByRole("switch", { name: "Kladde" }).check();
    await noJs.getByRole("button", { name: "Opret og publicer artikel" }).click();
    await expect(noJs.getByRole("status").filter({ hasText: "Artiklen er gemt som kladde" })).toBeVisible();
    // The form starts empty again.
    await expect(noJs.getByLabel("Titel", { exact: true })).toHaveValue("");
  } finally {
    await plain.close();
  }

  // Clean up: the draft goes again (with JavaScript).
  await page.goto(`/admin/articles?q=${encodeURIComponent(draftTitle)}`);
  await expect(
    page.getByRole("row").filter({ hasText: draftTitle }).getByText("Kladde", { exact: true }),
  ).toBeVisible();
  await page.getByRole("button", { name: `Slet "${draftTitle}"` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Slet", exact: true }).click();
  await expect(toast("Artiklen er blevet slettet")).toBeVisible();
});
