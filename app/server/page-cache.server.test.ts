import { describe, expect, it } from "vitest";
import { notifyPayload, parseNotifyPayload } from "./page-cache.server";
import { PAGE_CHANGES } from "./page-changes";

describe("page cache NOTIFY payloads (across instances)", () => {
  it("carries the change and the sending instance", () => {
    const change = PAGE_CHANGES.article({ ids: ["a1"], slugs: ["kamp"], tags: ["klub:agf"] });
    const payload = notifyPayload(change, "instans-1");
    expect(parseNotifyPayload(payload, "instans-2")).toEqual(change);
  });

  it("is ignored by the instance that sent it (it applied the change already)", () => {
    expect(parseNotifyPayload(notifyPayload({ all: "hard" }, "instans-1"), "instans-1")).toBeNull();
  });

  it("falls back to everything when the change would not fit PostgreSQL's 8000-byte limit", () => {
    const slugs = Array.from({ length: 400 }, (_, i) => `en-lang-artikel-slug-nummer-${i}`);
    const payload = notifyPayload(PAGE_CHANGES.article({ slugs }), "instans-1");
    expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    expect(parseNotifyPayload(payload, "instans-2")).toEqual({ all: "hard" });
  });

  it("reads an empty or unreadable payload (an older instance) as everything", () => {
    expect(parseNotifyPayload("", "x")).toEqual({ all: "hard" });
    expect(parseNotifyPayload(undefined, "x")).toEqual({ all: "hard" });
    expect(parseNotifyPayload('{"i":"y","c":{"hard":[1]}}', "x")).toEqual({ all: "hard" });
    expect(parseNotifyPayload('{"i":"y","c":{"all":"soft"}}', "x")).toEqual({ all: "soft" });
  });
});
