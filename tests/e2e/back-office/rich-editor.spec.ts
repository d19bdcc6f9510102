import type { Page } from "@playwright/test";
import sharp from "sharp";
import { FAKE_EMBED_URLS } from "../../support/fake-oembed.mjs";
import { deleteArticlesMatching } from "../support/admin-session";
import { expect as baseExpect, test } from "../support/test";

// Issue 27, the editor's new tools: an editor inserts a YouTube video through 'Indsæt indlejring'
// (its preview comes from the local fake provider behind OUTBOUND_HOST_OVERRIDES), a picture through
// 'Indsæt billede' with alt text, source and credit, and a fact box; saves; and the public article
// shows the embed's card, the figure with 'Foto: …' and the fact box's aside.
test.describe.configure({ mode: "serial", timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const stamp = Date.now();
const title = `Rige artikler ${stamp}`;
const slug = `rige-artikler-${stamp}`;
const ALT = "Jubel efter sejrsmålet på Brøndby Stadion";
const CREDIT = "Ritzau Scanpix";

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

// The article is published on the shared server: later specs count the front page's articles.
test.afterAll(({ browser, baseURL }) => deleteArticlesMatching(browser, baseURL ?? "", String(stamp), 3));

test("an editor inserts an embed, a picture and a fact box from the toolbar, and readers see all three", async ({
  adminPage: admin,
  page: reader,
}) => {
  await admin.goto("/admin/new-article");
  await expect(admin.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
  await admin.getByLabel("Titel", { exact: true }).fill(title);
  await admin.getByLabel("Kategori").selectOption("Kampe");
  await admin.getByLabel("Meta-beskrivelse / uddrag").fill(`Derbyet i billeder, video og tal (${stamp}).`);
  const content = admin.getByRole("textbox", { name: "Indhold" });
  await content.fill("Brøndby vandt derbyet i overtiden.");

  const toolbar = admin.getByRole("toolbar", { name: "Formatering: Indhold" });
  // One tab stop: only the first button is in the tab order, the arrow keys move between them.
  await expect(toolbar.locator('button[tabindex="0"]')).toHaveCount(1);

  // 'Indsæt indlejring': an unknown service, a post the provider does not know, then the video.
  await content.press("End");
  await toolbar.getByRole("button", { name: "Indsæt indlejring" }).click();
  const embedDialog = admin.getByRole("dialog", { name: "Indsæt indlejring" });
  const link = embedDialog.getByLabel("Link til opslag eller video");
  await link.fill("https://www.bold.dk/fodbold/nyheder/derbyet");
  await embedDialog.getByRole("button", { name: "Vis forhåndsvisning" }).click();
  await expect(
    embedDialog.getByText(
      "Linket kan ikke indlejres. Understøttet: X, YouTube, Instagram, TikTok, Facebook, Vimeo, Bluesky og Spotify.",
    ),
  ).toBeVisible();
  await expect(embedDialog.getByRole("button", { name: "Indsæt", exact: true })).toHaveCount(0);

  await link.fill("https://www.youtube.com/watch?v=ukendt00001");
  await embedDialog.getByRole("button", { name: "Vis forhåndsvisning" }).click();
  await expect(
    embedDialog.getByText("Indholdet kunne ikke hentes. Linket vises som et almindeligt link."),
  ).toBeVisible();
  await expect(embedDialog.getByRole("button", { name: "Indsæt som link" })).toBeVisible();

  await link.fill(FAKE_EMBED_URLS.youtube);
  await link.press("Enter");
  const preview = embedDialog.getByRole("figure", { name: "Forhåndsvisning" });
  await expect(preview).toContainText("YouTube");
  await expect(preview).toContainText("3F Superliga");
  await expect(preview).toContainText("Brøndby IF - FC København 2-1 | Highlights | 3F Superliga");
  // The thumbnail is our stored copy: the editor's browser asks no third party either.
  await expect(preview.locator("img")).toHaveAttribute("src", /^\/storage\//);
  await embedDialog.getByRole("button", { name: "Indsæt", exact: true }).click();
  await expect(embedDialog).toBeHidden();
  await expect(content).toHaveValue(`Brøndby vandt derbyet i overtiden.\n\n${FAKE_EMBED_URLS.youtube}`);
  await expect(content).toBeFocused();

  // 'Indsæt billede': alt text and, for a picture that is not our own, a credit are required.
  await content.press("End");
  await toolbar.getByRole("button", { name: "Indsæt billede" }).click();
  const imageDialog = admin.getByRole("dialog", { name: "Indsæt billede" });
  await imageDialog.getByRole("button", { name: "Indsæt", exact: true }).click();
  await expect(imageDialog.getByText("Vælg eller upload et billede")).toBeVisible();
  await expect(imageDialog.getByText("Skriv en alternativ tekst")).toBeVisible();
  await imageDialog.getByLabel("Kilde").selectOption({ label: "Bureau" });
  await imageDialog.getByRole("button", { name: "Upload billede" }).click();
  const creditError = imageDialog.getByText("Angiv kredit for billeder, der ikke er vores egne");
  await expect(creditError).toBeVisible();
  await expect(imageDialog.getByLabel("Billedkredit")).toBeFocused();
  await imageDialog.getByLabel("Billedkredit").fill(CREDIT);
  await expect(creditError).toBeHidden();
  const png = await sharp({
    create: { width: 800, height: 450, channels: 3, background: { r: 0, g: 84, b: 166 } },
  })
    .png()
    .toBuffer();
  await imageDialog
    .getByLabel("Vælg billedfil")
    .setInputFiles({ name: "derby.png", mimeType: "image/png", buffer: png });
  await expect(toast(admin, "Billede uploadet succesfuldt")).toBeVisible();
  const imageUrl = imageDialog.getByLabel("Billed-URL");
  await expect(imageUrl).toHaveValue(/^\/storage\/article-images\/\d+-[a-z0-9]{8}\.png$/);
  const uploaded = await imageUrl.inputValue();
  await imageDialog.getByLabel("Alt-tekst").fill(ALT);
  await imageDialog.getByRole("button", { name: "Indsæt", exact: true }).click();
  await expect(imageDialog).toBeHidden();
  await expect(content).toHaveValue(
    `Brøndby vandt derbyet i overtiden.\n\n${FAKE_EMBED_URLS.youtube}\n\n![${ALT}](${uploaded} "${CREDIT}")`,
  );

  // 'Faktaboks' with the keyboard: from 'Indsæt billede' two steps right, Enter; the template's item
  // is selected, so typing replaces it.
  await content.press("End");
  await toolbar.getByRole("button", { name: "Indsæt billede" }).focus();
  await admin.keyboard.press("ArrowRight");
  await admin.keyboard.press("ArrowRight");
  await expect(toolbar.getByRole("button", { name: "Faktaboks" })).toBeFocused();
  await admin.keyboard.press("Enter");
  await expect(content).toBeFocused();
  await admin.keyboard.type("Tilskuere: 21.350");
  await expect(content).toHaveValue(
    `Brøndby vandt derbyet i overtiden.\n\n${FAKE_EMBED_URLS.youtube}\n\n![${ALT}](${uploaded} "${CREDIT}")\n\n:::faktaboks Fakta\n- Tilskuere: 21.350\n:::`,
  );

  // The upload went to the media library as 'Bureau' with its credit: the library's 'Kilde' filter
  // finds it and shows both.
  await admin.getByRole("button", { name: "Søg stock-fotos" }).click();
  const library = admin.getByRole("dialog", { name: "Søg stock-fotos" });
  await library.getByLabel("Kilde").selectOption({ label: "Bureau" });
  const found = library
    .getByRole("listitem")
    .filter({ has: admin.locator(`img`) })
    .first();
  await expect(found.getByTestId("stock-byline")).toHaveText(`Bureau · Foto: ${CREDIT}`);
  await admin.keyboard.press("Escape");
  await expect(library).toBeHidden();

  await admin.getByRole("button", { name: "Opret og publicer artikel" }).click();
  await expect(admin.getByTestId("saved-article-panel").getByRole("heading")).toHaveText(
    "Succes! Artiklen er blevet oprettet og publiceret",
  );

  // The reader (necessary cookies only): the card with its button, the figure, the fact box.
  await reader.goto(`/article/${slug}`);
  const card = reader.locator('figure[data-embed][data-embed-provider="youtube"]');
  await expect(card).toBeVisible();
  await expect(card.getByRole("button", { name: "Vis indhold fra YouTube" })).toBeVisible();
  await expect(card.getByRole("link", { name: "Se på YouTube" })).toHaveAttribute(
    "href",
    FAKE_EMBED_URLS.youtube,
  );
  const figure = reader.locator("article figure").filter({ has: reader.getByRole("img", { name: ALT }) });
  await expect(figure.locator("figcaption")).toHaveText(`Foto: ${CREDIT}`);
  const factbox = reader.getByRole("complementary", { name: "Fakta" });
  await expect(factbox).toContainText("Tilskuere: 21.350");
});
