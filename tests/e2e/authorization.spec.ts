import { type APIRequestContext, request } from "@playwright/test";
import { ADMIN_NAV } from "../../app/features/admin/admin-nav";
import routeConfig from "../../app/routes";
import {
  ADMIN_ONLY,
  adminRoutes,
  CONTRIBUTOR_ENDPOINTS,
  CONTRIBUTOR_PAGES,
  CONTRIBUTOR_READ_ONLY,
  ISSUE_26_ROUTES,
  type RouteEntry,
} from "../support/admin-access";
import { withConsent } from "./support/consent";
import { devAdmin } from "./support/dev-admin";
import { type Accounts, ensureAccounts, type StorageState } from "./support/staff-accounts";
import { expect, test } from "./support/test";

/*
 * The issue's "Done means": every admin page, endpoint and action answers anonymous users with a
 * redirect to /auth?redirectTo=…, plain users with 403, contributors ('skribent', issue 26) with 200
 * on their own few pages and 403 elsewhere, editors with 200 except the admin-only pages (403), and
 * administrators with 200. The list of paths is read from app/routes.ts, so a new admin route is
 * checked the day it is added.
 */

const ROUTES = adminRoutes(routeConfig as RouteEntry[]);
let accounts: Accounts;

function baseUrlOf(info: { project: { use: { baseURL?: string } } }): string {
  const url = info.project.use.baseURL;
  if (!url) throw new Error("baseURL is not set");
  return url;
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browser }, testInfo) => {
  test.setTimeout(90_000);
  accounts = await ensureAccounts(browser, baseUrlOf(testInfo));
});

async function client(baseURL: string, state?: StorageState) {
  return request.newContext({ baseURL, storageState: state });
}

function authRedirect(routePath: string) {
  return `/auth?redirectTo=${encodeURIComponent(routePath)}`;
}

/** Answers to GET and to a POST (an admin action) for each admin path. */
async function probe(api: APIRequestContext, routePath: string) {
  const get = await api.get(routePath, { maxRedirects: 0 });
  // An intent no action knows, so that a probe that passes the guard changes nothing.
  const post = await api.post(routePath, { form: { intent: "__authorization_probe__" }, maxRedirects: 0 });
  const location = (r: typeof get) => {
    const value = r.headers().location;
    if (!value) return null;
    const url = new URL(value, "http://x");
    return url.pathname + url.search;
  };
  return {
    get: {
      status: get.status(),
      location: location(get),
      body: get.status() === 403 ? await get.text() : "",
    },
    post: { status: post.status(), location: location(post) },
  };
}

test("the route table is read: every admin page and endpoint is in the matrix", () => {
  const paths = ROUTES.map((r) => r.path);
  // The sidebar's pages (the spec's nine links, pinned in admin-nav.test.ts), then the rest.
  for (const expected of [
    ...ADMIN_NAV.map((link) => link.to),
    "/admin/brugere",
    "/admin/profil",
    "/admin/stillinger",
    "/admin/henvendelser",
    "/admin/live/test-articleId",
    "/admin/nyhedsbreve",
    "/admin/push",
    "/admin/api/upload",
    "/admin/api/media",
    "/admin/api/indexing",
    "/admin/api/jobs/test-name/run",
    "/admin/api/backup",
    "/admin/api/nyhedsbreve/eksport",
  ]) {
    expect(paths).toContain(expected);
  }
  for (const adminOnly of ADMIN_ONLY) expect(paths).toContain(adminOnly);
  for (const page of CONTRIBUTOR_PAGES.filter((p) => !ISSUE_26_ROUTES.includes(p))) {
    expect(paths).toContain(page);
  }
  // Issue 26's endpoints are matched exactly once they exist; nothing else may appear unnoticed.
  const endpoints = ROUTES.filter((r) => r.endpoint).map((r) => r.path);
  expect([...endpoints].sort()).toEqual(
    [
      "/admin/api/upload",
      "/admin/api/media",
      // Issue 27: the embed preview.
      "/admin/api/indlejring",
      // Issue 27: a picture's focal point.
      "/admin/api/medier/fokuspunkt",
      "/admin/api/indexing",
      "/admin/api/jobs/test-name/run",
      "/admin/api/backup",
      "/admin/api/nyhedsbreve/eksport",
      ...ISSUE_26_ROUTES.filter((p) => p.startsWith("/admin/api/") && endpoints.includes(p)),
    ].sort(),
  );
});

