import { describe, expect, it } from "vitest";
import { cx } from "./class-names";
import { cn } from "./utils";

describe("cx", () => {
  it("joins strings, conditions, arrays and objects in order, skipping falsy values", () => {
    expect(cx("a", false, null, undefined, 0, "", ["b", ["c", false]], { d: true, e: false })).toBe(
      "a b c d",
    );
  });

  it("gives cn's answer where no two classes compete, and keeps both where they do (cn's job)", () => {
    const parts = ["flex min-w-0 flex-col leading-tight", "focus-visible:ring-2 focus-visible:ring-white"];
    expect(cx(...parts)).toBe(cn(...parts));
    expect(cx("h-9 px-3", "h-11")).toBe("h-9 px-3 h-11");
    expect(cn("h-9 px-3", "h-11")).toBe("px-3 h-11");
  });
});
