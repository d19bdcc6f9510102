import { describe, expect, it } from "vitest";
import { indexingActionResult, indexingToast } from "./indexing-messages";

describe("indexing toasts (spec §8)", () => {
  it("full success names the number of pages", () => {
    const answer = indexingActionResult({ success: true, submittedUrls: 7, errors: [] });
    expect(answer).toEqual({
      ok: true,
      message: "Anmodede indeksering for 7 sider",
      submittedUrls: 7,
      errors: [],
      partial: false,
    });
    expect(indexingToast(answer)).toEqual({ kind: "success", title: "Anmodede indeksering for 7 sider" });
  });
  it("partial success counts successes and errors", () => {
    const errors = [
      { url: "a", error: "x" },
      { url: "b", error: "x" },
    ];
    expect(indexingToast(indexingActionResult({ success: true, submittedUrls: 3, errors }))).toEqual({
      kind: "partial",
      title: "Indeksering delvist fuldført: 3 succesfulde, 2 fejl",
    });
  });
  it("failure shows the message, else 'Ukendt fejl'", () => {
    const failed = indexingActionResult({
      success: false,
      submittedUrls: 0,
      errors: [{ url: "a", error: "Nej" }],
    });
    expect(failed).toMatchObject({ ok: false, message: "Nej" });
    expect(indexingToast(failed)).toEqual({
      kind: "failure",
      title: "Fejl ved anmodning om indeksering",
      description: "Nej",
    });
    expect(
      indexingToast(indexingActionResult({ success: false, submittedUrls: 0, errors: [] })),
    ).toMatchObject({
      description: "Ukendt fejl",
    });
    expect(indexingToast({ ok: false, message: "Serverfejl" })).toMatchObject({ description: "Serverfejl" });
  });
  it("the shared outage answer (server/database-outage.ts) shows its message under the failure title", () => {
    const outage = {
      ok: false as const,
      intent: "unknown" as const,
      title: "Ikke gemt",
      message: "Ændringen blev ikke gemt.",
    };
    expect(indexingToast(outage)).toEqual({
      kind: "failure",
      title: "Fejl ved anmodning om indeksering",
      description: "Ændringen blev ikke gemt.",
    });
  });
});
