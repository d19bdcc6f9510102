import type { Page } from "@playwright/test";
import { deleteArticlesMatching } from "./support/admin-session";
import { CONSENT_COOKIE } from "./support/consent";
import { devAdmin } from "./support/dev-admin";
import { expect as baseExpect, openPage, test } from "./support/test";

/*
 * Issue 22 point 11: the main tasks with the keyboard alone (Tab, Shift+Tab, Enter, Space, arrows,
 * Escape; no mouse, no `fill`, no `click`). Every focus stop on the way must show where focus is
 * (an outline or a ring), the stops come in reading order, and focus is never trapped outside a
 * dialog.
 */
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

interface Stop {
  tag: string;
  id: string;
  /** Accessible name, roughly: aria-label, the label's text, or the element's own text. */
  name: string;
  href: string | null;
  role: string | null;
  /** The focus indicator: a non-zero outline or a box-shadow (Tailwind's rings). */
  visible: boolean;
  inMain: boolean;
  inDialog: boolean;
  inBanner: boolean;
  inHeader: boolean;
}

/** What has focus now, and whether the focus is visible. */
async function focused(page: Page): Promise<Stop> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) {
      return {
        tag: "body",
        id: "",
        name: "",
        href: null,
        role: null,
        visible: false,
        inMain: false,
        inDialog: false,
        inBanner: false,
        inHeader: false,
      };
    }
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== "none" && style.boxShadow !== "";
    const labelled = (el as HTMLInputElement).labels?.[0]?.textContent ?? "";
    const name = (el.getAttribute("aria-label") ?? labelled ?? "").trim() || (el.textContent ?? "").trim();
    return {
      tag: el.tagName.toLowerCase(),
      id: el.id,
      name: name.replace(/\s+/g, " ").slice(0, 80),
      href: el.getAttribute("href"),
      role: el.getAttribute("role"),
      visible: outline || shadow,
      inMain: Boolean(el.closest("main")),
      // The public menu is a native modal <dialog> (implicit role), the admin's dialogs Radix ones.
      inDialog: Boolean(el.closest("dialog[open],[role=dialog],[role=alertdialog]")),
      inBanner: Boolean(el.closest("[data-testid=consent-banner]")),
      inHeader: Boolean(el.closest("header")),
    };
  });
}

function label(stop: Stop): string {
  return `<${stop.tag}${stop.id ? `#${stop.id}` : ""}> "${stop.name}"${stop.href ? ` → ${stop.href}` : ""}`;
}

/** Presses a key and checks that the element it focused shows its focus. */
async function press(page: Page, key: string): Promise<Stop> {
  await page.keyboard.press(key);
  const stop = await focused(page);
  if (stop.tag !== "body") baseExpect(stop.visible, `visible focus on ${label(stop)}`).toBe(true);
  return stop;
}

/** Tabs (or Shift+Tabs) until a stop matches; every stop on the way must show its focus. */
async function tabTo(
  page: Page,
  wanted: (stop: Stop) => boolean,
  { key = "Tab", max = 80 }: { key?: string; max?: number } = {},
): Promise<Stop[]> {
  const path: Stop[] = [];
  for (let i = 0; i < max; i++) {
    const stop = await press(page, key);
    path.push(stop);
    if (wanted(stop)) return path;
  }
  throw new Error(`no match after ${max} × ${key}; passed ${path.map(label).join(", ")}`);
}

async function typeText(page: Page, text: string) {
  await page.keyboard.type(text);
}

const byName = (name: string) => (stop: Stop) => stop.name === name;

