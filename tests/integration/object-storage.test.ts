// Several instances on one S3 bucket (ADR 0014): an image uploaded through instance A is served by
// instance B at the same /storage address; storage:migrate moves local files into the bucket.
// The S3 server is s3rver on 127.0.0.1 and a free port, started here; nothing leaves the machine.
import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { serve } from "@hono/node-server";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveUploadedImage } from "../../app/features/media/media-library.server";
import { createAppStorage, storageRoot } from "../../app/server/app-storage.server";
import type { Database } from "../../app/server/db/client.server";
import { media } from "../../app/server/db/schema";
import { parseEnv } from "../../app/server/env.server";
import {
  ARTICLE_IMAGES_BUCKET,
  createLocalStorage,
  type ObjectStorage,
} from "../../app/server/storage.server";
import { migrateLocalStorage } from "../../app/server/storage-migrate.server";
import { serveStoredObjects } from "../../server/storage-middleware";
import { type S3TestServer, startS3Server } from "../support/s3-server.mjs";
import { createTestDatabase, TEST_DB_KIND } from "../support/test-database";

const IMMUTABLE = "public, max-age=31536000, immutable";

let s3: S3TestServer;
let dir: string;
let db: Database;
const closers: (() => Promise<void>)[] = [];

/** One app instance: its own data folder, the shared bucket, the /storage route over real HTTP. */
async function startInstance(name: string, extraEnv: Record<string, string> = {}) {
  const env = parseEnv({ ...s3.env(), DATA_DIR: path.join(dir, name), ...extraEnv });
  const storage = createAppStorage(env);
  const app = new Hono();
  app.use("/storage/*", serveStoredObjects(storage));
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  closers.push(() => new Promise((resolve) => server.close(() => resolve())));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { env, storage, origin };
}

beforeAll(async () => {
  s3 = await startS3Server({ buckets: ["forsiden"] });
  dir = await mkdtemp(path.join(os.tmpdir(), "forsiden-instances-"));
  db = (await createTestDatabase()).db;
});

afterAll(async () => {
  for (const close of closers) await close();
  await s3?.close();
  await rm(dir, { recursive: true, force: true });
});

