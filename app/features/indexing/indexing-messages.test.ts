import { describe, expect, it } from "vitest";
import { indexingToast } from "./indexing-messages";

describe("indexing toasts (spec §8)", () => {
  it("full success names the number of pages", () => {
    expect(indexingToast({ success: true, submittedUrls: 7, errors: [] })).toEqual({
      kind: "success",
      title: "Anmodede indeksering for 7 sider",
    });
  });
  it("partial success counts successes and errors", () => {
    const errors = [
      { url: "a", error: "x" },
      { url: "b", error: "x" },
    ];
    expect(indexingToast({ success: true, submittedUrls: 3, errors })).toEqual({
      kind: "partial",
      title: "Indeksering delvist fuldført: 3 succesfulde, 2 fejl",
    });
  });
  it("failure shows the message, else 'Ukendt fejl'", () => {
    expect(indexingToast({ success: false, submittedUrls: 0, errors: [{ url: "a", error: "Nej" }] })).toEqual(
      {
        kind: "failure",
        title: "Fejl ved anmodning om indeksering",
        description: "Nej",
      },
    );
    expect(indexingToast({ success: false, submittedUrls: 0, errors: [] })).toMatchObject({
      description: "Ukendt fejl",
    });
    expect(
      indexingToast({ success: false, submittedUrls: 0, errors: [], error: "Serverfejl" }),
    ).toMatchObject({
      description: "Serverfejl",
    });
  });
});
