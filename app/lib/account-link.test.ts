import { describe, expect, it } from "vitest";
import {
  ACCOUNT_MARKER_COOKIE,
  accountMarkerCookie,
  chosenName,
  clearAccountMarkerCookie,
  hasAccountMarker,
  readerDestination,
  readerForgotPasswordHref,
  readerSignInHref,
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
    for (const header of ["forsiden_konto=1", "a=b; forsiden_konto=1; c=d"]) {
      expect(hasAccountMarker(header), header).toBe(true);
    }
    for (const header of ["xforsiden_konto=1", "forsiden_konto=10", "forsiden_konto=", null]) {
      expect(hasAccountMarker(header), String(header)).toBe(false);
    }
  });
});

describe("the name the header shows", () => {
  it("is the chosen name, never an empty one or the e-mail a sign-up put there", () => {
    expect(chosenName({ name: " Mette Hansen ", email: "m@x.dk" })).toBe("Mette Hansen");
    expect(chosenName({ name: "", email: "m@x.dk" })).toBeNull();
    expect(chosenName({ name: "M@X.dk", email: "m@x.dk" })).toBeNull();
  });
});

describe("a reader's destination (the reset and sign-in flows, issue 24)", () => {
  it("is a safe path to /konto or /mine-klubber, or below them, with its query", () => {
    for (const path of ["/konto", "/konto/data", "/mine-klubber", "/mine-klubber?vis=alle#top"]) {
      expect(readerDestination(path)).toBe(path);
    }
  });

  it("is a public page too: 'Følg' on a club page asks the reader to sign in and back", () => {
    for (const path of ["/", "/klubber/agf", "/article/optakt-derbyet?x=1"]) {
      expect(readerDestination(path)).toBe(path);
    }
  });

  it("is null for staff's targets, look-alikes and anything lib/safe-redirect refuses", () => {
    for (const value of [
      "/admin",
      "/auth",
      "/api/konto/status",
      "/dev/mailbox",
      "/kontoen",
      "/mine-klubberne",
      "/konto/../admin",
      "//evil.example",
      "https://evil.example",
      "/\\evil.example",
      "/%2F%2Fevil.example/konto",
      "",
      null,
      undefined,
      42,
    ]) {
      expect(readerDestination(value), String(value)).toBeNull();
    }
  });

  it("links to the reader's sign-in and to the forgot form with the destination escaped", () => {
    expect(readerSignInHref("/konto")).toBe("/konto/log-ind?redirectTo=%2Fkonto");
    expect(readerForgotPasswordHref("/mine-klubber?a=1&b=2")).toBe(
      "/auth?visning=glemt&redirectTo=%2Fmine-klubber%3Fa%3D1%26b%3D2",
    );
  });
});
