import { asc, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, TEST_DB_KIND } from "#tests/support/test-database.ts";
import { JOB_NAMES } from "~/features/jobs/job-catalog";
import { INTERRUPTED_MESSAGE, type JobRegistry, runJob } from "~/features/jobs/job-runner.server";
import { type DatabaseHandle, openDatabase } from "~/server/db/client.server";
import { articles, articleWorkingCopies, cronExecutions, embeds, user } from "~/server/db/schema";
import { cacheGeneration } from "~/server/page-cache.server";
import { jobRegistry } from "./job-definitions.server";
import { listJobInfos } from "./job-infos.server";

const MINUTE = 60_000;

function registryWith(overrides: Partial<JobRegistry>): JobRegistry {
  const noop = async () => ({ ok: true });
  return { ...Object.fromEntries(JOB_NAMES.map((n) => [n, noop])), ...overrides } as JobRegistry;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("jobs: runs recorded in cron_executions, one run at a time", () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  beforeEach(async () => {
    await handle.db.delete(cronExecutions);
  });

  it("a completed run: 'running' at the start, then 'completed' with response_data, completed_at and trigger", async () => {
    let seenWhileRunning: string | undefined;
    const registry = registryWith({
      "analytics-retention": async ({ db, trigger }) => {
        const [row] = await db.select().from(cronExecutions);
        seenWhileRunning = row.status;
        return { deleted: 4, trigger };
      },
    });
    const result = await runJob(handle, "analytics-retention", "manual", registry);
    expect(seenWhileRunning).toBe("running");
    expect(result).toMatchObject({
      jobName: "analytics-retention",
      status: "completed",
      responseData: { deleted: 4, trigger: "manual" },
      error: null,
    });
    const rows = await handle.db.select().from(cronExecutions);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: result.executionId,
      jobName: "analytics-retention",
      status: "completed",
      trigger: "manual",
      errorMessage: null,
      responseData: { deleted: 4, trigger: "manual" },
    });
    expect(rows[0].completedAt).toBeInstanceOf(Date);
    expect(rows[0].completedAt!.getTime()).toBeGreaterThanOrEqual(rows[0].startedAt.getTime());
  });

  it("a failed run: 'failed' with the error message", async () => {
    const registry = registryWith({
      "football-data-sync": async () => {
        throw new Error("football-data.org svarede ikke");
      },
    });
    const result = await runJob(handle, "football-data-sync", "schedule", registry);
    expect(result).toMatchObject({
      status: "failed",
      error: "football-data.org svarede ikke",
      responseData: null,
    });
    const [row] = await handle.db.select().from(cronExecutions);
    expect(row).toMatchObject({
      jobName: "football-data-sync",
      status: "failed",
      trigger: "schedule",
      errorMessage: "football-data.org svarede ikke",
      responseData: null,
    });
    expect(row.completedAt).toBeInstanceOf(Date);
  });

  it("a 'running' row left by a crashed run is closed as interrupted when the job next runs", async () => {
    await handle.db.insert(cronExecutions).values({
      jobName: "publish-scheduled",
      status: "running",
      startedAt: new Date(Date.now() - 10 * MINUTE),
    });
    await runJob(handle, "publish-scheduled", "schedule", registryWith({}));
    const rows = await handle.db.select().from(cronExecutions).orderBy(asc(cronExecutions.startedAt));
    expect(rows.map((r) => [r.status, r.errorMessage])).toEqual([
      ["failed", INTERRUPTED_MESSAGE],
      ["completed", null],
    ]);
  });

  it("two runs of the same job at once on one instance: one runs, the other is skipped and not recorded", async () => {
    let calls = 0;
    const registry = registryWith({
      "request-indexing": async () => {
        calls++;
        await sleep(300);
        return { calls };
      },
    });
    const results = await Promise.all([
      runJob(handle, "request-indexing", "schedule", registry),
      runJob(handle, "request-indexing", "manual", registry),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(["completed", "skipped"]);
    expect(calls).toBe(1);
    expect(await handle.db.select().from(cronExecutions)).toHaveLength(1);
    // Different jobs do not block each other, and the lock is free again afterwards.
    const [a, b] = await Promise.all([
      runJob(handle, "request-indexing", "manual", registry),
      runJob(handle, "publish-scheduled", "manual", registry),
    ]);
    expect([a.status, b.status]).toEqual(["completed", "completed"]);
  });

  it.runIf(TEST_DB_KIND === "postgres")(
    "PostgreSQL: two instances race the same job, the advisory lock lets exactly one run",
    async () => {
      if (handle.kind !== "postgres") throw new Error("expected PostgreSQL");
      const connectionString = handle.pool.options.connectionString as string;
      const other = await openDatabase({ databaseUrl: connectionString, poolSize: 2 });
      try {
        let calls = 0;
        const registry = registryWith({
          "auto-article-agent": async () => {
            calls++;
            await sleep(500);
            return { calls };
          },
        });
        const results = await Promise.all([
          runJob(handle, "auto-article-agent", "schedule", registry),
          runJob(other, "auto-article-agent", "schedule", registry),
          runJob(other, "auto-article-agent", "manual", registry),
        ]);
        expect(results.map((r) => r.status).sort()).toEqual(["completed", "skipped", "skipped"]);
        expect(calls).toBe(1);
        const rows = await handle.db.select().from(cronExecutions);
        expect(rows).toHaveLength(1);
        // Released: the other instance can run it now.
        expect((await runJob(other, "auto-article-agent", "schedule", registry)).status).toBe("completed");
        // A failing job releases the lock too.
        const failing = registryWith({
          "auto-article-agent": async () => {
            throw new Error("nej");
          },
        });
        expect((await runJob(other, "auto-article-agent", "schedule", failing)).status).toBe("failed");
        expect((await runJob(handle, "auto-article-agent", "schedule", registry)).status).toBe("completed");
      } finally {
        await other.close();
      }
    },
  );

  it("every instance's scheduler fires for the same minute: the slot runs once, even after the first run has finished", async () => {
    // A second instance (on PostgreSQL a second pool, as another process has); PGlite has one process.
    const other =
      handle.kind === "postgres"
        ? await openDatabase({ databaseUrl: handle.pool.options.connectionString as string, poolSize: 2 })
        : handle;
    try {
      let calls = 0;
      const registry = registryWith({
        "publish-scheduled": async () => {
          calls++;
          return { calls };
        },
      });
      const slot = new Date(Math.floor(Date.now() / MINUTE) * MINUTE);
      // The job takes milliseconds, so the lock is free again when the later instance fires.
      const first = await runJob(handle, "publish-scheduled", "schedule", registry, { scheduledFor: slot });
      const second = await runJob(other, "publish-scheduled", "schedule", registry, { scheduledFor: slot });
      expect([first.status, second.status]).toEqual(["completed", "skipped"]);
      expect(second).toEqual({
        jobName: "publish-scheduled",
        status: "skipped",
        executionId: null,
        responseData: null,
        error: null,
      });
      expect(calls).toBe(1);
      expect(await handle.db.select().from(cronExecutions)).toHaveLength(1);

      // A run by hand is never held back by the schedule, and the previous slot does not count.
      expect((await runJob(other, "publish-scheduled", "manual", registry)).status).toBe("completed");
      const previous = new Date(slot.getTime() - MINUTE);
      await handle.db.delete(cronExecutions);
      await handle.db.insert(cronExecutions).values({
        jobName: "publish-scheduled",
        status: "completed",
        startedAt: new Date(previous.getTime() + 5),
      });
      expect(
        (await runJob(other, "publish-scheduled", "schedule", registry, { scheduledFor: slot })).status,
      ).toBe("completed");
      expect(calls).toBe(3);
    } finally {
      if (other !== handle) await other.close();
    }
  });

  it("publish-scheduled publishes articles whose time has come, once, and drops the page cache", async () => {
    const now = Date.now();
    await handle.db.delete(articles);
    await handle.db.insert(articles).values([
      // Scheduled an hour ago for two minutes ago: goes live now.
      {
        slug: "nu-live",
        title: "Nu live",
        publishedAt: new Date(now - 2 * MINUTE),
        updatedAt: new Date(now - 60 * MINUTE),
      },
      // Still in the future.
      { slug: "senere", title: "Senere", publishedAt: new Date(now + 60 * MINUTE), updatedAt: new Date(now) },
      // Published long ago, edited since.
      {
        slug: "gammel",
        title: "Gammel",
        publishedAt: new Date(now - 600 * MINUTE),
        updatedAt: new Date(now - MINUTE),
      },
      // A draft never goes live by itself.
      {
        slug: "kladde",
        title: "Kladde",
        isDraft: true,
        publishedAt: null,
        updatedAt: new Date(now - 60 * MINUTE),
      },
    ]);
    const before = cacheGeneration();
    const first = await runJob(handle, "publish-scheduled", "schedule", jobRegistry);
    expect(first.status).toBe("completed");
    expect(first.responseData).toMatchObject({
      published: 1,
      articles: [{ slug: "nu-live", title: "Nu live" }],
    });
    expect(cacheGeneration()).toBe(before + 1);
    const [live] = await handle.db.select().from(articles).where(eq(articles.slug, "nu-live"));
    expect(live.updatedAt.getTime()).toBe(live.publishedAt!.getTime());

    // Nothing new: nothing published, cache kept.
    const second = await runJob(handle, "publish-scheduled", "schedule", jobRegistry);
    expect(second.responseData).toEqual({ published: 0, articles: [] });
    expect(cacheGeneration()).toBe(before + 1);
    const rows = await handle.db
      .select()
      .from(cronExecutions)
      .where(eq(cronExecutions.jobName, "publish-scheduled"));
    expect(rows.map((r) => r.status)).toEqual(["completed", "completed"]);
  });

  it("arbejdskopier-oprydning deletes working copies older than 30 days and records the count (issue 26)", async () => {
    const db = handle.db;
    const [writer] = await db
      .insert(user)
      .values({ id: "job-wc-writer", email: "wc@forsiden.test", name: "Sofie Lund", role: "contributor" })
      .returning({ id: user.id });
    const day = 24 * 60 * MINUTE;
    await db.insert(articleWorkingCopies).values([
      {
        userId: writer.id,
        draftKey: "ny",
        fields: { title: "gammel" },
        savedAt: new Date(Date.now() - 31 * day),
      },
      { userId: writer.id, draftKey: "ny2", fields: { title: "frisk" }, savedAt: new Date(Date.now() - day) },
    ]);
    const result = await runJob(handle, "arbejdskopier-oprydning", "manual", jobRegistry);
    expect(result).toMatchObject({ status: "completed", responseData: { deletedWorkingCopies: 1 } });
    const left = await db.select({ key: articleWorkingCopies.draftKey }).from(articleWorkingCopies);
    expect(left).toEqual([{ key: "ny2" }]);
    await db.delete(user).where(eq(user.id, writer.id));
  });

  it("indlejringer-opdatering records what was due (issue 27): a fresh embed is left alone", async () => {
    const db = handle.db;
    const url = "https://vimeo.com/521234599";
    await db.insert(embeds).values({
      url,
      provider: "vimeo",
      kind: "video",
      title: "Frisk",
      fetchedAt: new Date(),
      refreshAfter: new Date(Date.now() + 60 * MINUTE),
    });
    const result = await runJob(handle, "indlejringer-opdatering", "manual", jobRegistry);
    expect(result).toMatchObject({
      status: "completed",
      responseData: { due: 0, refreshed: 0, changed: 0, failed: 0 },
    });
    expect((await db.select({ title: embeds.title }).from(embeds).where(eq(embeds.url, url)))[0].title).toBe(
      "Frisk",
    );
    await db.delete(embeds).where(eq(embeds.url, url));
  });

  it("lists the eleven jobs with label, schedule and last run", async () => {
    await runJob(handle, "analytics-retention", "manual", registryWith({}));
    const jobs = await listJobInfos(handle.db);
    expect(jobs.map((j) => [j.name, j.label, j.schedule])).toEqual([
      ["publish-scheduled", "Udgiv planlagte artikler", "Hvert minut"],
      ["request-indexing", "Anmod om indeksering (IndexNow)", "Hvert 15. minut"],
      ["auto-article-agent", "Auto Article Agent", "Hvert 30. minut, når agenten er slået til"],
      ["analytics-retention", "Slet analysedata ældre end 26 måneder", "Dagligt kl. 03.15"],
      ["football-data-sync", "Synkroniser stillinger (football-data.org)", "Dagligt kl. 05.00"],
      ["football-data-kampe", "Følg kampe live (football-data.org)", "Hvert minut, mens en kamp er i gang"],
      ["nyhedsbrev-dagens", "Send nyhedsbrevet Dagens vigtigste", "Dagligt kl. 07.00"],
      ["nyhedsbrev-klubber", "Send klubbernes nyhedsbreve", "Dagligt kl. 17.00, for klubber med nyheder"],
      ["arbejdskopier-oprydning", "Slet gamle arbejdskopier", "Dagligt kl. 03.30"],
      ["indlejringer-opdatering", "Opdater indlejringer", "Hver time"],
      ["billedudsnit", "Billedudsnit", "Hvert 10. minut"],
    ]);
    const retention = jobs.find((j) => j.name === "analytics-retention");
    expect(retention?.lastRun).toMatchObject({ status: "completed", error: null });
    expect(jobs.find((j) => j.name === "football-data-sync")?.lastRun).toBeNull();
    expect(jobs.find((j) => j.name === "auto-article-agent")?.enabled).toBe(false);
  });
});
