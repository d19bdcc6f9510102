import { describe, expect, it } from "vitest";
import { isUuid, uuidField } from "./uuid";

describe("isUuid: the one id check of paths and form fields (issue 21)", () => {
  it.each([
    "0f8fad5b-d9cb-469f-a165-70867728950e",
    "0F8FAD5B-D9CB-469F-A165-70867728950E",
    "00000000-0000-4000-8000-000000000000",
    "00000000-0000-0000-0000-000000000000",
  ])("accepts %s", (value) => {
    expect(isUuid(value)).toBe(true);
  });

  it.each([
    ["36 hyphens", "-".repeat(36)],
    ["36 hex digits without hyphens", "a".repeat(36)],
    ["hyphens in the wrong places", "0f8fad5bd-9cb-469f-a165-70867728950e"],
    ["a letter that is not hex", "0f8fad5b-d9cb-469f-a165-70867728950g"],
    ["one digit short", "0f8fad5b-d9cb-469f-a165-70867728950"],
    ["a trailing newline", "0f8fad5b-d9cb-469f-a165-70867728950e\n"],
    ["braces", "{0f8fad5b-d9cb-469f-a165-70867728950e}"],
    ["empty", ""],
    ["a short word", "abc"],
  ])("refuses %s", (_name, value) => {
    expect(isUuid(value)).toBe(false);
  });

  it("refuses what is not a string", () => {
    for (const value of [undefined, null, 42, {}, ["0f8fad5b-d9cb-469f-a165-70867728950e"]]) {
      expect(isUuid(value)).toBe(false);
    }
  });

  it("uuidField refuses a malformed id with the given Danish message", () => {
    const field = uuidField("Ukendt kamp.");
    expect(field.safeParse("0f8fad5b-d9cb-469f-a165-70867728950e").success).toBe(true);
    expect(field.safeParse("-".repeat(36)).error?.issues[0].message).toBe("Ukendt kamp.");
    expect(field.safeParse(undefined).error?.issues[0].message).toBe("Ukendt kamp.");
  });
});
