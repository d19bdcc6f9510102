import { createHmac } from "node:crypto";
import { Hono } from "hono";
import { requestId } from "hono/request-id";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { parseEnv } from "~/server/env.server";
import {
  configurePageCache,
  invalidatePageCache,
  pageCacheBytes,
  pageCacheSize,
} from "~/server/page-cache.server";
import { PAGE_CHANGES } from "~/server/page-changes";
import {
  cachedPageFastPath,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
  pageCache,
} from "./page-cache-middleware";
import {
  type ClassificationVariables,
  classifyRequests,
  createRequestClassifier,
} from "./request-classification";

const BROWSER = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0" };
const CLEAR = "forsiden.session_token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax";

/** A session cookie value signed as Better Auth signs it, with the test classifier's secret. */
function signed(token: string): string {
  return `${token}.${createHmac("sha256", "test-secret").update(token).digest("base64")}`;
}

/** No session cookie in these tests resolves: a signed one is settled as "a session" by the stand-in below. */
function testClassifier(options: { maintenance?: () => boolean; views?: string[] } = {}) {
  return createRequestClassifier({
    authSecret: () => "test-secret",
    maintenance: options.maintenance,
    recorder: {
      candidate: (request) =>
        request.header("user-agent") ? { request, page: { path: request.path, dataRequest: false } } : null,
      record: (candidate, response) => options.views?.push(`${candidate.request.path} ${response.status}`),
    },
  });
}

function makeApp(options: { cache?: boolean; ttlSeconds?: number } = {}) {
  const env = parseEnv({
    PAGE_CACHE: options.cache === false ? "false" : "true",
    PAGE_CACHE_TTL_SECONDS: String(options.ttlSeconds ?? 60),
  });
  let renders = 0;
  const seen: string[] = [];
  /** While set, renders wait for it (to hold concurrent readers in one render). */
  let gate: Promise<void> | null = null;
  let failing: "500" | "throw" | null = null;
  const app = new Hono();
  app.use(classifyRequests(testClassifier()));
  app.use(pageCache(env, (request) => Promise.resolve(app.fetch(request))));
  app.get("/set-cookie", (c) => {
    c.header("Set-Cookie", "a=b");
    return c.html("<p>x</p>");
  });
  app.get("/missing", (c) => c.html("<h1>Oops! Page not found</h1>", 404));
  app.get("/boom", (c) => c.html("fejl", 500));
  app.get("/api/push/key", (c) =>
    c.json({ publicKey: "k" }, 200, { "Cache-Control": "public, max-age=3600" }),
  );
  app.get("/api/konto/status", (c) =>
    c.json({ signedIn: false }, 200, { "Cache-Control": "public, max-age=60" }),
  );
  app.get("/flyttet", (c) => c.redirect("/ny", 301));
  app.all("*", async (c) => {
    renders++;
    const n = renders;
    seen.push(c.req.url.replace("http://localhost", ""));
    if (gate) await gate;
    if (failing === "500") return c.html("<p>Databasen svarer ikke</p>", 500);
    if (failing === "throw") throw new Error("connection terminated");
    return c.html(`<p>side ${c.req.path} render ${n}</p>`);
  });
  return {
    app,
    renders: () => renders,
    seen,
    hold() {
      let release = () => {};
      gate = new Promise((resolve) => {
        release = () => {
          gate = null;
          resolve();
        };
      });
      return release;
    },
    fail(mode: "500" | "throw" | null) {
      failing = mode;
    },
  };
}

