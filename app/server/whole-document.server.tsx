import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import type { EntryContext } from "react-router";

/**
 * Issue 13: a document is rendered to one string rather than through React's streaming renderer.
 * The bytes are the same; the streaming renderer encoded thousands of small chunks one by one,
 * the largest single cost of a cold render (ADR 0010, docs/performance.md).
 */

/** React's mark for a Suspense boundary it did not finish on the server (left to the browser). */
export const CLIENT_RENDERED_BOUNDARY = "<!--$!-->";

/**
 * The whole document, or null when a Suspense boundary suspended or failed (the caller then uses
 * the streaming render, which waits for it and reports the error). React Router writes its data
 * handoff through a component that waits for each chunk of a stream, and a synchronous render
 * cannot wait: the chunks are read first and put where that component looks for them.
 */
export async function renderWholeDocument(context: EntryContext, app: ReactNode): Promise<string | null> {
  if (!(await primeHandoffChunks(context))) return null;
  const html = renderToString(app);
  return html.includes(CLIENT_RENDERED_BOUNDARY) ? null : `<!DOCTYPE html>${html}`;
}

type HandoffChunk = Promise<void> & { result: { done: boolean; value: string } };
type RenderMeta = { streamCache?: Record<number, HandoffChunk> };

/**
 * Reads React Router's data handoff stream whole into its render cache, in the shape its
 * `StreamTransfer` component keeps there (react-router 7.18). False when there is nothing to
 * prime, and the streaming render is used.
 */
export async function primeHandoffChunks(context: EntryContext): Promise<boolean> {
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
