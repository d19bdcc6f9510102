import fs from "node:fs";
import http from "node:http";

/** What a server answered to a body it was sent, and how far the sending got. */
export interface BodyAnswer {
  status: number;
  contentType: string;
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
}

/**
 * Sends a large body to `url` and resolves with the answer as soon as it has come. Writing stops
 * when the answer arrives; a write the server refuses after answering is not an error.
 */
export function sendHostileBody(url: string, options: HostileBody): Promise<BodyAnswer> {
  const target = new URL(url);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { "Content-Type": options.contentType, ...options.headers };
    if (options.chunked) headers["Transfer-Encoding"] = "chunked";
    else headers["Content-Length"] = String(options.total);
    const req = http.request({
      host: target.hostname,
      port: target.port,
      path: `${target.pathname}${target.search}`,
      method: options.method ?? "POST",
      headers,
    });
    let sent = 0;
    let answered = false;
    const chunk = Buffer.alloc(64 * 1024, "a");
    req.on("response", (res) => {
      answered = true;
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (d) => {
        body += d;
      });
      res.on("end", () => {
        req.destroy();
        resolve({
          status: res.statusCode ?? 0,
          contentType: String(res.headers["content-type"] ?? ""),
          body,
          ms: performance.now() - started,
          sent,
        });
      });
      res.on("error", reject);
    });
    req.on("error", (error) => {
      if (!answered) reject(new Error(`no answer after ${sent} bytes: ${error.message}`));
    });
    const prefix = Buffer.from(options.prefix ?? "");
    if (prefix.length) req.write(prefix);
    sent = prefix.length;
    const pump = () => {
      while (!answered && sent < options.total && !req.destroyed) {
        const part = chunk.subarray(0, Math.min(chunk.length, options.total - sent));
        sent += part.length;
        if (!req.write(part)) return void req.once("drain", pump);
      }
      if (!answered && !req.destroyed) req.end();
    };
    pump();
  });
}

/** Resident memory of a process on this machine, in MB (Linux /proc). */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}
