import http from "node:http";
import https from "node:https";

/** Sending one push request: a slot per push service, keep-alive, a timeout, Retry-After. */

/** A Retry-After longer than this is shortened: the push is stale by then anyway. */
const MAX_RETRY_AFTER_MS = 60 * 60_000;

/** Retry-After in seconds or as an HTTP date (RFC 9110 §10.2.3), as a wait in ms; null when absent or unreadable. */
export function parseRetryAfter(value: string | undefined, now = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Math.min(Number(trimmed) * 1000, MAX_RETRY_AFTER_MS);
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return null;
  return Math.min(Math.max(0, at - now), MAX_RETRY_AFTER_MS);
}

/** A request slot per push-service origin, handed on in arrival order. */
export class OriginSlots {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(
    private readonly limit: number,
    readonly agent: http.Agent,
  ) {}
  acquire(): Promise<void> {
    if (this.active < this.limit) {
      this.active++;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }
  release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.active--;
  }
}

export interface PushResponse {
  status: number;
  retryAfter?: string;
}

export function post(
  url: URL,
  headers: Record<string, string>,
  body: Buffer,
  agent: http.Agent,
  timeoutMs: number,
): Promise<PushResponse> {
  return new Promise((resolve, reject) => {
    const request = (url.protocol === "https:" ? https : http).request(url, {
      method: "POST",
      headers,
      agent,
    });
    const timer = setTimeout(() => request.destroy(new Error(`timeout after ${timeoutMs} ms`)), timeoutMs);
    request.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.on("response", (response) => {
      const retryAfter = response.headers["retry-after"];
      const done = () => {
        clearTimeout(timer);
        resolve({ status: response.statusCode ?? 0, retryAfter });
      };
      // Read the (small) body to the end, so the connection goes back to the pool.
      response.on("error", done);
      response.on("end", done);
      response.resume();
    });
    request.end(body);
  });
}
