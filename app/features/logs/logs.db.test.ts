import { beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, TEST_DB_KIND } from "#tests/support/test-database.ts";
import { agentLogs, cronExecutions } from "~/server/db/schema";
import { listAgentLogs, listCronExecutions } from "./logs.server";

type Handle = Awaited<ReturnType<typeof createTestDatabase>>;
const BASE = Date.parse("2026-03-01T12:00:00Z");
const MINUTE = 60_000;

describe(`logs page queries on ${TEST_DB_KIND}`, () => {
  let handle: Handle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });

  it("is empty without logs", async () => {
    expect(await listAgentLogs(handle.db)).toEqual([]);
    expect(await listCronExecutions(handle.db)).toEqual([]);
  });

  it("lists the latest 100 agent log entries, newest first", async () => {
    await handle.db.insert(agentLogs).values(
      Array.from({ length: 105 }, (_, i) => ({
        level: i % 3 === 0 ? "error" : i % 3 === 1 ? "info" : "log",
        eventMessage: `Besked ${i}`,
        timestamp: new Date(BASE + i * MINUTE),
        executionTimeMs: i === 104 ? 1234 : null,
      })),
    );
    const logs = await listAgentLogs(handle.db);
    expect(logs).toHaveLength(100);
    expect(logs[0]).toEqual({
      id: expect.any(String),
      level: "log",
      timestamp: new Date(BASE + 104 * MINUTE).toISOString(),
      message: "Besked 104",
      executionTimeMs: 1234,
    });
    expect(logs[99].message).toBe("Besked 5");
  });

  it("lists the latest 20 cron executions by started_at descending (spec §7)", async () => {
    await handle.db.insert(cronExecutions).values(
      Array.from({ length: 25 }, (_, i) => ({
        jobName: i % 2 ? "auto-article-agent" : "analytics-retention",
        status: i === 24 ? "failed" : "completed",
        startedAt: new Date(BASE + i * MINUTE),
        completedAt: new Date(BASE + i * MINUTE + 1500),
        errorMessage: i === 24 ? "Kilden svarede ikke" : null,
        responseData: i === 24 ? null : { deletedPageViewRows: i },
      })),
    );
    const runs = await listCronExecutions(handle.db);
    expect(runs).toHaveLength(20);
    expect(runs[0]).toEqual({
      id: expect.any(String),
      jobName: "analytics-retention",
      status: "failed",
      trigger: "schedule",
      startedAt: new Date(BASE + 24 * MINUTE).toISOString(),
      completedAt: new Date(BASE + 24 * MINUTE + 1500).toISOString(),
      errorMessage: "Kilden svarede ikke",
      responseData: null,
    });
    expect(runs[1].responseData).toEqual({ deletedPageViewRows: 23 });
    expect(runs[19].startedAt).toBe(new Date(BASE + 5 * MINUTE).toISOString());
  });
});
