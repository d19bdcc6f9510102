import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { JOB_NAMES } from "~/features/jobs/job-catalog";
import type { JobRegistry } from "~/features/jobs/job-runner.server";
import type { DatabaseHandle } from "~/server/db/client.server";
import { cronExecutions } from "~/server/db/schema";
import { isSchedulerRunning, startScheduler, stopScheduler } from "./scheduler.server";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("scheduler", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => stopScheduler());

  it("runs jobs on their schedule with trigger 'schedule', and stops on shutdown", async () => {
    let calls = 0;
    const registry = Object.fromEntries(
      JOB_NAMES.map((n) => [
        n,
        async () => {
          if (n === "analytics-retention") calls++;
          return { ran: n };
        },
      ]),
    ) as unknown as JobRegistry;
    startScheduler(handle, registry, { crons: { "analytics-retention": "* * * * * *" } });
    startScheduler(handle, registry, { crons: { "analytics-retention": "* * * * * *" } }); // a second start is ignored
    expect(isSchedulerRunning()).toBe(true);
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const rows = await handle.db
        .select()
        .from(cronExecutions)
        .where(eq(cronExecutions.jobName, "analytics-retention"));
      if (rows.some((r) => r.status === "completed")) break;
      await sleep(200);
    }
    await stopScheduler();
    expect(isSchedulerRunning()).toBe(false);
    const rows = await handle.db
      .select()
      .from(cronExecutions)
      .where(eq(cronExecutions.jobName, "analytics-retention"));
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows[0]).toMatchObject({
      status: "completed",
      trigger: "schedule",
      responseData: { ran: "analytics-retention" },
    });
    // One timer per job even after two starts: never two rows for the same second.
    const seconds = rows.map((r) => Math.floor(r.startedAt.getTime() / 1000));
    expect(new Set(seconds).size).toBe(seconds.length);
    const after = calls;
    await sleep(1500);
    expect(calls).toBe(after);
  });
});