/** Lets the background work (a refresh render and its compression) finish. */
async function settle() {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe("page cache for anonymous public pages", () => {
  beforeEach(() => {
    configurePageCache();
    invalidatePageCache();
  });
  afterEach(() => vi.useRealTimers());

  it("serves the second anonymous GET from the cache with public Cache-Control and an ETag", async () => {
    const { app, renders } = makeApp();
    const first = await app.request("/nyheder");
    expect(first.headers.get("x-cache")).toBe("MISS");
    expect(first.headers.get("cache-control")).toBe(PUBLIC_CACHE_CONTROL);
    const second = await app.request("/nyheder");
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(await second.text()).toBe("<p>side /nyheder render 1</p>");
    expect(renders()).toBe(1);
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
  });

  it("a private path is private, no-store whatever its handler said; only the VAPID public key keeps its own policy (issue 25)", async () => {
    const { app } = makeApp();
    expect((await app.request("/api/konto/status")).headers.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
    const key = await app.request("/api/push/key");
    expect(key.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(key.headers.get("x-cache")).toBeNull();
  });

  it("answers 304 Not Modified to a matching If-None-Match", async () => {
    const { app } = makeApp();
    const first = await app.request("/a");
    const etag = first.headers.get("etag")!;
    const again = await app.request("/a", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });

  it("compresses with brotli or gzip as the client accepts", async () => {
    const { app } = makeApp();
    const br = await app.request("/c", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    const gz = await app.request("/c", { headers: { "Accept-Encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gz.headers.get("vary")).toBe("Accept-Encoding");
  });

  it("is emptied by invalidatePageCache()", async () => {
    const { app, renders } = makeApp();
    await app.request("/b");
    invalidatePageCache();
    const after = await app.request("/b");
    expect(after.headers.get("x-cache")).toBe("MISS");
    expect(renders()).toBe(2);
  });

  it("never caches signed-in readers, admin, auth or API requests, and marks them private", async () => {
    const { app, renders } = makeApp();
    for (const [path, init] of [
      ["/admin/articles", {}],
      ["/auth", {}],
      ["/api/articles/x/view", {}],
    ] as const) {
      await app.request(path, init);
      const again = await app.request(path, init);
      expect(again.headers.get("x-cache")).toBeNull();
      expect(again.headers.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
    }
    expect(renders()).toBe(6);
  });

  it("caches 404 pages but not responses with Set-Cookie or errors", async () => {
    const { app } = makeApp();
    await app.request("/missing");
    expect((await app.request("/missing")).headers.get("x-cache")).toBe("HIT");
    await app.request("/set-cookie");
    expect((await app.request("/set-cookie")).headers.get("x-cache")).toBeNull();
    await app.request("/boom");
    expect((await app.request("/boom")).headers.get("x-cache")).toBeNull();
  });

  it("with PAGE_CACHE=false renders every time but still sends caching headers", async () => {
    const { app, renders } = makeApp({ cache: false });
    await app.request("/d");
    const second = await app.request("/d");
    expect(second.headers.get("x-cache")).toBe("MISS");
    expect(second.headers.get("cache-control")).toBe(PUBLIC_CACHE_CONTROL);
    expect(renders()).toBe(2);
  });
});

describe("page cache as a shield (issue 10)", () => {
  beforeEach(() => {
    configurePageCache();
    invalidatePageCache();
  });
  afterEach(() => {
    vi.useRealTimers();
    configurePageCache();
  });

  it("serves /?utm_source=x, /?fbclid=…, /?a=1 and /?anything from the entry of /", async () => {
    const { app, renders } = makeApp();
    const first = await app.request("/");
    expect(first.headers.get("x-cache")).toBe("MISS");
    for (const path of ["/?utm_source=x", "/?fbclid=abc&gclid=1", "/?a=1", "/?anything"]) {
      const res = await app.request(path);
      expect(res.headers.get("x-cache"), path).toBe("HIT");
      expect(await res.text()).toBe("<p>side / render 1</p>");
    }
    expect(renders()).toBe(1);
    expect(pageCacheSize()).toBe(1);
  });

  it("renders a request with unknown parameters for its canonical address", async () => {
    const { app, seen } = makeApp();
    await app.request("/soeg?utm_source=nyhedsbrev&q=%20vm%20&x=1");
    await app.request("/?fbclid=1&liga:superliga");
    await app.request("/_root.data?utm_medium=x&_routes=routes%2Fhome");
    expect(seen).toEqual(["/soeg?q=vm", "/?liga:superliga", "/_root.data?_routes=routes%2Fhome"]);
    const again = await app.request("/soeg?q=vm&gclid=2");
    expect(again.headers.get("x-cache")).toBe("HIT");
  });

  it("renders a page once for 20 concurrent misses (single flight)", async () => {
    const { app, renders, hold } = makeApp();
    const release = hold();
    const pending = Array.from({ length: 20 }, (_, i) =>
      app.request(i % 2 ? "/article/kamp" : "/article/kamp?utm_source=x"),
    );
    await settle();
    release();
    const responses = await Promise.all(pending);
    expect(renders()).toBe(1);
    for (const res of responses) {
      expect(res.status).toBe(200);
      expect(await res.text()).toBe("<p>side /article/kamp render 1</p>");
    }
    expect(responses.filter((r) => r.headers.get("x-cache") === "MISS")).toHaveLength(1);
  });

  it("shares one render's redirect with the readers who waited for it", async () => {
    const { app } = makeApp();
    const [a, b] = await Promise.all([app.request("/flyttet"), app.request("/flyttet")]);
    expect([a.status, b.status]).toEqual([301, 301]);
    expect(b.headers.get("location")).toBe("/ny");
  });

  it("after the TTL serves the stale copy while exactly one background render refreshes it", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { app, renders } = makeApp({ ttlSeconds: 60 });
    await app.request("/stillinger");
    vi.setSystemTime(Date.now() + 61_000);
    const stale = await Promise.all([app.request("/stillinger"), app.request("/stillinger")]);
    for (const res of stale) {
      expect(res.headers.get("x-cache")).toBe("STALE");
      expect(await res.text()).toBe("<p>side /stillinger render 1</p>");
    }
    await settle();
    expect(renders()).toBe(2);
    const fresh = await app.request("/stillinger");
    expect(fresh.headers.get("x-cache")).toBe("HIT");
    expect(await fresh.text()).toBe("<p>side /stillinger render 2</p>");
  });

  it("refreshes at most two stale pages at a time (the pages readers wait for go first)", async () => {
    const { app, renders, hold } = makeApp();
    const paths = ["/a", "/b", "/c", "/d", "/e", "/f"];
    for (const path of paths) await app.request(path);
    invalidatePageCache({ all: "soft" });
    const release = hold();
    const stale = await Promise.all(paths.map((path) => app.request(path)));
    expect(stale.map((res) => res.headers.get("x-cache"))).toEqual(paths.map(() => "STALE"));
    await settle();
    expect(renders()).toBe(6 + 2);
    release();
    await settle();
    // Later readers refresh the rest, each page once.
    for (let round = 0; round < 3; round++) {
      for (const path of paths) await app.request(path);
      await settle();
    }
    expect(renders()).toBe(6 + 6);
    for (const path of paths) expect((await app.request(path)).headers.get("x-cache")).toBe("HIT");
  });

  it("keeps serving the stale copy when the refresh fails (a 500 or a thrown error: database down)", async () => {
    const { app, renders, fail } = makeApp();
    await app.request("/klubber/fc-kobenhavn");
    for (const mode of ["500", "throw"] as const) {
      fail(mode);
      invalidatePageCache({ all: "soft" });
      for (let i = 0; i < 3; i++) {
        const res = await app.request("/klubber/fc-kobenhavn");
        expect(res.status).toBe(200);
        expect(res.headers.get("x-cache")).toBe("STALE");
        expect(await res.text()).toBe("<p>side /klubber/fc-kobenhavn render 1</p>");
        await settle();
      }
    }
    // One attempt per failure pause, not one per reader.
    expect(renders()).toBe(3);
    fail(null);
  });

  it("falls back to a copy too old to serve stale when its foreground render fails", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { app, fail } = makeApp({ ttlSeconds: 60 });
    await app.request("/stillinger/superliga");
    vi.setSystemTime(Date.now() + 60 * 60_000);
    fail("throw");
    const res = await app.request("/stillinger/superliga");
    expect(res.status).toBe(200);
    expect(res.headers.get("x-cache")).toBe("STALE");
    fail(null);
    const fresh = await app.request("/stillinger/superliga");
    // The failure is remembered: the old copy is served while one refresh runs.
    expect(fresh.headers.get("x-cache")).toBe("STALE");
  });

  it("drops a publish's pages hard and marks every other page stale", async () => {
    const { app } = makeApp();
    const paths = [
      "/",
      "/?liga:superliga",
      "/_root.data?_routes=routes%2Fhome",
      "/article/ny-kamp",
      "/klubber/fc-kobenhavn",
      "/klubber/brondby-if",
      "/rss.xml",
      "/sitemaps/articles-1.xml",
      "/news-sitemap.xml",
      "/stillinger",
    ];
    for (const path of paths) await app.request(path);
    invalidatePageCache(
      PAGE_CHANGES.article({
        ids: ["1b0c"],
        slugs: ["ny-kamp"],
        tags: ["klub:fc-kobenhavn", "liga:superliga"],
      }),
    );
    const state: Record<string, string | null> = {};
    for (const path of paths) state[path] = (await app.request(path)).headers.get("x-cache");
    expect(state).toEqual({
      "/": "MISS",
      "/?liga:superliga": "MISS",
      "/_root.data?_routes=routes%2Fhome": "MISS",
      "/article/ny-kamp": "MISS",
      "/klubber/fc-kobenhavn": "MISS",
      "/klubber/brondby-if": "STALE",
      "/rss.xml": "MISS",
      "/sitemaps/articles-1.xml": "MISS",
      "/news-sitemap.xml": "MISS",
      "/stillinger": "STALE",
    });
  });

  it("does not store a render that a hard invalidation of its page overtook", async () => {
    const { app, renders, hold } = makeApp();
    const release = hold();
    const before = app.request("/");
    await settle();
    invalidatePageCache(PAGE_CHANGES.article({ slugs: ["x"] }));
    const after = app.request("/");
    await settle();
    release();
    await Promise.all([before, after]);
    expect(renders()).toBe(2);
    const next = await app.request("/");
    expect(next.headers.get("x-cache")).toBe("HIT");
    expect(await next.text()).toBe("<p>side / render 2</p>");
  });

  it("stays within its byte budget, evicting the least recently used page", async () => {
    const { app } = makeApp();
    await app.request("/a");
    const oneEntry = pageCacheBytes();
    configurePageCache({ maxBytes: oneEntry * 3 + 10 });
    await app.request("/b");
    await app.request("/c");
    await app.request("/a"); // /a is now the most recently used
    await app.request("/d");
    expect(pageCacheSize()).toBe(3);
    expect(pageCacheBytes()).toBeLessThanOrEqual(oneEntry * 3 + 10);
    expect((await app.request("/a")).headers.get("x-cache")).toBe("HIT");
    expect((await app.request("/b")).headers.get("x-cache")).toBe("MISS");
  });

  it("stays within its entry cap", async () => {
    configurePageCache({ maxEntries: 5 });
    const { app } = makeApp();
    for (let i = 0; i < 12; i++) await app.request(`/side-${i}`);
    expect(pageCacheSize()).toBe(5);
  });
});

describe("a cached page is answered ahead of the middleware chain (issue 13)", () => {
  beforeEach(() => {
    configurePageCache();
    invalidatePageCache();
  });

  /**
   * The order of server/app.ts: request id, classification, fast path, then the chain (session
   * lookup, maintenance), then the cache. Signed tokens in `sessions` are live sessions.
   */
  function makeChain() {
    const env = parseEnv({ PAGE_CACHE: "true", PAGE_CACHE_TTL_SECONDS: "60" });
    let maintenance = false;
    const calls = { chain: 0, session: 0, renders: 0, renderIds: [] as string[] };
    const views: string[] = [];
    const sessions = new Map<string, { name: string; staff: boolean }>();
    const classifier = testClassifier({ maintenance: () => maintenance, views });
    const app = new Hono<{ Variables: ClassificationVariables & { requestId: string; user?: string } }>();
    app.use(requestId());
    app.use(async (c, next) => {
      await next();
      c.res.headers.set("X-Request-Id", c.get("requestId"));
    });
    app.use(classifyRequests(classifier));
    app.use(cachedPageFastPath(env));
    // Stands in for the session middleware: only a signed cookie is looked up.
    app.use(async (c, next) => {
      calls.chain++;
      const cls = c.get("classification");
      if (!cls.sessionCookie?.signed) return next();
      calls.session++;
      const token = /session_token=([^.;]+)\./.exec(c.req.header("cookie") ?? "")?.[1] ?? "";
      const user = sessions.get(token);
      classifier.settleSession(cls, user ? (user.staff ? "staff" : "reader") : null);
      if (user) c.set("user", user.name);
      return next();
    });
    app.use(async (c, next) => (maintenance ? c.html("<h1>Vi er snart tilbage</h1>", 503) : next()));
    app.use(pageCache(env, (request) => Promise.resolve(app.fetch(request))));
    app.get("*", (c) => {
      calls.renders++;
      calls.renderIds.push(c.get("requestId"));
      // A draft: the public's 404, staff's preview at the same address.
      if (c.req.path.startsWith("/kladde")) {
        const user = c.get("user");
        return user ? c.html(`<p>forhåndsvisning for ${user}</p>`) : c.html("<p>ikke fundet</p>", 404);
      }
      return c.html(`<p>side ${c.req.path} for ${c.get("user") ?? "en læser"}</p>`);
    });
    return {
      app,
      calls,
      views,
      signIn(token: string, name: string, role: "staff" | "reader" = "staff") {
        sessions.set(token, { name, staff: role === "staff" });
        return `forsiden.session_token=${encodeURIComponent(signed(token))}`;
      },
      setMaintenance(on: boolean) {
        maintenance = on;
      },
    };
  }

  it("a hit never reaches the chain, and is counted as a page view once", async () => {
    const { app, calls, views } = makeChain();
    const miss = await app.request("/klubber/fc-kobenhavn", { headers: BROWSER });
    expect(miss.headers.get("x-cache")).toBe("MISS");
    const before = calls.chain;
    const hit = await app.request("/klubber/fc-kobenhavn", {
      headers: { ...BROWSER, "accept-encoding": "gzip" },
    });
    expect(hit.headers.get("x-cache")).toBe("HIT");
    expect(hit.headers.get("content-encoding")).toBe("gzip");
    expect(hit.headers.get("cache-control")).toBe(PUBLIC_CACHE_CONTROL);
    expect(calls.chain).toBe(before);
    expect(calls.renders).toBe(1);
    // Canonical key: tracking parameters share the entry, also on the fast path.
    const tracked = await app.request("/klubber/fc-kobenhavn?utm_source=x");
    expect(tracked.headers.get("x-cache")).toBe("HIT");
    expect(calls.chain).toBe(before);
    // ETag and 304 as on the full chain.
    const etag = hit.headers.get("etag") ?? "";
    const notModified = await app.request("/klubber/fc-kobenhavn", {
      headers: { ...BROWSER, "if-none-match": etag },
    });
    expect(notModified.status).toBe(304);
    // The miss (its detached render is no reader's view), the hit, the 304: once each.
    expect(views).toEqual([
      "/klubber/fc-kobenhavn 200",
      "/klubber/fc-kobenhavn 200",
      "/klubber/fc-kobenhavn 304",
    ]);
  });

  it("a junk session cookie gets the cached page on the fast path, no lookup, and an expiring cookie", async () => {
    const { app, calls, views } = makeChain();
    await app.request("/");
    const before = { chain: calls.chain, session: calls.session };
    for (const junk of ["garbage", "abc.def", `${"x".repeat(32)}.${"A".repeat(43)}=`]) {
      const res = await app.request("/", {
        headers: { ...BROWSER, cookie: `forsiden.session_token=${junk}` },
      });
      expect(res.headers.get("x-cache"), junk).toBe("HIT");
      expect(res.headers.get("cache-control"), junk).toBe(PUBLIC_CACHE_CONTROL);
      expect(res.headers.getSetCookie(), junk).toEqual([CLEAR]);
      expect(await res.text(), junk).toBe("<p>side / for en læser</p>");
    }
    expect(calls).toMatchObject(before);
    expect(calls.renders).toBe(1);
    expect(views).toEqual(["/ 200", "/ 200", "/ 200"]);
  });

  it("a signed cookie of no session: a fresh page without a lookup; where the chain answers, looked up once and cleared", async () => {
    const { app, calls } = makeChain();
    await app.request("/");
    const cookie = `forsiden.session_token=${encodeURIComponent(signed("gone"))}`;
    const res = await app.request("/", { headers: { cookie } });
    expect(calls.session).toBe(0);
    expect(res.headers.get("x-cache")).toBe("HIT");
    expect(res.headers.get("cache-control")).toBe(PUBLIC_CACHE_CONTROL);
    expect(res.headers.getSetCookie()).toEqual([]);
    // A page not in the cache takes the chain: the lookup finds nothing, and the cookie goes.
    const miss = await app.request("/stillinger", { headers: { cookie } });
    expect(calls.session).toBe(1);
    expect(miss.headers.get("x-cache")).toBe("MISS");
    expect(miss.headers.getSetCookie()).toEqual([CLEAR]);
    expect(calls.renders).toBe(2);
  });

  it("a signed-in reader gets the shared page, and a miss they cause stores nobody's data (issue 24)", async () => {
    const { app, calls, signIn } = makeChain();
    const reader = signIn("tok-reader", "Læser Lone", "reader");
    // Cold cache: the miss is rendered detached (no cookie), so the stored copy is anonymous.
    const first = await app.request("/klubber/fck", { headers: { cookie: reader } });
    expect(first.headers.get("x-cache")).toBe("MISS");
    expect(first.headers.get("cache-control")).toBe(PUBLIC_CACHE_CONTROL);
    expect(await first.text()).toBe("<p>side /klubber/fck for en læser</p>");
    // Warm: the reader and an anonymous reader get the same copy.
    const lookups = calls.session;
    const again = await app.request("/klubber/fck", { headers: { cookie: reader } });
    expect(again.headers.get("x-cache")).toBe("HIT");
    // A fresh copy answers before the chain: no session lookup at all.
    expect(calls.session).toBe(lookups);
    expect(await again.text()).toBe("<p>side /klubber/fck for en læser</p>");
    const anonymous = await app.request("/klubber/fck");
    expect(await anonymous.text()).toBe("<p>side /klubber/fck for en læser</p>");
    expect(calls.renders).toBe(1);
    // A private path is still the reader's own, private answer.
    const own = await app.request("/konto", { headers: { cookie: reader } });
    expect(own.headers.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
    expect(await own.text()).toBe("<p>side /konto for Læser Lone</p>");
  });

  it("staff never fill the shared cache; where the public sees the page they get the shared copy, a draft's 404 never", async () => {
    const { app, calls, signIn } = makeChain();
    const editor = signIn("tok-editor", "Redaktør Rikke");
    // Cold cache: the editor's page is rendered for the editor, private, and not stored.
    const first = await app.request("/klubber/agf", { headers: { cookie: editor } });
    expect(first.headers.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
    expect(first.headers.get("x-cache")).toBeNull();
    expect(await first.text()).toBe("<p>side /klubber/agf for Redaktør Rikke</p>");
    const reader = await app.request("/klubber/agf");
    expect(reader.headers.get("x-cache")).toBe("MISS");
    expect(await reader.text()).toBe("<p>side /klubber/agf for en læser</p>");
    // Warm: a fresh 200 is the same page for everybody, answered without a session lookup.
    const sessionsBefore = calls.session;
    const again = await app.request("/klubber/agf", { headers: { cookie: editor } });
    expect(again.headers.get("x-cache")).toBe("HIT");
    expect(await again.text()).toBe("<p>side /klubber/agf for en læser</p>");
    expect(calls.session).toBe(sessionsBefore);
    // A draft's address: the public's 404 is cached, the editor still gets the preview.
    expect((await app.request("/kladde-1")).status).toBe(404);
    expect((await app.request("/kladde-1")).headers.get("x-cache")).toBe("HIT");
    const preview = await app.request("/kladde-1", { headers: { cookie: editor } });
    expect(preview.status).toBe(200);
    expect(preview.headers.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
    expect(await preview.text()).toBe("<p>forhåndsvisning for Redaktør Rikke</p>");
    // … which never reached the cache.
    const after = await app.request("/kladde-1");
    expect(after.status).toBe(404);
    expect(await after.text()).toBe("<p>ikke fundet</p>");
    expect(calls.renders).toBe(4);
  });

  it("private paths take the full chain", async () => {
    const { app, calls } = makeChain();
    await app.request("/admin");
    const before = calls.chain;
    const again = await app.request("/admin");
    expect(again.headers.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
    expect(calls.chain).toBe(before + 1);
  });

  it("the detached render of a miss carries the request id of the reader who caused it", async () => {
    const { app, calls } = makeChain();
    const traced = await app.request("/stillinger", { headers: { "x-request-id": "lb-4711" } });
    expect(traced.headers.get("x-cache")).toBe("MISS");
    expect(calls.renderIds).toEqual(["lb-4711"]);
    const own = await app.request("/resultater");
    expect(calls.renderIds[1]).toBe(own.headers.get("x-request-id"));
  });

  it("in maintenance mode a cached page is not served: the chain answers 503", async () => {
    const { app, setMaintenance } = makeChain();
    await app.request("/");
    expect((await app.request("/")).headers.get("x-cache")).toBe("HIT");
    setMaintenance(true);
    const during = await app.request("/");
    expect(during.status).toBe(503);
    expect(await during.text()).toBe("<h1>Vi er snart tilbage</h1>");
  });
});
