import type { IncomingHttpHeaders } from "node:http";

/** What a server answered to a body it was sent, and how far the sending got. */
export interface BodyAnswer {
  status: number;
  contentType: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** From the first byte sent to the whole answer read. */
  ms: number;
  /** Bytes written before the answer came (or the connection closed). */
  sent: number;
}

export interface HostileBody {
  method?: string;
  /** Bytes in all; generated 64 KB at a time as it is sent, never held whole. */
  total: number;
  /** Chunked transfer encoding, or a Content-Length declaring `total` up front. */
  chunked: boolean;
  contentType: string;
  /** Sent first (a form field name, a JSON opening, a multipart part header). */
  prefix?: string;
  headers?: Record<string, string>;
  /** false: a connection of its own, outside the global agent's pool. */
  agent?: false;
  /** Gives up (rejects) after this long without an answer. */
  timeoutMs?: number;
}

export function sendHostileBody(url: string, options: HostileBody): Promise<BodyAnswer>;
export function rssMb(pid: number): number;
