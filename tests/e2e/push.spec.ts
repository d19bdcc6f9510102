import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/a11y";
import { withConsent } from "./support/consent";
import { expect, openPage, test } from "./support/test";

/*
 * Issue 25, the browser's side of web push: the 'Få besked' bell, its panel, the service worker and
 * the web app manifest, in Chromium. Does not depend on the width: desktop only.
 *
 * Chromium's own push service (Google's) is not reachable from here. So ONLY
 * `PushManager.prototype.subscribe` and `getSubscription` are replaced in the page, by an init
 * script: they return a subscription at the local fake push service (tests/support/
 * fake-push-service.mjs, under /push on the fakes' port, which the e2e server allows through
 * PUSH_TEST_ENDPOINT_ORIGINS), with real keys it made. Everything else is the real thing: the
 * permission (granted with Playwright's `grantPermissions`), the service worker registered from
 * /sw.js, the VAPID key from /api/push/key, the subscription API storing the device. A push is
 * dispatched to the service worker through the DevTools protocol (ServiceWorker.deliverPushMessage)
 * and its notification clicked from the worker itself (a `notificationclick` event).
 */
test.describe.configure({ mode: "serial", timeout: 90_000 });
test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, "does not depend on the width: desktop only");

const CLUB_PATH = "/klubber/brondby-if";
const LIVE_PATH = "/article/live-kommende-superliga-kamp";
const fakeBase = `http://127.0.0.1:${process.env.E2E_FAKE_PORT}`;
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1";

interface FakeSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** A subscription the local push service made, as a browser's push service would. */
async function fakeSubscription(request: APIRequestContext): Promise<FakeSubscription> {
  const response = await request.post(`${fakeBase}/push-control/subscriptions`);
  expect(response.status()).toBe(201);
  return (await response.json()) as FakeSubscription;
}

/**
 * Counts permission requests, and replaces only the push service's part of the browser (see the
 * top of the file). The subscription lives in localStorage so `getSubscription` finds it after a
 * navigation, as the browser's would.
 */
async function preparePage(context: BrowserContext, subscription: FakeSubscription | null) {
  await context.addInitScript((sub) => {
    const w = window as unknown as Record<string, unknown>;
    w.__permissionRequests = 0;
    if (typeof Notification !== "undefined") {
      const original = Notification.requestPermission.bind(Notification);
      Notification.requestPermission = (() => {
        w.__permissionRequests = (w.__permissionRequests as number) + 1;
        return original();
      }) as typeof Notification.requestPermission;
    }
    if (!sub || typeof PushManager === "undefined") return;
    const STORE = "e2e-push-subscription";
    const bytes = (base64url: string) =>
      Uint8Array.from(atob(base64url.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0)).buffer;
    const make = (applicationServerKey: string) => ({
      endpoint: sub.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: bytes(applicationServerKey) },
      getKey: (name: "p256dh" | "auth") => bytes(sub.keys[name]),
      toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: sub.keys }),
      unsubscribe: async () => {
        localStorage.removeItem(STORE);
        return true;
      },
    });
    PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
      const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
      const encoded = btoa(String.fromCharCode(...key))
        .replace(/\+/g, "-")
        .replace(/\//g, "_")
        .replace(/=+$/, "");
      localStorage.setItem(STORE, encoded);
      w.__subscribeOptions = { userVisibleOnly: options?.userVisibleOnly, applicationServerKey: encoded };
      return make(encoded) as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      const key = localStorage.getItem(STORE);
      return (key ? make(key) : null) as unknown as PushSubscription | null;
    };
  }, subscription);
}

