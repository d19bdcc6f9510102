import { Writable } from "node:stream";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { NonceContext } from "~/lib/nonce";

// React Router's default Node entry (@react-router/dev 7.18), plus the CSP nonce (ADR 0012), and
// the answer sent whole rather than streamed (below).

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // The policy is the one this render's nonce belongs to: the page cache stores the two together.
  const csp = loadContext.csp as AppLoadContext["csp"] | undefined;
  if (csp) responseHeaders.set(csp.headerName, csp.policy);
  const nonce = csp?.nonce;

  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return renderWhole(request, routerContext, nonce).then((html) => {
    if (html === null)
      return renderStreamed(request, responseStatusCode, responseHeaders, routerContext, nonce);
    responseHeaders.set("Content-Type", "text/html");
    // Bytes, not the string: a string body is first checked character by character for lone
    // surrogates (undici's USVString conversion), a second pass over the whole page.
    return new Response(Buffer.from(html), { headers: responseHeaders, status: responseStatusCode });
  });
}

/** React marks a Suspense boundary it could not finish on the server (left for the browser). */
const CLIENT_RENDERED_BOUNDARY = "<!--$!-->";

/**
 * The document as one string (issue 13: a third less CPU than the streaming renderer, whose byte
 * encoding of thousands of small chunks was the largest single cost of a cold render). It needs
 * the route data's handoff script ready before the render: React Router writes it through a
 * component that waits for each chunk of its stream, and a synchronous render cannot wait, so the
 * chunks are read first and put where that component looks. Null when a boundary suspended or
 * failed anyway: the streaming render then handles it (and reports the error) as before.
 */
async function renderWhole(
  request: Request,
  context: EntryContext,
  nonce: string | undefined,
): Promise<string | null> {
  if (!(await primeHandoffChunks(context))) return null;
  const html = renderToString(
    <NonceContext.Provider value={nonce}>
      <ServerRouter context={context} url={request.url} nonce={nonce} />
    </NonceContext.Provider>,
  );
  return html.includes(CLIENT_RENDERED_BOUNDARY) ? null : `<!DOCTYPE html>${html}`;
}

type HandoffChunk = Promise<void> & { result: { done: boolean; value: string } };
type RenderMeta = { streamCache?: Record<number, HandoffChunk> };

/** Reads React Router's data handoff stream whole into its render cache (false: nothing to prime). */
async function primeHandoffChunks(context: EntryContext): Promise<boolean> {
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

/** The streaming render, collected into one buffer (the fallback for a page that suspends). */
function renderStreamed(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  nonce: string | undefined,
): Promise<Response> {
  // The whole document in one buffer: nothing on our pages suspends (every loader has its data
  // before the render), so streaming only cut the answer into hundreds of small writes, each
  // passed through the compressor and the socket on its own (issue 13: cold-render profile).
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const chunks: Buffer[] = [];
    const body = new Writable({
      write(chunk: Buffer | string, _encoding, callback) {
        chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        responseHeaders.set("Content-Type", "text/html");
        resolve(
          new Response(new Uint8Array(Buffer.concat(chunks)), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
        callback();
      },
    });

    // Abort after `streamTimeout`, leaving time to flush the rejected boundaries.
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        // React 19 outlines a finished Suspense boundary bigger than this into a hidden template
        // that a script swaps in: without JavaScript the front page lost every section below the
        // top stories. The document is sent whole anyway, so nothing is gained by outlining.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          shellRendered = true;
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors inside the shell are logged by handleDocumentRequest; log the streamed ones.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
