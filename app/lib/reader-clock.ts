import { useEffect } from "react";
import { useLocation } from "react-router";
import { formatReaderTime, type ReaderTimeVariant } from "./relative-time";

const VARIANTS = new Set<string>(["list", "event"]);

/**
 * Writes every `<time data-clock>` (components/relative-time.tsx) with the reader's clock:
 * the server wrote them with its own, and a cached page can be minutes old. Only a changed text is
 * written. React renders a time's text again only when its props change, so it never undoes this
 * (and the next pass corrects a new page's times at once).
 */
export function followReaderClock(root: ParentNode = document, now: string = new Date().toISOString()): void {
  for (const time of root.querySelectorAll("time[data-clock]")) {
    const clock = time.getAttribute("data-clock") ?? "";
    const iso = time.getAttribute("datetime");
    if (!iso || (clock !== "" && !VARIANTS.has(clock))) continue;
    const text = formatReaderTime(iso, now, (clock || "relative") as ReaderTimeVariant);
    if (time.textContent !== text) time.textContent = text;
  }
}

/**
 * The page's one reader clock (the root layout runs it): after hydration, after every navigation
 * and each minute. One pass over a front page's 40 times replaced 40 effects, timers and
 * transitions (a phone's blocking time right after hydration, ADR 0022).
 */
export function useReaderClock(): void {
  const { key } = useLocation();
  useEffect(() => {
    void key;
    followReaderClock();
    const timer = setInterval(() => followReaderClock(), 60_000);
    return () => clearInterval(timer);
  }, [key]);
}
