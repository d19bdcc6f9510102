import { describe, expect, it } from "vitest";
import { choicesFromInput, consentInputSchema, safeRedirectTarget } from "./consent-schema";

const parse = (input: unknown) => choicesFromInput(consentInputSchema.parse(input));

describe("consent input", () => {
  it("'Accepter alle' turns statistik and marketing on", () => {
    expect(parse({ choice: "accept-all" })).toEqual({ statistik: true, marketing: true });
  });

  it("'Afvis alle' turns statistik and marketing off", () => {
    expect(parse({ choice: "reject-all" })).toEqual({ statistik: false, marketing: false });
  });

  it("'Gem valg' keeps the chosen purposes, from JSON or from form checkboxes", () => {
    expect(parse({ choice: "custom", statistik: true, marketing: false })).toEqual({
      statistik: true,
      marketing: false,
    });
    expect(parse({ choice: "custom", marketing: "on" })).toEqual({ statistik: false, marketing: true });
    // An unticked checkbox is simply missing from a form post.
    expect(parse({ choice: "custom" })).toEqual({ statistik: false, marketing: false });
  });

  it("rejects anything else", () => {
    expect(consentInputSchema.safeParse({}).success).toBe(false);
    expect(consentInputSchema.safeParse({ choice: "accept" }).success).toBe(false);
    expect(consentInputSchema.safeParse({ choice: "custom", marketing: "yes" }).success).toBe(false);
  });
});

describe("redirect after a plain form post", () => {
  const url = "http://localhost:3000/api/consent";

  it("goes back to the given path on this site", () => {
    expect(safeRedirectTarget("/article/abc?x=1", null, url)).toBe("/article/abc?x=1");
  });

  it("never leaves the site", () => {
    expect(safeRedirectTarget("//evil.example/", null, url)).toBe("/");
    expect(safeRedirectTarget("https://evil.example/", null, url)).toBe("/");
    expect(safeRedirectTarget("/\\evil.example", null, url)).toBe("/");
    expect(safeRedirectTarget("/\t/evil.example/phish", null, url)).toBe("/");
    expect(safeRedirectTarget("/%0D%0ASet-Cookie:%20x=1", null, url)).toBe("/");
    expect(safeRedirectTarget("/\t/evil.example", "http://localhost:3000/klubber", url)).toBe("/klubber");
    expect(safeRedirectTarget(undefined, "https://evil.example/page", url)).toBe("/");
  });

  it("falls back to a same-site Referer, then the front page", () => {
    expect(safeRedirectTarget(undefined, "http://localhost:3000/klubber?land=England", url)).toBe(
      "/klubber?land=England",
    );
    expect(safeRedirectTarget(undefined, null, url)).toBe("/");
    expect(safeRedirectTarget(undefined, "not a url", url)).toBe("/");
  });
});
