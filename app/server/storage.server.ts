/**
 * Local-disk object storage with buckets.
 *
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
import { mkdir, readFile, rename, rm, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";

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

function assertSafe(kind: "bucket" | "name", value: string): void {
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

export interface ObjectStorage {
  put(bucket: string, name: string, data: Buffer, contentType: string): Promise<StoredObject>;
  get(bucket: string, name: string): Promise<{ data: Buffer; contentType: string } | null>;
  /** Removes the object; resolves true when something was deleted. */
  delete(bucket: string, name: string): Promise<boolean>;
  exists(bucket: string, name: string): Promise<boolean>;
  /** Absolute file path of an object (validated, inside rootDir). */
  pathFor(bucket: string, name: string): string;
  /** Public URL of an object (validated). */
  urlFor(bucket: string, name: string): string;
}

function isNotFound(err: unknown): boolean {
  return (err as NodeJS.ErrnoException | null)?.code === "ENOENT";
}

export function createLocalStorage(rootDir: string, publicBasePath = "/storage"): ObjectStorage {
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
      let contentType = contentTypeForName(name);
      try {
        const meta = JSON.parse(await readFile(metaPathFor(bucket, name), "utf8")) as {
          contentType?: unknown;
        };
        if (typeof meta.contentType === "string" && meta.contentType) contentType = meta.contentType;
      } catch {
        // No (readable) sidecar: the extension decides.
      }
      return { data, contentType };
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