test("anonymous visitors are sent to /auth?redirectTo=… from every admin page, endpoint and action", async ({
  baseURL,
}) => {
  const api = await client(baseURL ?? "");
  for (const { path: routePath } of ROUTES) {
    const { get, post } = await probe(api, routePath);
    expect.soft(get, `GET ${routePath}`).toMatchObject({ status: 302, location: authRedirect(routePath) });
    // 405: the route has no action at all, so there is nothing to protect.
    if (post.status !== 405) {
      expect
        .soft(post, `POST ${routePath}`)
        .toMatchObject({ status: 302, location: authRedirect(routePath) });
    }
  }
  await api.dispose();
});

test("a signed-in user without a staff role gets 403 'Ingen adgang' everywhere in /admin", async ({
  baseURL,
}) => {
  const api = await client(baseURL ?? "", accounts.user.state);
  for (const { path: routePath, endpoint } of ROUTES) {
    const { get, post } = await probe(api, routePath);
    expect.soft(get.status, `GET ${routePath}`).toBe(403);
    if (!endpoint) expect.soft(get.body, `GET ${routePath}`).toContain("Ingen adgang");
    expect.soft([403, 405], `POST ${routePath}`).toContain(post.status);
  }
  await api.dispose();
});

test("contributors ('skribent') get their own pages and endpoints, and 403 'Ingen adgang' everywhere else", async ({
  baseURL,
}) => {
  const api = await client(baseURL ?? "", accounts.contributor.state);
  const present = ROUTES.map((r) => r.path);
  // Each allowed path that exists is checked below; the pages of the issue before issue 26 must.
  for (const page of CONTRIBUTOR_PAGES.filter((p) => !ISSUE_26_ROUTES.includes(p))) {
    expect(present).toContain(page);
  }
  for (const { path: routePath, endpoint } of ROUTES) {
    const { get, post } = await probe(api, routePath);
    if (CONTRIBUTOR_READ_ONLY.includes(routePath)) {
      // Read, but the actions are editors' (assignments are created and changed by editors).
      expect.soft(get.status, `GET ${routePath}`).toBe(200);
      expect.soft([403, 405], `POST ${routePath}`).toContain(post.status);
      continue;
    }
    if (CONTRIBUTOR_PAGES.includes(routePath)) {
      expect.soft(get.status, `GET ${routePath}`).toBe(200);
    } else if (CONTRIBUTOR_ENDPOINTS.includes(routePath)) {
      expect.soft([302, 401, 403], `GET ${routePath}`).not.toContain(get.status);
    } else {
      expect.soft(get.status, `GET ${routePath}`).toBe(403);
      if (!endpoint) expect.soft(get.body, `GET ${routePath}`).toContain("Ingen adgang");
      expect.soft([403, 405], `POST ${routePath}`).toContain(post.status);
      continue;
    }
    expect.soft(post.location ?? "", `POST ${routePath}`).not.toMatch(/^\/auth/);
    expect.soft([401, 403], `POST ${routePath}`).not.toContain(post.status);
    // An intent no action knows is a bad request, never a server error.
    expect.soft(post.status, `POST ${routePath}`).toBeLessThan(500);
  }
  await api.dispose();
});

test("editors get 200 everywhere except the admin-only pages (settings, users: 403)", async ({ baseURL }) => {
  const api = await client(baseURL ?? "", accounts.editor.state);
  for (const { path: routePath, endpoint } of ROUTES) {
    const { get, post } = await probe(api, routePath);
    if (ADMIN_ONLY.includes(routePath)) {
      expect.soft(get.status, `GET ${routePath}`).toBe(403);
      expect.soft(get.body, `GET ${routePath}`).toContain("Ingen adgang");
      expect.soft([403, 405], `POST ${routePath}`).toContain(post.status);
      continue;
    }
    if (endpoint) {
      // Endpoints answer in their own way (JSON, 405 for a method they lack), but never 'no access'.
      expect.soft([302, 401, 403], `GET ${routePath}`).not.toContain(get.status);
    } else if (routePath.includes("/test-")) {
      // A page for one record (the live desk of an article): a made-up id is not found, never 'no access'.
      expect.soft([200, 404], `GET ${routePath}`).toContain(get.status);
    } else {
      expect.soft(get.status, `GET ${routePath}`).toBe(200);
    }
    expect.soft(post.location ?? "", `POST ${routePath}`).not.toMatch(/^\/auth/);
    expect.soft([401, 403], `POST ${routePath}`).not.toContain(post.status);
  }
  await api.dispose();
});

