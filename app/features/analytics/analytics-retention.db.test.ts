import { beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, TEST_DB_KIND } from "#tests/support/test-database.ts";
import { auditLog, pageViewsDaily } from "~/server/db/schema";
import { deleteExpiredAnalytics } from "./analytics-retention.server";

type Handle = Awaited<ReturnType<typeof createTestDatabase>>;

describe(`deleteExpiredAnalytics (26 months) on ${TEST_DB_KIND}`, () => {
  let handle: Handle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });

  it("deletes page views and audit rows older than 26 months and keeps the rest", async () => {
    // 26 months before 15 May 2026 (noon in Copenhagen) is 15 March 2024.
    const now = new Date("2026-05-15T10:00:00Z");
    const view = (day: string) => ({ day, path: "/", referrerClass: "direct", views: 1, entries: 1 });
    await handle.db
      .insert(pageViewsDaily)
      .values([
        view("2024-03-13"),
        view("2024-03-14"),
        view("2024-03-15"),
        view("2024-03-16"),
        view("2026-05-15"),
      ]);
    const audit = (summary: string, createdAt: Date) => ({
      action: "create",
      entityType: "article",
      summary,
      createdAt,
    });
    await handle.db
      .insert(auditLog)
      .values([
        audit("for gammel", new Date("2024-03-14T10:00:00Z")),
        audit("et sekund for gammel", new Date("2024-03-15T09:59:59Z")),
        audit("præcis 26 måneder", new Date("2024-03-15T10:00:00Z")),
        audit("26 måneder minus en dag", new Date("2024-03-16T10:00:00Z")),
        audit("ny", new Date("2026-05-01T10:00:00Z")),
      ]);

    expect(await deleteExpiredAnalytics(handle.db, now)).toEqual({
      deletedPageViewRows: 2,
      deletedAuditRows: 2,
    });

    const days = (await handle.db.select({ day: pageViewsDaily.day }).from(pageViewsDaily)).map((r) =>
      String(r.day),
    );
    expect(days.sort()).toEqual(["2024-03-15", "2024-03-16", "2026-05-15"]);
    const summaries = (await handle.db.select({ s: auditLog.summary }).from(auditLog)).map((r) => r.s);
    expect(summaries.sort()).toEqual(["26 måneder minus en dag", "ny", "præcis 26 måneder"]);

    // A second run finds nothing more to delete.
    expect(await deleteExpiredAnalytics(handle.db, now)).toEqual({
      deletedPageViewRows: 0,
      deletedAuditRows: 0,
    });
  });
});
