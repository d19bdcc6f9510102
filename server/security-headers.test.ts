import { Hono } from "hono";
import { beforeEach, describe, expect, it } from "vitest";
import { EMBED_PROVIDERS } from "~/lib/embed-providers";
import { parseEnv } from "~/server/env.server";
import { invalidatePageCache } from "~/server/page-cache.server";
import { pageCache } from "./page-cache-middleware";
import { classifyRequests, createRequestClassifier } from "./request-classification";
import {
  adsAllowedFor,
  buildContentSecurityPolicy,
  createCspContext,
  EMBED_FRAME_ORIGINS,
  HSTS,
  isFrameDenied,
  LOCKED_DOWN_CSP,
  PERMISSIONS_POLICY,
  securityHeaders,
} from "./security-headers";

const AD_ORIGIN = "https://ads.example.test";
const CONSENTED = `forsiden_consent=v1.s0.m1.${Math.floor(Date.now() / 1000)}`;
const REFUSED = `forsiden_consent=v1.s0.m0.${Math.floor(Date.now() / 1000)}`;
const SESSION = "forsiden.session_token=abc";

/** Stands in for entry.server.tsx: the page carries the nonce, the answer the matching policy. */
function makeApp(options: { publicUrl?: string; cache?: boolean } = {}) {
  const env = parseEnv({
    PUBLIC_URL: options.publicUrl ?? "http://localhost:3000",
    PAGE_CACHE: options.cache ? "true" : "false",
  });
  let renders = 0;
  const app = new Hono();
  app.use(securityHeaders(env, { scriptOrigins: () => [AD_ORIGIN] }));
  if (options.cache) {
    app.use(classifyRequests(createRequestClassifier({ authSecret: () => "test-secret" })));
    app.use(pageCache(env, (request) => Promise.resolve(app.fetch(request))));
  }
  app.get("/plain-error", (c) => c.html("<h1>Fejl</h1>", 500));
  app.get("/data.json", (c) => c.json({ ok: true }));
  app.get("/logo.svg", (c) => c.body("<svg/>", 200, { "Content-Type": "image/svg+xml" }));
  app.get("/cookies", (c) => {
    c.header("Set-Cookie", "forsiden_flash=x; Path=/; HttpOnly; SameSite=Lax", { append: true });
    c.header("Set-Cookie", "other=y; Path=/; Secure", { append: true });
    return c.text("ok");
  });
  app.all("*", (c) => {
    renders++;
    const csp = c.get("csp");
    c.header(csp.headerName, csp.policy);
    return c.html(`<script nonce="${csp.nonce}">/* render ${renders} */</script>`);
  });
  return { app, renders: () => renders };
}

function nonceOfHeader(policy: string | null): string | undefined {
  return /'nonce-([^']+)'/.exec(policy ?? "")?.[1];
}

function nonceOfHtml(html: string): string | undefined {
  return /nonce="([^"]+)"/.exec(html)?.[1];
}

