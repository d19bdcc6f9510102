import type { BrowserContext, Page } from "@playwright/test";
import { CONSENT_COOKIE, consentValue, withConsent } from "./support/consent";
import { BOTH_WIDTHS, expect, test, waitForHydration } from "./support/test";

// PRODUCT.md "Ads, consent and analytics scripts": Danish consent rules, consent before ads.

const YEAR_SECONDS = 31_536_000;
const FAKE_AD_SCRIPT = "window.__fakeAdNetworkLoaded = true;";

// A first visit: no stored choice unless a test stores one itself.
test.use({ consent: false });

function banner(page: Page) {
  return page.getByRole("region", { name: "Vi bruger cookies" });
}

async function consentCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === CONSENT_COOKIE);
}

/** The configured ad network script (window.__ENV), or null when none is configured. */
async function adScriptUrl(page: Page): Promise<string | null> {
  return page.evaluate(
    () =>
      (window as unknown as { __ENV?: { AD_NETWORK_SCRIPT_URL: string | null } }).__ENV
        ?.AD_NETWORK_SCRIPT_URL ?? null,
  );
}

test("the server's HTML is the same for every reader: the banner's first layer, no cookie set", async ({
  request,
}) => {
  const first = await request.get("/");
  expect(first.status()).toBe(200);
  expect(first.headers()["set-cookie"]).toBeUndefined();
  const html = await first.text();
  // Painted with the page (no wait for scripts); hidden before paint when a choice is stored.
  expect(html).toContain("Vi bruger cookies");
  expect(html).toContain("Accepter alle");
  expect(html).toContain("data-consent-ssr");
  const withChoice = await request.get("/", {
    headers: { Cookie: `${CONSENT_COOKIE}=${consentValue()}` },
  });
  expect(withChoice.headers()["set-cookie"]).toBeUndefined();
  expect(await withChoice.text()).toContain("data-consent-ssr");
});

test("without scripts the banner still works: its buttons post the choice", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/stillinger");
  const banner = page.getByTestId("consent-banner");
  await expect(banner).toBeVisible();
  await banner.getByRole("button", { name: "Afvis alle", exact: true }).click();
  await expect(page).toHaveURL(/\/stillinger$/);
  await expect.poll(() => consentCookie(context).then((c) => c?.value)).toMatch(/^v1\.s0\.m0\.\d+$/);
  // A stored choice hides the server's copy before the first paint (the <head> script needs JS,
  // so check that with scripts on).
  await context.close();
  const withScripts = await browser.newContext({ baseURL });
  await withConsent(withScripts, baseURL);
  const reader = await withScripts.newPage();
  await reader.goto("/stillinger", { waitUntil: "commit" });
  await reader.waitForLoadState("domcontentloaded");
  await expect(reader.locator("html")).toHaveAttribute("data-consent", "stored");
  await expect(reader.getByTestId("consent-banner")).toBeHidden();
  await withScripts.close();
});

test(
  "a first visit shows the banner with 'Accepter alle' and 'Afvis alle' equally prominent",
  BOTH_WIDTHS,
  async ({ page, open }) => {
    await open("/");
    const region = banner(page);
    await expect(region).toBeVisible();
    const accept = region.getByRole("button", { name: "Accepter alle" });
    const reject = region.getByRole("button", { name: "Afvis alle" });
    await expect(accept).toBeVisible();
    await expect(reject).toBeVisible();
    await expect(region.getByRole("button", { name: "Tilpas" })).toBeVisible();
    await expect(region.getByRole("link", { name: "cookiepolitik" })).toHaveAttribute("href", "/cookies");

    const look = (el: Element) => {
      const s = getComputedStyle(el);
      return [s.backgroundColor, s.color, s.fontSize, s.fontWeight, s.borderWidth].join("|");
    };
    expect(await accept.evaluate(look)).toBe(await reject.evaluate(look));
    const [a, r] = [await accept.boundingBox(), await reject.boundingBox()];
    expect(Math.round(a?.width ?? 0)).toBe(Math.round(r?.width ?? 0));
    expect(Math.round(a?.height ?? 0)).toBe(Math.round(r?.height ?? 0));

    // A fixed overlay at the bottom: the page under it stays readable and does not move.
    expect(await region.evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
    const box = await region.boundingBox();
    const viewport = page.viewportSize();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(viewport?.height);
    expect(box?.height ?? 0).toBeLessThan((viewport?.height ?? 0) * 0.8);
    await expect(page.getByRole("banner")).toBeInViewport();
  },
);

test("the banner's code loads only when a reader reaches for it, and the first click still counts (issue 23)", async ({
  page,
  context,
  open,
}) => {
  const bannerScripts: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/consent-banner-[^/]+\.js$/.test(new URL(request.url()).pathname))
      bannerScripts.push(request.url());
  });
  await open("/");
  await expect(banner(page)).toBeVisible();
  // Hydrated, and the server's banner is there without its script.
  expect(bannerScripts).toEqual([]);
  // A pointer on it starts loading the code; the click on 'Accepter alle' is the reader's choice.
  await banner(page).getByRole("button", { name: "Accepter alle" }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(bannerScripts).toHaveLength(1);
  await expect.poll(() => consentCookie(context).then((c) => c?.value)).toMatch(/^v1\.s1\.m1\.\d+$/);
});