test("editors open the assignments and the planning view (issue 26)", async ({ baseURL }) => {
  const api = await client(baseURL ?? "", accounts.editor.state);
  const present = ROUTES.map((r) => r.path);
  for (const routePath of ["/admin/opgaver", "/admin/planlaegning"].filter((p) => present.includes(p))) {
    const response = await api.get(routePath, { maxRedirects: 0 });
    expect.soft(response.status(), `GET ${routePath}`).toBe(200);
  }
  await api.dispose();
});

test("administrators get 200 on every admin page and pass every endpoint's and action's guard", async ({
  baseURL,
}) => {
  const api = await client(baseURL ?? "", accounts.admin);
  for (const { path: routePath, endpoint } of ROUTES) {
    const { get, post } = await probe(api, routePath);
    if (endpoint) expect.soft([302, 401, 403], `GET ${routePath}`).not.toContain(get.status);
    // A page for one record with a made-up id (the live desk): not found, never 'no access'.
    else if (routePath.includes("/test-")) expect.soft([200, 404], `GET ${routePath}`).toContain(get.status);
    else expect.soft(get.status, `GET ${routePath}`).toBe(200);
    expect.soft(post.location ?? "", `POST ${routePath}`).not.toMatch(/^\/auth/);
    expect.soft([401, 403], `POST ${routePath}`).not.toContain(post.status);
  }
  await api.dispose();
});

