// A small keep-alive HTTP client on node:http (no dependency, little overhead per request), for
// load scripts that need each response's status, headers and timing.
import http from "node:http";

export function createAgent(maxSockets) {
  return new http.Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets });
}

/**
 * One request; resolves with `{ status, headers, body, ms }` (body as a string only when
 * `readBody`), or `{ status: 0, error, ms }` when no response came (refused, reset, timeout).
 */
export function request(
  url,
  { method = "GET", headers = {}, body, agent, readBody = false, timeoutMs = 30_000 } = {},
) {
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const done = (result) => {
      if (settled) return;
      settled = true;
      resolve({ ...result, ms: performance.now() - started });
    };
    const req = http.request(url, { method, headers, agent }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => {
        if (readBody) chunks.push(chunk);
      });
      res.on("end", () =>
        done({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: readBody ? Buffer.concat(chunks).toString("utf8") : undefined,
        }),
      );
      res.on("error", (error) => done({ status: 0, error: error.code ?? error.message }));
    });
    req.setTimeout(timeoutMs, () => req.destroy(Object.assign(new Error("timeout"), { code: "ETIMEDOUT" })));
    req.on("error", (error) => done({ status: 0, error: error.code ?? error.message }));
    if (body !== undefined) req.end(body);
    else req.end();
  });
}

/** Name=value pairs of the Set-Cookie headers, for a Cookie header. */
export function cookiesFrom(setCookie, jar = new Map()) {
  for (const line of setCookie ?? []) {
    const [pair] = line.split(";");
    const eq = pair.indexOf("=");
    if (eq > 0) jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
  }
  return jar;
}

export function cookieHeader(jar) {
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

/** Nearest-rank percentile of an unsorted array of numbers (NaN when empty). */
export function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}
