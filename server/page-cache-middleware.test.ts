import { Hono } from "hono";
import { beforeEach, describe, expect, it } from "vitest";
import { parseEnv } from "~/server/env.server";
import { invalidatePageCache } from "~/server/page-cache.server";
import {
  hasSessionCookie,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
  pageCache,
  withoutModulePreloads,
} from "./page-cache-middleware";

function makeApp(options: { cache?: boolean } = {}) {
  const env = parseEnv({ PAGE_CACHE: options.cache === false ? "false" : "true" });
  let renders = 0;
  const app = new Hono();
  app.use(pageCache(env));
  app.get("/set-cookie", (c) => {
    c.header("Set-Cookie", "a=b");
    return c.html("<p>x</p>");
  });
  app.get("/missing", (c) => c.html("<h1>Oops! Page not found</h1>", 404));
  app.get("/boom", (c) => c.html("fejl", 500));
  app.all("*", (c) => {
    renders++;
    return c.html(`<p>side ${c.req.path} render ${renders}</p>`);
  });
  return { app, renders: () => renders };
}

describe("page cache for anonymous public pages", () => {
  beforeEach(() => invalidatePageCache());

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
      ["/", { headers: { Cookie: "better-auth.session_token=abc" } }],
      ["/admin/articles", {}],
      ["/auth", {}],
      ["/api/articles/x/view", {}],
    ] as const) {
      await app.request(path, init);
      const again = await app.request(path, init);
      expect(again.headers.get("x-cache")).toBeNull();
      expect(again.headers.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
    }
    expect(renders()).toBe(8);
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

  it("recognises session cookies", () => {
    expect(hasSessionCookie("better-auth.session_token=x")).toBe(true);
    expect(hasSessionCookie("__Secure-better-auth.session_token=x; a=b")).toBe(true);
    expect(hasSessionCookie("forsiden_consent=v1")).toBe(false);
    expect(hasSessionCookie(undefined)).toBe(false);
  });
});

describe("withoutModulePreloads", () => {
  it("drops React Router's modulepreload hints for /assets modules and nothing else", () => {
    const html =
      '<head><link rel="modulepreload" href="/assets/entry.client-DellFcch.js"/><link rel="modulepreload" href="/assets/jsx-runtime-BkL7Xejb.js"/><link rel="stylesheet" href="/assets/root-B1.css"/></head><body><p>&lt;link rel="modulepreload" href="/assets/x.js"/&gt;</p><script type="module">import("/assets/entry.client-DellFcch.js");</script></body>';
    expect(withoutModulePreloads(html)).toBe(
      '<head><link rel="stylesheet" href="/assets/root-B1.css"/></head><body><p>&lt;link rel="modulepreload" href="/assets/x.js"/&gt;</p><script type="module">import("/assets/entry.client-DellFcch.js");</script></body>',
    );
  });
});