describe("security headers on every answer", () => {
  beforeEach(() => invalidatePageCache());

  it("sends nosniff, the referrer policy and the permissions policy on pages, JSON and errors", async () => {
    const { app } = makeApp();
    for (const path of ["/", "/data.json", "/plain-error", "/admin", "/article/x"]) {
      const res = await app.request(path);
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("permissions-policy"), path).toBe(PERMISSIONS_POLICY);
    }
    for (const feature of ["camera=()", "interest-cohort=()", "browsing-topics=()"]) {
      expect(PERMISSIONS_POLICY).toContain(feature);
    }
  });

  it("sends HSTS and makes every cookie Secure only when PUBLIC_URL is https", async () => {
    const http = await makeApp().app.request("/cookies");
    expect(http.headers.get("strict-transport-security")).toBeNull();
    expect(http.headers.getSetCookie()).toEqual([
      "forsiden_flash=x; Path=/; HttpOnly; SameSite=Lax",
      "other=y; Path=/; Secure",
    ]);

    const https = await makeApp({ publicUrl: "https://forsiden.dk" }).app.request("/cookies");
    expect(https.headers.get("strict-transport-security")).toBe(HSTS);
    expect(HSTS).toBe("max-age=31536000; includeSubDomains");
    expect(https.headers.getSetCookie()).toEqual([
      "forsiden_flash=x; Path=/; HttpOnly; SameSite=Lax; Secure",
      "other=y; Path=/; Secure",
    ]);
  });

  it("forbids framing the back office and sign-in; public pages only by the site itself", async () => {
    const { app } = makeApp();
    for (const path of ["/admin", "/admin/articles", "/admin.data", "/auth", "/auth/to-faktor"]) {
      const res = await app.request(path);
      expect(res.headers.get("x-frame-options"), path).toBe("DENY");
      expect(res.headers.get("content-security-policy"), path).toContain("frame-ancestors 'none'");
    }
    const home = await app.request("/");
    expect(home.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(home.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    expect(isFrameDenied("/administration")).toBe(false);
    expect(isFrameDenied("/authors")).toBe(false);
    // Issue 24: the reader's account, 'Mine klubber' and the newsletter token pages' buttons.
    for (const path of [
      "/konto",
      "/konto/log-ind",
      "/mine-klubber",
      "/nyhedsbrev/afmeld",
      "/nyhedsbrev/bekraeft",
    ]) {
      expect(isFrameDenied(path), path).toBe(true);
    }
    expect(isFrameDenied("/nyhedsbrev")).toBe(false);
  });

  it("gives an HTML answer without a policy (maintenance page, plain errors) a script-tight one", async () => {
    const res = await makeApp().app.request("/plain-error");
    const policy = res.headers.get("content-security-policy") ?? "";
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]{22}==' https:\/\/ads\.example\.test;/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("locks down SVG answers and leaves JSON without a page policy", async () => {
    const { app } = makeApp();
    expect((await app.request("/logo.svg")).headers.get("content-security-policy")).toBe(LOCKED_DOWN_CSP);
    expect((await app.request("/data.json")).headers.get("content-security-policy")).toBeNull();
  });

  it("uses a fresh nonce for every uncached render, the same in the page and in the header", async () => {
    const { app } = makeApp();
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const res = await app.request("/admin");
      const header = nonceOfHeader(res.headers.get("content-security-policy"));
      expect(header).toBe(nonceOfHtml(await res.text()));
      nonces.add(header ?? "");
    }
    expect(nonces.size).toBe(3);
  });

  it("keeps a cached page's policy with it: the nonce in the HTML matches the header on every hit", async () => {
    const { app, renders } = makeApp({ cache: true });
    const first = await app.request("/article/derby");
    const firstHtml = await first.text();
    expect(first.headers.get("x-cache")).toBe("MISS");
    for (let i = 0; i < 3; i++) {
      const hit = await app.request("/article/derby", { headers: { Cookie: REFUSED } });
      expect(hit.headers.get("x-cache")).toBe("HIT");
      const html = await hit.text();
      expect(html).toBe(firstHtml);
      expect(nonceOfHeader(hit.headers.get("content-security-policy"))).toBe(nonceOfHtml(html));
      expect(hit.headers.get("x-content-type-options")).toBe("nosniff");
    }
    expect(renders()).toBe(1);
  });
});

