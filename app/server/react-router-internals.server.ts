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

// React Router's `<Scripts>` preloads every module of the page in <head> (React hoists the links)
// and ends the body with one inline module script that imports the route modules statically.
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>/g;
const BOOT_SCRIPT = /(<script(?: nonce="[^"]*")? type="module" async="">)([\s\S]*?)(<\/script>)/;
const STATIC_IMPORT = /^import (?:\* as (route\d+) from )?("[^"]+");$/gm;

/*
 * Resolves once the page's first frame, and its priority image (the likely LCP), have been painted,
 * or after 3 s at the latest. A rendering update runs requestAnimationFrame callbacks just before
 * it paints; the timeout then runs just after.
 */
const AFTER_FIRST_PAINT =
  "await new Promise(function(go){function next(){requestAnimationFrame(function(){setTimeout(go,0)})}" +
  "var img=document.querySelector('img[fetchpriority=\"high\"]');" +
  'if(img&&!img.complete){img.addEventListener("load",next);img.addEventListener("error",next);setTimeout(go,3000)}' +
  "else next()});";

/**
 * The document with its JavaScript requested only after the first paint (ADR 0022): the module
 * preloads leave <head>, and the boot script waits for the first frame and the priority image, then
 * preloads the same modules, evaluates them one task at a time and imports what it imported
 * statically (the route modules, and the route manifest when route discovery is not lazy). The
 * server-rendered page reads and navigates without JavaScript, so on a slow connection the
 * stylesheet and the lead image no longer share the bandwidth with 140 KB of scripts. A document
 * without React Router's boot script is returned unchanged.
 */
export function loadModulesAfterFirstPaint(html: string): string {
  const boot = BOOT_SCRIPT.exec(html);
  if (!boot) return html;
  const deferred = deferModuleScripts(html.slice(0, boot.index), html.slice(boot.index));
  return deferred ? deferred.head + deferred.tail : html;
}

/** loadModulesAfterFirstPaint on a document in two parts: the preloads' part and the boot script's. */
function deferModuleScripts(head: string, tail: string): { head: string; tail: string } | null {
  const boot = BOOT_SCRIPT.exec(tail);
  if (!boot) return null;
  const preloads: string[] = [];
  const withoutPreloads = head.replace(MODULE_PRELOAD, (_link, href: string) => {
    preloads.push(href);
    return "";
  });
  const routes: string[] = [];
  const urls: string[] = [];
  const rest = boot[2].replace(STATIC_IMPORT, (_line, name: string | undefined, url: string) => {
    routes.push(name ?? "");
    urls.push(url);
    return "";
  });
  const preload =
    `${JSON.stringify(preloads)}.forEach(function(href){var link=document.createElement("link");` +
    'link.rel="modulepreload";link.href=href;document.head.appendChild(link)});';
  // One module a task, so that no single task evaluates the whole page's JavaScript (a phone's
  // blocking time); the entry, which hydrates, comes last as before.
  const entry = /\bimport\(("[^"]+")\);?\s*$/.exec(rest)?.[1];
  const steps = JSON.stringify(preloads.filter((href) => JSON.stringify(href) !== entry));
  const evaluate = `for(const href of ${steps}){await import(href);await new Promise(function(go){setTimeout(go,0)})}`;
  const imports = `const [${routes.join(",")}]=await Promise.all([${urls.map((url) => `import(${url})`).join(",")}]);`;
  return {
    head: withoutPreloads,
    tail: tail.replace(
      BOOT_SCRIPT,
      (_whole, open: string, _code: string, close: string) =>
        `${open}${AFTER_FIRST_PAINT}${preload}${evaluate}${imports}${rest}${close}`,
    ),
  };
}

const DOCTYPE = "<!DOCTYPE html>";
// Where React Router's scripts begin: its context script (a page's text cannot hold a `>` unescaped,
// and nothing after it in the document does either).
const CONTEXT_SCRIPT = ">window.__reactRouterContext = ";

/**
 * The document's bytes (doctype, then `markup`) after compactHandoffScripts and, when
 * `deferScripts`, loadModulesAfterFirstPaint, with both passes run on the two small ends of the
 * page only: <head>, where the module preloads are, and React Router's scripts at the end. Each
 * whole-page string a pass made cost about a millisecond (a string over 128 KB, as a page with one
 * character outside Latin-1 is, is a large object for V8: issue 23's cold-render profile), and the
 * body between the ends is copied once, into the bytes. `pieces` cuts the markup between the ends
 * into what is written (the islands rendered apart, server/island-markup.server.tsx).
 */
export function finishDocument(
  markup: string,
  deferScripts: boolean,
  pieces: (markup: string) => string[] = (part) => [part],
): Buffer<ArrayBuffer> {
  const headEnd = markup.indexOf("</head>");
  const tailStart = markup.lastIndexOf("<script", markup.lastIndexOf(CONTEXT_SCRIPT));
  if (headEnd < 0 || tailStart < headEnd) {
    const compact = compactHandoffScripts(DOCTYPE + markup);
    return bytesOf(pieces(deferScripts ? loadModulesAfterFirstPaint(compact) : compact));
  }
  let head = DOCTYPE + markup.slice(0, headEnd);
  let tail = compactHandoffScripts(markup.slice(tailStart));
  if (deferScripts) ({ head, tail } = deferModuleScripts(head, tail) ?? { head, tail });
  return bytesOf([head, ...pieces(markup.slice(headEnd, tailStart)), tail]);
}

function bytesOf(parts: string[]): Buffer<ArrayBuffer> {
  // A fresh buffer of its own (never the shared pool's), so an ArrayBuffer as a body needs.
  return Buffer.concat(parts.map((part) => Buffer.from(part))) as Buffer<ArrayBuffer>;
}