test("a reader reaches an article from the front page with the keyboard: skip link, a headline, the article", async ({
  page,
}) => {
  await openPage(page, "/");
  // The first stop of the page is the skip link, and it jumps past the header.
  const first = await press(page, "Tab");
  expect(first.name).toBe("Gå til indhold");
  await page.keyboard.press("Enter");
  expect((await focused(page)).tag).toBe("main");
  // The next stop is inside the page's content, not back in the header.
  const next = await press(page, "Tab");
  expect(next.inMain, label(next)).toBe(true);
  const path = await tabTo(page, (stop) => stop.inMain && Boolean(stop.href?.startsWith("/article/")));
  const headline = path[path.length - 1];
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${headline.href}$`));
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The reader goes on where the headline was: the next stop is in the article, not the header.
  const inArticle = await press(page, "Tab");
  expect(inArticle.inMain, label(inArticle)).toBe(true);
  expect(inArticle.name).toBe("Tilbage til forsiden");
  // Backwards, the header comes before the article, and the skip link first of all.
  const back = await tabTo(page, (stop) => stop.inHeader, { key: "Shift+Tab", max: 5 });
  expect(back.some((stop) => stop.inMain)).toBe(false);
  await tabTo(page, byName("Gå til indhold"), { key: "Shift+Tab", max: 15 });
  await page.keyboard.press("Enter");
  expect((await focused(page)).tag).toBe("main");
  expect((await press(page, "Tab")).name).toBe("Tilbage til forsiden");
});

test.describe("the consent banner", () => {
  test.use({ consent: false });

  async function consentCookie(page: Page) {
    const cookies = await page.context().cookies();
    return cookies.find((cookie) => cookie.name === CONSENT_COOKIE)?.value ?? null;
  }

  test("on a first visit the banner comes first: its link, 'Afvis alle', 'Accepter alle', 'Tilpas'; Enter rejects", async ({
    page,
  }) => {
    await openPage(page, "/");
    const banner = page.getByTestId("consent-banner");
    await expect(banner).toBeVisible();
    const stops = [await press(page, "Tab"), await press(page, "Tab"), await press(page, "Tab")];
    expect(stops.map((stop) => stop.name)).toEqual(["cookiepolitik", "Afvis alle", "Accepter alle"]);
    expect(stops.every((stop) => stop.inBanner)).toBe(true);
    expect((await press(page, "Tab")).name).toBe("Tilpas");
    // Back to 'Afvis alle' and choose it.
    await press(page, "Shift+Tab");
    expect((await press(page, "Shift+Tab")).name).toBe("Afvis alle");
    await page.keyboard.press("Enter");
    await expect(banner).toBeHidden();
    expect(await consentCookie(page)).toMatch(/^v1\.s0\.m0\./);
    // Focus is not lost in a removed banner: the next stop is the page's first, the skip link.
    expect((await press(page, "Tab")).name).toBe("Gå til indhold");
  });

  test("'Tilpas' with Space and arrows: statistik on, saved with 'Gem valg'; Escape closes the re-opened panel", async ({
    page,
  }) => {
    await openPage(page, "/");
    const banner = page.getByTestId("consent-banner");
    await tabTo(page, byName("Tilpas"), { max: 6 });
    await page.keyboard.press("Enter");
    await expect(banner.getByRole("switch", { name: "Statistik" })).toBeVisible();
    // Focus stays in the banner, and the switches come in the order they are shown.
    const path = await tabTo(page, (stop) => stop.role === "switch" && stop.name === "Statistik", {
      key: "Shift+Tab",
      max: 10,
    });
    expect(path.every((stop) => stop.inBanner)).toBe(true);
    await page.keyboard.press("Space");
    await expect(banner.getByRole("switch", { name: "Statistik" })).toBeChecked();
    expect((await press(page, "Tab")).name).toBe("Markedsføring");
    await tabTo(page, byName("Gem valg"), { max: 5 });
    await page.keyboard.press("Enter");
    await expect(banner).toBeHidden();
    expect(await consentCookie(page)).toMatch(/^v1\.s1\.m0\./);

    // Re-opened from the footer's 'Cookie-indstillinger': focus moves into the panel, and Escape
    // closes it again.
    await tabTo(page, byName("Cookie-indstillinger"), { max: 200 });
    await page.keyboard.press("Enter");
    await expect(banner).toBeVisible();
    expect((await focused(page)).inBanner).toBe(true);
    await page.keyboard.press("Escape");
    await expect(banner).toBeHidden();
  });
});

test("the mobile menu at 375 px opens with Enter, keeps focus inside, closes with Escape back on its button", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openPage(page, "/");
  await tabTo(page, byName("Åbn menu"), { max: 10 });
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  expect((await focused(page)).inDialog).toBe(true);
  // The dialog holds focus while it is open (and only then): 30 stops later it is still inside.
  // A native modal dialog makes the page inert; between its last and first control focus may pass
  // the browser's own UI (the document itself here), never an element of the page behind it.
  for (let i = 0; i < 30; i++) {
    const stop = await press(page, i % 5 === 4 ? "Shift+Tab" : "Tab");
    if (stop.tag !== "body") expect(stop.inDialog, label(stop)).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  const back = await focused(page);
  expect(back.name).toBe("Åbn menu");
  expect(back.visible).toBe(true);
  // No trap outside the dialog: Tab leaves the header and reaches the page's content.
  const path = await tabTo(page, (stop) => stop.inMain, { max: 30 });
  expect(path.some((stop) => stop.inDialog)).toBe(false);
  // A link in the menu is followed with Enter, and the menu closes.
  await tabTo(page, byName("Åbn menu"), { key: "Shift+Tab", max: 40 });
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await tabTo(page, (stop) => stop.inDialog && stop.href === "/stillinger", { max: 15 });
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/stillinger$/);
  await expect(dialog).toBeHidden();
});

test("signing in on /auth with the keyboard: e-mail, password, 'Log ind' in that order", async ({ page }) => {
  const admin = devAdmin();
  await openPage(page, "/auth?redirectTo=/admin");
  await tabTo(page, (stop) => stop.id === "signin-email", { max: 15 });
  await typeText(page, admin.email);
  const password = await press(page, "Tab");
  expect(password.id).toBe("signin-password");
  await typeText(page, admin.password);
  const submit = await press(page, "Tab");
  expect(submit.name).toBe("Log ind");
  await page.keyboard.press("Enter");
  await page.waitForURL((url) => url.pathname === "/admin");
});

test.describe("the newsroom with the keyboard", () => {
  test.describe.configure({ mode: "serial" });
  const stamp = Date.now();
  const title = `Tastaturartikel ${stamp}`;

  test.afterAll(({ browser, baseURL }) => deleteArticlesMatching(browser, baseURL ?? "", String(stamp), 3));

  test("publishing a live article on the new-article form, then posting an update on its live desk", async ({
    adminPage: page,
  }) => {
    await openPage(page, "/admin/new-article");
    const titleStop = await tabTo(page, (stop) => stop.name === "Titel", { max: 60 });
    expect(titleStop[titleStop.length - 1].inMain).toBe(true);
    await typeText(page, title);
    // The fields come in the spec's order: title, then category (chosen with the arrow keys).
    const category = await tabTo(page, (stop) => stop.tag === "select", { max: 3 });
    expect(category[category.length - 1].name).toBe("Kategori");
    await page.keyboard.press("ArrowDown");
    await tabTo(page, (stop) => stop.name === "Meta-beskrivelse / uddrag", { max: 10 });
    await typeText(page, `Et uddrag skrevet med tastaturet ${stamp}.`);
    await tabTo(page, (stop) => stop.name === "Indhold" && stop.tag === "textarea", { max: 40 });
    await typeText(page, "Brødtekst skrevet med tastaturet.");
    // Tab leaves the text area (no trap in the editor) and reaches the live blog switch.
    await tabTo(page, (stop) => stop.role === "switch" && stop.name === "Liveblog", { max: 20 });
    await page.keyboard.press("Space");
    await expect(page.getByRole("switch", { name: "Liveblog" })).toBeChecked();
    await tabTo(page, byName("Opret og publicer artikel"), { max: 20 });
    await page.keyboard.press("Enter");
    const panel = page.getByTestId("saved-article-panel");
    await expect(panel.getByRole("heading")).toHaveText("Succes! Artiklen er blevet oprettet og publiceret");
    await expect(panel).toContainText(`“${title}”`);

    // On to the live desk through the panel's link.
    await tabTo(page, (stop) => stop.name === "Live-desk" && Boolean(stop.href?.startsWith("/admin/live/")), {
      key: "Shift+Tab",
      max: 80,
    });
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admin\/live\/[0-9a-f-]{36}$/);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const update = `Opdatering fra tastaturet ${stamp}`;
    await tabTo(page, (stop) => stop.name === "Tekst" && stop.tag === "textarea", { max: 60 });
    await typeText(page, update);
    await tabTo(page, byName("Post opdatering"), { max: 15 });
    await page.keyboard.press("Enter");
    await expect(page.getByText(update)).toBeVisible();
  });
});
