// Local stand-ins for the third parties of the e2e run, on one port (E2E_FAKE_PORT), speaking their
// real protocols: an OpenAI-compatible chat-completions API under /v1, a bold.dk-like source site
// under /bold, an IndexNow endpoint under /indexnow, a Web Push service (RFC 8030) under /push and
// /push-control (fake-push-service.mjs; the app's PUSH_TEST_ENDPOINT_ORIGINS is this origin), the
// eight embed providers' oEmbed endpoints and thumbnail hosts under /oembed (fake-oembed.mjs). Each
// part is its own module exporting `handle(req, res, url) => boolean | Promise<boolean>` (true when
// it answered the request).
import http from "node:http";

const port = Number(process.env.E2E_FAKE_PORT ?? 4599);
const parts = await Promise.all(
  [
    "./fake-openai.mjs",
    "./fake-source-site.mjs",
    "./fake-indexnow.mjs",
    "./fake-push-service.mjs",
    "./fake-oembed.mjs",
  ].map(async (file) => {
    try {
      return (await import(file)).handle;
    } catch (error) {
      if (error?.code === "ERR_MODULE_NOT_FOUND") return null;
      throw error;
    }
  }),
);

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url ?? "/", `http://127.0.0.1:${port}`);
  if (url.pathname === "/healthz") {
    res.end("ok");
    return;
  }
  for (const handle of parts) {
    if (handle && (await handle(req, res, url))) return;
  }
  res.statusCode = 404;
  res.end("not found");
});
// E2E_STORAGE=s3 (playwright.config.ts): the app stores its images in this local S3 server's bucket.
const s3 = process.env.E2E_S3_PORT
  ? await (await import("./s3-server.mjs")).startS3Server({
      buckets: ["forsiden-e2e"],
      port: Number(process.env.E2E_S3_PORT),
    })
  : null;

server.listen(port, "127.0.0.1");
process.on("SIGTERM", () =>
  server.close(async () => {
    await s3?.close();
    process.exit(0);
  }),
);