test("an editor sees 'Ingen adgang' inside the admin shell on an admin-only page", async ({
  editorPage: page,
}) => {
  const response = await page.goto("/admin/settings");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Ingen adgang" })).toBeVisible();
  await expect(page.getByText("Kun administratorer har adgang til denne side.")).toBeVisible();
  await expect(page.getByText(`Velkommen, ${accounts.editor.email}`)).toBeVisible();
  await expect(page.getByText("Du er logget ind som redaktør")).toBeVisible();
  await page.getByRole("link", { name: "Til oversigten" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Oversigt", level: 1 })).toBeVisible();
});

test("a contributor sees 'Ingen adgang' inside the admin shell on an editor-only page (issue 26)", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, storageState: accounts.contributor.state });
  await withConsent(context, baseURL);
  const page = await context.newPage();
  const response = await page.goto("/admin/analytics");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Ingen adgang" })).toBeVisible();
  await expect(page.getByText("Kun redaktører og administratorer har adgang til denne side.")).toBeVisible();
  await expect(page.getByText("Du er logget ind som skribent")).toBeVisible();
  // The sidebar offers a contributor only its own pages.
  const nav = page.getByRole("navigation", { name: "Admin-menu", exact: true });
  await expect(nav.getByRole("link", { name: "Artikler" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Analytics" })).toHaveCount(0);
  await page.getByRole("link", { name: "Til oversigten" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Oversigt", level: 1 })).toBeVisible();
  // The overview shows a contributor no site-wide figures and nobody's activity.
  await expect(page.getByTestId("stat-total-articles")).toHaveCount(0);
  await expect(page.getByTestId("recent-activity")).toHaveCount(0);
  await context.close();
});

/*
 * Issue 24, reader accounts (ADR 0025): /konto, its data download and the header's status belong
 * to whoever is signed in, whatever the role, and to nobody else; anonymous visitors are sent to
 * /konto/log-ind. All of it private and never stored.
 */
const ACCOUNT_PATHS = ["/konto", "/konto/data"];

test("reader accounts: anonymous visitors go to /konto/log-ind; each role gets its own /konto, data and status, private", async ({
  baseURL,
}) => {
  const anonymous = await client(baseURL ?? "");
  for (const routePath of ACCOUNT_PATHS) {
    const get = await anonymous.get(routePath, { maxRedirects: 0 });
    expect.soft(get.status(), `GET ${routePath}`).toBe(302);
    expect.soft(get.headers().location, `GET ${routePath}`).toBe("/konto/log-ind");
  }
  const post = await anonymous.post("/konto", {
    form: { intent: "__authorization_probe__" },
    maxRedirects: 0,
  });
  expect.soft(post.status(), "POST /konto").toBe(302);
  expect.soft(post.headers().location, "POST /konto").toBe("/konto/log-ind");
  const signIn = await anonymous.get("/konto/log-ind");
  expect(signIn.status()).toBe(200);
  expect(signIn.headers()["cache-control"]).toBe("private, no-store");
  const status = await anonymous.get("/api/konto/status");
  expect(await status.json()).toEqual({ signedIn: false, name: null, follows: [] });
  expect(status.headers()["cache-control"]).toBe("private, no-store");
  await anonymous.dispose();

  const roles: [string, StorageState, string][] = [
    ["user", accounts.user.state, accounts.user.email],
    ["editor", accounts.editor.state, accounts.editor.email],
    ["contributor", accounts.contributor.state, accounts.contributor.email],
    ["admin", accounts.admin, devAdmin().email],
  ];
  for (const [role, state, email] of roles) {
    const api = await client(baseURL ?? "", state);
    const page = await api.get("/konto", { maxRedirects: 0 });
    expect.soft(page.status(), `${role}: GET /konto`).toBe(200);
    expect.soft(page.headers()["cache-control"], `${role}: GET /konto`).toBe("private, no-store");
    expect.soft(await page.text(), `${role}: GET /konto`).toContain(email);
    const back = await api.get("/konto/log-ind", { maxRedirects: 0 });
    expect.soft(back.headers().location, `${role}: GET /konto/log-ind`).toBe("/konto");
    expect.soft(await (await api.get("/api/konto/status")).json(), `${role}: status`).toMatchObject({
      signedIn: true,
    });
    const download = await api.get("/konto/data", { maxRedirects: 0 });
    expect.soft(download.status(), `${role}: GET /konto/data`).toBe(200);
    expect.soft(download.headers()["cache-control"], `${role}: GET /konto/data`).toBe("private, no-store");
    expect.soft((await download.json()).user.email, `${role}: its own data only`).toBe(email);
    // An intent the action does not know changes nothing, and is not 'sign in first'.
    const probe = await api.post("/konto", { form: { intent: "__authorization_probe__" }, maxRedirects: 0 });
    expect.soft(probe.status(), `${role}: POST /konto`).toBe(400);
    await api.dispose();
  }
});

test("followed clubs: anonymous visitors are sent to sign in; the strip and the follow endpoint answer privately", async ({
  baseURL,
}) => {
  const anonymous = await client(baseURL ?? "");
  const mine = await anonymous.get("/mine-klubber", { maxRedirects: 0 });
  expect.soft(mine.status(), "GET /mine-klubber").toBe(302);
  expect.soft(mine.headers().location, "GET /mine-klubber").toBe("/konto/log-ind?redirectTo=%2Fmine-klubber");
  const follow = await anonymous.post("/api/klubber/fc-kobenhavn/foelg", {
    form: { intent: "follow", redirectTo: "/klubber/fc-kobenhavn" },
    maxRedirects: 0,
  });
  expect.soft(follow.status(), "POST follow").toBe(303);
  expect
    .soft(follow.headers().location, "POST follow")
    .toBe("/konto/log-ind?redirectTo=%2Fklubber%2Ffc-kobenhavn");
  const json = await anonymous.post("/api/klubber/fc-kobenhavn/foelg", {
    form: { intent: "follow" },
    headers: { accept: "application/json" },
  });
  expect.soft(json.status(), "POST follow (JSON)").toBe(401);
  expect.soft(await json.json()).toEqual({ error: "Log ind for at følge klubber." });
  const strip = await anonymous.get("/api/mine-klubber");
  expect.soft(await strip.json()).toEqual({ signedIn: false, clubs: [] });
  expect.soft(strip.headers()["cache-control"]).toBe("private, no-store");
  await anonymous.dispose();
});

test("a signed-in user without a staff role gets 'Ingen adgang' on /admin, with 'Min konto' leading to /konto", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, storageState: accounts.user.state });
  await withConsent(context, baseURL);
  const page = await context.newPage();
  const response = await page.goto("/admin");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Ingen adgang" })).toBeVisible();
  await page.getByRole("link", { name: "Min konto" }).click();
  await expect(page).toHaveURL(/\/konto$/);
  await expect(page.getByRole("heading", { name: "Min konto", level: 1 })).toBeVisible();
  await context.close();
});
