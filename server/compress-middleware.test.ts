import zlib from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { compressAnswers } from "./compress-middleware";

const page = `<!DOCTYPE html><html><body>${"<p>Seneste nyt fra Superligaen</p>".repeat(200)}</body></html>`;

function makeApp() {
  const app = new Hono();
  app.use(compressAnswers());
  app.get("/side", (c) => c.html(page));
  // As serveStatic answers a file: with its length.
  app.get("/fil.js", (c) =>
    c.body(page, 200, {
      "Content-Type": "text/javascript",
      "Content-Length": String(Buffer.byteLength(page)),
    }),
  );
  app.get("/lille", (c) => c.html("<p>kort</p>"));
  app.get("/strom", (c) => c.body("data: 1\n\n", 200, { "Content-Type": "text/event-stream" }));
  app.get("/billede", (c) => c.body(new Uint8Array(4096), 200, { "Content-Type": "image/webp" }));
  app.get("/kodet", (c) =>
    c.body(zlib.gzipSync(page), 200, { "Content-Type": "text/html", "Content-Encoding": "gzip" }),
  );
  return app;
}

describe("compressAnswers", () => {
  it("sends brotli when the browser takes it, else gzip, with length and Vary", async () => {
    const app = makeApp();
    const br = await app.request("/side", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toMatch(/accept-encoding/i);
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get("content-length"))).toBe(brBytes.length);
    expect(zlib.brotliDecompressSync(brBytes).toString()).toBe(page);

    const gz = await app.request("/side", { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(page);

    const plain = await app.request("/side");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(page);
  });

  it("replaces the length of an answer that declared one (a static file) with the compressed length", async () => {
    const res = await makeApp().request("/fil.js", { headers: { "accept-encoding": "br" } });
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get("content-length")).toBe(String(bytes.length));
    expect(zlib.brotliDecompressSync(bytes).toString()).toBe(page);
  });

  it("leaves small answers, event streams, images, HEAD and encoded answers as they are", async () => {
    const app = makeApp();
    const headers = { "accept-encoding": "br, gzip" };
    expect((await app.request("/lille", { headers })).headers.get("content-encoding")).toBeNull();
    expect((await app.request("/strom", { headers })).headers.get("content-encoding")).toBeNull();
    expect((await app.request("/billede", { headers })).headers.get("content-encoding")).toBeNull();
    expect(
      (await app.request("/side", { method: "HEAD", headers })).headers.get("content-encoding"),
    ).toBeNull();
    const encoded = await app.request("/kodet", { headers });
    expect(encoded.headers.get("content-encoding")).toBe("gzip");
    expect(zlib.gunzipSync(Buffer.from(await encoded.arrayBuffer())).toString()).toBe(page);
  });
});
