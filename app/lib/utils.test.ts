import fs from "node:fs";
import path from "node:path";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { cn } from "./utils";

// Every class list the app's components passed to `cn` while rendering the public and admin pages
// of the sample content (recorded from the server render), plus the overrides written by hand below.
const corpus = fs
  .readFileSync(path.join(import.meta.dirname, "utils.test-corpus.txt"), "utf8")
  .split("\n")
  .filter(Boolean);

describe("cn", () => {
  it("joins conditional classes like clsx", () => {
    expect(cn("a", false, null, undefined, ["b", { c: true, d: false }], 0, "e")).toBe("a b c e");
  });

  it("lets a later class replace an earlier one of the same kind, per variant", () => {
    expect(cn("h-9 px-3 text-sm", "h-11 text-base")).toBe("px-3 h-11 text-base");
    expect(cn("inline-flex hidden @lg:inline-flex")).toBe("hidden @lg:inline-flex");
    expect(cn("leading-snug text-lg")).toBe("text-lg");
    expect(cn("text-muted-foreground text-sm", "text-primary")).toBe("text-sm text-primary");
    expect(cn("hidden md:flex", "hidden md:flex")).toBe("hidden md:flex");
  });

  it(`answers as tailwind-merge on the ${corpus.length} class lists the pages render`, () => {
    const differ = corpus.filter((line) => cn(line) !== twMerge(line));
    expect(differ.map((line) => [line, cn(line), twMerge(line)])).toEqual([]);
  });

  it("answers the same from its memo, also after more distinct lists than it keeps", () => {
    const first = corpus.map((line) => cn(line));
    for (let i = 0; i < 2500; i++) expect(cn(`w-[${i}px] h-9`, `w-[${i + 1}px]`)).toBe(`h-9 w-[${i + 1}px]`);
    expect(corpus.map((line) => cn(line))).toEqual(first);
    expect(cn("h-9 px-3 text-sm", "h-11 text-base")).toBe("px-3 h-11 text-base");
  });
});
