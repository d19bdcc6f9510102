import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, TEST_DB_KIND } from "#tests/support/test-database.ts";
import { resetAuthRateLimits } from "~/features/auth/auth-actions.server";
import { ensureAccount } from "~/features/users/staff-accounts.server";
import { getAuth } from "~/server/auth.server";
import { type DatabaseHandle, setDatabaseHandle } from "~/server/db/client.server";
import { siteSettings } from "~/server/db/schema";
import { parseEnv, setEnvForTesting } from "~/server/env.server";
import type { RequestSession, Role } from "~/server/session.server";
import { getSiteSettings, invalidateSiteSettingsCache } from "~/server/site-settings.server";
import {
  isOpenDuringMaintenance,
  MAINTENANCE_RETRY_AFTER_SECONDS,
  maintenanceMode,
} from "./maintenance-middleware";

const ORIGIN = "http://forsiden.test";

/** The same chain as server/app.ts: the session resolved by Better Auth, then maintenance mode, then the pages. */
function makeApp() {
  const app = new Hono<{ Variables: { session: RequestSession | null } }>();
  app.use(async (c, next) => {
    const result = await getAuth().api.getSession({ headers: c.req.raw.headers });
    c.set(
      "session",
      result
        ? {
            sessionId: result.session.id,
            expiresAt: new Date(result.session.expiresAt).toISOString(),
            user: {
              id: result.user.id,
              email: result.user.email,
              name: result.user.name,
              role: (result.user as { role?: Role }).role ?? "user",
              emailVerified: result.user.emailVerified,
              twoFactorEnabled: false,
            },
          }
        : null,
    );
    await next();
  });
  app.use(maintenanceMode());
  app.all("*", (c) => c.html(`<title>Side ${c.req.path}</title>`));
  return app;
}

async function signIn(email: string, password: string): Promise<string> {
  const { headers } = await getAuth().api.signInEmail({ body: { email, password }, returnHeaders: true });
  return headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

describe(`maintenance mode (PRODUCT.md) on ${TEST_DB_KIND}`, () => {
  let handle: DatabaseHandle;
  let dataDir: string;
  let editorCookie: string;
  let adminCookie: string;
  let readerCookie: string;
  const app = makeApp();

  async function setMaintenance(on: boolean, siteName = "Forsiden") {
    await getSiteSettings(handle.db);
    await handle.db.update(siteSettings).set({ maintenanceMode: on, siteName }).where(eq(siteSettings.id, 1));
    invalidateSiteSettingsCache();
  }

  beforeAll(async () => {
    handle = await createTestDatabase();
    setDatabaseHandle(handle);
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "forsiden-maintenance-test-"));
    setEnvForTesting(
      parseEnv({ NODE_ENV: "test", DATA_DIR: dataDir, PUBLIC_URL: ORIGIN, LOG_LEVEL: "silent" }),
    );
    resetAuthRateLimits();
    const auth = getAuth();
    await ensureAccount(auth, handle.db, {
      email: "redaktor@forsiden.test",
      password: "hemmelig1",
      role: "editor",
    });
    await ensureAccount(auth, handle.db, {
      email: "chef@forsiden.test",
      password: "hemmelig1",
      role: "admin",
    });
    await ensureAccount(auth, handle.db, {
      email: "laeser@forsiden.test",
      password: "hemmelig1",
      role: "user",
    });
    editorCookie = await signIn("redaktor@forsiden.test", "hemmelig1");
    adminCookie = await signIn("chef@forsiden.test", "hemmelig1");
    readerCookie = await signIn("laeser@forsiden.test", "hemmelig1");
  });

  afterAll(async () => {
    invalidateSiteSettingsCache();
    setDatabaseHandle(undefined);
    setEnvForTesting(undefined);
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  beforeEach(() => setMaintenance(false));

  it("lets everyone through while maintenance mode is off", async () => {
    const res = await app.request(`${ORIGIN}/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("<title>Side /</title>");
  });

  it("shows visitors a 503 page with Retry-After, no-store and noindex, and the site name", async () => {
    await setMaintenance(true, "Bold & Co");
    for (const pathname of ["/", "/article/en-artikel", "/contact", "/rss.xml"]) {
      const res = await app.request(`${ORIGIN}${pathname}`);
      expect(res.status, pathname).toBe(503);
      expect(res.headers.get("retry-after")).toBe(String(MAINTENANCE_RETRY_AFTER_SECONDS));
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("x-robots-tag")).toBe("noindex");
      expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
      const html = await res.text();
      expect(html).toContain("<title>Vedligeholdelse | Bold &amp; Co</title>");
      expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(html).toContain("<h1>Vi er snart tilbage</h1>");
      expect(html).toContain(
        "Bold &amp; Co er midlertidigt lukket, mens vi udfører vedligeholdelse. Prøv igen om lidt.",
      );
      expect(html).toContain('<a href="/auth">Log ind</a>');
    }
    const post = await app.request(`${ORIGIN}/contact`, {
      method: "POST",
      body: new URLSearchParams({ a: "b" }),
    });
    expect(post.status).toBe(503);
    const head = await app.request(`${ORIGIN}/`, { method: "HEAD" });
    expect(head.status).toBe(503);
    expect(await head.text()).toBe("");
  });

  it("a signed-in user without a staff role is a visitor too", async () => {
    await setMaintenance(true);
    const res = await app.request(`${ORIGIN}/`, { headers: { cookie: readerCookie } });
    expect(res.status).toBe(503);
  });

  it("admins and editors see the site as usual", async () => {
    await setMaintenance(true);
    for (const cookie of [editorCookie, adminCookie]) {
      const res = await app.request(`${ORIGIN}/article/en-artikel`, { headers: { cookie } });
      expect(res.status).toBe(200);
      expect(await res.text()).toBe("<title>Side /article/en-artikel</title>");
    }
  });

  it("keeps sign-in, the back office, Better Auth, health checks, stored images and assets open", async () => {
    await setMaintenance(true);
    for (const pathname of [
      "/auth",
      "/auth.data",
      "/auth/nulstil",
      "/admin",
      "/admin/settings.data",
      "/api/auth/get-session",
      "/healthz",
      "/readyz",
      "/storage/article-images/x.webp",
      "/assets/root-abc.js",
      "/__manifest",
    ]) {
      const res = await app.request(`${ORIGIN}${pathname}`);
      expect(res.status, pathname).toBe(200);
    }
  });

  it("does not open look-alike paths", () => {
    expect(isOpenDuringMaintenance("/authors")).toBe(false);
    expect(isOpenDuringMaintenance("/administration")).toBe(false);
    expect(isOpenDuringMaintenance("/api/articles/1/view")).toBe(false);
    expect(isOpenDuringMaintenance("/auth/to-faktor")).toBe(true);
  });

  it("applies the switch at once after the settings cache is dropped", async () => {
    await setMaintenance(true);
    expect((await app.request(`${ORIGIN}/`)).status).toBe(503);
    await setMaintenance(false);
    expect((await app.request(`${ORIGIN}/`)).status).toBe(200);
  });
});
