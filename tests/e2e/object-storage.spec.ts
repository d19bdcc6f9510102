import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

// ADR 0014: the seeded stock photos are stored through the configured driver and served at
// /storage/... with a year of immutable caching. `E2E_STORAGE=s3 npx playwright test` runs the
// whole suite with the S3 driver against a local S3 server (playwright.config.ts).
const s3 = process.env.E2E_STORAGE === "s3";

test(`stored images are served from the ${s3 ? "S3 bucket" : "local disk"} at /storage`, async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
  const urls = [...new Set(html.match(/\/storage\/article-images\/[a-zA-Z0-9._-]+\.(?:jpg|webp)/g) ?? [])];
  expect(urls.length).toBeGreaterThan(0);
  for (const url of urls.slice(0, 4)) {
    const res = await request.get(url);
    expect(res.status(), url).toBe(200);
    expect(res.headers()["content-type"]).toBe(url.endsWith(".jpg") ? "image/jpeg" : "image/webp");
    expect(res.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const onDisk = path.join(process.env.E2E_DATA_DIR ?? ".", "storage", url.replace(/^\/storage\//, ""));
    // With S3 no instance keeps a copy on its own disk: the bucket is the only one.
    expect(fs.existsSync(onDisk), onDisk).toBe(!s3);
    if (s3) {
      const etag = res.headers().etag;
      expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
      const again = await request.get(url, { headers: { "If-None-Match": etag } });
      expect(again.status()).toBe(304);
    }
  }
  const missing = await request.get("/storage/article-images/findes-ikke.jpg");
  expect(missing.status()).toBe(404);
});
