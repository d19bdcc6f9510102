import { describe, expect, it } from "vitest";
import { safeRedirect, toSafeRedirect } from "./safe-redirect";

const SITE = "https://forsiden.dk";

/**
 * What a browser does with a Location header on our site: the same URL parser (WHATWG), which drops
 * tabs and newlines and reads `\` as `/`. The target is safe only if the result stays on the site.
 */
function browserLands(location: string): URL {
  return new URL(location, `${SITE}/auth`);
}

const SAFE: [string, string][] = [
  ["/admin", "/admin"],
  ["/admin/articles?side=2", "/admin/articles?side=2"],
  ["/admin/artikler/ny?kladde=1#tekst", "/admin/artikler/ny?kladde=1#tekst"],
  ["/klubber/fc-kobenhavn", "/klubber/fc-kobenhavn"],
  ["/klubber/k%C3%B8ge", "/klubber/k%C3%B8ge"],
  ["/sog?q=fc+kobenhavn", "/sog?q=fc+kobenhavn"],
  ["/admin/brugere?q=a%40b.dk", "/admin/brugere?q=a%40b.dk"],
  ["/", "/"],
  ["/@evil.example", "/@evil.example"],
  ["/admin/../klubber", "/klubber"],
  ["/javascript:alert(1)", "/javascript:alert(1)"],
];

/** The usual bypass list: each must fall back. */
const HOSTILE: string[] = [
  // off-site and protocol-relative
  "//evil.example",
  "//evil.example/phish",
  "///evil.example",
  "////evil.example",
  "https://evil.example",
  "http://evil.example/admin",
  "HTTPS://evil.example",
  "evil.example",
  "admin",
  "./admin",
  "../admin",
  "?redirect=1",
  "#x",
  // tab, newline, carriage return (raw and encoded) anywhere
  "/\t/evil.example/phish",
  "/%09/evil.example/phish",
  "/\n/evil.example",
  "/%0A/evil.example",
  "/\r/evil.example",
  "/%0D/evil.example",
  "/%0D%0ASet-Cookie:%20x=1",
  "/admin\r\nSet-Cookie: x=1",
  "/admin%0d%0aLocation:%20//evil.example",
  "\t//evil.example",
  "/\u000b/evil.example",
  "/\u000c/evil.example",
  "/\u0000/evil.example",
  "/%00/evil.example",
  "/admin%00",
  "/admin\u007f",
  "/admin%7F",
  "/admin%C2%85",
  "/admin?x=%09",
  "/admin#%0A",
  // whitespace, raw and encoded, leading or inside
  " /admin",
  "  //evil.example",
  "/ /evil.example",
  "/%20/evil.example",
  "/admin%20",
  "/\u00a0/evil.example",
  "/%C2%A0/evil.example",
  "/\u2028/evil.example",
  "/%E2%80%A8/evil.example",
  "/\u200b/evil.example",
  "/%E2%80%8B/evil.example",
  "/%E2%80%AE/evil.example",
  "/\ufeff/evil.example",
  "/%EF%BB%BF/evil.example",
  "/\u3000/evil.example",
  // backslashes
  "/\\evil.example",
  "/\\/evil.example",
  "\\\\evil.example",
  "\\/evil.example",
  "/%5Cevil.example",
  "/%5cevil.example",
  "/%5C%5Cevil.example",
  "/admin\\..\\..\\",
  "/admin?next=%5C",
  // encoded and double-encoded slashes
  "/%2F/evil.example",
  "/%2f%2fevil.example",
  "%2F%2Fevil.example",
  "/%2F%2Fevil.example",
  "/%252F%252Fevil.example",
  "/%25252F%25252Fevil.example",
  "/%255Cevil.example",
  "/%25%32%46%25%32%46evil.example",
  "/.%2F/evil.example",
  "/..%2F%2Fevil.example",
  "/a/..//evil.example",
  "/.//evil.example",
  "/admin//evil.example",
  // @ (userinfo) tricks
  "//@evil.example",
  "//admin@evil.example",
  "/%2F@evil.example",
  "@evil.example",
  // unicode slashes and dots, raw and encoded
  "/／evil.example",
  "／／evil.example",
  "/∕evil.example",
  "/⁄evil.example",
  "/%E2%81%84evil.example",
  "/%E2%81%84%E2%81%84evil.example",
  "/%E2%88%95evil.example",
  "/%EF%BC%8F%EF%BC%8Fevil.example",
  "/%EF%BC%8Fevil.example",
  "/%EF%BC%BCevil.example",
  "/%25EF%25BC%258Fevil.example",
  "/evil%E3%80%82example",
  "/evil%EF%BC%8Eexample",
  "/%EF%BC%9A%EF%BC%8F%EF%BC%8F",
  // schemes
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  " javascript:alert(1)",
  "java\tscript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "%6A%61%76%61%73%63%72%69%70%74:alert(1)",
  "mailto:a@evil.example",
  // broken escapes and oversized values
  "/admin%",
  "/admin%zz",
  "/admin%E2%81",
  `/${"a".repeat(2100)}`,
  "",
];

