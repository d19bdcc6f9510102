import { gunzipSync } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useSettingsDatabase } from "#tests/support/settings-database.ts";
import { TEST_DB_KIND } from "#tests/support/test-database.ts";
import { pageMeta } from "~/lib/seo";
import type { DatabaseHandle } from "~/server/db/client.server";
import { auditLog, contactMessages, session, siteSettings, user } from "~/server/db/schema";
import { cacheGeneration, getCachedPage, preparePage, storeCachedPage } from "~/server/page-cache.server";
import {
  getCachedSiteSettings,
  getSiteSettings,
  invalidateSiteSettingsCache,
} from "~/server/site-settings.server";
import {
  BACKUP_EXCLUDED_TABLES,
  createJsonBackup,
  createPgliteArchive,
  formatDuration,
  optimizeDatabase,
} from "./database-maintenance.server";
import { getSecurityOverview, signOutOtherSessions } from "./security.server";
import { getSiteInfo } from "./settings.server";
import { handleSettingsAction } from "./settings-actions.server";

const actor = { id: "admin-1", email: "chef@forsiden.test" };

function settingsForm(values: Record<string, string>): FormData {
  const form = new FormData();
  form.set("intent", "save");
  for (const [key, value] of Object.entries(values)) form.set(key, value);
  return form;
}

async function streamText(body: ReadableStream<Uint8Array> | Blob): Promise<string> {
  if (body instanceof Blob) return body.text();
  return new Response(body).text();
}

