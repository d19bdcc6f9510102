import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import {
  ADMIN_ONLY,
  type AdminRoute,
  adminRoutes,
  CONTRIBUTOR_ENDPOINTS,
  CONTRIBUTOR_PAGES,
  CONTRIBUTOR_READ_ONLY,
  type RouteEntry,
} from "#tests/support/admin-access.ts";
import { insertRows } from "#tests/support/factories.ts";
import {
  TEST_ORIGIN as ORIGIN,
  routeArgs,
  routeRequest,
  sessionAs,
  outcome as statusOf,
} from "#tests/support/route-calls.ts";
import { TEST_DB_KIND } from "#tests/support/test-database.ts";
import routeConfig from "~/routes";
import { loader as layoutLoader } from "~/routes/admin/layout";
import { loader as overviewLoader } from "~/routes/admin/overview";
import { loader as articleLoader } from "~/routes/article";
import type { DatabaseHandle } from "~/server/db/client.server";
import type { RequestSession, Role } from "~/server/session.server";
import { createAppDatabase } from "../support/app-database";

/*
 * Issue 26: every admin loader and action checks the role itself. Each admin route module of the
 * route table is called directly, as each role, with the route's own URL: a user gets 403
 * everywhere, a contributor ('skribent') 403 except on its own pages and endpoints, an editor 403
 * only on the admin-only ones. The e2e (tests/e2e/authorization.spec.ts) checks the same lists over
 * HTTP; this runs in a second on both databases.
 */

const ROUTES = adminRoutes(routeConfig as RouteEntry[]);
/** The users the matrix inserts: matrix-<role>, named "Matrix <role>". */
const sessionOf = (role: Role) => sessionAs(role, "matrix", "Matrix ");
type Handler = (args: never) => unknown;
interface RouteModule {
  loader?: Handler;
  action?: Handler;
}

function args(route: Pick<AdminRoute, "path" | "params">, session: RequestSession | null, post = false) {
  // An intent no action knows, so that a call that passes the guard changes nothing.
  const form = post ? { intent: "__authorization_probe__" } : undefined;
  return routeArgs(routeRequest(route.path, form), session, route.params);
}

const modules = new Map<string, RouteModule>();
async function moduleOf(route: AdminRoute): Promise<RouteModule> {
  let mod = modules.get(route.file);
  if (!mod) {
    mod = (await import(/* @vite-ignore */ path.resolve("app", route.file))) as RouteModule;
    modules.set(route.file, mod);
  }
  return mod;
}

/** GET (the loader) and POST (the action) of one route as one role; null where the module has none. */
async function probe(route: AdminRoute, role: Role) {
  const mod = await moduleOf(route);
  const session = sessionOf(role);
  return {
    get: mod.loader ? await statusOf(() => mod.loader?.(args(route, session))) : null,
    post: mod.action ? await statusOf(() => mod.action?.(args(route, session, true))) : null,
  };
}

const contributorMay = (p: string) => CONTRIBUTOR_PAGES.includes(p) || CONTRIBUTOR_ENDPOINTS.includes(p);
const guardPassed = (s: { status: number; location?: string | null } | null) =>
  s === null || (s.status !== 401 && s.status !== 403 && !s.location?.startsWith("/auth"));

type Answers = Awaited<ReturnType<typeof probe>>;

/** The route's loader and action (where it has them) answered 403. */
function expectForbidden(route: AdminRoute, { get, post }: Answers) {
  if (get) expect.soft(get.status, `GET ${route.path}`).toBe(403);
  if (post) expect.soft(post.status, `POST ${route.path}`).toBe(403);
}

/** The route's loader and action both got past the role guard. */
function expectPastGuard(route: AdminRoute, { get, post }: Answers) {
  expect.soft(guardPassed(get), `GET ${route.path}: ${get?.status}`).toBe(true);
  expect.soft(guardPassed(post), `POST ${route.path}: ${post?.status}`).toBe(true);
}