describe("safeRedirect: one check for every redirect the app makes", () => {
  it.each(SAFE)("keeps the same-site path %s", (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
    expect(browserLands(expected).origin).toBe(SITE);
  });

  it.each(HOSTILE.map((v) => [JSON.stringify(v), v]))("falls back to /admin for %s", (_label, value) => {
    expect(toSafeRedirect(value)).toBeNull();
    expect(safeRedirect(value)).toBe("/admin");
  });

  it("falls back to the caller's fallback", () => {
    expect(safeRedirect("//evil.example", "/")).toBe("/");
    expect(safeRedirect(undefined, "/")).toBe("/");
  });

  it("takes only strings", () => {
    for (const value of [null, undefined, 1, {}, ["/admin"], new URL(`${SITE}/admin`)]) {
      expect(safeRedirect(value)).toBe("/admin");
    }
  });

  it("the issue's reproduction: /auth?redirectTo=%2F%09%2Fevil.example%2Fphish", () => {
    const value = new URL(`${SITE}/auth?redirectTo=%2F%09%2Fevil.example%2Fphish`).searchParams.get(
      "redirectTo",
    );
    expect(value).toBe("/\t/evil.example/phish");
    // What the old check let through: the browser follows it off the site.
    expect(browserLands(value ?? "").host).toBe("evil.example");
    expect(safeRedirect(value)).toBe("/admin");
  });

  it("what it returns is always a valid Location header that the browser keeps on the site", () => {
    for (const value of [...SAFE.map(([v]) => v), ...HOSTILE]) {
      const target = safeRedirect(value);
      expect(() => new Headers({ Location: target })).not.toThrow();
      expect(browserLands(target).origin).toBe(SITE);
    }
  });
});

/* ---- Generated inputs: hostile pieces glued together, checked against the browser's own parser ---- */

const PIECES = [
  "/",
  "//",
  "\\",
  "%2F",
  "%2f",
  "%5C",
  "%252F",
  "%25",
  "\t",
  "\n",
  "\r",
  "%09",
  "%0A",
  "%0D",
  " ",
  "%20",
  "@",
  ":",
  ".",
  "..",
  "?",
  "#",
  "／",
  "∕",
  "⁄",
  "%E2%81%84",
  "%EF%BC%8F",
  "\u00a0",
  "\u200b",
  "evil.example",
  "admin",
  "javascript:",
  "https:",
  "data:",
  "a",
  "0",
];

/** A small deterministic generator (mulberry32), so a failure can be replayed from its seed. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function generated(count: number, seed: number): string[] {
  const next = random(seed);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const length = 1 + Math.floor(next() * 7);
    let value = next() < 0.7 ? "/" : "";
    for (let j = 0; j < length; j++) value += PIECES[Math.floor(next() * PIECES.length)];
    out.push(value);
  }
  return out;
}

/** Decodes percent escapes as far as they go, the way a careless proxy or a second hop might. */
function fullyDecoded(value: string): string {
  let form = value;
  for (let i = 0; i < 6; i++) {
    try {
      const next = decodeURIComponent(form);
      if (next === form) break;
      form = next;
    } catch {
      break;
    }
  }
  return form;
}

describe("safeRedirect with generated inputs", () => {
  const inputs = generated(20_000, 20261123);

  it("never leads off the site, however the browser or a second decoding reads the result", () => {
    for (const value of inputs) {
      const target = safeRedirect(value);
      if (target === "/admin") continue;
      const where = { value, target };
      expect(browserLands(target).origin, JSON.stringify(where)).toBe(SITE);
      expect(target.startsWith("/") && !target.startsWith("//"), JSON.stringify(where)).toBe(true);
      const decoded = fullyDecoded(target);
      expect(browserLands(decoded).origin, JSON.stringify(where)).toBe(SITE);
      expect(/[\s\\\p{Cc}]/u.test(decoded), JSON.stringify(where)).toBe(false);
      expect(() => new Headers({ Location: target }), JSON.stringify(where)).not.toThrow();
    }
  });

  it("accepts plain generated paths (the check is not simply 'always /admin')", () => {
    const next = random(7);
    for (let i = 0; i < 2000; i++) {
      const segments = Array.from({ length: 1 + Math.floor(next() * 4) }, () =>
        Math.floor(next() * 1e9).toString(36),
      );
      const path = `/${segments.join("/")}?side=${i}`;
      expect(safeRedirect(path)).toBe(path);
    }
  });
});
