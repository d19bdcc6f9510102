import { useEffect, useRef } from "react";
import { NEWSROOM_EVENTS } from "./newsroom-events";

export interface NewsroomMessage {
  id: number;
  event: (typeof NEWSROOM_EVENTS)[number] | "reset";
  data: Record<string, string>;
}

type Listener = (message: NewsroomMessage) => void;

const listeners = new Set<Listener>();
let source: EventSource | null = null;
let last = 0;

function open(after: number) {
  if (source || typeof EventSource === "undefined") return;
  last = Math.max(last, after);
  source = new EventSource(`/live/redaktion/events?after=${last}`);
  for (const name of [...NEWSROOM_EVENTS, "reset"] as const) {
    source.addEventListener(name, (e) => {
      const message = e as MessageEvent<string>;
      const id = Number(message.lastEventId) || last;
      if (name !== "reset" && id <= last) return;
      last = Math.max(last, id);
      let data: Record<string, string> = {};
      try {
        data = JSON.parse(message.data) as Record<string, string>;
      } catch {
        // a malformed frame is skipped
      }
      for (const listener of listeners) listener({ id, event: name, data });
    });
  }
}

/**
 * The newsroom stream (issue 26): one EventSource per tab, shared by every component that listens
 * (the shell's badges, the article list's presence, the editor). The browser reconnects by itself
 * with Last-Event-ID; `after` is the seq the admin layout was rendered at.
 */
export function useNewsroomStream(after: number, onMessage: Listener) {
  const handler = useRef(onMessage);
  handler.current = onMessage;
  useEffect(() => {
    const listener: Listener = (m) => handler.current(m);
    listeners.add(listener);
    open(after);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && source) {
        source.close();
        source = null;
      }
    };
  }, [after]);
}
