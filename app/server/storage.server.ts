/**
 * Object storage with buckets: one `ObjectStorage` interface, two drivers (ADR 0014). This file
 * holds the interface, the name rules and the local-disk driver; the S3 driver is in
 * `s3-storage.server.ts`, and `app-storage.server.ts` picks one from the environment.
 *
 * Local disk:
 * Objects live at `{rootDir}/{bucket}/{name}` and are served publicly at
 * `{publicBasePath}/{bucket}/{name}`. Bucket and object names are restricted to
 * `[a-zA-Z0-9._-]` without a leading dot, so a name can never escape its bucket
 * (no "/", no "..", no hidden files). Writes go to a temp file in the same
 * directory and are renamed into place, so a reader never sees half a file.
 *
 * The content type given to `put` is kept in a sidecar file under
 * `{rootDir}/.meta/{bucket}/{name}.json` (a dot-directory, so it can never clash
 * with a bucket); when that is missing, `get` falls back to the file extension.
 */
import { randomBytes, randomInt } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";

export const ARTICLE_IMAGES_BUCKET = "article-images";

const SAFE_NAME = /^[a-zA-Z0-9_-][a-zA-Z0-9._-]*$/;
const MAX_NAME_LENGTH = 200;
const META_DIR = ".meta";

const MIME_BY_EXT: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  avif: "image/avif",
  svg: "image/svg+xml",
  json: "application/json",
  txt: "text/plain; charset=utf-8",
};

/** The content type a file name implies, or application/octet-stream. */
export function contentTypeForName(name: string): string {
  const dot = name.lastIndexOf(".");
  const ext = dot >= 0 ? name.slice(dot + 1).toLowerCase() : "";
  return MIME_BY_EXT[ext] ?? "application/octet-stream";
}

export function isSafeObjectName(value: string): boolean {
  return typeof value === "string" && value.length <= MAX_NAME_LENGTH && SAFE_NAME.test(value);
}

export function assertSafe(kind: "bucket" | "name", value: string): void {
  if (!isSafeObjectName(value)) {
    throw new Error(`Invalid storage ${kind}: ${JSON.stringify(String(value).slice(0, 80))}`);
  }
}

export interface StoredObject {
  /** `{bucket}/{name}`: what the media table keeps as storage_key. */
  key: string;
  /** Public URL, `{publicBasePath}/{bucket}/{name}`. */
  url: string;
}

/** An object opened for streaming (the `/storage/*` route with the S3 driver). */
export interface OpenedObject {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  contentLength: number | undefined;
  /** A quoted entity tag, when the driver knows one. */
  etag: string | undefined;
}

export type OpenResult = OpenedObject | { notModified: true; etag: string } | null;

export interface ObjectStorage {
  readonly driver: "local" | "s3";
  put(bucket: string, name: string, data: Buffer, contentType: string): Promise<StoredObject>;
  get(bucket: string, name: string): Promise<{ data: Buffer; contentType: string } | null>;
  /**
   * Streams an object; null when it is missing, `notModified` when `ifNoneMatch` names its
   * current ETag (so a revalidating browser or CDN gets a 304 without the bytes).
   */
  open(bucket: string, name: string, options?: { ifNoneMatch?: string }): Promise<OpenResult>;
  /** Removes the object; resolves true when something was deleted. */
  delete(bucket: string, name: string): Promise<boolean>;
  exists(bucket: string, name: string): Promise<boolean>;
  /** Every object name in a bucket (any order). */
  list(bucket: string): AsyncIterable<string>;
  /** Public URL of an object (validated). */
  urlFor(bucket: string, name: string): string;
}

export interface LocalObjectStorage extends ObjectStorage {
  readonly driver: "local";
  readonly rootDir: string;
  /** Absolute file path of an object (validated, inside rootDir). */
  pathFor(bucket: string, name: string): string;
}