test("'Afvis alle' hides the banner and stores marketing off, with no other cookie set", async ({
  page,
  context,
  open,
}) => {
  await open("/");
  const started = Date.now() / 1000;
  await banner(page).getByRole("button", { name: "Afvis alle" }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect.poll(() => consentCookie(context).then((c) => c?.value)).toMatch(/^v1\.s0\.m0\.\d+$/);
  const cookies = await context.cookies();
  expect(cookies.map((c) => c.name)).toEqual(["forsiden_consent"]);
  const cookie = cookies[0];
  expect(cookie.path).toBe("/");
  expect(cookie.sameSite).toBe("Lax");
  expect(cookie.httpOnly).toBe(false);
  // Kept for 12 months.
  expect(Math.abs(cookie.expires - (started + YEAR_SECONDS))).toBeLessThan(120);
  const stamp = Number(cookie.value.split(".")[3]);
  expect(Math.abs(stamp - started)).toBeLessThan(120);

  // The choice persists: no banner after a reload.
  await open("/alle-klubber");
  await expect(banner(page)).toHaveCount(0);
});

test("'Accepter alle' stores marketing on and the choice survives a reload", async ({
  page,
  context,
  open,
}) => {
  await open("/");
  await banner(page).getByRole("button", { name: "Accepter alle" }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect.poll(() => consentCookie(context).then((c) => c?.value)).toMatch(/^v1\.s1\.m1\.\d+$/);
  const cookie = await consentCookie(context);
  expect(Math.abs((cookie?.expires ?? 0) - (Date.now() / 1000 + YEAR_SECONDS))).toBeLessThan(120);

  await page.reload();
  await waitForHydration(page);
  await expect(banner(page)).toHaveCount(0);
  // Re-opened from the footer, the stored choices are shown.
  await page.getByRole("button", { name: "Cookie-indstillinger" }).click();
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole("switch", { name: "Markedsføring" })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  await expect(banner(page).getByRole("switch", { name: "Statistik" })).toHaveAttribute(
    "aria-checked",
    "true",
  );
});

test("'Tilpas' offers nødvendige (always on), statistik and marketing, saved with 'Gem valg'", async ({
  page,
  context,
  open,
}) => {
  await open("/");
  await banner(page).getByRole("button", { name: "Tilpas" }).click();
  const region = banner(page);
  const necessary = region.getByRole("switch", { name: "Nødvendige" });
  const statistics = region.getByRole("switch", { name: "Statistik" });
  const marketing = region.getByRole("switch", { name: "Markedsføring" });
  await expect(necessary).toHaveAttribute("aria-checked", "true");
  await expect(necessary).toBeDisabled();
  // Nothing is pre-ticked.
  await expect(statistics).toHaveAttribute("aria-checked", "false");
  await expect(marketing).toHaveAttribute("aria-checked", "false");
  // Accept and reject stay available next to the detailed choice.
  await expect(region.getByRole("button", { name: "Accepter alle" })).toBeVisible();
  await expect(region.getByRole("button", { name: "Afvis alle" })).toBeVisible();

  await statistics.click();
  await expect(statistics).toHaveAttribute("aria-checked", "true");
  await region.getByRole("button", { name: "Gem valg" }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect.poll(() => consentCookie(context).then((c) => c?.value)).toMatch(/^v1\.s1\.m0\.\d+$/);

  // Withdrawing is as easy as giving: footer, switch off, save.
  await page.getByRole("button", { name: "Cookie-indstillinger" }).click();
  await banner(page).getByRole("switch", { name: "Statistik" }).click();
  await banner(page).getByRole("button", { name: "Gem valg" }).click();
  await expect.poll(() => consentCookie(context).then((c) => c?.value)).toMatch(/^v1\.s0\.m0\.\d+$/);
});

test("no ad script is requested before marketing consent", async ({ page, baseURL, open }) => {
  const adRequests: string[] = [];
  const ownOrigin = new URL(baseURL ?? "http://127.0.0.1").origin;
  await page.route(/fake-ad-network|ads\.forsiden\.test/, (route) =>
    route.fulfill({ contentType: "application/javascript", body: FAKE_AD_SCRIPT }),
  );
  page.on("request", (request) => {
    if (request.resourceType() === "script" && !request.url().startsWith(ownOrigin)) {
      adRequests.push(request.url());
    }
  });
  await open("/");
  const configured = await adScriptUrl(page);
  await expect(banner(page)).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(adRequests).toEqual([]);
  await expect(page.locator("script[data-ad-network]")).toHaveCount(0);

  // Refusing keeps it that way, also on the next page (once the banner has taken the choice: its
  // code loads on the click, which it plays again).
  await banner(page).getByRole("button", { name: "Afvis alle" }).click();
  await expect(banner(page)).toHaveCount(0);
  await open("/alle-klubber");
  await page.waitForLoadState("networkidle");
  expect(adRequests).toEqual([]);
  await expect(page.locator("script[data-ad-network]")).toHaveCount(0);

  // Marketing consent given through the footer.
  await page.getByRole("button", { name: "Cookie-indstillinger" }).click();
  await banner(page).getByRole("button", { name: "Accepter alle" }).click();
  await expect(banner(page)).toHaveCount(0);
  if (configured) {
    // The configured ad network loads now, once.
    await expect.poll(() => adRequests).toEqual([configured]);
    await expect(page.locator("script[data-ad-network]")).toHaveAttribute("src", configured);
  } else {
    // Without a configured ad network nothing loads and the slots show house ads (issue 14).
    await page.waitForLoadState("networkidle");
    expect(adRequests).toEqual([]);
    await expect(page.locator("script[data-ad-network]")).toHaveCount(0);
    await expect(page.locator("[data-ad-slot]:visible [data-house-ad]:visible").first()).toBeVisible();
  }
});

test("with marketing consent stored, the ad network loads on arrival (if one is configured)", async ({
  page,
  context,
  baseURL,
  open,
}) => {
  await withConsent(context, baseURL, { marketing: true });
  await page.route(/fake-ad-network|ads\.forsiden\.test/, (route) =>
    route.fulfill({ contentType: "application/javascript", body: FAKE_AD_SCRIPT }),
  );
  await open("/");
  await expect(banner(page)).toHaveCount(0);
  const configured = await adScriptUrl(page);
  if (configured) {
    await expect.poll(() => page.evaluate(() => "__fakeAdNetworkLoaded" in window)).toBe(true);
    await expect(page.locator("script[data-ad-network]")).toHaveCount(1);
  } else {
    await expect(page.locator("script[data-ad-network]")).toHaveCount(0);
  }
});

test("without JavaScript a plain form post records the choice and goes back", async ({ request }) => {
  const response = await request.post("/api/consent", {
    form: { choice: "custom", marketing: "on", redirectTo: "/stillinger" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  expect(response.headers().location).toBe("/stillinger");
  expect(response.headers()["set-cookie"]).toMatch(
    /^forsiden_consent=v1\.s0\.m1\.\d+; Path=\/; Max-Age=31536000; SameSite=Lax$/,
  );
});

test("an invalid choice is refused with a Danish message", async ({ request }) => {
  const response = await request.post("/api/consent", { data: { choice: "alt" } });
  expect(response.status()).toBe(400);
  expect(await response.json()).toEqual({ ok: false, error: "Ugyldigt cookievalg." });
  expect(response.headers()["set-cookie"]).toBeUndefined();
});
