import { describe, expect, it } from "vitest";
import {
  ACCOUNT_MARKER_COOKIE,
  accountMarkerCookie,
  chosenName,
  clearAccountMarkerCookie,
  hasAccountMarker,
} from "./account-link";

describe("the account marker cookie (ADR 0025)", () => {
  it("holds no personal data, is readable by the page's script and lives as long as the session", () => {
    expect(ACCOUNT_MARKER_COOKIE).toBe("forsiden_konto");
    expect(accountMarkerCookie(false, 604_800)).toBe(
      "forsiden_konto=1; Path=/; Max-Age=604800; SameSite=Lax",
    );
    expect(accountMarkerCookie(true, 12.7)).toBe(
      "forsiden_konto=1; Path=/; Max-Age=12; SameSite=Lax; Secure",
    );
    expect(accountMarkerCookie(false, 1)).not.toMatch(/HttpOnly/i);
    expect(clearAccountMarkerCookie(true)).toBe("forsiden_konto=; Path=/; Max-Age=0; SameSite=Lax; Secure");
  });

  it("is found in a Cookie header only as its own name with the value 1", () => {
    expect(hasAccountMarker("forsiden_konto=1")).toBe(true);
    expect(hasAccountMarker("a=b; forsiden_konto=1; c=d")).toBe(true);
    expect(hasAccountMarker("xforsiden_konto=1")).toBe(false);
    expect(hasAccountMarker("forsiden_konto=10")).toBe(false);
    expect(hasAccountMarker("forsiden_konto=")).toBe(false);
    expect(hasAccountMarker(null)).toBe(false);
  });
});

describe("the name the header shows", () => {
  it("is the chosen name, never an empty one or the e-mail a sign-up put there", () => {
    expect(chosenName({ name: " Mette Hansen ", email: "m@x.dk" })).toBe("Mette Hansen");
    expect(chosenName({ name: "", email: "m@x.dk" })).toBeNull();
    expect(chosenName({ name: "M@X.dk", email: "m@x.dk" })).toBeNull();
  });
});