/** What the server holds for the device (the panel's own status call). */
async function storedDevice(request: APIRequestContext, baseURL: string, subscription: FakeSubscription) {
  const response = await request.post("/api/push/subscriptions/status", {
    headers: { Origin: baseURL },
    data: { endpoint: subscription.endpoint, auth: subscription.keys.auth },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { subscribed: boolean; topics?: string[]; quietHours?: unknown };
}

/** What the tests use of the service worker's global scope (the page's TypeScript has no worker types). */
interface WorkerScope {
  registration: {
    getNotifications(): Promise<
      {
        title: string;
        body: string;
        tag: string;
        lang: string;
        icon: string;
        timestamp: number;
        data: unknown;
      }[]
    >;
  };
  dispatchEvent(event: Event): boolean;
}
declare const NotificationEvent: new (type: string, init: { notification: unknown }) => Event;

const panel = (page: Page) => page.getByRole("dialog", { name: "Få besked fra Forsiden" });

test("the web app: manifest, icons and the service worker are served as browsers need them", async ({
  request,
  page,
  open,
}) => {
  const manifest = await request.get("/manifest.webmanifest");
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()["content-type"]).toContain("application/manifest+json");
  const body = await manifest.json();
  expect(body).toMatchObject({
    name: "Forsiden",
    short_name: "Forsiden",
    start_url: "/",
    display: "standalone",
    lang: "da",
    theme_color: "#c8102e",
    background_color: "#f7f7f5",
  });
  const icons = body.icons as { src: string; sizes: string; purpose: string }[];
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
    expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]),
  );
  for (const src of [...icons.map((icon) => icon.src), "/apple-touch-icon.png", "/icons/badge-96.png"]) {
    const icon = await request.get(src);
    expect(icon.status(), src).toBe(200);
  }

  const worker = await request.get("/sw.js");
  expect(worker.status()).toBe(200);
  expect(worker.headers()["cache-control"]).toBe("no-cache");
  expect(worker.headers()["content-type"]).toContain("javascript");

  await open("/");
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  await expect(page.locator('head link[rel="apple-touch-icon"]')).toHaveAttribute(
    "href",
    "/apple-touch-icon.png",
  );
  await expect(page.locator('head meta[name="theme-color"]')).toHaveAttribute("content", "#c8102e");
  // The policy allows the worker and the manifest (ADR 0012): our own files only.
  const policy = (await request.get("/")).headers()["content-security-policy"] ?? "";
  expect(policy).toContain("worker-src 'self'");
  expect(policy).toContain("manifest-src 'self'");
});

