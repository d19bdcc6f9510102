import { cva } from "class-variance-authority";
import { describe, expect, it } from "vitest";
import { variants } from "./variants";

const config = {
  variants: {
    variant: { default: "bg-primary", outline: "border" },
    size: { default: "h-9 px-4", sm: "h-8 px-3", icon: "size-9" },
  },
  defaultVariants: { variant: "default", size: "default" },
} as const;

describe("variants", () => {
  const ours = variants("btn", config);
  const theirs = cva("btn", config);
  const cases = [
    {},
    { variant: "outline" },
    { size: "sm" },
    { variant: "outline", size: "icon" },
    { variant: null },
    { size: undefined, className: "w-full" },
    { variant: "default", size: "sm", className: "mt-2 h-11" },
  ] as const;
  it.each(cases)("gives class-variance-authority's answer for %o", (props) => {
    expect(ours(props)).toBe(theirs(props));
  });

  it("names the base, the chosen variants and the caller's classes in that order", () => {
    expect(ours({ variant: "outline", size: "sm", className: "w-full" })).toBe("btn border h-8 px-3 w-full");
    expect(variants("flex", { variants: { o: { a: "flex-col" } } })()).toBe("flex");
  });
});
