import http from "node:http";
import type { APIRequestContext, APIResponse } from "@playwright/test";
import { fillPattern, routePatterns } from "./support/fuzz-targets";
import { expect, test } from "./support/test";

/*
 * Issue 21: every API answer is `private, no-store` (docs/operations.md), whoever asks and whatever
 * the status: the session endpoint carries the token, the e-mail and the role. The API routes are
 * read from app/routes.ts, so a new endpoint is checked the day it is added. Plain HTTP: desktop only.
 */
test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, "plain HTTP: desktop only");

const PRIVATE = "private, no-store";

/** Issue 25: the VAPID public key is the same for everybody and may be kept for an hour. */
const PUBLIC_API = "/api/push/key";

/** The JSON endpoints of app/routes.ts (resource routes under /api/ and /admin/api/). */
function apiRoutes(): string[] {
  const routes = routePatterns()
    .filter((r) => r.resource && /^\/(admin\/)?api\//.test(r.pattern) && r.pattern !== PUBLIC_API)
    .map((r) => fillPattern(r.pattern, { id: "00000000-0000-4000-8000-000000000000", name: "test-name" }));
  expect(routes.length).toBeGreaterThanOrEqual(7);
  return routes;
}

/** Better Auth's answers an anonymous visitor can get: success, 4xx and 404 alike. */
const AUTH_REQUESTS: { method: "GET" | "POST"; path: string; data?: Record<string, unknown> }[] = [
  { method: "GET", path: "/api/auth/get-session" },
  { method: "GET", path: "/api/auth/ok" },
  { method: "GET", path: "/api/auth/verify-email?token=ugyldig" },
  { method: "GET", path: "/api/auth/reset-password/ugyldig?callbackURL=%2Fauth%2Fnulstil" },
  { method: "POST", path: "/api/auth/sign-in/email", data: { email: "ikke-et-tal" } },
  { method: "POST", path: "/api/auth/sign-out", data: {} },
  { method: "POST", path: "/api/auth/findes-ikke", data: {} },
];

function expectPrivate(response: APIResponse, what: string) {
  expect(response.status(), what).toBeLessThan(500);
  expect(response.headers()["cache-control"], what).toBe(PRIVATE);
}

async function send(api: APIRequestContext, method: "GET" | "POST", path: string, data?: unknown) {
  return method === "GET"
    ? api.get(path, { maxRedirects: 0 })
    : api.post(path, { data: data ?? {}, maxRedirects: 0 });
}

test("every API route of the route table answers private, no-store: anonymous, and as an administrator", async ({
  request,
  adminPage,
}) => {
  for (const path of apiRoutes()) {
    expectPrivate(await send(request, "GET", path), `anonymous GET ${path}`);
    expectPrivate(await send(request, "POST", path, { intent: "__cache_probe__" }), `anonymous POST ${path}`);
    expectPrivate(await send(adminPage.request, "GET", path), `admin GET ${path}`);
  }
});

test("the VAPID public key is the one API answer a browser may keep (an hour), and it is the same for an administrator", async ({
  request,
  adminPage,
}) => {
  const anonymous = await request.get(PUBLIC_API);
  expect(anonymous.status()).toBe(200);
  expect(anonymous.headers()["cache-control"]).toBe("public, max-age=3600");
  const admin = await adminPage.request.get(PUBLIC_API);
  expect(await admin.json()).toEqual(await anonymous.json());
});

test("every /api/auth/* answer is private, no-store, and get-session's personal answer above all", async ({
  request,
  adminPage,
}) => {
  for (const { method, path, data } of AUTH_REQUESTS) {
    expectPrivate(await send(request, method, path, data), `${method} ${path}`);
  }
  const session = await adminPage.request.get("/api/auth/get-session");
  expectPrivate(session, "signed-in GET /api/auth/get-session");
  const body = (await session.json()) as {
    session: { token: string };
    user: { email: string; role: string };
  };
  expect(body.user.role).toBe("admin");
  expect(body.session.token.length).toBeGreaterThan(10);
});

/** A raw request: Playwright and fetch will not send a Host header of the caller's choosing. */
function rawPost(baseURL: string, path: string, headers: Record<string, string>) {
  const url = new URL(path, baseURL);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, path: url.pathname, method: "POST", headers },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          body += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on("error", reject);
    req.end("{}");
  });
}

test("a sign-out from a foreign origin is refused by our check, even when the Host header names that origin", async ({
  baseURL,
}) => {
  const headers = {
    host: "evil.example",
    origin: "http://evil.example",
    cookie: "forsiden.session_token=noget",
    "content-type": "application/json",
  };
  // Refused by the server's origin check (403 text), before Better Auth could log 'Invalid origin'.
  expect(await rawPost(baseURL ?? "", "/api/auth/sign-out", headers)).toEqual({
    status: 403,
    body: "Forbidden (cross-origin request)",
  });
  // The same request from the site's own origin reaches Better Auth.
  const own = await rawPost(baseURL ?? "", "/api/auth/sign-out", { ...headers, origin: baseURL ?? "" });
  expect(own.status).toBe(200);
});
