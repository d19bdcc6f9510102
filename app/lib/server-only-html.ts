/**
 * `dangerouslySetInnerHTML` for an element whose server markup the browser keeps: React neither
 * compares nor writes inner HTML when it hydrates, and the same empty string is never written later.
 */
export const KEEP_SERVER_MARKUP = { __html: "" };

/**
 * The content of an inline `<script>` the server writes once (JSON-LD, the public config, the
 * consent mark): `{ __html: html() }` on the server, an empty string in the browser. React neither
 * compares nor rewrites a `dangerouslySetInnerHTML` element's content when it hydrates, and an
 * unchanged empty string is never written later, so the browser keeps the server's script. Call it
 * as `serverOnlyHtml(import.meta.env.SSR && (() => …))`: the bundler then drops the builder, and
 * what it imports, from the browser's JavaScript (issue 23, the same idea as ADR 0023's islands).
 */
export function serverOnlyHtml(html: false | (() => string)): { __html: string } {
  return html ? { __html: html() } : KEEP_SERVER_MARKUP;
}
