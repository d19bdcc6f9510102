/**
 * JSON for an inline <script>: `<` is escaped so no value (a site name from settings) can close
 * the script element; `>`, `&` and the JS line separators for good measure.
 */
export function serializeInlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
