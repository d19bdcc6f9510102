import type { APIRequestContext, Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { cropRect } from "../../../app/lib/crop-geometry";
import { adminContext } from "../support/admin-session";
import { expect as baseExpect, test } from "../support/test";

// Issue 27, the focal-point editor: an editor opens the article of the front page's first square,
// clicks what matters in its picture, nudges the point with the arrow keys and saves with Enter.
// The server cuts the crops again around the point; the front page's square then loads the 1:1
// crop, and its pixels are the part of the picture around the point (not the middle).
test.describe.configure({ mode: "serial", timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const ENDPOINT = "/admin/api/medier/fokuspunkt";
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/** The picture shown in the front page's first square: its article's title and its original. */
let picture: { title: string; url: string } | null = null;

// The sample picture is shared by the whole suite: its focal point is removed again (its crops
// are then cut by sharp's attention strategy, as the 'billedudsnit' job would cut them).
test.afterAll(async ({ browser, baseURL }) => {
  if (!picture) return;
  const context = await adminContext(browser, baseURL ?? "");
  const response = await context.request.post(ENDPOINT, { data: { url: picture.url, x: null, y: null } });
  expect(response.status()).toBe(200);
  await context.close();
});

/** The file the browser chose from the srcset, once the (lazy) image has loaded. */
async function chosenSource(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  return image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
}

async function pixels(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return Buffer.from(await response.body());
}

/** Mean absolute difference per channel of two pictures scaled to 64 × 64 (0–255). */
async function difference(a: Buffer, b: Buffer) {
  const raw = (data: Buffer) => sharp(data).resize(64, 64, { fit: "fill" }).removeAlpha().raw().toBuffer();
  const [x, y] = await Promise.all([raw(a), raw(b)]);
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs(x[i] - y[i]);
  return sum / x.length;
}

test("an editor sets the focal point; the front page's square is the 1:1 crop around it", async ({
  adminPage: admin,
  page: reader,
  open,
}) => {
  await open("/");
  const square = reader.locator("[data-card='square']").first();
  const title = ((await square.locator("h2").textContent()) ?? "").trim();
  const url = (await square.locator("img").getAttribute("src")) ?? "";
  expect(url).toMatch(/^\/storage\/article-images\/.+\.jpg$/);
  picture = { title, url };

  await admin.goto(`/admin/articles?q=${encodeURIComponent(title)}`);
  await expect(admin.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
  await admin.getByRole("link", { name: `Rediger "${title}"` }).click();
  const dialog = admin.getByRole("dialog", { name: "Rediger artikel" });
  const editor = dialog.getByRole("region", { name: "Fokuspunkt" });
  await expect(editor.getByText("Klik på det vigtigste i billedet")).toBeVisible();
  const image = editor.locator("[data-focal-picture]");
  await expect(image).toHaveAccessibleName(/^Fokuspunkt: /);

  // A click near the left edge, half-way down; two presses of → move it 2 % to the right.
  const box = await image.boundingBox();
  if (!box) throw new Error("the picture is not shown");
  await image.click({ position: { x: box.width * 0.1, y: box.height * 0.5 } });
  await expect(editor.locator("[data-focal-marker]")).toBeVisible();
  await image.press("ArrowRight");
  await image.press("ArrowRight");
  await expect(image).toHaveAccessibleName(
    "Fokuspunkt: 12 % fra venstre, 50 % fra toppen. Piletasterne flytter punktet, Enter gemmer.",
  );
  // The 1:1 preview shows the crop as the server will cut it: the picture's left end.
  const squarePreview = editor.getByRole("figure").filter({ hasText: "1:1 (forsidens firkanter)" });
  await expect(squarePreview.locator("img")).toHaveCSS("object-position", "0% 50%");
  await image.press("Enter");
  await expect(toast(admin, "Fokuspunktet er gemt")).toBeVisible();
  await expect(editor.getByRole("button", { name: "Gem fokuspunkt" })).toBeDisabled();
  await expect(editor.getByRole("button", { name: "Fjern fokuspunkt" })).toBeVisible();

  // The front page was rendered afresh: the square's sources are the new 1:1 crop.
  await open("/");
  const squareImage = reader.locator("[data-card='square']").first().locator("img");
  await expect(reader.locator("[data-card='square']").first().locator("h2")).toHaveText(title);
  const srcset =
    (await reader.locator("[data-card='square']").first().locator("source").last().getAttribute("srcset")) ??
    "";
  expect(srcset).toMatch(/-square-[a-z0-9]{6}-240w\.webp 240w/);
  const chosen = await chosenSource(squareImage);
  expect(chosen).toMatch(/-square-[a-z0-9]{6}-\d+w\.(webp|avif)$/);

  // Its pixels: the square cut around the point (x = 0.12: the left end), not the middle.
  const original = await pixels(reader.request, url);
  const { width = 0, height = 0 } = await sharp(original).metadata();
  const cut = (focal: { x: number; y: number }) =>
    sharp(original)
      .extract(cropRect(width, height, 1, focal))
      .toBuffer();
  const served = await pixels(reader.request, chosen);
  const [aroundPoint, middle] = await Promise.all([cut({ x: 0.12, y: 0.5 }), cut({ x: 0.5, y: 0.5 })]);
  const toPoint = await difference(served, aroundPoint);
  const toMiddle = await difference(served, middle);
  expect(toPoint).toBeLessThan(10);
  expect(toMiddle).toBeGreaterThan(toPoint * 2);

  // Social networks get the 1.91:1 crop as JPEG, with its size.
  const href = (await reader.locator("[data-card='square']").first().locator("a").getAttribute("href")) ?? "";
  await open(href);
  const ogImage = (await reader.locator('meta[property="og:image"]').getAttribute("content")) ?? "";
  expect(ogImage).toMatch(
    /^http:\/\/127\.0\.0\.1:\d+\/storage\/article-images\/.+-og-[a-z0-9]{6}-\d+w\.jpg$/,
  );
  const og = await sharp(await pixels(reader.request, new URL(ogImage).pathname)).metadata();
  await expect(reader.locator('meta[property="og:image:width"]')).toHaveAttribute(
    "content",
    String(og.width),
  );
  await expect(reader.locator('meta[property="og:image:height"]')).toHaveAttribute(
    "content",
    String(og.height),
  );
  expect(og.format).toBe("jpeg");
});
