import type { Locator, Page } from "@playwright/test";
import { mailLink } from "./support/mailbox";
import { expect, test } from "./support/test";

/*
 * Issue 24: 'Følg' on the match centre's teams. Each team with a club page has a star after its
 * name, a plain form button (features/match-centre/match-follow-button.tsx), the same for every
 * reader (the front page comes from the shared cache). An anonymous reader who presses it is asked
 * to sign in; a signed-in reader comes back to the front page, where the account script marks the
 * club 'Følger'. Login links are rate limited per address, so the signed-in flow runs once, on the
 * desktop project.
 */

/** The first team of the match centre that has a club page: its star, slug and name. */
async function firstFollowable(page: Page): Promise<{ star: Locator; slug: string; team: string }> {
  const first = page.locator("[data-match-centre] [data-follow-club]").first();
  const slug = (await first.getAttribute("data-follow-club")) ?? "";
  expect(slug).not.toBe("");
  // The team's name is the link just before the star in its line.
  const team =
    (await page.locator(`[data-match-centre] a[href="/klubber/${slug}"]`).first().textContent()) ?? "";
  const star = page
    .getByRole("region", { name: "Kampcenter" })
    .getByRole("button", { name: `Følg ${team}`, exact: true })
    .first();
  return { star, slug, team };
}

