import { useEffect, useRef } from "react";

export interface StreamMessage {
  id: number;
  event: string;
  data: unknown;
}

const EVENTS = ["update", "update-deleted", "pinned", "score", "match", "reset"] as const;
const POLL_MS = 5000;

/**
 * Subscribes to a live stream (SSE) from `after` on; the browser reconnects with Last-Event-ID by
 * itself. Where EventSource is missing or keeps failing, it polls the JSON twin instead.
 */
export function useLiveStream(
  url: string | null,
  after: number,
  onMessage: (message: StreamMessage) => void,
) {
  const handler = useRef(onMessage);
  handler.current = onMessage;
  useEffect(() => {
    if (!url) return;
    let last = after;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let failures = 0;
    const deliver = (message: StreamMessage) => {
      if (message.event !== "reset" && message.id <= last) return;
      if (message.id > last) last = message.id;
      handler.current(message);
    };
    const poll = async () => {
      if (stopped) return;
      try {
        const response = await fetch(`${url}.json?after=${last}`, {
          headers: { Accept: "application/json" },
        });
        if (response.ok) {
          const body = (await response.json()) as { events: StreamMessage[]; reset: boolean };
          if (body.reset) deliver({ id: last, event: "reset", data: {} });
          for (const message of body.events) deliver(message);
        }
      } catch {
        // offline for a moment: the next poll tries again
      }
      timer = setTimeout(poll, POLL_MS);
    };
    const open = () => {
      if (typeof EventSource === "undefined") {
        void poll();
        return;
      }
      source = new EventSource(`${url}?after=${last}`);
      for (const name of EVENTS) {
        source.addEventListener(name, (e) => {
          failures = 0;
          const message = e as MessageEvent<string>;
          deliver({ id: Number(message.lastEventId || last), event: name, data: JSON.parse(message.data) });
        });
      }
      source.onopen = () => {
        failures = 0;
      };
      source.onerror = () => {
        failures++;
        // Closed for good (an HTTP error) or failing again and again (a proxy that buffers): poll.
        if (source && (source.readyState === EventSource.CLOSED || failures >= 3)) {
          source.close();
          source = null;
          void poll();
        }
      };
    };
    open();
    return () => {
      stopped = true;
      source?.close();
      if (timer) clearTimeout(timer);
    };
  }, [url, after]);
}