async function photo() {
  return sharp({ create: { width: 1000, height: 600, channels: 3, background: { r: 200, g: 30, b: 40 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

describe(`S3 object storage shared by several instances (${TEST_DB_KIND})`, () => {
  it("an upload (original, WebP and AVIF variants) stored on instance A is served by instance B", async () => {
    const a = await startInstance("a");
    const b = await startInstance("b");
    const image = await saveUploadedImage(db, a.storage, await photo(), {
      createdBy: "redaktor@forsiden.dk",
      fileName: "derby.jpg",
    });
    expect(image.url).toMatch(/^\/storage\/article-images\/\d{13}-[a-z0-9]{8}\.jpg$/);

    const [row] = await db.select().from(media).where(eq(media.id, image.id));
    const urls = [row.url, ...row.variants.map((v) => v.url)];
    // Issue 27: the Open Graph crop is stored as JPEG too.
    expect(new Set(row.variants.map((v) => v.format))).toEqual(new Set(["webp", "avif", "jpeg"]));
    for (const url of urls) {
      const res = await fetch(`${b.origin}${url}`);
      expect(res.status, url).toBe(200);
      const type = url.endsWith(".jpg") ? "image/jpeg" : url.endsWith(".webp") ? "image/webp" : "image/avif";
      expect(res.headers.get("content-type")).toBe(type);
      expect(res.headers.get("cache-control")).toBe(IMMUTABLE);
      const body = Buffer.from(await res.arrayBuffer());
      const name = path.basename(url);
      expect(body).toEqual((await a.storage.get(ARTICLE_IMAGES_BUCKET, name))?.data);
      expect(res.headers.get("content-length")).toBe(String(body.length));
    }
    // The local disk of instance A holds nothing: the bucket is the only copy.
    expect(
      await createLocalStorage(storageRoot(a.env)).exists(ARTICLE_IMAGES_BUCKET, path.basename(row.url)),
    ).toBe(false);
  });

  it("answers 304 to a matching ETag, a HEAD without a body, and 404 for a missing or invalid name", async () => {
    const b = await startInstance("b2");
    await b.storage.put(
      ARTICLE_IMAGES_BUCKET,
      "1700000000000-etagtest.png",
      Buffer.from("png-bytes"),
      "image/png",
    );
    const url = `${b.origin}/storage/article-images/1700000000000-etagtest.png`;

    const first = await fetch(url);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(await first.text()).toBe("png-bytes");

    const again = await fetch(url, { headers: { "If-None-Match": etag ?? "" } });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(again.headers.get("cache-control")).toBe(IMMUTABLE);

    const head = await fetch(url, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("image/png");
    expect(head.headers.get("content-length")).toBe("9");
    expect(await head.text()).toBe("");

    for (const missing of [
      "/storage/article-images/findes-ikke.jpg",
      "/storage/article-images/..%2F..%2Fetc",
      "/storage/.meta/x.json",
      "/storage/article-images",
    ]) {
      const res = await fetch(`${b.origin}${missing}`);
      expect(res.status, missing).toBe(404);
      expect(await res.text()).toBe("Ikke fundet");
    }
  });

  it("with S3_PUBLIC_URL the stored URLs point at the CDN, and the old /storage address still works", async () => {
    const a = await startInstance("cdn", { S3_PUBLIC_URL: "https://billeder.forsiden.dk" });
    const image = await saveUploadedImage(db, a.storage, await photo(), { createdBy: null });
    expect(image.url).toMatch(/^https:\/\/billeder\.forsiden\.dk\/article-images\/\d{13}-[a-z0-9]{8}\.jpg$/);
    const [row] = await db.select().from(media).where(eq(media.id, image.id));
    expect(row.variants.every((v) => v.url.startsWith("https://billeder.forsiden.dk/article-images/"))).toBe(
      true,
    );
    expect(row.storageKey).toBe(`article-images/${path.basename(image.url)}`);
    const res = await fetch(`${a.origin}/storage/${row.storageKey}`);
    expect(res.status).toBe(200);
  });
});

describe("storage:migrate", () => {
  async function seedLocal(root: string) {
    const local = createLocalStorage(root, "/storage");
    await local.put(ARTICLE_IMAGES_BUCKET, "1600000000000-gammelt1.jpg", Buffer.from("jpeg-1"), "image/jpeg");
    await local.put(
      ARTICLE_IMAGES_BUCKET,
      "1600000000000-gammelt1-480w.webp",
      Buffer.from("webp-1"),
      "image/webp",
    );
    await local.put(
      ARTICLE_IMAGES_BUCKET,
      "club-logo-agf-1600000000000.png",
      Buffer.from("png"),
      "image/png",
    );
    await local.put("misc", "data.bin", Buffer.from("x"), "application/x-custom");
    return local;
  }

  it("copies every local object into the bucket under the same key, and copies nothing twice", async () => {
    const bucketServer = await startS3Server({ buckets: ["migrering"] });
    closers.push(() => bucketServer.close());
    const env = parseEnv({ ...bucketServer.env(), DATA_DIR: path.join(dir, "migrate-fn") });
    const local = await seedLocal(storageRoot(env));
    const target: ObjectStorage = createAppStorage(env);

    const copied: string[] = [];
    expect(await migrateLocalStorage(local, target, (key, c) => c && copied.push(key))).toEqual({
      copied: 4,
      skipped: 0,
    });
    expect(copied).toEqual([
      "article-images/1600000000000-gammelt1-480w.webp",
      "article-images/1600000000000-gammelt1.jpg",
      "article-images/club-logo-agf-1600000000000.png",
      "misc/data.bin",
    ]);
    expect(await target.get("misc", "data.bin")).toEqual({
      data: Buffer.from("x"),
      contentType: "application/x-custom",
    });
    expect(await migrateLocalStorage(local, target)).toEqual({ copied: 0, skipped: 4 });
  });

  it("npm run storage:migrate prints the count and is safe to run again", async () => {
    const bucketServer = await startS3Server({ buckets: [] });
    closers.push(() => bucketServer.close());
    const dataDir = path.join(dir, "migrate-cli");
    await seedLocal(path.join(dataDir, "storage"));
    const run = () =>
      promisify(execFile)(
        process.execPath,
        [path.resolve("node_modules/tsx/dist/cli.mjs"), "scripts/storage-migrate.ts", "--create-bucket"],
        { env: { ...process.env, ...bucketServer.env("forsiden-cli"), DATA_DIR: dataDir }, timeout: 60_000 },
      );
    expect((await run()).stdout).toBe(
      `4 filer kopieret til S3-bucket forsiden-cli, 0 fandtes allerede (fra ${path.join(dataDir, "storage")}).\n`,
    );
    expect((await run()).stdout).toBe(
      `0 filer kopieret til S3-bucket forsiden-cli, 4 fandtes allerede (fra ${path.join(dataDir, "storage")}).\n`,
    );
    const b = await startInstance("after-migrate", { ...bucketServer.env("forsiden-cli") });
    const res = await fetch(`${b.origin}/storage/article-images/club-logo-agf-1600000000000.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(await res.text()).toBe("png");
  });

  it("refuses to run without STORAGE_DRIVER=s3, in Danish", async () => {
    const error = await promisify(execFile)(
      process.execPath,
      [path.resolve("node_modules/tsx/dist/cli.mjs"), "scripts/storage-migrate.ts"],
      { env: { ...process.env, STORAGE_DRIVER: "local", DATA_DIR: path.join(dir, "none") }, timeout: 60_000 },
    ).catch((err: { code: number; stderr: string }) => err);
    expect(error).toMatchObject({
      code: 2,
      stderr:
        "Sæt STORAGE_DRIVER=s3 og S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY (og S3_ENDPOINT uden for AWS) først.\n",
    });
  });
});