test("a club page's 'Få besked': no prompt on load; the panel explains, then the browser asks, and the device is stored", async ({
  page,
  context,
  baseURL,
}) => {
  const subscription = await fakeSubscription(page.request);
  await preparePage(context, subscription);
  const scripts: string[] = [];
  const apiCalls: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === "script") scripts.push(pathname);
    if (pathname.startsWith("/api/push")) apiCalls.push(pathname);
  });
  await openPage(page, CLUB_PATH);

  const bell = page.getByRole("button", { name: "Få besked om Brøndby IF" });
  await expect(bell).toBeVisible();
  const topics = (await bell.getAttribute("data-push-topics")) ?? "";
  expect(topics).toMatch(/^club:[0-9a-f-]{36}$/);
  // A tap target of at least 24 px, drawn bell and all, by the stylesheet.
  const box = await bell.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(24);
  expect(await bell.evaluate((el) => getComputedStyle(el, "::before").maskImage)).toContain("svg");

  // Nothing on load: no permission asked, no worker, no push request, not the panel's code.
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => Notification.permission)).toBe("default");
  expect(
    await page.evaluate(() => (window as unknown as { __permissionRequests: number }).__permissionRequests),
  ).toBe(0);
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) ?? null),
  ).toBeNull();
  expect(apiCalls).toEqual([]);
  expect(scripts.filter((path) => path.includes("push-bell"))).toEqual([]);

  // With the keyboard: Enter opens the panel, which explains before anything is asked.
  await bell.focus();
  await page.keyboard.press("Enter");
  const dialog = panel(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    "Få en notifikation ved mål, kampstart, pause og slutfløjt i kampe med Brøndby IF, og når redaktionen sender en stor historie om klubben.",
  );
  await expect(dialog).toContainText(
    "Når du trykker på knappen, spørger browseren, om Forsiden må sende notifikationer. Du kan altid slå dem fra igen.",
  );
  const enable = dialog.getByRole("button", { name: "Slå notifikationer til" });
  await expect(enable).toBeFocused();
  expect(scripts.filter((path) => path.includes("push-bell-panel"))).toHaveLength(1);
  expect(
    await page.evaluate(() => (window as unknown as { __permissionRequests: number }).__permissionRequests),
  ).toBe(0);
  await expectNoSeriousA11yViolations(page);
  // Escape closes it, and the focus is back on the bell.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(bell).toBeFocused();

  // The reader says yes (Playwright answers the browser's prompt).
  await context.grantPermissions(["notifications"], { origin: baseURL });
  await bell.click();
  await dialog.getByRole("button", { name: "Slå notifikationer til" }).click();
  await expect(dialog.getByText("Notifikationer er slået til på denne enhed.")).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { __permissionRequests: number }).__permissionRequests),
  ).toBe(1);

  // Subscribed with the site's VAPID key, for messages the reader sees.
  const { publicKey } = (await (await page.request.get("/api/push/key")).json()) as { publicKey: string };
  expect(
    await page.evaluate(() => (window as unknown as { __subscribeOptions: unknown }).__subscribeOptions),
  ).toEqual({
    userVisibleOnly: true,
    applicationServerKey: publicKey,
  });
  // The service worker is installed at the site's root.
  const worker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { scope: registration.scope, script: registration.active?.scriptURL };
  });
  expect(worker).toEqual({ scope: `${baseURL}/`, script: `${baseURL}/sw.js` });
  // The server stored the device with the club and the default quiet hours.
  expect(await storedDevice(page.request, baseURL ?? "", subscription)).toMatchObject({
    subscribed: true,
    topics: [topics],
    quietHours: { enabled: true, start: 23, end: 7, goals: false },
  });

  // Switches: breaking news on, saved at once.
  await expect(dialog.getByRole("checkbox", { name: "Brøndby IF" })).toBeChecked();
  await dialog.getByRole("checkbox", { name: "Breaking nyheder" }).check();
  await expect(dialog.getByRole("status")).toHaveText("Gemt.");
  await dialog.getByRole("checkbox", { name: "Også ingen målbeskeder i de stille timer" }).check();
  await expect(dialog.getByRole("status")).toHaveText("Gemt.");
  const stored = await storedDevice(page.request, baseURL ?? "", subscription);
  expect([...(stored.topics ?? [])].sort()).toEqual(["breaking", topics].sort());
  expect(stored.quietHours).toEqual({ enabled: true, start: 23, end: 7, goals: true });
  await expect(
    dialog.getByRole("link", { name: "Se og styr alle dine enheder på Min konto" }),
  ).toHaveAttribute("href", "/konto");
  await expectNoSeriousA11yViolations(page);

  // Opened again later, the panel shows what the server holds.
  await page.keyboard.press("Escape");
  await openPage(page, CLUB_PATH);
  await page.getByRole("button", { name: "Få besked om Brøndby IF" }).click();
  await expect(dialog.getByText("Notifikationer er slået til på denne enhed.")).toBeVisible();
  await expect(dialog.getByRole("checkbox", { name: "Breaking nyheder" })).toBeChecked();

  // 'Slå fra': the server forgets the device.
  await dialog.getByRole("button", { name: "Slå fra" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Notifikationer er slået fra på denne enhed.");
  await expect(dialog.getByRole("button", { name: "Slå notifikationer til" })).toBeVisible();
  expect(await storedDevice(page.request, baseURL ?? "", subscription)).toEqual({ subscribed: false });
});

