/**
 * A PostgreSQL array literal of `values`, every element quoted (`"` and `\` escaped), for one
 * `$n::text[]` (or `::uuid[]`) parameter: one value to bind instead of one per element, so the
 * statement's text is the same for any number of elements.
 */
export function textArrayLiteral(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(",")}}`;
}