describe("the ad network's host in the policy", () => {
  it("is allowed on shared public pages, whoever asks first (the HTML serves every reader)", () => {
    expect(adsAllowedFor({ method: "GET", pathname: "/", cookie: undefined })).toBe(true);
    expect(adsAllowedFor({ method: "GET", pathname: "/", cookie: REFUSED })).toBe(true);
  });

  it("follows the marketing consent on answers that are not shared (signed in, form posts)", () => {
    for (const [request, allowed] of [
      [{ method: "GET", pathname: "/", cookie: SESSION }, false],
      [{ method: "GET", pathname: "/", cookie: `${SESSION}; ${REFUSED}` }, false],
      [{ method: "GET", pathname: "/", cookie: `${SESSION}; ${CONSENTED}` }, true],
      [{ method: "POST", pathname: "/contact", cookie: undefined }, false],
      [{ method: "POST", pathname: "/contact", cookie: CONSENTED }, true],
    ] as const) {
      expect(adsAllowedFor(request), JSON.stringify(request)).toBe(allowed);
    }
  });

  it("is never allowed on the back office, sign-in, the API or dev pages", () => {
    for (const pathname of ["/admin", "/admin/articles", "/auth", "/api/consent", "/dev/mailbox"]) {
      expect(adsAllowedFor({ method: "GET", pathname, cookie: CONSENTED }), pathname).toBe(false);
    }
  });

  it("is never allowed on the newsletter pages whose address carries a reader's token (issue 24)", () => {
    for (const pathname of ["/nyhedsbrev/bekraeft", "/nyhedsbrev/afmeld", "/nyhedsbrev/indstillinger"]) {
      expect(adsAllowedFor({ method: "GET", pathname, cookie: undefined }), pathname).toBe(false);
      expect(adsAllowedFor({ method: "GET", pathname, cookie: CONSENTED }), pathname).toBe(false);
    }
    expect(adsAllowedFor({ method: "GET", pathname: "/nyhedsbrev", cookie: undefined })).toBe(true);
  });

  it("appears in the page's policy exactly when allowed", async () => {
    const { app } = makeApp();
    const signedIn = await app.request("/", { headers: { Cookie: SESSION } });
    expect(signedIn.headers.get("content-security-policy")).not.toContain(AD_ORIGIN);
    const consented = await app.request("/", { headers: { Cookie: `${SESSION}; ${CONSENTED}` } });
    expect(consented.headers.get("content-security-policy")).toContain(`'nonce-`);
    expect(consented.headers.get("content-security-policy")).toContain(` ${AD_ORIGIN}`);
  });
});

describe("buildContentSecurityPolicy", () => {
  it("writes every directive the site needs, scripts by nonce only", () => {
    const policy = buildContentSecurityPolicy({
      nonce: "abc",
      frameDenied: true,
      scriptOrigins: [AD_ORIGIN],
      https: true,
    });
    expect(policy.split("; ")).toEqual([
      "default-src 'self'",
      `script-src 'self' 'nonce-abc' ${AD_ORIGIN}`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob: https:",
      "font-src 'self' data:",
      "connect-src 'self' blob:",
      `frame-src 'self' ${AD_ORIGIN}`,
      "media-src 'self'",
      "worker-src 'self'",
      "manifest-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      "upgrade-insecure-requests",
    ]);
  });

  it("leaves the ad host out and does not upgrade requests on plain http", () => {
    const policy = buildContentSecurityPolicy({
      nonce: "n",
      frameDenied: false,
      scriptOrigins: [],
      https: false,
    });
    expect(policy).toContain("script-src 'self' 'nonce-n';");
    expect(policy).toContain("frame-src 'self';");
    expect(policy).not.toContain("upgrade-insecure-requests");
  });
});

