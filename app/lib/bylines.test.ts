import { describe, expect, it } from "vitest";
import {
  authorPath,
  authorSlugFromName,
  DEFAULT_AUTHOR_NAME,
  displayNameOf,
  isAuthorSlug,
  looksLikeEmail,
  nameFromEmail,
  safeBylineText,
} from "./bylines";

describe("bylines", () => {
  it("recognises e-mail addresses, also inside a text", () => {
    for (const [text, isEmail] of [
      ["ux-admin@example.dk", true],
      ["Af redaktoer-17@forsiden.test i dag", true],
      ["Mads Kjær", false],
      ["@forsiden", false],
      [null, false],
    ] as const) {
      expect(looksLikeEmail(text), String(text)).toBe(isEmail);
    }
  });

  it("makes a provisional name from an address's local part", () => {
    for (const [email, name] of [
      ["ux-admin@example.dk", "Ux Admin"],
      ["mads.kjaer@forsiden.dk", "Mads Kjaer"],
      ["SØREN_østergaard@x.dk", "Søren Østergaard"],
      ["---@x.dk", DEFAULT_AUTHOR_NAME],
    ]) {
      expect(nameFromEmail(email), email).toBe(name);
    }
  });

  it("shows an account's own name unless it is empty or an e-mail", () => {
    expect(displayNameOf({ name: " Sofie Lund ", email: "s@x.dk" })).toBe("Sofie Lund");
    expect(displayNameOf({ name: "sofie@x.dk", email: "sofie@x.dk" })).toBe("Sofie");
    expect(displayNameOf({ name: "", email: "line.bech@x.dk" })).toBe("Line Bech");
  });

  it("never stores an e-mail as a byline", () => {
    expect(safeBylineText("Agent")).toBe("Agent");
    expect(safeBylineText("redaktion@forsiden.dk")).toBeNull();
    expect(safeBylineText("  ")).toBeNull();
  });

  it("derives author page slugs like club slugs (æ → ae, ø → o, å → aa)", () => {
    for (const [name, slug] of [
      ["Mads Kjær", "mads-kjaer"],
      ["Søren Åberg", "soren-aaberg"],
      ["José Müller", "jose-muller"],
      ["!!!", "forfatter"],
    ]) {
      expect(authorSlugFromName(name), name).toBe(slug);
    }
    expect(authorSlugFromName("a".repeat(80)).length).toBe(60);
    for (const [value, isSlug] of [
      ["mads-kjaer", true],
      ["Mads", false],
      ["mads--kjaer", false],
      ["-mads", false],
    ] as const) {
      expect(isAuthorSlug(value), value).toBe(isSlug);
    }
    expect(authorPath("mads-kjaer")).toBe("/forfatter/mads-kjaer");
  });
});
