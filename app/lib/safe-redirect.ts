/**
 * The one check for every redirect the app builds from input (sign-in, two-factor, consent, club
 * slugs): the target is a path on this site, or the caller's fallback.
 *
 * Browsers drop tabs and newlines from URLs and read `\` as `/`, so `/\t/evil.example` or `/\evil`
 * becomes `//evil.example`, a different host. Rather than list bypasses, a target must be plain
 * printable ASCII, start with one `/`, hold no `//` or `\` in its path and no control character or
 * whitespace anywhere, also after percent-decoding (once, twice, …); and resolved as a URL against
 * the site it must stay on the site.
 */

const DEFAULT_FALLBACK = "/admin";
const MAX_LENGTH = 2048;
const MAX_DECODE_ROUNDS = 4;
/** Any origin will do: only whether the target keeps it matters. */
const BASE = "https://forsiden.invalid";

/** Printable ASCII only: a real path is percent-encoded, so a raw space, tab or `／` is an attack. */
const PRINTABLE_ASCII = /^[\x21-\x7e]+$/;
/** Control, format (zero-width, bidi), separator and other whitespace characters. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Z}\s]/u;
/** Slashes, backslashes and dots that some software folds into `/`, `\` or `.`. */
const LOOKALIKES = /[\u2024\u2044\u2215\u2216\u29f5\u29f8\u29f9\u3002\ufe52\ufe68\uff0e\uff0f\uff3c\uff61]/u;

function pathPart(value: string): string {
  const end = value.search(/[?#]/);
  return end === -1 ? value : value.slice(0, end);
}

/** A character that NFKC turns into ASCII punctuation (fullwidth `／`, `：`, `＠` …). */
function hasAsciiPunctuationLookalike(value: string): boolean {
  for (const char of value) {
    if (char.charCodeAt(0) < 0x80) continue;
    if (/^[\x21-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e]+$/.test(char.normalize("NFKC"))) return true;
  }
  return false;
}

function isHostileForm(form: string): boolean {
  if (INVISIBLE.test(form) || form.includes("\\")) return true;
  const path = pathPart(form);
  return path.includes("//") || LOOKALIKES.test(path) || hasAsciiPunctuationLookalike(path);
}

/** The same-site path to go to, or null when the value must not be followed. */
export function toSafeRedirect(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_LENGTH) return null;
  if (!PRINTABLE_ASCII.test(value) || value[0] !== "/" || value[1] === "/") return null;
  // The raw value and every percent-decoded form of it (double encoding hides `%2F` as `%252F`).
  let form = value;
  for (let round = 0; ; round++) {
    if (isHostileForm(form)) return null;
    let decoded: string;
    try {
      decoded = decodeURIComponent(form);
    } catch {
      return null; // a broken escape: nothing a link of ours would produce
    }
    if (decoded === form) break;
    if (round === MAX_DECODE_ROUNDS) return null;
    form = decoded;
  }
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const target = `${url.pathname}${url.search}${url.hash}`;
  // `/a/..//x` resolves to the path `//x`: check what the browser will actually get.
  if (!target.startsWith("/") || target.startsWith("//") || !PRINTABLE_ASCII.test(target)) return null;
  return target;
}

/** Where to redirect: `value` when it is a safe same-site path, else `fallback` (default `/admin`). */
export function safeRedirect(value: unknown, fallback: string = DEFAULT_FALLBACK): string {
  return toSafeRedirect(value) ?? fallback;
}