describe("embed players' frame origins in the policy (issue 27)", () => {
  const options = { nonce: "n", frameDenied: false, scriptOrigins: [AD_ORIGIN], https: false };
  const frameSrc = (policy: string) => policy.split("; ").find((d) => d.startsWith("frame-src "));

  it("keeps today's policy exactly on a page without embeds", () => {
    const csp = createCspContext(options, "Content-Security-Policy", true);
    expect(csp.policy).toBe(buildContentSecurityPolicy(options));
    csp.allowFrames([]);
    expect(csp.policy).toBe(buildContentSecurityPolicy(options));
    expect(frameSrc(csp.policy)).toBe(`frame-src 'self' ${AD_ORIGIN}`);
  });

  it("grows frame-src only, by the origins the page's embeds need", () => {
    const csp = createCspContext(options, "Content-Security-Policy", true);
    const before = csp.policy.split("; ");
    csp.allowFrames(["https://www.youtube-nocookie.com", "https://open.spotify.com"]);
    const after = csp.policy.split("; ");
    expect(frameSrc(csp.policy)).toBe(
      `frame-src 'self' ${AD_ORIGIN} https://open.spotify.com https://www.youtube-nocookie.com`,
    );
    // Every other directive, the scripts' above all, is the same as before.
    expect(after.filter((d) => !d.startsWith("frame-src "))).toEqual(
      before.filter((d) => !d.startsWith("frame-src ")),
    );
    expect(csp.policy).toContain(`script-src 'self' 'nonce-n' ${AD_ORIGIN};`);
    expect(csp.nonce).toBe("n");
  });

  it("ignores any origin that is not an embed provider's frame origin", () => {
    const csp = createCspContext(options, "Content-Security-Policy", false);
    const unchanged = csp.policy;
    csp.allowFrames([
      "https://www.youtube.com",
      "https://evil.example",
      "http://www.youtube-nocookie.com",
      "https://www.youtube-nocookie.com/embed/x",
      "*",
      "'unsafe-inline'",
      "https://www.youtube-nocookie.com https://evil.example",
    ]);
    expect(csp.policy).toBe(unchanged);
    csp.allowFrames(["https://evil.example", "https://player.vimeo.com"]);
    expect(frameSrc(csp.policy)).toBe(`frame-src 'self' ${AD_ORIGIN} https://player.vimeo.com`);
  });

  it("adds each origin once, whatever the order and however often it is asked", () => {
    const csp = createCspContext(options, "Content-Security-Policy", false);
    csp.allowFrames(["https://player.vimeo.com", "https://embed.bsky.app"]);
    csp.allowFrames(["https://embed.bsky.app", "https://player.vimeo.com", "https://embed.bsky.app"]);
    expect(frameSrc(csp.policy)).toBe(
      `frame-src 'self' ${AD_ORIGIN} https://embed.bsky.app https://player.vimeo.com`,
    );
  });

  it("accepts exactly the 8 providers' frame origins, YouTube's without cookies", () => {
    expect([...EMBED_FRAME_ORIGINS].sort()).toEqual([
      "https://embed.bsky.app",
      "https://open.spotify.com",
      "https://platform.twitter.com",
      "https://player.vimeo.com",
      "https://www.facebook.com",
      "https://www.instagram.com",
      "https://www.tiktok.com",
      "https://www.youtube-nocookie.com",
    ]);
    expect(EMBED_FRAME_ORIGINS.size).toBe(Object.keys(EMBED_PROVIDERS).length);
    const csp = createCspContext(options, "Content-Security-Policy", false);
    csp.allowFrames([...EMBED_FRAME_ORIGINS]);
    expect(frameSrc(csp.policy)).not.toContain("https://www.youtube.com");
  });

  it("keeps the frames a loader allowed in the answer and in the page cache's copy of it", async () => {
    const env = parseEnv({ PUBLIC_URL: "http://localhost:3000", PAGE_CACHE: "true" });
    let renders = 0;
    const app = new Hono();
    app.use(securityHeaders(env, { scriptOrigins: () => [] }));
    app.use(classifyRequests(createRequestClassifier({ authSecret: () => "test-secret" })));
    app.use(pageCache(env, (request) => Promise.resolve(app.fetch(request))));
    app.all("*", (c) => {
      renders++;
      const csp = c.get("csp");
      // As the article route's loader does for a body with an embed, before the render reads the policy.
      if (c.req.path === "/article/med-video") csp.allowFrames(["https://www.youtube-nocookie.com"]);
      c.header(csp.headerName, csp.policy);
      return c.html(`<script nonce="${csp.nonce}"></script>`);
    });
    for (let i = 0; i < 2; i++) {
      const video = await app.request("/article/med-video");
      expect(video.headers.get("x-cache")).toBe(i === 0 ? "MISS" : "HIT");
      expect(frameSrc(video.headers.get("content-security-policy") ?? "")).toBe(
        "frame-src 'self' https://www.youtube-nocookie.com",
      );
      const plain = await app.request("/article/uden-video");
      expect(frameSrc(plain.headers.get("content-security-policy") ?? "")).toBe("frame-src 'self'");
    }
    expect(renders).toBe(2);
  });
});
