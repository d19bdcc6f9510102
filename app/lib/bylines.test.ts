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
    expect(looksLikeEmail("ux-admin@example.dk")).toBe(true);
    expect(looksLikeEmail("Af redaktoer-17@forsiden.test i dag")).toBe(true);
    expect(looksLikeEmail("Mads Kjær")).toBe(false);
    expect(looksLikeEmail("@forsiden")).toBe(false);
    expect(looksLikeEmail(null)).toBe(false);
  });

  it("makes a provisional name from an address's local part", () => {
    expect(nameFromEmail("ux-admin@example.dk")).toBe("Ux Admin");
    expect(nameFromEmail("mads.kjaer@forsiden.dk")).toBe("Mads Kjaer");
    expect(nameFromEmail("SØREN_østergaard@x.dk")).toBe("Søren Østergaard");
    expect(nameFromEmail("---@x.dk")).toBe(DEFAULT_AUTHOR_NAME);
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
    expect(authorSlugFromName("Mads Kjær")).toBe("mads-kjaer");
    expect(authorSlugFromName("Søren Åberg")).toBe("soren-aaberg");
    expect(authorSlugFromName("José Müller")).toBe("jose-muller");
    expect(authorSlugFromName("!!!")).toBe("forfatter");
    expect(authorSlugFromName("a".repeat(80)).length).toBe(60);
    expect(isAuthorSlug("mads-kjaer")).toBe(true);
    expect(isAuthorSlug("Mads")).toBe(false);
    expect(isAuthorSlug("mads--kjaer")).toBe(false);
    expect(isAuthorSlug("-mads")).toBe(false);
    expect(authorPath("mads-kjaer")).toBe("/forfatter/mads-kjaer");
  });
});
