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
