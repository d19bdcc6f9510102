import { describe, expect, it } from "vitest";
import { copyTime, differsFromForm } from "./autosave-panel";

const copy = (fields: Record<string, string>) => ({
  savedAt: "2026-11-27T13:32:00Z",
  baseVersion: 1,
  fields,
});

describe("the restore prompt (issue 26)", () => {
  it("names the copy's time on the Copenhagen clock with a dot, with the date on another day", () => {
    const now = new Date("2026-11-27T18:00:00Z");
    expect(`Gendan ændringer fra ${copyTime("2026-11-27T13:32:00Z", now)}?`).toBe(
      "Gendan ændringer fra 14.32?",
    );
    // Summer time: 11:05 UTC is 13.05 in Copenhagen.
    expect(copyTime("2026-07-01T11:05:00Z", new Date("2026-07-01T20:00:00Z"))).toBe("13.05");
    expect(copyTime("2026-11-20T13:32:00Z", now)).toBe("20. november 2026 kl. 14.32");
  });

  it("offers a copy only when it differs from what the form shows", () => {
    const form = { title: "Titel", content: "Tekst", isDraft: "on" };
    expect(differsFromForm(copy({ ...form }), form)).toBe(false);
    expect(differsFromForm(copy({ ...form, content: "Tekst, mere" }), form)).toBe(true);
    // The draft switch turned off is a missing field in the copy.
    expect(differsFromForm(copy({ title: "Titel", content: "Tekst" }), form)).toBe(true);
  });
});