/** True when an If-None-Match header value names `etag` (or is `*`). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (t: string) => t.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((t) => t.trim() === "*" || bare(t) === bare(etag));
}

function isNotFound(err: unknown): boolean {
  return (err as NodeJS.ErrnoException | null)?.code === "ENOENT";
}

export function createLocalStorage(rootDir: string, publicBasePath = "/storage"): LocalObjectStorage {
  const root = path.resolve(rootDir);
  const base = publicBasePath.replace(/\/+$/, "");

  const pathFor = (bucket: string, name: string): string => {
    assertSafe("bucket", bucket);
    assertSafe("name", name);
    return path.join(root, bucket, name);
  };
  const metaPathFor = (bucket: string, name: string): string =>
    path.join(root, META_DIR, bucket, `${name}.json`);
  const urlFor = (bucket: string, name: string): string => {
    assertSafe("bucket", bucket);
    assertSafe("name", name);
    return `${base}/${bucket}/${name}`;
  };

  async function contentTypeOf(bucket: string, name: string): Promise<string> {
    try {
      const meta = JSON.parse(await readFile(metaPathFor(bucket, name), "utf8")) as { contentType?: unknown };
      if (typeof meta.contentType === "string" && meta.contentType) return meta.contentType;
    } catch {
      // No (readable) sidecar: the extension decides.
    }
    return contentTypeForName(name);
  }

  async function atomicWrite(file: string, data: Buffer | string): Promise<void> {
    const dir = path.dirname(file);
    await mkdir(dir, { recursive: true });
    // Leading dot: never a valid object name, so a leftover temp file is never served or listed as one.
    const tmp = path.join(
      dir,
      `.${path.basename(file)}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`,
    );
    try {
      await writeFile(tmp, data);
      await rename(tmp, file);
    } catch (err) {
      await unlink(tmp).catch(() => {});
      throw err;
    }
  }

  return {
    driver: "local",
    rootDir: root,
    pathFor,
    urlFor,

    async put(bucket, name, data, contentType) {
      const file = pathFor(bucket, name);
      if (!Buffer.isBuffer(data)) throw new Error("Storage put expects a Buffer");
      const type = contentType?.trim() || contentTypeForName(name);
      await atomicWrite(file, data);
      await atomicWrite(metaPathFor(bucket, name), JSON.stringify({ contentType: type }));
      return { key: `${bucket}/${name}`, url: urlFor(bucket, name) };
    },

    async get(bucket, name) {
      const file = pathFor(bucket, name);
      let data: Buffer;
      try {
        data = await readFile(file);
      } catch (err) {
        if (isNotFound(err) || (err as NodeJS.ErrnoException).code === "EISDIR") return null;
        throw err;
      }
      return { data, contentType: await contentTypeOf(bucket, name) };
    },

    async delete(bucket, name) {
      const file = pathFor(bucket, name);
      let existed = true;
      try {
        await unlink(file);
      } catch (err) {
        if (!isNotFound(err)) throw err;
        existed = false;
      }
      await rm(metaPathFor(bucket, name), { force: true });
      return existed;
    },

    async exists(bucket, name) {
      try {
        return (await stat(pathFor(bucket, name))).isFile();
      } catch (err) {
        if (isNotFound(err)) return false;
        throw err;
      }
    },

    async open(bucket, name, options = {}) {
      const file = pathFor(bucket, name);
      let info: Awaited<ReturnType<typeof stat>>;
      try {
        info = await stat(file);
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
      if (!info.isFile()) return null;
      // Size and modification time: what static file servers use; a rewrite changes it.
      const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
      if (etagMatches(options.ifNoneMatch, etag)) return { notModified: true, etag };
      return {
        body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>,
        contentType: await contentTypeOf(bucket, name),
        contentLength: info.size,
        etag,
      };
    },

    async *list(bucket) {
      assertSafe("bucket", bucket);
      let entries: import("node:fs").Dirent[];
      try {
        entries = await readdir(path.join(root, bucket), { withFileTypes: true });
      } catch (err) {
        if (isNotFound(err)) return;
        throw err;
      }
      // Temp files start with a dot and are never valid names, so they are skipped here.
      for (const entry of entries) if (entry.isFile() && isSafeObjectName(entry.name)) yield entry.name;
    },
  };
}

// ---------------------------------------------------------------------------
// Object names (spec): "{timestamp}-{random}.{ext}", "historical-{timestamp}.{ext}",
// "club-logo-{slug}-{timestamp}.{ext}".

const ALNUM = "abcdefghijklmnopqrstuvwxyz0123456789";

/** `length` random lowercase letters/digits (crypto-strength). */
export function randomSuffix(length = 8): string {
  let out = "";
  for (let i = 0; i < length; i++) out += ALNUM[randomInt(ALNUM.length)];
  return out;
}

function cleanExt(ext: string): string {
  const e = ext.replace(/^\./, "").toLowerCase();
  if (!/^[a-z0-9]{1,10}$/.test(e)) throw new Error(`Invalid file extension: ${JSON.stringify(ext)}`);
  return e;
}

/** Generic name: `${prefix}-${Date.now()}-${random8}.${ext}`, or without prefix the article-image form. */
export function objectName(prefix: string | undefined, ext: string): string {
  const stem = `${Date.now()}-${randomSuffix(8)}`;
  if (!prefix) return `${stem}.${cleanExt(ext)}`;
  assertSafe("name", prefix);
  return `${prefix}-${stem}.${cleanExt(ext)}`;
}

/** `${Date.now()}-${8 lowercase alnum}.${ext}` */
export function articleImageName(ext: string): string {
  return objectName(undefined, ext);
}

/** `historical-${Date.now()}.${ext}` */
export function historicalImageName(ext: string): string {
  return `historical-${Date.now()}.${cleanExt(ext)}`;
}

/** `club-logo-${slug}-${Date.now()}.${ext}` */
export function clubLogoName(slug: string, ext: string): string {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) throw new Error(`Invalid club slug: ${JSON.stringify(slug)}`);
  return `club-logo-${slug}-${Date.now()}.${cleanExt(ext)}`;
}

/** Strips the extension: "123-abc.jpg" → "123-abc" (base name for processed-image variants). */
export function stripExt(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(0, dot) : name;
}