describe(`the role matrix of every admin route on ${TEST_DB_KIND} (issue 26)`, () => {
  let handle: DatabaseHandle;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    handle = await createAppDatabase(ORIGIN);
    const roles: Role[] = ["user", "contributor", "editor", "admin"];
    const { articles } = await insertRows(handle.db, {
      users: roles.map((role) => ({
        id: `matrix-${role}`,
        email: `${role}@forsiden.test`,
        name: `Matrix ${role}`,
        role,
        authorSlug: role === "user" ? null : `matrix-${role}`,
        nameConfirmedAt: new Date(),
      })),
      articles: [
        {
          slug: "skribentens-kladde",
          title: "Skribentens kladde",
          isDraft: true,
          publishedAt: null,
          authorId: "matrix-contributor",
        },
        {
          slug: "redaktoerens-kladde",
          title: "Redaktørens kladde",
          isDraft: true,
          publishedAt: null,
          authorId: "matrix-editor",
        },
        { slug: "udgivet", title: "Udgivet" },
      ],
    });
    for (const a of articles) ids[a.slug] = a.id;
  });

  it("reads the admin routes from the route table, the contributor's pages among them", () => {
    const paths = ROUTES.map((r) => r.path);
    for (const p of [
      "/admin",
      "/admin/articles",
      "/admin/new-article",
      "/admin/profil",
      "/admin/analytics",
    ]) {
      expect(paths).toContain(p);
    }
    for (const p of ADMIN_ONLY) expect(paths).toContain(p);
    expect(ROUTES.length).toBeGreaterThan(20);
  });

  it("a signed-in user without a staff role gets 403 from every admin loader and action", async () => {
    for (const route of ROUTES) {
      expectForbidden(route, await probe(route, "user"));
    }
  });

  it("a contributor passes the guard on its own pages and endpoints and gets 403 everywhere else", async () => {
    for (const route of ROUTES) {
      const answers = await probe(route, "contributor");
      const { get, post } = answers;
      if (CONTRIBUTOR_READ_ONLY.includes(route.path)) {
        if (get) expect.soft(get.status, `GET ${route.path}`).toBe(200);
        if (post) expect.soft(post.status, `POST ${route.path}`).toBe(403);
      } else if (contributorMay(route.path)) {
        expectPastGuard(route, answers);
        // An unknown intent is a bad request, never a server error.
        if (post) expect.soft(post.status, `POST ${route.path}`).toBeLessThan(500);
        if (get && !route.endpoint) expect.soft(get.status, `GET ${route.path}`).toBe(200);
      } else {
        expectForbidden(route, answers);
      }
    }
  });

  it("an editor gets 403 only on the admin-only routes", async () => {
    for (const route of ROUTES) {
      const answers = await probe(route, "editor");
      if (ADMIN_ONLY.includes(route.path)) expectForbidden(route, answers);
      else expectPastGuard(route, answers);
    }
  });

  it("the admin layout lets every staff role in, and gives a user 403", async () => {
    const layout = { path: "/admin", params: {} };
    for (const role of ["contributor", "editor", "admin"] as const) {
      expect((await statusOf(() => layoutLoader(args(layout, sessionOf(role))))).status, role).toBe(200);
    }
    expect((await statusOf(() => layoutLoader(args(layout, sessionOf("user"))))).status).toBe(403);
  });

  it("the overview's loader gives a contributor no site-wide figures or audit log, an editor both", async () => {
    const overview = { path: "/admin", params: {} };
    const asContributor = (await overviewLoader(args(overview, sessionOf("contributor")))) as {
      newsroom: unknown;
    };
    expect(asContributor.newsroom).toBeNull();
    const asEditor = (await overviewLoader(args(overview, sessionOf("editor")))) as {
      newsroom: { stats: { totalArticles: number }; activity: unknown[] } | null;
    };
    expect(asEditor.newsroom?.stats.totalArticles).toBe(3);
    expect(Array.isArray(asEditor.newsroom?.activity)).toBe(true);
  });

  it("at an article's address an editor previews any draft, a contributor only their own, others get 404", async () => {
    const open = async (slug: string, role: Role | null) =>
      statusOf(() =>
        articleLoader(routeArgs(`/article/${slug}`, role ? sessionOf(role) : null, { slugOrId: slug })),
      );
    for (const slug of ["skribentens-kladde", "redaktoerens-kladde"]) {
      expect((await open(slug, "editor")).status, `editor: ${slug}`).toBe(200);
      expect((await open(slug, "admin")).status, `admin: ${slug}`).toBe(200);
      expect((await open(slug, "user")).status, `user: ${slug}`).toBe(404);
      expect((await open(slug, null)).status, `anonymous: ${slug}`).toBe(404);
    }
    expect((await open("skribentens-kladde", "contributor")).status).toBe(200);
    expect((await open(ids["skribentens-kladde"], "contributor")).status).toBe(200);
    expect((await open("redaktoerens-kladde", "contributor")).status).toBe(404);
    expect((await open(ids["redaktoerens-kladde"], "contributor")).status).toBe(404);
    expect((await open("udgivet", "contributor")).status).toBe(200);
  });
});
