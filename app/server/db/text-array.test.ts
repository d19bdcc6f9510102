import { describe, expect, it } from "vitest";
import { textArrayLiteral } from "./text-array";

describe("textArrayLiteral", () => {
  it("quotes every element and escapes quotes and backslashes", () => {
    expect(textArrayLiteral([])).toBe("{}");
    expect(textArrayLiteral(["a", "NULL", 'x"y', "b\\c", "d,e{f}"])).toBe(
      '{"a","NULL","x\\"y","b\\\\c","d,e{f}"}',
    );
  });
});
