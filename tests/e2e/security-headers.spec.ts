import type { APIRequestContext, APIResponse } from "@playwright/test";
import { expect, test } from "./support/test";

// Issue 10 "Security headers": what `curl -I` of /, an article, /admin and /auth must show.

const NONCE = /'nonce-([A-Za-z0-9+/]+={0,2})'/;

function expectCommonHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["permissions-policy"]).toContain("geolocation=()");
  expect(headers["permissions-policy"]).toContain("browsing-topics=()");
  // PUBLIC_URL is http in the suite: no HSTS (it is sent only on https).
  expect(headers["strict-transport-security"]).toBeUndefined();
}

function expectPagePolicy(response: APIResponse, frameAncestors: "'none'" | "'self'") {
  const policy = response.headers()["content-security-policy"] ?? "";
  expect(policy).toContain("default-src 'self'");
  expect(policy).toMatch(/script-src 'self' 'nonce-[^']+'/);
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("base-uri 'self'");
  expect(policy).toContain("form-action 'self'");
  expect(policy).toContain("connect-src 'self' blob:");
  expect(policy).toContain(`frame-ancestors ${frameAncestors}`);
  return policy;
}

async function articlePath(request: APIRequestContext): Promise<string> {
  const html = await (await request.get("/")).text();
  const path = /href="(\/article\/[^"?#]+)"/.exec(html)?.[1];
  expect(path, "the front page links to an article").toBeTruthy();
  return path ?? "";
}

test("the front page and an article carry the headers and a nonce that matches their scripts", async ({
  request,
}) => {
  for (const path of ["/", await articlePath(request)]) {
    // Twice: the second answer comes from the page cache and must keep the render's own policy.
    for (let i = 0; i < 2; i++) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expectCommonHeaders(response);
      expect(response.headers()["x-frame-options"]).toBe("SAMEORIGIN");
      const policy = expectPagePolicy(response, "'self'");
      // The shared page allows the ad network's host; its script still waits for consent.
      expect(policy).toContain("http://ads.forsiden.test");
      const nonce = NONCE.exec(policy)?.[1];
      const html = await response.text();
      const scriptNonces = [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")[^>]*>/g)].map(
        ([tag]) => /nonce="([^"]+)"/.exec(tag)?.[1],
      );
      expect(scriptNonces.length).toBeGreaterThan(2);
      expect(new Set(scriptNonces)).toEqual(new Set([nonce]));
    }
  }
});

test("/admin redirects a stranger with frame protection and no ad host", async ({ request }) => {
  const response = await request.get("/admin", { maxRedirects: 0 });
  expect([302, 303]).toContain(response.status());
  expect(response.headers().location).toMatch(/^\/auth\?redirectTo=%2Fadmin|^\/auth\?redirectTo=\/admin/);
  expectCommonHeaders(response);
  expect(response.headers()["x-frame-options"]).toBe("DENY");
});

test("/auth may not be framed and never allows the ad network", async ({ request }) => {
  const response = await request.get("/auth");
  expect(response.status()).toBe(200);
  expectCommonHeaders(response);
  expect(response.headers()["x-frame-options"]).toBe("DENY");
  const policy = expectPagePolicy(response, "'none'");
  expect(policy).not.toContain("ads.forsiden.test");
});

test("assets, stored images and API answers get nosniff and the other headers too", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const asset = /(\/assets\/[\w.-]+\.(?:css|js))/.exec(html)?.[1] ?? "";
  expect(asset).not.toBe("");
  for (const path of [asset, "/robots.txt", "/rss.xml", "/healthz", "/findes-ikke-side"]) {
    const response = await request.get(path);
    expectCommonHeaders(response);
  }
});

test("each fresh render gets a fresh nonce", async ({ request }) => {
  const nonces = new Set<string>();
  for (let i = 0; i < 3; i++) {
    const response = await request.get("/auth");
    nonces.add(NONCE.exec(response.headers()["content-security-policy"] ?? "")?.[1] ?? "");
  }
  expect(nonces.size).toBe(3);
});

test("the page hydrates under the policy: React Router's and the consent banner's scripts run", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
  await expect(page.locator("html")).toHaveAttribute("data-js", "on");
});

// The suite's guard itself (tests/e2e/support/test.ts): an inline script without the nonce is
// blocked and reported to the guard's list, which fails the test that was running. Each case reads
// that list, asserts the report is there, and empties it so the case itself can pass.
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

test("the CSP guard records a violation on the test's own page", async ({ page, cspViolations }) => {
  await page.goto("/auth");
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true";
    document.body.append(script);
  });
  expect(await page.evaluate(() => "__injected" in window)).toBe(false);
  await settle();
  const seen = cspViolations.splice(0);
  expect(seen.some((text) => text.includes("script-src"))).toBe(true);
});

test("the CSP guard also watches contexts a spec opens itself", async ({
  browser,
  baseURL,
  cspViolations,
}) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto("/auth");
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.src = "https://elsewhere.example/evil.js";
    document.head.append(script);
  });
  await settle();
  await context.close();
  const seen = cspViolations.splice(0);
  expect(seen.some((text) => text.includes("elsewhere.example"))).toBe(true);
});
