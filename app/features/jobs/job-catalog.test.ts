import { Cron } from "croner";
import { describe, expect, it } from "vitest";
import { cronStatusTone, isJobName, JOB_CATALOG, JOB_NAMES, jobRunToast } from "./job-catalog";
import { jobLockKey } from "./job-lock.server";

describe("job catalog", () => {
  it("spec §4: completed green, failed red, running blue, anything else grey", () => {
    expect(["completed", "failed", "running", "skipped", null].map(cronStatusTone)).toEqual([
      "green",
      "red",
      "blue",
      "grey",
      "grey",
    ]);
  });

  it("every cron expression is valid and fires when its words say", () => {
    const from = new Date("2026-03-02T10:00:30Z"); // 11:00:30 in Copenhagen
    const next = (name: (typeof JOB_NAMES)[number]) =>
      new Cron(JOB_CATALOG[name].cron, { timezone: "Europe/Copenhagen", paused: true })
        .nextRun(from)
        ?.toISOString();
    for (const [name, at] of [
      ["publish-scheduled", "2026-03-02T10:01:00.000Z"],
      ["request-indexing", "2026-03-02T10:15:00.000Z"],
      ["auto-article-agent", "2026-03-02T10:30:00.000Z"],
      ["analytics-retention", "2026-03-03T02:15:00.000Z"],
      ["football-data-sync", "2026-03-03T04:00:00.000Z"],
      // Issue 25: the live match sync looks every minute (and asks only while a match is near).
      ["football-data-kampe", "2026-03-02T10:01:00.000Z"],
      // Issue 24: 'Dagens vigtigste' at 07:00 and the club lists at 17:00 Copenhagen time.
      ["nyhedsbrev-dagens", "2026-03-03T06:00:00.000Z"],
      ["nyhedsbrev-klubber", "2026-03-02T16:00:00.000Z"],
      // Issue 26: old working copies go at 03:30 Copenhagen time.
      ["arbejdskopier-oprydning", "2026-03-03T02:30:00.000Z"],
      // Issue 27: embeds are looked at every hour (a row is due a week after its fetch).
      ["indlejringer-opdatering", "2026-03-02T10:20:00.000Z"],
      // Issue 27: pictures without crops are cut every 10 minutes, 25 at a time.
      ["billedudsnit", "2026-03-02T10:10:00.000Z"],
    ] as const) {
      expect(next(name), name).toBe(at);
    }
  });

  it("only known job names are accepted", () => {
    expect(isJobName("publish-scheduled")).toBe(true);
    expect(isJobName("rm-rf")).toBe(false);
  });

  it("toasts after 'Kør nu'", () => {
    expect(jobRunToast("Udgiv planlagte artikler", { status: "completed", error: null })).toEqual({
      kind: "success",
      title: "Udgiv planlagte artikler: kørt",
    });
    expect(jobRunToast("X", { status: "failed", error: "Nej" })).toEqual({
      kind: "error",
      title: "X: fejlede",
      description: "Nej",
    });
    expect(jobRunToast("X", { status: "skipped", error: null })).toMatchObject({
      title: "X: kører allerede",
    });
  });

  it("advisory-lock keys are stable 64-bit numbers, one per job", () => {
    const keys = JOB_NAMES.map(jobLockKey);
    expect(new Set(keys).size).toBe(JOB_NAMES.length);
    expect(jobLockKey("publish-scheduled")).toBe(keys[0]);
    for (const k of keys) expect(BigInt(k) >= -(2n ** 63n) && BigInt(k) < 2n ** 63n).toBe(true);
  });
});
