// One sender of huge request bodies (issue 23: it was written three times): the body-limit unit
// test, the body-limits e2e spec and the soak's hostile phase all send through it.
import fs from "node:fs";
import http from "node:http";

/**
 * Sends `total` bytes (after `prefix`), generated 64 KB at a time and never held whole, chunked or
 * with a Content-Length, and resolves with the answer as soon as it has come: `{ status,
 * contentType, headers, body, ms, sent }`. Writing stops when the answer arrives; a write the
 * server refuses after answering is not an error. Rejects when no answer came.
 */
export function sendHostileBody(url, options) {
  const target = new URL(url);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const headers = { "Content-Type": options.contentType, ...options.headers };
    if (options.chunked) headers["Transfer-Encoding"] = "chunked";
    else headers["Content-Length"] = String(options.total);
    const req = http.request({
      host: target.hostname,
      port: target.port,
      path: `${target.pathname}${target.search}`,
      method: options.method ?? "POST",
      headers,
      ...(options.agent === false ? { agent: false } : {}),
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
          headers: res.headers,
          body,
          ms: performance.now() - started,
          sent,
        });
      });
      res.on("error", reject);
    });
    req.on("error", (error) => {
      if (!answered)
        reject(Object.assign(new Error(`no answer after ${sent} bytes: ${error.message}`), { sent }));
    });
    if (options.timeoutMs) req.setTimeout(options.timeoutMs, () => req.destroy(new Error("timeout")));
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

/** Resident memory of a process on this machine, in MB (Linux /proc); NaN when it cannot be read. */
export function rssMb(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN) / 1024;
  } catch {
    return Number.NaN;
  }
}
