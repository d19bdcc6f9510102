import { beforeAll, describe, expect, it } from "vitest";
import { createAppDatabase } from "#tests/support/app-database.ts";
import {
  argsOf as args,
  TEST_ORIGIN as ORIGIN,
  outcome,
  sessionAs as sessionOf,
} from "#tests/support/route-calls.ts";
import { TEST_DB_KIND } from "#tests/support/test-database.ts";
import { action as contactAction, loader as contactLoader } from "~/routes/admin/henvendelser";
import { action as settingsAction, loader as settingsLoader } from "~/routes/admin/settings";
import { loader as backupLoader } from "~/routes/admin-api/backup";
import type { DatabaseHandle } from "~/server/db/client.server";
import { auditLog } from "~/server/db/schema";

describe(`role checks of /admin/settings, /admin/api/backup and /admin/henvendelser on ${TEST_DB_KIND}`, () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createAppDatabase(ORIGIN);
  });

  it("settings and the backup are for admins only: signed out → /auth, editor → 403", async () => {
    expect(await outcome(() => settingsLoader(args("/admin/settings", null)))).toEqual({
      status: 302,
      location: "/auth?redirectTo=%2Fadmin%2Fsettings",
    });
    expect((await outcome(() => settingsLoader(args("/admin/settings", sessionOf("editor"))))).status).toBe(
      403,
    );
    const save = { intent: "save", siteName: "Hacket", siteDescription: "x" };
    expect(
      (await outcome(() => settingsAction(args("/admin/settings", sessionOf("editor"), save)))).status,
    ).toBe(403);
    expect((await outcome(() => backupLoader(args("/admin/api/backup", sessionOf("editor"))))).status).toBe(
      403,
    );
    expect((await outcome(() => backupLoader(args("/admin/api/backup", null)))).status).toBe(302);
    expect((await outcome(() => settingsLoader(args("/admin/settings", sessionOf("admin"))))).status).toBe(
      200,
    );
  });

  it("the backup answers an admin with a JSON attachment and records the download", async () => {
    const res = (await backupLoader(args("/admin/api/backup", sessionOf("admin")))) as Response;
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="forsiden-backup-[\dT-]+Z\.json"$/,
    );
    const body = await res.json();
    expect(body.format).toBe("forsiden-backup");
    const audit = await handle.db.select().from(auditLog);
    expect(audit.at(-1)).toMatchObject({
      action: "backup",
      entityType: "database",
      actorEmail: "admin@forsiden.test",
      summary: "hentede en sikkerhedskopi (JSON)",
    });
    const unknown = (await backupLoader(
      args("/admin/api/backup?format=zip", sessionOf("admin")),
    )) as Response;
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toBe("Ukendt format.");
  });

  it("contact messages are for staff: a plain user gets 403, an editor may read and act", async () => {
    expect((await outcome(() => contactLoader(args("/admin/henvendelser", sessionOf("user"))))).status).toBe(
      403,
    );
    const act = { intent: "handled", id: "6f1c2a5e-3b8d-4c1e-9f7a-2d4b6c8e0a1f" };
    expect(
      (await outcome(() => contactAction(args("/admin/henvendelser", sessionOf("user"), act)))).status,
    ).toBe(403);
    expect(
      (await outcome(() => contactLoader(args("/admin/henvendelser", sessionOf("editor"))))).status,
    ).toBe(200);
    // An unknown id: 404 with the Danish message, not an error page.
    expect(
      (await outcome(() => contactAction(args("/admin/henvendelser", sessionOf("editor"), act)))).status,
    ).toBe(404);
    const bad = { intent: "handled", id: "1 OR 1=1" };
    expect(
      (await outcome(() => contactAction(args("/admin/henvendelser", sessionOf("editor"), bad)))).status,
    ).toBe(400);
  });
});
