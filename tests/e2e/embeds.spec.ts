import type { BrowserContext, Locator, Page } from "@playwright/test";
import { EMBED_PROVIDERS, type EmbedProviderId } from "../../app/lib/embed-providers";
import { richArticle, richArticleEmbeds } from "../../app/workflows/seed/data/rich-article";
import { expectNoSeriousA11yViolations } from "./support/a11y";
import { withConsent } from "./support/consent";
import { expect, test, waitForHydration } from "./support/test";

// Issue 27 "Measured": on the sample article with one embed of each kind, nothing is requested
// from a third party before a click or marketing consent; a click loads that provider's player
// only; consent loads them all; the page's CSP frames exactly those providers; nothing shifts.

const SAMPLE_PATH = `/article/${richArticle.slug}`;
/** A plain article: no embeds. */
const PLAIN_PATH = "/article/brondby-investerer-i-hybridgraes-og-nyt-lysanlaeg";

const PROVIDERS = Object.values(EMBED_PROVIDERS);
const FRAME_ORIGINS = PROVIDERS.map((provider) => provider.frameOrigin).sort();
/** The suite's fake ad network (playwright.config.ts): it loads after marketing consent, as ever. */
const AD_ORIGIN = "http://ads.forsiden.test";

/** Every request any page or frame of the context makes, in order. */
function recordRequests(context: BrowserContext): string[] {
  const urls: string[] = [];
  context.on("request", (request) => urls.push(request.url()));
  return urls;
}

/** The origins of the requests that did not go to the site itself. */
function thirdPartyOrigins(urls: string[], baseURL: string | undefined): string[] {
  const own = new URL(baseURL ?? "").origin;
  const origins = new Set<string>();
  for (const url of urls) {
    if (!/^https?:/.test(url)) continue;
    const origin = new URL(url).origin;
    if (origin !== own) origins.add(origin);
  }
  return [...origins].sort();
}

/**
 * Nothing leaves the machine: every request to another origin is answered here, a provider's
 * player with a small page of its own, the ad network with an empty script.
 */
async function answerThirdParties(context: BrowserContext, baseURL: string | undefined) {
  const own = new URL(baseURL ?? "").origin;
  await context.route(
    (url) => url.origin !== own,
    (route) =>
      new URL(route.request().url()).origin === AD_ORIGIN
        ? route.fulfill({ contentType: "application/javascript", body: "" })
        : route.fulfill({
            contentType: "text/html; charset=utf-8",
            body: '<!doctype html><html lang="da"><title>Afspiller</title><body><p>Afspiller</p></body></html>',
          }),
  );
}

/** Records every layout shift of the page, from its first paint on (also right after input). */
/** A layout shift as the page saw it: its score and what moved (tag, id, classes, data-attributes). */
interface Shift {
  value: number;
  moved: string[];
}

