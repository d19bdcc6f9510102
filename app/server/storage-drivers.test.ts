// One test body, two drivers: the local disk and S3 (a local s3rver speaking the real protocol).
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type S3TestServer, startS3Server } from "#tests/support/s3-server.mjs";
import { createAppStorage } from "./app-storage.server";
import { parseEnv } from "./env.server";
import { createS3Storage } from "./s3-storage.server";
import {
  ARTICLE_IMAGES_BUCKET,
  createLocalStorage,
  type ObjectStorage,
  type OpenedObject,
} from "./storage.server";

let s3: S3TestServer;
let dir: string;

beforeAll(async () => {
  s3 = await startS3Server({ buckets: ["forsiden-test"] });
  dir = await mkdtemp(path.join(os.tmpdir(), "forsiden-drivers-"));
});

afterAll(async () => {
  await s3?.close();
  await rm(dir, { recursive: true, force: true });
});

const drivers: [string, () => ObjectStorage][] = [
  ["local", () => createLocalStorage(path.join(dir, `local-${Math.random()}`), "/storage")],
  [
    "s3",
    () =>
      createS3Storage({
        endpoint: s3.endpoint,
        region: "us-east-1",
        bucket: "forsiden-test",
        accessKeyId: "S3RVER",
        secretAccessKey: "S3RVER",
        forcePathStyle: true,
      }),
  ],
];

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  return Buffer.from(await new Response(stream).arrayBuffer());
}

describe.each(drivers)("ObjectStorage (%s driver)", (driver, make) => {
  it("puts, gets, lists and deletes an object under the same key and URL", async () => {
    const storage = make();
    expect(storage.driver).toBe(driver);
    const name = `${driver}-1700000000000-abcd1234.jpg`;
    const data = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    const stored = await storage.put(ARTICLE_IMAGES_BUCKET, name, data, "image/jpeg");
    expect(stored).toEqual({ key: `article-images/${name}`, url: `/storage/article-images/${name}` });
    expect(storage.urlFor(ARTICLE_IMAGES_BUCKET, name)).toBe(`/storage/article-images/${name}`);

    expect(await storage.exists(ARTICLE_IMAGES_BUCKET, name)).toBe(true);
    expect(await storage.get(ARTICLE_IMAGES_BUCKET, name)).toEqual({ data, contentType: "image/jpeg" });

    const names: string[] = [];
    for await (const n of storage.list(ARTICLE_IMAGES_BUCKET)) names.push(n);
    expect(names).toContain(name);

    expect(await storage.delete(ARTICLE_IMAGES_BUCKET, name)).toBe(true);
    expect(await storage.exists(ARTICLE_IMAGES_BUCKET, name)).toBe(false);
    expect(await storage.get(ARTICLE_IMAGES_BUCKET, name)).toBeNull();
    expect(await storage.delete(ARTICLE_IMAGES_BUCKET, name)).toBe(false);
  });

  it("keeps the content type given to put; the extension decides when none is given", async () => {
    const storage = make();
    await storage.put("misc", `${driver}-data.bin`, Buffer.from("x"), "application/x-custom");
    expect((await storage.get("misc", `${driver}-data.bin`))?.contentType).toBe("application/x-custom");
    await storage.put("misc", `${driver}-pic.avif`, Buffer.from("y"), "");
    expect((await storage.get("misc", `${driver}-pic.avif`))?.contentType).toBe("image/avif");
  });

  it("streams an object with its type, length and ETag, and answers not-modified for that ETag", async () => {
    const storage = make();
    const name = `${driver}-stream.webp`;
    const data = Buffer.alloc(70_000, 7);
    await storage.put(ARTICLE_IMAGES_BUCKET, name, data, "image/webp");

    const opened = (await storage.open(ARTICLE_IMAGES_BUCKET, name)) as OpenedObject;
    expect(opened.contentType).toBe("image/webp");
    expect(opened.contentLength).toBe(70_000);
    expect(opened.etag).toMatch(/^"[^"]+"$/);
    expect(await readAll(opened.body)).toEqual(data);

    expect(await storage.open(ARTICLE_IMAGES_BUCKET, name, { ifNoneMatch: opened.etag })).toEqual({
      notModified: true,
      etag: opened.etag,
    });
    const other = (await storage.open(ARTICLE_IMAGES_BUCKET, name, {
      ifNoneMatch: '"nope"',
    })) as OpenedObject;
    expect(await readAll(other.body)).toEqual(data);

    expect(await storage.open(ARTICLE_IMAGES_BUCKET, `${driver}-missing.webp`)).toBeNull();
  });

  it("rejects unsafe names before any request", async () => {
    const storage = make();
    for (const bad of ["../escape.jpg", "a/b.jpg", ".hidden", ""]) {
      await expect(storage.put("bucket", bad, Buffer.from("x"), "text/plain")).rejects.toThrow(
        /Invalid storage name/,
      );
      await expect(storage.get(bad, "ok.jpg")).rejects.toThrow(/Invalid storage bucket/);
      expect(() => storage.urlFor("bucket", bad)).toThrow(/Invalid storage name/);
    }
  });
});

describe("S3 driver specifics", () => {
  it("points URLs at S3_PUBLIC_URL when it is set", async () => {
    const storage = createAppStorage(
      parseEnv({ ...s3.env(), S3_PUBLIC_URL: "https://billeder.forsiden.dk/", DATA_DIR: dir }),
    );
    const stored = await storage.put(ARTICLE_IMAGES_BUCKET, "cdn-1.png", Buffer.from("png"), "image/png");
    expect(stored).toEqual({
      key: "article-images/cdn-1.png",
      url: "https://billeder.forsiden.dk/article-images/cdn-1.png",
    });
  });

  it("stores each app bucket as a key prefix of the one S3 bucket", async () => {
    const a = createAppStorage(parseEnv({ ...s3.env(), DATA_DIR: dir }));
    await a.put("logos", "club-logo-agf-1.png", Buffer.from("agf"), "image/png");
    const names: string[] = [];
    for await (const n of a.list("logos")) names.push(n);
    expect(names).toEqual(["club-logo-agf-1.png"]);
  });

  it("a second storage on the same bucket (another instance) reads what the first wrote", async () => {
    const instanceA = createAppStorage(parseEnv({ ...s3.env(), DATA_DIR: path.join(dir, "a") }));
    const instanceB = createAppStorage(parseEnv({ ...s3.env(), DATA_DIR: path.join(dir, "b") }));
    await instanceA.put(ARTICLE_IMAGES_BUCKET, "shared-1.jpg", Buffer.from("fra A"), "image/jpeg");
    expect((await instanceB.get(ARTICLE_IMAGES_BUCKET, "shared-1.jpg"))?.data.toString()).toBe("fra A");
  });
});
