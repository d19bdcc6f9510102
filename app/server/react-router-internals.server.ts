import type { EntryContext } from "react-router";

/*
 * The one place that reaches into React Router's internals (issue 23): the data handoff stream and
 * the render cache its `StreamTransfer` component reads, neither of them public API.
 * react-router-internals.server.test.tsx renders a real React Router request through this seam, so
 * an upgrade that changes them fails there instead of every page falling back to the slower
 * streaming render.
 */

type HandoffChunk = Promise<void> & { result: { done: boolean; value: string } };
type RenderMeta = { streamCache?: Record<number, HandoffChunk> };

/**
 * Reads React Router's data handoff stream whole into its render cache, in the shape its
 * `StreamTransfer` component keeps there (react-router 7.18). False when there is nothing to
 * prime, and the streaming render is used.
 */
export async function primeReactRouterHandoff(context: EntryContext): Promise<boolean> {
  const { serverHandoffStream: stream, renderMeta } = context as EntryContext & {
    serverHandoffStream?: ReadableStream<Uint8Array>;
    renderMeta?: RenderMeta;
  };
  if (!stream || !renderMeta || renderMeta.streamCache) return false;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const cache: Record<number, HandoffChunk> = {};
  for (let i = 0; ; i++) {
    const { done, value } = await reader.read();
    cache[i] = Object.assign(Promise.resolve(), {
      result: { done, value: decoder.decode(value, { stream: true }) },
    });
    if (done) break;
  }
  reader.releaseLock();
  renderMeta.streamCache = cache;
  return true;
}

// React Router writes each handoff chunk as `enqueue("<JSON string literal>")`: the chunk is itself
// JSON, so every one of its quotes is escaped as `\"` (a tenth of a page's hydration data).
const HANDOFF_CHUNK = /(window\.__reactRouterContext\.streamController\.enqueue\()("(?:[^"\\]|\\.)*")\)/g;
const SINGLE_QUOTED_ESCAPES: Record<string, string> = {
  "\\": "\\\\",
  "'": "\\'",
  "\n": "\\n",
  "\r": "\\r",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
  // Never `</script>` or `<!--` inside the script, as React Router's own escaping guarantees.
  "<": "\\x3C",
  ">": "\\x3E",
  "&": "\\x26",
};

// Its route manifest (lazy route discovery) is pretty-printed JSON: `JSON.stringify(m, null, 2)`.
// Only the top-level object closes with a `}` at the start of a line.
const PRETTY_MANIFEST = /(window\.__reactRouterManifest = )(\{\n[\s\S]*?\n\});/;

/**
 * The document with React Router's handoff chunks as single-quoted JavaScript strings (the same
 * string reaches `enqueue`, without the backslash before each of its quotes) and its route
 * manifest without indentation (issue 23: HTML weight).
 */
export function compactHandoffScripts(html: string): string {
  return html
    .replace(HANDOFF_CHUNK, (_whole, call: string, literal: string) => {
      const chunk = JSON.parse(literal) as string;
      return `${call}'${chunk.replace(/[\\'\n\r\u2028\u2029<>&]/g, (c) => SINGLE_QUOTED_ESCAPES[c])}')`;
    })
    .replace(
      PRETTY_MANIFEST,
      (_whole, assign: string, json: string) => `${assign}${JSON.stringify(JSON.parse(json))};`,
    );
}
