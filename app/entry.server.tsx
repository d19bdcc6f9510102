import { Writable } from "node:stream";
import type { ReactElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { HeldIslandDataContext, IslandRendererContext, staticIslandsReady } from "~/components/static-island";
import { FooterNewsletterSignup } from "~/features/newsletters/newsletter-signup-form";
import { FooterSlot } from "~/features/shell/footer-slot";
import { NonceContext } from "~/lib/nonce";
import { isDatabaseUnavailable } from "~/server/db/unavailable.server";
import { createIslandRenderer } from "~/server/island-markup.server";
import { logger } from "~/server/logger.server";
import { finishDocument } from "~/server/react-router-internals.server";
import { renderDocumentMarkup } from "~/server/whole-document.server";

// React Router's default Node entry (@react-router/dev 7.18), plus the CSP nonce (ADR 0012), and
// the answer sent whole rather than streamed (below).

/**
 * The footer's newsletter sign-up (issue 24). The footer is a static island only the server
 * renders, so it is filled here, outside the browser's module graph: a slot passed down from a
 * route would put the form's code (or at least the slot's) on every public page.
 */
const FOOTER_SLOT = <FooterNewsletterSignup />;

export const streamTimeout = 5_000;

/**
 * Errors React Router meets in loaders, actions and renders go to our log with the request's id
 * (its default writes them to the console without one). A refused request (a 4xx such as a POST to
 * a page without an action) is the client's doing and logged at info; a database outage at warn,
 * where its 503 is decided; anything else is ours, at error.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const line = {
    reqId: (context as Partial<AppLoadContext> | undefined)?.requestId,
    method: request.method,
    path: new URL(request.url).pathname,
  };
  if (isRouteErrorResponse(error)) {
    const cause = (error as { error?: unknown }).error;
    if (error.status < 500)
      logger.info(
        { ...line, status: error.status, reason: String(cause ?? error.statusText) },
        "request refused",
      );
    else
      logger.error({ ...line, err: cause ?? error, status: error.status }, "request failed in React Router");
  } else if (isDatabaseUnavailable(error)) logger.warn({ ...line, err: error }, "database unavailable");
  else logger.error({ ...line, err: error }, "request failed in React Router");
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // The policy is the one this render's nonce belongs to: the page cache stores the two together.
  // Read here, after the loaders ran: a page with embeds has allowed their players' frame origins
  // (`csp.allowFrames`, issue 27) for this render only.
  const csp = loadContext.csp as AppLoadContext["csp"] | undefined;
  if (csp) responseHeaders.set(csp.headerName, csp.policy);
  const nonce = csp?.nonce;

  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  // The islands' components load once per process (ADR 0023); after that this is a settled promise.
  await staticIslandsReady();

  const held = loadContext.islandData ?? null;
  const app = (
    <NonceContext.Provider value={nonce}>
      <HeldIslandDataContext.Provider value={held}>
        <FooterSlot.Provider value={FOOTER_SLOT}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </FooterSlot.Provider>
      </HeldIslandDataContext.Provider>
    </NonceContext.Provider>
  );
  // Islands marked `apart` are rendered on their own and spliced into the bytes (issue 27); the
  // streaming fallback renders them in place.
  const islands = createIslandRenderer(held);
  const whole = (
    <IslandRendererContext.Provider value={islands.renderer}>{app}</IslandRendererContext.Provider>
  );
  return renderDocumentMarkup(routerContext, whole).then((markup) => {
    if (markup === null)
      return renderStreamed(app, nonce, responseStatusCode, responseHeaders, loadContext.requestId);
    responseHeaders.set("Content-Type", "text/html");
    // Bytes, not the string: a string body is first checked character by character for lone
    // surrogates (undici's USVString conversion), a second pass over the whole page.
    // Readers' pages paint before their scripts load (ADR 0022); the back office, an app, hydrates
    // as soon as it can. Not in development: Vite's refresh runtime must load before any module.
    const deferScripts = import.meta.env.PROD && !loadContext.privatePath;
    return new Response(finishDocument(markup, deferScripts, islands.splice), {
      headers: responseHeaders,
      status: responseStatusCode,
    });
  });
}

/** The streaming render, collected into one buffer (the fallback for a page that suspends). */
function renderStreamed(
  app: ReactElement,
  nonce: string | undefined,
  responseStatusCode: number,
  responseHeaders: Headers,
  requestId: string | undefined,
): Promise<Response> {
  // Still one buffer: streaming only cut the answer into hundreds of small writes, each passed
  // through the compressor and the socket on its own (issue 13: cold-render profile).
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

    const { pipe, abort } = renderToPipeableStream(app, {
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
        if (shellRendered) logger.error({ err: error, reqId: requestId }, "render failed after the shell");
      },
    });
  });
}
