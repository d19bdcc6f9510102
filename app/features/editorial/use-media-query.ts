import { useEffect, useState } from "react";
import { toast } from "~/components/ui/toast";
import { EDITORIAL_TEXT as T } from "./editorial-messages";

/** A JSON body, or an empty object when the answer is not JSON (a proxy's error page). */
export async function readJson(response: Response): Promise<Record<string, unknown>> {
  try {
    return (await response.json()) as Record<string, unknown>;
  } catch {
    return {};
  }
}

interface MediaQueryOptions<T> {
  initial: T;
  /** The wanted part of the answer, or null when it is not there (then the search failed). */
  read: (body: Record<string, unknown>) => T | null;
  failText: string;
  /** Wait this long after the last change before asking (typing in a search box). */
  delayMs?: number;
}

/**
 * Asks `/admin/api/media` while a picker is open and again when its query changes; an earlier
 * request still running is cancelled. A failure keeps what was shown and says why in a toast.
 * `read` must be stable (defined outside the component).
 */
export function useMediaQuery<T>(
  open: boolean,
  query: string,
  { initial, read, failText, delayMs = 0 }: MediaQueryOptions<T>,
) {
  const [state, setState] = useState({ loading: false, data: initial });

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    const run = () =>
      fetch(`/admin/api/media?${query}`, { signal: controller.signal })
        .then(async (response) => {
          const body = await readJson(response);
          const data = response.ok ? read(body) : null;
          if (data === null) throw new Error(typeof body.error === "string" ? body.error : failText);
          setState({ loading: false, data });
        })
        .catch((err: unknown) => {
          if (controller.signal.aborted) return;
          setState((s) => ({ ...s, loading: false }));
          toast.error(T.searchErrorTitle, { description: err instanceof Error ? err.message : failText });
        });
    const timer = delayMs > 0 ? setTimeout(run, delayMs) : undefined;
    if (delayMs <= 0) void run();
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [open, query, read, failText, delayMs]);

  return state;
}