test("an anonymous reader's 'Følg' on a match-centre team asks them to sign in: a 24 px star after the name, by keyboard", async ({
  page,
  open,
  baseURL,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await open("/");
  const { star, slug, team } = await firstFollowable(page);
  await expect(star).toBeVisible();
  // A static island: the document keeps the server's markup and never loads the star's script.
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((path) => path.includes("match-follow-button"))).toEqual([]);
  await expect(star).toHaveAttribute("aria-pressed", "false");
  await expect(star).toHaveAttribute("data-follow-club", slug);
  // The outlined star, drawn by the stylesheet at 14 px in the text colour.
  const drawn = await star.evaluate((button) => {
    const style = getComputedStyle(button, "::before");
    return { mask: style.maskImage, width: style.width, color: style.backgroundColor };
  });
  expect(drawn.mask).toContain("fill='none'");
  expect(drawn.width).toBe("14px");
  expect(drawn.color).not.toBe("rgba(0, 0, 0, 0)");
  // WCAG 2.5.8: at least 24×24, inside the team's 24 px line (no taller line, nothing moves).
  const box = await star.boundingBox();
  const line = await star.locator("xpath=ancestor::div[not(@data-island)][1]").boundingBox();
  if (!box || !line) throw new Error("star or its team line missing");
  expect(box.width).toBeGreaterThanOrEqual(24);
  expect(box.height).toBeGreaterThanOrEqual(24);
  expect(line.height).toBe(24);
  expect(box.y).toBeGreaterThanOrEqual(line.y);
  expect(box.y + box.height).toBeLessThanOrEqual(line.y + line.height);
  // Right after the team's name, before the score.
  const name = await page.locator(`[data-match-centre] a[href="/klubber/${slug}"]`).first().boundingBox();
  if (!name) throw new Error(`no link for ${team}`);
  expect(box.x).toBeGreaterThan(name.x + name.width - 1);

  // With the keyboard: from the team's link, Tab reaches the star, which shows its focus.
  await page.locator(`[data-match-centre] a[href="/klubber/${slug}"]`).first().focus();
  await page.keyboard.press("Tab");
  await expect(star).toBeFocused();
  const outline = await star.evaluate((el) => {
    const style = getComputedStyle(el);
    return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe("none");
  expect(outline.width).toBeGreaterThan(0);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${baseURL}/konto/log-ind?redirectTo=${encodeURIComponent("/")}`);
  await expect(page.getByRole("heading", { name: "Log ind på Forsiden", level: 1 })).toBeVisible();
});

test("the match centre's 'Følg' works without JavaScript", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  const { star } = await firstFollowable(page);
  await star.click();
  await expect(page).toHaveURL(`${baseURL}/konto/log-ind?redirectTo=${encodeURIComponent("/")}`);
  await context.close();
});

test("after a client-side navigation to the front page the stars are rendered in the browser, the same as the server's", async ({
  page,
  open,
}) => {
  await open("/stillinger");
  await page.evaluate(() => {
    (
      window as unknown as { __reactRouterDataRouter: { navigate(to: string): void } }
    ).__reactRouterDataRouter.navigate("/");
  });
  const { star, slug } = await firstFollowable(page);
  await expect(star).toBeVisible();
  // The same button: attributes (in any order), text and icon.
  const described = (el: Element) => ({
    attributes: [...el.attributes].map((a) => `${a.name.toLowerCase()}=${a.value}`).sort(),
    text: el.textContent,
    star: getComputedStyle(el, "::before").maskImage,
  });
  const mounted = await star.evaluate(described);
  const fresh = await page.context().newPage();
  await fresh.goto("/");
  const served = await fresh
    .locator(`[data-match-centre] [data-follow-club="${slug}"]`)
    .first()
    .evaluate(described);
  await fresh.close();
  expect(mounted).toEqual(served);
  expect(mounted.attributes).toContain(`formaction=/api/klubber/${slug}/foelg`);
  await expect(page.locator("form#kampcenter-foelg input[name=redirectTo]")).toHaveValue("/");
});

test("a signed-in reader follows a match-centre team: back on the front page it shows 'Følger', the club is on /mine-klubber, and pressing it again unfollows", async ({
  page,
  open,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "link requests are rate limited per address: once per run");
  test.setTimeout(90_000);
  const email = `laeser-kampcenter-${Date.now()}@forsiden.test`;
  // The account script marks the stars before or after hydration: React must keep its marks
  // (a hydration mismatch would be an error here and a client render without them).
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });

  // Anonymous, the star asks them to sign in; signing in (a new account, by a mailed link) brings
  // them back to the front page they pressed it on.
  await open("/");
  await (await firstFollowable(page)).star.click();
  await expect(page).toHaveURL(`${baseURL}/konto/log-ind?redirectTo=%2F`);
  await page.locator("#link-email").fill(email);
  await page.getByRole("button", { name: "Send mig et login-link" }).click();
  await expect(page.locator("form [role=status]")).toContainText("Tjek din indbakke");
  const link = new URL(await mailLink(page, email, "Dit login-link til Forsiden"));
  expect(link.searchParams.get("redirectTo")).toBe("/");
  await open(link.pathname + link.search);
  await page.getByRole("button", { name: "Log ind", exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/`);

  // The front page is the same HTML for everybody: nothing of the reader's in it.
  const html = await (await page.request.get("/")).text();
  expect(html).not.toContain('aria-pressed="true"');

  await open("/");
  const { star, slug, team } = await firstFollowable(page);
  await expect(star).toHaveAttribute("aria-pressed", "false");
  await star.click();
  // Back on the front page (a document load: the account script marks the club).
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const following = page.locator(`[data-match-centre] [data-follow-club="${slug}"]`);
  for (const button of await following.all()) {
    await expect(button).toHaveAttribute("aria-pressed", "true");
    await expect(button).toContainText(`Følger ${team}`);
  }
  // Its star is filled (the stylesheet's mask for a pressed star).
  expect(
    await following.first().evaluate((button) => getComputedStyle(button, "::before").maskImage),
  ).toContain("fill='%23000'");
  // Other clubs stay 'Følg'.
  const other = page
    .locator(`[data-match-centre] [data-follow-club]:not([data-follow-club="${slug}"])`)
    .first();
  await expect(other).toHaveAttribute("aria-pressed", "false");

  // The club is on /mine-klubber.
  await page.goto("/mine-klubber");
  await expect(page.getByTestId("my-club").getByRole("heading", { level: 2 })).toContainText([team]);

  // Pressing 'Følger' unfollows (the button's own intent), back on the front page.
  await open("/");
  await expect(following.first()).toHaveAttribute("aria-pressed", "true");
  await following.first().click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(following.first()).toHaveAttribute("aria-pressed", "false");
  await expect(following.first()).toContainText(`Følg ${team}`);
  await page.goto("/mine-klubber");
  await expect(page.getByTestId("my-club")).toHaveCount(0);
  expect(errors).toEqual([]);
});
