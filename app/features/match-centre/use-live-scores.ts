import { useEffect, useState } from "react";
import { applyMatchEvent, MATCH_EVENTS_URL, parseMatchEvent, shouldListen } from "./live-score";
import type { CentreMatch } from "./match-centre-days";

/**
 * The server's matches, kept current by the live stream. The stream opens only when a match is
 * live or about to start; a missing endpoint (404) closes the EventSource for good, so it is
 * asked once and the server's HTML stays as it was.
 */
export function useLiveScores<M extends CentreMatch>(initial: readonly M[]): readonly M[] {
  const [matches, setMatches] = useState(initial);
  useEffect(() => setMatches(initial), [initial]);

  const listen = shouldListen(initial, Date.now());
  useEffect(() => {
    if (!listen || typeof EventSource === "undefined") return;
    const source = new EventSource(MATCH_EVENTS_URL);
    const onMatch = (event: MessageEvent<string>) => {
      const parsed = parseMatchEvent(event.data);
      if (parsed) setMatches((current) => applyMatchEvent(current, parsed));
    };
    source.addEventListener("match", onMatch);
    // A network error reconnects by itself; an HTTP error leaves it CLOSED: nothing more to do.
    source.onerror = () => {
      if (source.readyState === EventSource.CLOSED) source.close();
    };
    return () => source.close();
  }, [listen]);

  return matches;
}
