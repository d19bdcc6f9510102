import { serializeInlineJson } from "~/lib/inline-json";
import { serverOnlyHtml } from "~/lib/server-only-html";

/**
 * Structured data (JSON-LD) a page writes into its body on the server only: one
 * `<script type="application/ld+json">` per item. The browser keeps the server's scripts when it
 * hydrates (the same idea as ADR 0023's islands), so the builders and what they import are not in
 * its JavaScript; after a client-side navigation the scripts are empty, which no search engine
 * sees (they load documents). `count` is the number of items `build` returns: the browser renders
 * the same number of elements without building them.
 *
 * Use as `<ServerJsonLd count={2} build={import.meta.env.SSR && (() => [a, b])} />`.
 */
export function ServerJsonLd({
  count,
  build,
}: {
  count: number;
  build: false | (() => Record<string, unknown>[]);
}) {
  const items = build ? build() : [];
  if (build && items.length !== count)
    throw new Error(`ServerJsonLd: ${items.length} items built, ${count} announced`);
  return Array.from({ length: count }, (_, i) => (
    <script
      key={i}
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: serialised with `<` escaped; empty in the browser.
      dangerouslySetInnerHTML={serverOnlyHtml(
        import.meta.env.SSR && build !== false && (() => serializeInlineJson(items[i])),
      )}
    />
  ));
}
