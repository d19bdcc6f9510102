import { useEffect, useRef } from "react";
import { useRevalidator, useRouteLoaderData } from "react-router";
import { useNewsroomStream } from "~/features/newsroom/use-newsroom-stream";

// One re-read for a burst of events, however many components on the page listen.
let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * Issue 26: re-reads the page's loaders when the review queue changes on any instance (a
 * submission, approval, send-back or publication). The event carries ids only; what is shown
 * comes from the page's own role-checked loaders (the layout's count, the list's rows).
 */
export function useQueueRevalidation() {
  const layout = useRouteLoaderData("routes/admin/layout") as { newsroomSeq?: number } | undefined;
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  useEffect(() => () => clearTimeout(timer), []);
  useNewsroomStream(layout?.newsroomSeq ?? 0, (message) => {
    if (message.event !== "queue" && message.event !== "reset") return;
    clearTimeout(timer);
    timer = setTimeout(() => void revalidate.current(), 200);
  });
}