test("a live article's bell, then a push: shown once though delivered twice, and its click opens the live article", async ({
  page,
  context,
  baseURL,
}) => {
  const subscription = await fakeSubscription(page.request);
  await preparePage(context, subscription);
  await context.grantPermissions(["notifications"], { origin: baseURL });
  await openPage(page, LIVE_PATH);
  const liveId = await page.locator("[data-live-blog]").getAttribute("data-live-blog");
  const bell = page.locator("[data-live-blog] [data-push-bell]");
  await expect(bell).toHaveAccessibleName(/^Få besked om .+–.+$/);
  await bell.click();
  const dialog = panel(page);
  await expect(dialog).toContainText(
    "Få en notifikation ved mål, røde kort og de vigtigste opdateringer fra live-bloggen om",
  );
  await dialog.getByRole("button", { name: "Slå notifikationer til" }).click();
  await expect(dialog.getByText("Notifikationer er slået til på denne enhed.")).toBeVisible();
  expect((await storedDevice(page.request, baseURL ?? "", subscription)).topics).toEqual([
    `article:${liveId}`,
  ]);
  await page.keyboard.press("Escape");

  // The reader moves on; the worker (controlling the site's pages) gets a push.
  await openPage(page, "/");
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  const payload = {
    id: "0b9a1f2e-3c4d-4e5f-8a6b-7c8d9e0f1a2b",
    title: "MÅL! Brøndby IF 1–0 FC København (23')",
    body: "Brøndby IF kommer foran.",
    url: LIVE_PATH,
    tag: "kamp-mål",
    timestamp: Date.now(),
  };
  const deliver = async (message: typeof payload) =>
    cdp.send("ServiceWorker.deliverPushMessage", {
      origin: baseURL ?? "",
      registrationId: await registrationId,
      data: JSON.stringify(message),
    });
  const serviceWorker = context.serviceWorkers()[0] ?? (await context.waitForEvent("serviceworker"));
  const notifications = () =>
    serviceWorker.evaluate(async () =>
      (await (self as unknown as WorkerScope).registration.getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        lang: n.lang,
        icon: n.icon,
        timestamp: n.timestamp,
        data: n.data,
      })),
    );
  await deliver(payload);
  await expect.poll(notifications).toHaveLength(1);
  // The push service delivers the same message again (stamped later): it is not shown a second
  // time (a replacement under the same tag would carry the later stamp and alert again).
  await deliver({ ...payload, timestamp: payload.timestamp + 60_000 });
  await page.waitForTimeout(500);
  expect(await notifications()).toEqual([
    {
      title: payload.title,
      body: payload.body,
      tag: payload.tag,
      lang: "da",
      icon: `${baseURL}/icons/icon-192.png`,
      timestamp: payload.timestamp,
      data: { url: LIVE_PATH, id: payload.id },
    },
  ]);

  // The reader clicks it: the open tab goes to the live article.
  await serviceWorker.evaluate(async () => {
    const scope = self as unknown as WorkerScope;
    const [notification] = await scope.registration.getNotifications();
    scope.dispatchEvent(new NotificationEvent("notificationclick", { notification }));
  });
  await expect(page).toHaveURL(`${baseURL}${LIVE_PATH}`);
  await expect.poll(notifications).toEqual([]);
  await cdp.detach();
});