describe(`settings (spec §2 Indstillinger, PRODUCT.md) on ${TEST_DB_KIND}`, () => {
  let handle: DatabaseHandle;

  useSettingsDatabase((h) => {
    handle = h;
  });

  it("starts from the spec's defaults: notifications and analytics on, auto publish and maintenance off, agent off", async () => {
    const settings = await getSiteSettings(handle.db);
    expect(settings).toMatchObject({
      siteName: "Forsiden",
      enableNotifications: true,
      enableAnalytics: true,
      autoPublish: false,
      maintenanceMode: false,
      agentEnabled: false,
      agentFeedUrls: [],
    });
  });

  it("saves every field in one go, answers 'Indstillinger gemt!' and records who changed what", async () => {
    const result = await handleSettingsAction(
      handle,
      actor,
      "s-1",
      settingsForm({
        siteName: " Bold Nyt ",
        siteDescription: "Alt om dansk fodbold",
        enableNotifications: "on",
        autoPublish: "on",
        agentEnabled: "on",
        agentFeedUrls: "https://www.dr.dk/sport.rss\nhttps://feeds.example.dk/bold.xml",
      }),
    );
    expect(result).toEqual({ ok: true, intent: "save", message: "Indstillinger gemt!" });
    const settings = await getSiteSettings(handle.db);
    expect(settings).toMatchObject({
      siteName: "Bold Nyt",
      siteDescription: "Alt om dansk fodbold",
      enableNotifications: true,
      enableAnalytics: false,
      autoPublish: true,
      maintenanceMode: false,
      agentEnabled: true,
      agentFeedUrls: ["https://www.dr.dk/sport.rss", "https://feeds.example.dk/bold.xml"],
    });
    const audit = await handle.db.select().from(auditLog);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: "admin-1",
      actorEmail: "chef@forsiden.test",
      action: "updated",
      entityType: "settings",
      entityId: "1",
      summary: "opdaterede indstillingerne",
    });
    expect((audit[0].metadata as { changed: string[] }).changed.sort()).toEqual(
      [
        "agentEnabled",
        "agentFeedUrls",
        "autoPublish",
        "enableAnalytics",
        "siteDescription",
        "siteName",
      ].sort(),
    );
  });

  it("refuses an invalid form with the Danish field errors, and keeps the stored settings", async () => {
    const result = await handleSettingsAction(
      handle,
      actor,
      "s-1",
      settingsForm({ siteName: "", siteDescription: "x", agentFeedUrls: "ftp://nope" }),
    );
    expect(result).toEqual({
      ok: false,
      intent: "save",
      status: 400,
      message: "Tjek de markerede felter, og prøv igen.",
      fieldErrors: {
        siteName: "Sidenavn er påkrævet",
        agentFeedUrls:
          "Linje 1 er ikke en gyldig http(s)-adresse. Skriv én adresse pr. linje, fx https://www.dr.dk/nyheder/service/feeds/sport",
      },
    });
    expect((await getSiteSettings(handle.db)).siteName).toBe("Forsiden");
    expect(await handle.db.select().from(auditLog)).toHaveLength(0);
  });

  it("applies the site name at once: page titles via getSiteInfo, the cached settings and the page cache", async () => {
    // Prime the per-request settings cache and the page cache with the old values.
    expect((await getCachedSiteSettings(handle.db)).enableAnalytics).toBe(true);
    storeCachedPage(
      "/",
      await preparePage({ status: 200, headers: [], body: Buffer.from("gammel") }),
      cacheGeneration(),
    );
    expect(getCachedPage("/", 60_000)).toBeDefined();

    await handleSettingsAction(
      handle,
      actor,
      "s-1",
      settingsForm({ siteName: "Bold Nyt", siteDescription: "Alt om bold", maintenanceMode: "on" }),
    );

    const site = await getSiteInfo(handle.db);
    expect(site).toEqual({
      siteName: "Bold Nyt",
      siteDescription: "Alt om bold",
      publicUrl: "https://forsiden.test",
    });
    expect(pageMeta({ site, path: "/" })[0]).toEqual({ title: "Bold Nyt - Alt om bold" });
    expect(pageMeta({ site, title: "Kontakt os", path: "/contact" })[0]).toEqual({
      title: "Kontakt os | Bold Nyt",
    });
    // The analytics toggle is read per request from the cached settings: off now, without waiting.
    const cached = await getCachedSiteSettings(handle.db);
    expect(cached.enableAnalytics).toBe(false);
    expect(cached.maintenanceMode).toBe(true);
    expect(getCachedPage("/", 60_000)).toBeUndefined();
    const [entry] = await handle.db.select().from(auditLog).orderBy(desc(auditLog.id));
    expect(entry.summary).toBe("slog vedligeholdelsestilstand til");
  });

  it("the per-request settings copy keeps serving while the database is away, and refreshes once it is back", async () => {
    invalidateSiteSettingsCache();
    await getSiteSettings(handle.db);
    await handle.db.update(siteSettings).set({ maintenanceMode: true }).where(eq(siteSettings.id, 1));
    let attempts = 0;
    const away = {
      select: () => {
        attempts += 1;
        throw new Error("database unavailable");
      },
    } as unknown as DatabaseHandle["db"];
    // Nothing read yet: the error reaches the caller.
    await expect(getCachedSiteSettings(away, 1_000)).rejects.toThrow("database unavailable");
    expect((await getCachedSiteSettings(handle.db, 1_000)).maintenanceMode).toBe(true);
    // Expired (TTL 5 s) while the database is away: the last copy, at once, and one attempt.
    expect((await getCachedSiteSettings(away, 7_000)).maintenanceMode).toBe(true);
    await new Promise((r) => setTimeout(r, 10));
    expect(attempts).toBe(2);
    // The next 2 s do not ask the database again.
    expect((await getCachedSiteSettings(away, 8_000)).maintenanceMode).toBe(true);
    expect(attempts).toBe(2);
    // Back: the stale copy answers once more while the refresh reads the new value.
    await handle.db.update(siteSettings).set({ maintenanceMode: false }).where(eq(siteSettings.id, 1));
    expect((await getCachedSiteSettings(handle.db, 9_500)).maintenanceMode).toBe(true);
    await new Promise((r) => setTimeout(r, 50));
    expect((await getCachedSiteSettings(handle.db, 9_600)).maintenanceMode).toBe(false);
    invalidateSiteSettingsCache();
  });

  it("'Log ud af alle andre sessioner' deletes every session but the current one and audits it", async () => {
    await handle.db.delete(session);
    await handle.db.delete(user);
    const expires = new Date(Date.now() + 86_400_000);
    await handle.db.insert(user).values([
      { id: "a", email: "admin@forsiden.test", name: "A", role: "admin", twoFactorEnabled: true },
      { id: "e", email: "redaktor@forsiden.test", name: "E", role: "editor" },
      { id: "u", email: "laeser@forsiden.test", name: "U", role: "user" },
    ]);
    await handle.db.insert(session).values([
      { id: "a-1", token: "t-a-1", userId: "a", expiresAt: expires },
      { id: "a-2", token: "t-a-2", userId: "a", expiresAt: expires },
      { id: "e-1", token: "t-e-1", userId: "e", expiresAt: expires },
      { id: "u-1", token: "t-u-1", userId: "u", expiresAt: expires },
      { id: "u-old", token: "t-u-old", userId: "u", expiresAt: new Date(Date.now() - 1000) },
    ]);

    expect(await getSecurityOverview(handle.db)).toEqual({
      activeSessions: 4,
      staff: [
        { email: "admin@forsiden.test", role: "admin", twoFactorEnabled: true },
        { email: "redaktor@forsiden.test", role: "editor", twoFactorEnabled: false },
      ],
    });

    const form = new FormData();
    form.set("intent", "sign-out-others");
    const result = await handleSettingsAction(handle, actor, "a-1", form);
    expect(result).toEqual({
      ok: true,
      intent: "sign-out-others",
      message: "4 andre sessioner er logget ud.",
    });
    const left = await handle.db.select({ id: session.id }).from(session);
    expect(left).toEqual([{ id: "a-1" }]);
    const [entry] = await handle.db.select().from(auditLog);
    expect(entry).toMatchObject({
      action: "sessions_revoked",
      entityType: "settings",
      summary: "loggede alle andre sessioner ud (4)",
      metadata: { sessionsRevoked: 4 },
    });
    expect(await signOutOtherSessions(handle.db, actor, "a-1")).toEqual({
      revoked: 0,
      message: "Der var ingen andre aktive sessioner.",
    });
  });

  it("the JSON backup holds the app tables as valid JSON and leaves out sign-in secrets", async () => {
    await handle.db.delete(contactMessages);
    await handle.db
      .insert(contactMessages)
      .values({ name: "Mette", email: "mette@eksempel.dk", subject: "Tip", message: "Hej æøå" });
    await getSiteSettings(handle.db);
    await handle.db
      .insert(user)
      .values({ id: "backup-u", email: "backup@forsiden.test", name: "B", role: "editor" })
      .onConflictDoNothing();
    await handle.db.insert(session).values({
      id: "backup-s",
      token: "hemmelig-token-123",
      userId: "backup-u",
      expiresAt: new Date(Date.now() + 60_000),
    });

    const backup = await createJsonBackup(handle, new Date("2025-03-01T10:20:30.456Z"));
    expect(backup.filename).toBe("forsiden-backup-2025-03-01T10-20-30Z.json");
    expect(backup.contentType).toBe("application/json; charset=utf-8");
    const text = await streamText(backup.body);
    const parsed = JSON.parse(text);
    expect(parsed).toMatchObject({
      format: "forsiden-backup",
      version: 1,
      createdAt: "2025-03-01T10:20:30.456Z",
      database: TEST_DB_KIND,
      excluded: BACKUP_EXCLUDED_TABLES,
    });
    expect(Object.keys(parsed.tables)).toEqual(
      expect.arrayContaining(["articles", "clubs", "site_settings", "contact_messages", "audit_log", "user"]),
    );
    for (const name of ["session", "account", "verification", "two_factor", "mail_outbox"]) {
      expect(parsed.tables[name], name).toBeUndefined();
    }
    expect(parsed.tables.contact_messages).toEqual([
      expect.objectContaining({ name: "Mette", subject: "Tip", message: "Hej æøå", handled_at: null }),
    ]);
    expect(parsed.tables.site_settings).toEqual([expect.objectContaining({ id: 1, site_name: "Forsiden" })]);
    expect(text).not.toContain("hemmelig-token-123");
  });

  it.runIf(TEST_DB_KIND === "pglite")(
    "on PGlite the whole data folder downloads as a .tar.gz that PGlite opens again",
    async () => {
      await getSiteSettings(handle.db);
      await handle.db.update(siteSettings).set({ siteName: "Arkivtest" }).where(eq(siteSettings.id, 1));
      const archive = await createPgliteArchive(handle, new Date("2025-03-01T10:20:30Z"));
      if (!archive) throw new Error("expected an archive on PGlite");
      expect(archive.filename).toBe("forsiden-pglite-2025-03-01T10-20-30Z.tar.gz");
      expect(archive.contentType).toBe("application/gzip");
      const bytes = Buffer.from(await (archive.body as Blob).arrayBuffer());
      expect(bytes.length).toBeGreaterThan(100_000);
      expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);
      // A tar archive: "ustar" at offset 257 of the first header.
      expect(gunzipSync(bytes).subarray(257, 262).toString()).toBe("ustar");
      const restored = await PGlite.create({ loadDataDir: new Blob([bytes]) });
      try {
        const { rows } = await restored.query<{ site_name: string }>("SELECT site_name FROM site_settings");
        expect(rows).toEqual([{ site_name: "Arkivtest" }]);
      } finally {
        await restored.close();
      }
    },
  );

  it.runIf(TEST_DB_KIND === "postgres")(
    "on PostgreSQL there is no data-folder archive (the JSON export is the backup)",
    async () => {
      expect(await createPgliteArchive(handle)).toBeNull();
    },
  );

  it("'Optimer database' vacuums the database, shows the duration and audits it", async () => {
    const result = await optimizeDatabase(handle, actor);
    const command = TEST_DB_KIND === "pglite" ? "VACUUM" : "VACUUM (ANALYZE)";
    expect(result.command).toBe(command);
    expect(result.durationMs).toBeGreaterThanOrEqual(0);
    expect(result.message).toBe(
      `Databasen er optimeret (${command}) på ${formatDuration(result.durationMs)}.`,
    );
    const [entry] = await handle.db.select().from(auditLog);
    expect(entry).toMatchObject({
      action: "optimized",
      entityType: "database",
      summary: `optimerede databasen (${command})`,
    });
  });

  it("formats durations the Danish way", () => {
    expect(formatDuration(850)).toBe("850 ms");
    expect(formatDuration(1234)).toBe("1,2 s");
  });

  it("answers an unknown intent with 'Ukendt handling'", async () => {
    const form = new FormData();
    form.set("intent", "drop-tables");
    expect(await handleSettingsAction(handle, actor, "s-1", form)).toEqual({
      ok: false,
      intent: "unknown",
      message: "Ukendt handling",
      status: 400,
    });
  });
});
