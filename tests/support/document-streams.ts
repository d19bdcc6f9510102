import type { EntryContext } from "react-router";

/** A byte stream of these HTML chunks, as React's renderer hands them to the server. */
export function streamOf(...chunks: string[]) {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

/** React Router's entry context with only the fields a test sets (the rest are never read). */
export const contextWith = (fields: Record<string, unknown>) => fields as unknown as EntryContext;