test("/konto's 'Få besked' turns this browser on for the account's clubs, linked to the account", async ({
  editorPage: page,
  baseURL,
}) => {
  const subscription = await fakeSubscription(page.request);
  await preparePage(page.context(), subscription);
  await page.context().grantPermissions(["notifications"], { origin: baseURL });
  await openPage(page, "/konto");
  const section = page.getByRole("region", { name: "Notifikationer" });
  await section.getByRole("button", { name: "Få besked", exact: true }).click();
  const dialog = panel(page);
  await expect(dialog).toContainText(
    "Få en notifikation ved mål, kampstart, pause og slutfløjt i kampene med de klubber, du følger med din konto.",
  );
  await dialog.getByRole("button", { name: "Slå notifikationer til" }).click();
  await expect(dialog.getByText("Notifikationer er slået til på denne enhed.")).toBeVisible();
  expect(await storedDevice(page.request, baseURL ?? "", subscription)).toMatchObject({
    subscribed: true,
    linked: true,
    accountClubs: true,
  });
  await dialog.getByRole("button", { name: "Slå fra" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Notifikationer er slået fra på denne enhed.");
});

/** A context of its own (another browser), with the cookie choice stored and `init` run in each page. */
async function otherBrowser(
  browser: import("@playwright/test").Browser,
  baseURL: string,
  options: { userAgent?: string; init: string },
) {
  const context = await browser.newContext({ baseURL, userAgent: options.userAgent, locale: "da-DK" });
  await withConsent(context, baseURL);
  await context.addInitScript(options.init);
  return context;
}

test("the panel says when the browser cannot, on an iPhone outside the home screen (with the steps), and after a refusal", async ({
  browser,
  baseURL,
}) => {
  // A browser without web push.
  const old = await otherBrowser(browser, baseURL ?? "", { init: "delete window.PushManager;" });
  const oldPage = await old.newPage();
  await openPage(oldPage, CLUB_PATH);
  await oldPage.getByRole("button", { name: "Få besked om Brøndby IF" }).click();
  await expect(panel(oldPage)).toContainText(
    "Din browser kan ikke vise notifikationer fra Forsiden. Prøv en nyere version af Chrome, Edge, Firefox eller Safari.",
  );
  await expect(panel(oldPage).getByRole("button", { name: "Slå notifikationer til" })).toHaveCount(0);
  await old.close();

  // Safari on an iPhone, the site not added to the home screen (Safari has no PushManager there).
  const iphone = await otherBrowser(browser, baseURL ?? "", {
    userAgent: IPHONE,
    init: "delete window.PushManager; delete window.Notification;",
  });
  const iphonePage = await iphone.newPage();
  await openPage(iphonePage, LIVE_PATH);
  await iphonePage.locator("[data-live-blog] [data-push-bell]").click();
  const steps = panel(iphonePage);
  await expect(steps).toContainText(
    "På iPhone og iPad kan Forsiden kun sende notifikationer, når siden er lagt på hjemmeskærmen:",
  );
  await expect(steps.getByRole("listitem")).toHaveText([
    "Tryk på Del-knappen i Safari (firkanten med pilen op).",
    "Vælg 'Føj til hjemmeskærm'.",
    "Åbn Forsiden fra ikonet på hjemmeskærmen, og tryk på 'Få besked' igen.",
  ]);
  await expectNoSeriousA11yViolations(iphonePage);
  await iphone.close();

  // Notifications blocked for the site earlier.
  const blocked = await otherBrowser(browser, baseURL ?? "", {
    init: 'Object.defineProperty(Notification, "permission", { get: () => "denied" });',
  });
  const blockedPage = await blocked.newPage();
  await openPage(blockedPage, CLUB_PATH);
  await blockedPage.getByRole("button", { name: "Få besked om Brøndby IF" }).click();
  await expect(panel(blockedPage)).toContainText(
    "Du har blokeret notifikationer fra Forsiden i denne browser.",
  );
  await expect(panel(blockedPage)).toContainText(
    "Sådan tillader du dem igen: Klik på ikonet til venstre for adressen (hængelåsen eller indstillingerne), vælg 'Notifikationer', og sæt det til 'Tillad'.",
  );
  await panel(blockedPage).getByRole("button", { name: "Luk" }).click();
  await expect(panel(blockedPage)).toBeHidden();
  await expect(blockedPage.getByRole("button", { name: "Få besked om Brøndby IF" })).toBeFocused();
  await blocked.close();
});
