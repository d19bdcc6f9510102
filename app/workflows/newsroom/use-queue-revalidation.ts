import { useRef } from "react";
import { useRevalidator, useRouteLoaderData } from "react-router";
import { useNewsroomStream } from "~/features/newsroom/use-newsroom-stream";

// One re-read for a burst of events, however many components on the page listen.
let timer: ReturnType<typeof setTimeout> | undefined;
const waiting = new Set<() => void>();

/**
 * Issue 26: calls `onChange` (once for a burst) when the review queue changes on any instance (a
 * submission, approval, send-back or publication). The event carries ids only: what is shown is
 * read again through a role-checked loader or endpoint.
 */
export function useQueueEvents(onChange: () => void) {
  const layout = useRouteLoaderData("routes/admin/layout") as { newsroomSeq?: number } | undefined;
  const handler = useRef(onChange);
  handler.current = onChange;
  useNewsroomStream(layout?.newsroomSeq ?? 0, (message) => {
    if (message.event !== "queue" && message.event !== "reset") return;
    waiting.add(handler.current);
    clearTimeout(timer);
    timer = setTimeout(() => {
      const calls = [...waiting];
      waiting.clear();
      for (const call of calls) call();
    }, 200);
  });
}

/**
 * Re-reads the page's loaders on a queue change: for pages that show the queue itself (the article
 * list, the overview). Not for the shell: a revalidation clears the page's action data (a form's
 * result), so the sidebar's count reads its own endpoint instead (ReviewCountBadge).
 */
export function useQueueRevalidation() {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  useQueueEvents(() => void revalidate.current());
}
