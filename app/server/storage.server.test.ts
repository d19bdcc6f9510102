import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  ARTICLE_IMAGES_BUCKET,
  articleImageName,
  clubLogoName,
  createLocalStorage,
  historicalImageName,
  type LocalObjectStorage,
  objectName,
} from "./storage.server";

let root: string;
let storage: LocalObjectStorage;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "forsiden-storage-"));
  storage = createLocalStorage(root);
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("createLocalStorage", () => {
  it("puts, gets and deletes an object", async () => {
    const data = Buffer.from([0xff, 0xd8, 0xff, 1, 2, 3]);
    const stored = await storage.put(ARTICLE_IMAGES_BUCKET, "123-abc.jpg", data, "image/jpeg");
    expect(stored).toEqual({ key: "article-images/123-abc.jpg", url: "/storage/article-images/123-abc.jpg" });

    const file = path.join(root, "article-images", "123-abc.jpg");
    expect(storage.pathFor(ARTICLE_IMAGES_BUCKET, "123-abc.jpg")).toBe(file);
    expect(await readFile(file)).toEqual(data);
    expect(await storage.exists(ARTICLE_IMAGES_BUCKET, "123-abc.jpg")).toBe(true);

    const got = await storage.get(ARTICLE_IMAGES_BUCKET, "123-abc.jpg");
    expect(got?.data).toEqual(data);
    expect(got?.contentType).toBe("image/jpeg");

    expect(await storage.delete(ARTICLE_IMAGES_BUCKET, "123-abc.jpg")).toBe(true);
    expect(await storage.exists(ARTICLE_IMAGES_BUCKET, "123-abc.jpg")).toBe(false);
    expect(await storage.get(ARTICLE_IMAGES_BUCKET, "123-abc.jpg")).toBeNull();
    expect(await storage.delete(ARTICLE_IMAGES_BUCKET, "123-abc.jpg")).toBe(false);
  });

  it("keeps the content type given to put, and falls back to the extension", async () => {
    await storage.put("misc", "data.bin", Buffer.from("x"), "application/x-custom");
    expect((await storage.get("misc", "data.bin"))?.contentType).toBe("application/x-custom");

    // A file placed on disk by other means: the extension decides.
    await storage.put("misc", "seed.webp", Buffer.from("x"), "image/webp");
    await writeFile(path.join(root, "misc", "manual.avif"), "y");
    expect((await storage.get("misc", "manual.avif"))?.contentType).toBe("image/avif");
    expect(await storage.get("misc", "unknown.xyz")).toBeNull();
  });

  it("uses a custom public base path (trailing slash ignored)", async () => {
    const s = createLocalStorage(root, "https://cdn.example.dk/media/");
    const { url } = await s.put("logos", "club-logo-agf-1.png", Buffer.from("png"), "image/png");
    expect(url).toBe("https://cdn.example.dk/media/logos/club-logo-agf-1.png");
  });

  it("writes atomically: overwrites in place and leaves no temp files", async () => {
    await storage.put("b", "file.txt", Buffer.from("first"), "text/plain");
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        storage.put("b", "file.txt", Buffer.alloc(64 * 1024, 65 + i), "text/plain"),
      ),
    );
    const content = await readFile(path.join(root, "b", "file.txt"));
    expect(content.length).toBe(64 * 1024);
    expect(new Set(content).size).toBe(1); // one whole write, never a mix
    expect(await readdir(path.join(root, "b"))).toEqual(["file.txt"]);
  });

  it.each([
    "../escape.jpg",
    "..",
    ".",
    ".hidden",
    "a/b.jpg",
    "a\\b.jpg",
    "",
    "x\u0000y",
    "%2e%2e%2fetc",
    "æøå.jpg",
    "name with space.jpg",
    "x".repeat(201),
  ])("rejects the unsafe name %j", async (bad) => {
    expect(() => storage.pathFor("bucket", bad)).toThrow(Error);
    expect(() => storage.pathFor(bad, "ok.jpg")).toThrow(Error);
    await expect(storage.put("bucket", bad, Buffer.from("x"), "text/plain")).rejects.toThrow(
      /Invalid storage name/,
    );
    await expect(storage.put(bad, "ok.jpg", Buffer.from("x"), "text/plain")).rejects.toThrow(
      /Invalid storage bucket/,
    );
    await expect(storage.get("bucket", bad)).rejects.toThrow(Error);
    await expect(storage.delete("bucket", bad)).rejects.toThrow(Error);
    await expect(storage.exists("bucket", bad)).rejects.toThrow(Error);
  });

  it("never writes outside the root", async () => {
    await expect(storage.put("..", "x.txt", Buffer.from("x"), "text/plain")).rejects.toThrow();
    expect(await readdir(root)).toEqual([]);
  });
});

describe("object names", () => {
  it("articleImageName: timestamp-random8.ext", () => {
    const a = articleImageName("jpg");
    const b = articleImageName(".PNG");
    expect(a).toMatch(/^\d{13}-[a-z0-9]{8}\.jpg$/);
    expect(b).toMatch(/^\d{13}-[a-z0-9]{8}\.png$/);
    expect(articleImageName("webp")).not.toBe(articleImageName("webp"));
  });

  it("historicalImageName: historical-timestamp.ext", () => {
    expect(historicalImageName("jpg")).toMatch(/^historical-\d{13}\.jpg$/);
  });

  it("clubLogoName: club-logo-slug-timestamp.ext", () => {
    expect(clubLogoName("fc-kobenhavn", "png")).toMatch(/^club-logo-fc-kobenhavn-\d{13}\.png$/);
    expect(() => clubLogoName("../x", "png")).toThrow();
    expect(() => clubLogoName("FC København", "png")).toThrow();
  });

  it("objectName: optional prefix", () => {
    expect(objectName(undefined, "jpg")).toMatch(/^\d{13}-[a-z0-9]{8}\.jpg$/);
    expect(objectName("import", "webp")).toMatch(/^import-\d{13}-[a-z0-9]{8}\.webp$/);
    expect(() => objectName("../x", "jpg")).toThrow();
    expect(() => objectName(undefined, "j/pg")).toThrow();
  });

  it("generated names are accepted by the storage", async () => {
    for (const name of [articleImageName("jpg"), historicalImageName("png"), clubLogoName("agf", "png")]) {
      await expect(
        storage.put(ARTICLE_IMAGES_BUCKET, name, Buffer.from("x"), "image/png"),
      ).resolves.toBeTruthy();
    }
  });
});