async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    const nameOf = (node: Node | null) => {
      if (!(node instanceof Element)) return node?.nodeName ?? "?";
      const data = [...node.attributes].filter((a) => a.name.startsWith("data-")).map((a) => `[${a.name}]`);
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}${[...node.classList]
        .slice(0, 3)
        .map((c) => `.${c}`)
        .join("")}${data.join("")}`;
    };
    type ShiftEntry = PerformanceEntry & { value: number; sources?: { node: Node | null }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as ShiftEntry[])
        shifts.push({ value: entry.value, moved: (entry.sources ?? []).map((s) => nameOf(s.node)) });
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The shifts so far; a failing test names what moved (a flaky one showed a lone 0.11 once). */
async function layoutShifts(page: Page): Promise<Shift[]> {
  // Let the last entries arrive.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  return page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
}

/**
 * Waits until the page (and its frames) asked for nothing for half a second. Not Playwright's
 * 'networkidle': after a consent click a React Router manifest fetch of the previous document
 * stays pending in its eyes, and the next document then never counts as idle.
 */
async function quiet(page: Page, ms = 500) {
  let last = Date.now();
  const bump = () => {
    last = Date.now();
  };
  page.on("request", bump);
  page.on("requestfinished", bump);
  page.on("requestfailed", bump);
  try {
    await expect.poll(() => Date.now() - last >= ms, { timeout: 15_000, intervals: [100] }).toBe(true);
  } finally {
    page.off("request", bump);
    page.off("requestfinished", bump);
    page.off("requestfailed", bump);
  }
}

/** Opens the page and lets it settle: hydrated, every lazy picture scrolled past and loaded. */
async function openAndSettle(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    window.scrollTo(0, 0);
  });
  await quiet(page);
  return response;
}

/** Lazy frames load as they come near: scroll each player into view, then let the page settle. */
async function scrollPastPlayers(page: Page) {
  for (const frame of await page.locator("[data-embed] iframe").all()) await frame.scrollIntoViewIfNeeded();
  await quiet(page);
}

const card = (page: Page, provider: EmbedProviderId): Locator =>
  page.locator(`[data-embed][data-embed-provider="${provider}"]`);

/** The origins the iframes of the page's cards are loaded from. */
async function playerOrigins(page: Page): Promise<string[]> {
  const sources = await page
    .locator("[data-embed] iframe")
    .evaluateAll((frames) => frames.map((frame) => frame.getAttribute("src") ?? ""));
  return sources.map((src) => new URL(src).origin).sort();
}

test("before a click or consent the sample article requests nothing from a third party, and shows 'Vis indhold fra …' on all 8 cards", async ({
  page,
  context,
  baseURL,
}) => {
  // Answered here if anything did ask (it must not): nothing leaves the machine.
  await answerThirdParties(context, baseURL);
  const requests = recordRequests(context);
  const response = await openAndSettle(page, SAMPLE_PATH);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(richArticle.title);

  await expect(page.locator("[data-embed]")).toHaveCount(8);
  for (const provider of PROVIDERS) {
    const button = card(page, provider.id).getByRole("button", { name: `Vis indhold fra ${provider.name}` });
    await expect(button).toBeVisible();
    // WCAG 2.2 target size, and a visible focus.
    const box = await button.boundingBox();
    expect(box?.height ?? 0, provider.name).toBeGreaterThanOrEqual(24);
    expect(box?.width ?? 0, provider.name).toBeGreaterThanOrEqual(24);
    await button.focus();
    const focusRing = await button.evaluate((element) => {
      const style = getComputedStyle(element);
      return (
        element.matches(":focus-visible") && (style.outlineStyle !== "none" || style.boxShadow !== "none")
      );
    });
    expect(focusRing, `${provider.name}: visible focus`).toBe(true);
    // The link out stays, as a plain link to the provider.
    await expect(card(page, provider.id).getByRole("link", { name: `Se på ${provider.name}` })).toBeVisible();
  }
  await expect(page.locator("iframe")).toHaveCount(0);

  // Chromium's network log: the page, its scripts, styles, fonts and pictures, all from the site.
  expect(requests.length).toBeGreaterThan(5);
  expect(thirdPartyOrigins(requests, baseURL)).toEqual([]);
  // The thumbnails are our own copies.
  const pictures = await page
    .locator("[data-embed] img")
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).currentSrc));
  expect(pictures.length).toBeGreaterThan(0);
  for (const src of pictures) expect(new URL(src).origin).toBe(new URL(baseURL ?? "").origin);

  await expectNoSeriousA11yViolations(page);
});

test("a click on YouTube's card loads its player from youtube-nocookie.com only, in the reserved box, with focus and no layout shift", async ({
  page,
  context,
  baseURL,
}) => {
  await answerThirdParties(context, baseURL);
  await watchLayoutShifts(page);
  const requests = recordRequests(context);
  await openAndSettle(page, SAMPLE_PATH);
  expect(thirdPartyOrigins(requests, baseURL)).toEqual([]);

  const youtube = card(page, "youtube");
  const frameBox = youtube.locator("[data-embed-frame]");
  await frameBox.scrollIntoViewIfNeeded();
  const before = await frameBox.boundingBox();
  const title = await youtube.getAttribute("data-embed-title");
  expect(title).toBeTruthy();

  // By keyboard: the button is a real button.
  await youtube.getByRole("button", { name: "Vis indhold fra YouTube" }).focus();
  await page.keyboard.press("Enter");

  const iframe = youtube.locator("iframe");
  await expect(iframe).toHaveCount(1);
  await expect(iframe).toHaveAttribute(
    "src",
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}$/,
  );
  await expect(iframe).toHaveAttribute("title", title ?? "");
  await expect(iframe).toHaveAttribute("allow", "encrypted-media; picture-in-picture; fullscreen");
  await expect(iframe).toHaveAttribute("referrerpolicy", "strict-origin-when-cross-origin");
  await expect(iframe).toBeFocused();
  await expect(
    page.frameLocator('[data-embed-provider="youtube"] iframe').getByText("Afspiller"),
  ).toBeVisible();
  // The player fills the box the card reserved (inside its 1 px border), and the box stays put.
  expect(await frameBox.boundingBox()).toEqual(before);
  const player = await iframe.boundingBox();
  expect(Math.abs((player?.width ?? 0) - ((before?.width ?? 0) - 2))).toBeLessThanOrEqual(0.5);
  expect(Math.abs((player?.height ?? 0) - ((before?.height ?? 0) - 2))).toBeLessThanOrEqual(0.5);
  await expect(youtube.getByRole("link", { name: "Se på YouTube" })).toBeVisible();

  // Only YouTube's player origin was asked, and every other card is still a card.
  await quiet(page);
  expect(thirdPartyOrigins(requests, baseURL)).toEqual(["https://www.youtube-nocookie.com"]);
  await expect(page.locator("iframe")).toHaveCount(1);
  for (const provider of PROVIDERS.filter((p) => p.id !== "youtube")) {
    await expect(
      card(page, provider.id).getByRole("button", { name: `Vis indhold fra ${provider.name}` }),
    ).toBeVisible();
  }

  expect(await layoutShifts(page)).toEqual([]);
});

test("the page's CSP frames exactly the 8 players' origins on the sample article, and none on a page without embeds", async ({
  request,
}) => {
  const frameSrc = (policy: string | undefined) =>
    (policy ?? "")
      .split("; ")
      .find((directive) => directive.startsWith("frame-src "))
      ?.split(" ")
      .slice(1);
  // Twice: the second answer is the page cache's copy, with the policy of its render.
  for (let i = 0; i < 2; i++) {
    const sampleResponse = await request.get(SAMPLE_PATH);
    expect(sampleResponse.status()).toBe(200);
    const policy = sampleResponse.headers()["content-security-policy"];
    const frames = frameSrc(policy) ?? [];
    expect(frames.slice(0, 2)).toEqual(["'self'", AD_ORIGIN]);
    expect(frames.slice(2).sort()).toEqual(FRAME_ORIGINS);
    expect(frames).not.toContain("https://www.youtube.com");
    // Scripts never: the players run in their frames, on their origins.
    const scripts = policy?.split("; ").find((directive) => directive.startsWith("script-src "));
    for (const origin of FRAME_ORIGINS) expect(scripts).not.toContain(origin);

    const plain = await request.get(PLAIN_PATH);
    expect(plain.status()).toBe(200);
    expect(frameSrc(plain.headers()["content-security-policy"])).toEqual(["'self'", AD_ORIGIN]);
    const front = await request.get("/");
    expect(frameSrc(front.headers()["content-security-policy"])).toEqual(["'self'", AD_ORIGIN]);
  }
});

test("the document describes the 4 video embeds as VideoObject JSON-LD, built on the server: the page's data carries none of them", async ({
  request,
}) => {
  const html = await (await request.get(SAMPLE_PATH)).text();
  const items = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]) as Record<string, unknown>,
  );
  const videos = items.filter((item) => item["@type"] === "VideoObject");
  expect(videos.map((video) => video.embedUrl).sort()).toEqual([
    "https://player.vimeo.com/video/521234567?dnt=1",
    `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(richArticleEmbeds.facebook.url)}&show_text=false`,
    "https://www.tiktok.com/embed/v2/6937561234567890123",
    "https://www.youtube-nocookie.com/embed/Zq3Xk9mNd2E",
  ]);
  expect(videos.find((video) => String(video.embedUrl).includes("youtube"))?.name).toBe(
    richArticleEmbeds.youtube.title,
  );
  // The hydration data holds the body's media by reference: no video's title or player in it.
  const hydration = [...html.matchAll(/streamController\.enqueue\((.*?)\);<\/script>/gs)]
    .map((m) => m[1])
    .join("");
  expect(hydration).toContain("videoCount");
  expect(hydration).not.toContain("youtube-nocookie.com/embed/Zq3Xk9mNd2E");
  expect(hydration).not.toContain(richArticleEmbeds.youtube.title);
  // Nor the rows the article's read brought them with (ADR 0032).
  expect(hydration).not.toContain("bodyMediaRows");
  expect(hydration).not.toContain("thumbnail_url");
});

test("with marketing consent stored every card loads its player at once, without a click or a shift", async ({
  page,
  context,
  baseURL,
}) => {
  await withConsent(context, baseURL, { marketing: true });
  await answerThirdParties(context, baseURL);
  await watchLayoutShifts(page);
  const requests = recordRequests(context);
  await openAndSettle(page, SAMPLE_PATH);

  await expect(page.locator("[data-embed] iframe")).toHaveCount(8);
  expect(await playerOrigins(page)).toEqual(FRAME_ORIGINS);
  await expect(page.locator("[data-embed-load]")).toHaveCount(0);
  for (const provider of PROVIDERS) {
    await expect(card(page, provider.id).getByRole("link", { name: `Se på ${provider.name}` })).toBeVisible();
  }
  // Scrolled past them all, only the players' origins (and the ad network, which has the same
  // consent) were asked.
  await scrollPastPlayers(page);
  const asked = thirdPartyOrigins(requests, baseURL).filter((origin) => origin !== AD_ORIGIN);
  expect(asked).toEqual(FRAME_ORIGINS);
  expect(await layoutShifts(page)).toEqual([]);
  await expectNoSeriousA11yViolations(page);
});

test.describe("a first visit", () => {
  test.use({ consent: false });

  const banner = (page: Page) => page.getByRole("region", { name: "Vi bruger cookies" });

  test("'Accepter alle' in the banner loads every player on the page, without a click", async ({
    page,
    context,
    baseURL,
  }) => {
    await answerThirdParties(context, baseURL);
    const requests = recordRequests(context);
    await openAndSettle(page, SAMPLE_PATH);
    await expect(banner(page)).toBeVisible();
    expect(thirdPartyOrigins(requests, baseURL)).toEqual([]);
    await expect(page.locator("iframe")).toHaveCount(0);

    await banner(page).getByRole("button", { name: "Accepter alle" }).click();
    await expect(banner(page)).toHaveCount(0);
    await expect(page.locator("[data-embed] iframe")).toHaveCount(8);
    expect(await playerOrigins(page)).toEqual(FRAME_ORIGINS);
    await scrollPastPlayers(page);
    expect(thirdPartyOrigins(requests, baseURL).filter((origin) => origin !== AD_ORIGIN)).toEqual(
      FRAME_ORIGINS,
    );
  });

  test("a reader who declines marketing gets no player and no request to a provider, on this page or the next", async ({
    page,
    context,
    baseURL,
  }) => {
    await answerThirdParties(context, baseURL);
    const requests = recordRequests(context);
    await openAndSettle(page, SAMPLE_PATH);
    await banner(page).getByRole("button", { name: "Afvis alle" }).click();
    await expect(banner(page)).toHaveCount(0);
    await quiet(page);
    await expect(page.locator("iframe")).toHaveCount(0);

    await openAndSettle(page, SAMPLE_PATH);
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect(page.locator("[data-embed-load]")).toHaveCount(8);
    expect(thirdPartyOrigins(requests, baseURL)).toEqual([]);
  });
});

test("after a client-side navigation to the sample article, a click loads it as a document (its own CSP) and opens that player", async ({
  page,
  context,
  baseURL,
}) => {
  await answerThirdParties(context, baseURL);
  const requests = recordRequests(context);
  await openAndSettle(page, "/");
  // A client-side navigation (as the breaking ticker's links make): the document keeps the front
  // page's policy, which frames no player.
  await page.evaluate(
    (path) =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): void } }
      ).__reactRouterDataRouter.navigate(path),
    SAMPLE_PATH,
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(richArticle.title);
  const served = () =>
    page.evaluate(() => new URL(performance.getEntriesByType("navigation")[0].name).pathname);
  expect(await served()).toBe("/");
  const vimeo = card(page, "vimeo");
  await vimeo.getByRole("button", { name: "Vis indhold fra Vimeo" }).click();
  // Loaded again as a document for the article, where the player opens (and has focus).
  await expect(vimeo.locator("iframe")).toHaveAttribute(
    "src",
    /^https:\/\/player\.vimeo\.com\/video\/\d+\?dnt=1$/,
  );
  expect(await served()).toBe(SAMPLE_PATH);
  await expect(vimeo.locator("iframe")).toBeFocused();
  await expect(page.locator("iframe")).toHaveCount(1);
  await quiet(page);
  expect(thirdPartyOrigins(requests, baseURL)).toEqual(["https://player.vimeo.com"]);
});
