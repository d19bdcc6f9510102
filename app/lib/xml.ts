// Characters XML 1.0 cannot hold at all: C0 controls but tab, LF and CR; U+FFFE, U+FFFF; and lone
// surrogates (half of a pair, which no encoder can write). A whole pair (an emoji) stays.
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Escapes text for XML (feeds, sitemaps, SVG) element content and attribute values. */
export function escapeXml(value: string): string {
  return String(value)
    .replace(NOT_XML, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/**
 * Escapes text for HTML element content and quoted attribute values, for the few pages written
 * without React (outage and maintenance pages). Lone surrogates become U+FFFD, as a UTF-8 encoder
 * would write them anyway.
 */
export function escapeHtml(value: string): string {
  return String(value)
    .replace(LONE_SURROGATE, "\uFFFD")
    .replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}
