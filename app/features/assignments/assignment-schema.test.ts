import { describe, expect, it } from "vitest";
import { fromCopenhagen } from "~/lib/copenhagen-time";
import {
  effectiveStatus,
  isOverdue,
  parseAssignment,
  parseAssignmentFilters,
  STATUS_LABELS,
} from "./assignment-schema";

const NOW = fromCopenhagen(2026, 12, 1, 10, 0);
const base = { title: "Optakt til derbyet", deadline: "2026-12-02T14:30", assigneeId: "bruger-1" };

describe("the assignment form", () => {
  it("accepts a working title, a Copenhagen deadline in the future and an assignee; brief, match and club are optional", () => {
    const parsed = parseAssignment(base, NOW);
    expect(parsed).toEqual({
      ok: true,
      data: {
        title: "Optakt til derbyet",
        brief: "",
        deadline: fromCopenhagen(2026, 12, 2, 14, 30),
        assigneeId: "bruger-1",
        matchId: null,
        clubId: null,
      },
    });
  });

  it("requires 3–200 characters of working title", () => {
    for (const title of ["Ab", "x".repeat(201), "   "]) {
      expect(parseAssignment({ ...base, title }, NOW)).toEqual({
        ok: false,
        fieldErrors: { title: "Arbejdstitel skal være mellem 3 og 200 tegn" },
      });
    }
    expect(parseAssignment({ ...base, title: "x".repeat(200) }, NOW).ok).toBe(true);
  });

  it("limits the brief to 4000 characters", () => {
    expect(parseAssignment({ ...base, brief: "b".repeat(4001) }, NOW)).toEqual({
      ok: false,
      fieldErrors: { brief: "Brief må højst være 4000 tegn" },
    });
  });

  it("refuses a deadline in the past or now, and an unreadable one", () => {
    expect(parseAssignment({ ...base, deadline: "2026-12-01T09:59" }, NOW)).toEqual({
      ok: false,
      fieldErrors: { deadline: "Deadline skal ligge i fremtiden" },
    });
    expect(parseAssignment({ ...base, deadline: "2026-12-01T10:00" }, NOW).ok).toBe(false);
    expect(parseAssignment({ ...base, deadline: "2026-02-31T10:00" }, NOW)).toEqual({
      ok: false,
      fieldErrors: { deadline: "Angiv en deadline" },
    });
    expect(parseAssignment({ ...base, deadline: "" }, NOW)).toMatchObject({
      fieldErrors: { deadline: "Angiv en deadline" },
    });
  });

  it("lets an edit keep a deadline that has passed", () => {
    const passed = fromCopenhagen(2026, 11, 30, 12, 0);
    const parsed = parseAssignment({ ...base, deadline: "2026-11-30T12:00" }, NOW, passed);
    expect(parsed).toMatchObject({ ok: true, data: { deadline: passed } });
  });

  it("requires an assignee and takes only ids for match and club", () => {
    expect(parseAssignment({ ...base, assigneeId: "" }, NOW)).toEqual({
      ok: false,
      fieldErrors: { assigneeId: "Vælg hvem opgaven er til" },
    });
    expect(parseAssignment({ ...base, clubId: "fck" }, NOW)).toMatchObject({
      ok: false,
      fieldErrors: { clubId: "Ugyldigt valg" },
    });
    const id = "7d4b2a3c-1111-4a2b-9c3d-0123456789ab";
    expect(parseAssignment({ ...base, matchId: id, clubId: "" }, NOW)).toMatchObject({
      ok: true,
      data: { matchId: id, clubId: null },
    });
  });
});

describe("status and overdue", () => {
  it("shows a started assignment whose article is published as 'Færdig'", () => {
    expect(effectiveStatus("started", true)).toBe("done");
    expect(effectiveStatus("started", false)).toBe("started");
    expect(effectiveStatus("open", true)).toBe("open");
    expect(STATUS_LABELS).toEqual({
      open: "Åben",
      started: "I gang",
      done: "Færdig",
      cancelled: "Annulleret",
    });
  });

  it("is overdue when the deadline passed and it is neither done nor cancelled", () => {
    const before = new Date(NOW.getTime() - 1);
    expect(isOverdue("open", before, NOW)).toBe(true);
    expect(isOverdue("started", before, NOW)).toBe(true);
    expect(isOverdue("done", before, NOW)).toBe(false);
    expect(isOverdue("cancelled", before, NOW)).toBe(false);
    expect(isOverdue("open", new Date(NOW.getTime() + 1), NOW)).toBe(false);
  });

  it("filters: everyone's unless 'mine', done ones only when asked", () => {
    expect(parseAssignmentFilters(new URLSearchParams(""))).toEqual({ scope: "all", showDone: false });
    expect(parseAssignmentFilters(new URLSearchParams("vis=mine&faerdige=1"))).toEqual({
      scope: "mine",
      showDone: true,
    });
  });
});
