import { describe, expect, it } from "vitest";
import { initialSlugState, requestedSlug, slugAfterManualInput, slugAfterTitleChange } from "./slug-field";

describe("slug field (spec §4, §5)", () => {
  it("is derived from the title while untouched", () => {
    let state = initialSlugState();
    state = slugAfterTitleChange(state, "Brøndby slår AGF");
    expect(state).toEqual({ slug: "braendby-slaar-agf", manual: false });
    state = slugAfterTitleChange(state, "Brøndby slår AGF 2-0!");
    expect(state.slug).toBe("braendby-slaar-agf-2-0");
  });

  it("manual edits win afterwards", () => {
    let state = slugAfterManualInput("Min-Slug");
    expect(state).toEqual({ slug: "min-slug", manual: true });
    state = slugAfterTitleChange(state, "En helt ny titel");
    expect(state.slug).toBe("min-slug");
  });

  it("cleans manual input: lowercase, only a-z 0-9 and hyphen, hyphens collapsed", () => {
    expect(slugAfterManualInput("Æble Ø--Kage!!").slug).toBe("ble-kage");
    expect(slugAfterManualInput("a---b").slug).toBe("a-b");
  });

  it("clearing the field hands it back to the title", () => {
    const state = slugAfterManualInput("");
    expect(state.manual).toBe(false);
    expect(slugAfterTitleChange(state, "Ny titel").slug).toBe("ny-titel");
  });

  it("an existing slug (edit dialog) is not overwritten by title changes", () => {
    expect(slugAfterTitleChange(initialSlugState("gammel-slug"), "Ny titel").slug).toBe("gammel-slug");
  });
});

describe("server slug choice", () => {
  it("derives from the title when the slug is empty", () => {
    expect(requestedSlug({ slug: "", title: "Ålborg vinder" })).toEqual({
      base: "aalborg-vinder",
      manual: false,
    });
  });

  it("treats the title's own slug as derived, anything else as typed", () => {
    expect(requestedSlug({ slug: "aalborg-vinder", title: "Ålborg vinder" }).manual).toBe(false);
    expect(requestedSlug({ slug: "-eget-navn-", title: "Ålborg vinder" })).toEqual({
      base: "eget-navn",
      manual: true,
    });
  });

  it("falls back to 'artikel' for a title without letters", () => {
    expect(requestedSlug({ slug: "", title: "!!!" }).base).toBe("artikel");
  });
});
