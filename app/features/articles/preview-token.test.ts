import { describe, expect, it } from "vitest";
import { signPreviewToken, verifyPreviewToken } from "./preview-token.server";

const SECRET = "preview-secret-0123456789abcdef";
const ARTICLE = "0b6f5d0e-8a4c-4b8e-9f2a-1c3d5e7f9a0b";
const OTHER = "1c7a6e1f-9b5d-4c9f-8a3b-2d4e6f8a0b1c";
const NOW = new Date("2026-11-27T13:32:00Z");
const IN_48_HOURS = new Date(NOW.getTime() + 48 * 3_600_000);

describe("preview link tokens (issue 26)", () => {
  it("a token signed for an article verifies for that article until it expires", () => {
    const token = signPreviewToken(ARTICLE, IN_48_HOURS, SECRET);
    expect(token).toMatch(/^[0-9a-z]+\.[A-Za-z0-9_-]{43}$/);
    expect(verifyPreviewToken(token, ARTICLE, NOW, SECRET)).toBe(true);
    expect(verifyPreviewToken(token, ARTICLE, new Date(IN_48_HOURS.getTime() - 1000), SECRET)).toBe(true);
  });

  it("an expired token is refused", () => {
    const token = signPreviewToken(ARTICLE, IN_48_HOURS, SECRET);
    expect(verifyPreviewToken(token, ARTICLE, IN_48_HOURS, SECRET)).toBe(false);
    expect(verifyPreviewToken(token, ARTICLE, new Date(IN_48_HOURS.getTime() + 60_000), SECRET)).toBe(false);
  });

  it("a token for another article, another secret or an altered expiry or signature is refused", () => {
    const token = signPreviewToken(ARTICLE, IN_48_HOURS, SECRET);
    const [expiry, sig] = token.split(".");
    expect(verifyPreviewToken(token, OTHER, NOW, SECRET)).toBe(false);
    expect(verifyPreviewToken(token, ARTICLE, NOW, "another-secret")).toBe(false);
    // Pushing the expiry a year ahead breaks the signature.
    const later = (Number.parseInt(expiry, 36) + 365 * 86_400).toString(36);
    expect(verifyPreviewToken(`${later}.${sig}`, ARTICLE, NOW, SECRET)).toBe(false);
    const flipped = `${sig.slice(0, -1)}${sig.endsWith("A") ? "B" : "A"}`;
    expect(verifyPreviewToken(`${expiry}.${flipped}`, ARTICLE, NOW, SECRET)).toBe(false);
  });

  it("malformed tokens are refused without throwing", () => {
    for (const bad of [undefined, null, 42, "", ".", "abc", "zz.", `x.${"A".repeat(43)}`, "a".repeat(500)]) {
      expect(verifyPreviewToken(bad, ARTICLE, NOW, SECRET)).toBe(false);
    }
  });
});
