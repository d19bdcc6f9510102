import { useEffect } from "react";
import { formatReaderTime, type ReaderTimeVariant } from "./relative-time";

const VARIANTS = new Set<string>(["list", "event"]);
const TIMES = "time[data-clock]";

function follow(time: Element, now: string) {
  const clock = time.getAttribute("data-clock") ?? "";
  const iso = time.getAttribute("datetime");
  if (!iso || (clock !== "" && !VARIANTS.has(clock))) return;
  const text = formatReaderTime(iso, now, (clock || "relative") as ReaderTimeVariant);
  if (time.textContent === text) return;
  // Into React's own text node where there is one, so a later render of the time still lands.
  const only = time.childNodes.length === 1 ? time.firstChild : null;
  if (only && only.nodeType === 3) only.nodeValue = text;
  else time.textContent = text;
}

/**
 * Writes every `<time data-clock>` (components/relative-time.tsx) in `root` with the reader's
 * clock: the server wrote them with its own, and a cached page can be minutes old. Only a changed
 * text is written.
 */
export function followReaderClock(root: ParentNode = document, now: string = new Date().toISOString()): void {
  if ((root as Node).nodeType === 1 && (root as Element).matches(TIMES)) follow(root as Element, now);
  for (const time of root.querySelectorAll(TIMES)) follow(time, now);
}

/**
 * The page's one reader clock (the root layout runs it): once after hydration, each minute, and
 * for every time that enters the page later (the next page's, a live update's) as it arrives. One
 * pass over a front page's 40 times replaced 40 effects, timers and transitions (a phone's
 * blocking time right after hydration, ADR 0022).
 */
export function useReaderClock(): void {
  useEffect(() => {
    followReaderClock();
    const timer = setInterval(() => followReaderClock(), 60_000);
    const arrivals = new MutationObserver((records) => {
      const now = new Date().toISOString();
      for (const record of records)
        for (const node of record.addedNodes)
          if (node.nodeType === 1) followReaderClock(node as Element, now);
    });
    arrivals.observe(document.body, { childList: true, subtree: true });
    return () => {
      clearInterval(timer);
      arrivals.disconnect();
    };
  }, []);
}
