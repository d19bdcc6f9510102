import { describe, expect, it } from "vitest";
import { publishStatus } from "~/lib/publication";
import { resolveSaveState } from "./article-state";

const now = new Date("2026-05-10T10:00:00Z");
const base = { tags: [] as string[], creating: false, now };

describe("save state rules (spec §4)", () => {
  it("a draft gets published_at null", () => {
    const state = resolveSaveState({
      ...base,
      isDraft: true,
      existingPublishedAt: new Date("2026-01-01T00:00:00Z"),
    });
    expect(state.publishedAt).toBeNull();
    expect(state.isDraft).toBe(true);
  });

  it("a published article keeps its existing published_at", () => {
    const existing = new Date("2026-03-01T08:15:42Z");
    expect(resolveSaveState({ ...base, isDraft: false, existingPublishedAt: existing }).publishedAt).toBe(
      existing,
    );
  });

  it("keeps the exact existing time when the dialog sends the same minute back", () => {
    const existing = new Date("2026-03-01T08:15:42.123Z");
    const chosen = new Date("2026-03-01T08:15:00Z");
    const state = resolveSaveState({
      ...base,
      isDraft: false,
      existingPublishedAt: existing,
      chosenPublishedAt: chosen,
    });
    expect(state.publishedAt).toBe(existing);
  });

  it("a published article without a time gets now", () => {
    expect(resolveSaveState({ ...base, isDraft: false, existingPublishedAt: null }).publishedAt).toBe(now);
  });

  it("a chosen future time schedules the article", () => {
    const future = new Date("2026-06-01T18:00:00Z");
    const state = resolveSaveState({
      ...base,
      isDraft: false,
      existingPublishedAt: null,
      chosenPublishedAt: future,
    });
    expect(state.publishedAt).toBe(future);
    expect(publishStatus(state, now)).toBe("scheduled");
  });

  it("updated_at is now", () => {
    expect(resolveSaveState({ ...base, isDraft: false }).updatedAt).toBe(now);
  });

  it("empty tags, image and credit are stored as null", () => {
    const state = resolveSaveState({
      ...base,
      isDraft: false,
      tags: [],
      imageUrl: " ",
      imageCredit: "",
      imageAlt: "x",
    });
    expect(state).toMatchObject({ tags: null, imageUrl: null, imageCredit: null, imageAlt: null });
  });

  it("non-empty values are kept (trimmed, tags de-duplicated)", () => {
    const state = resolveSaveState({
      ...base,
      isDraft: false,
      tags: ["klub:fck", "klub:fck", "derby"],
      imageUrl: " /storage/a.jpg ",
      imageCredit: "Foto: Ritzau",
      imageAlt: "Jubel",
    });
    expect(state).toMatchObject({
      tags: ["klub:fck", "derby"],
      imageUrl: "/storage/a.jpg",
      imageCredit: "Foto: Ritzau",
      imageAlt: "Jubel",
    });
  });

  it("on creation a non-draft gets published_at = creation time (a draft null)", () => {
    expect(resolveSaveState({ ...base, creating: true, isDraft: false }).publishedAt).toBe(now);
    expect(resolveSaveState({ ...base, creating: true, isDraft: true }).publishedAt).toBeNull();
  });
});

describe("publishStatus", () => {
  it("tells draft, scheduled and published apart", () => {
    expect(publishStatus({ isDraft: true, publishedAt: null }, now)).toBe("draft");
    expect(publishStatus({ isDraft: false, publishedAt: "2026-05-11T00:00:00Z" }, now)).toBe("scheduled");
    expect(publishStatus({ isDraft: false, publishedAt: "2026-05-09T00:00:00Z" }, now)).toBe("published");
  });
});
