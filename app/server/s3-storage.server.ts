/**
 * S3-compatible object storage (AWS S3, Cloudflare R2, MinIO …) behind the same `ObjectStorage`
 * interface as the local disk (ADR 0014). Every app bucket is a key prefix in one S3 bucket:
 * object `{bucket}/{name}` is the S3 key `{bucket}/{name}`, the same string the media table keeps
 * as storage_key, so `storage:migrate` copies files without touching the database.
 *
 * URLs: with `publicUrl` (a CDN or the bucket's public address) `{publicUrl}/{bucket}/{name}`;
 * otherwise `/storage/{bucket}/{name}`, the address the server streams from the bucket.
 *
 * The SDK is imported on first use, so an instance on the local driver never loads it.
 */
import type { S3Client } from "@aws-sdk/client-s3";
import { assertSafe, contentTypeForName, etagMatches, type ObjectStorage } from "./storage.server";

export interface S3StorageConfig {
  /** Custom endpoint (R2, MinIO); unset means AWS. */
  endpoint?: string;
  region: string;
  /** The one S3 bucket that holds every app bucket as a prefix. */
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `http://host/bucket/key` instead of `http://bucket.host/key` (MinIO, most local servers). */
  forcePathStyle?: boolean;
  /** Where browsers fetch objects (CDN); unset: the app's own `/storage/...` route. */
  publicUrl?: string;
}

export interface S3ObjectStorage extends ObjectStorage {
  readonly driver: "s3";
  readonly bucketName: string;
  /** The SDK client (tests and the migration script use it to create the bucket). */
  client(): Promise<S3Client>;
}

// Immutable names (a timestamp in each), so a CDN or browser may keep them a year.
const OBJECT_CACHE_CONTROL = "public, max-age=31536000, immutable";

type Sdk = typeof import("@aws-sdk/client-s3");

function statusOf(err: unknown): number | undefined {
  return (err as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

function isMissing(err: unknown): boolean {
  const name = (err as { name?: string } | null)?.name;
  return name === "NoSuchKey" || name === "NotFound" || statusOf(err) === 404;
}

export function createS3Storage(config: S3StorageConfig): S3ObjectStorage {
  const bucketName = config.bucket;
  const publicBase = config.publicUrl ? config.publicUrl.replace(/\/+$/, "") : "/storage";
  let ready: Promise<{ sdk: Sdk; client: S3Client }> | undefined;

  const load = () => {
    ready ??= (async () => {
      // The SDK warns once per process that releases after January 2027 need Node 22; the
      // project runs on Node 20 (ADR 0001), so the warning would only repeat in every log.
      process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
      const sdk = await import("@aws-sdk/client-s3");
      const client = new sdk.S3Client({
        endpoint: config.endpoint,
        region: config.region,
        forcePathStyle: config.forcePathStyle ?? false,
        credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
        // Checksums only when an operation requires them: R2 and older S3-compatible servers
        // reject the CRC headers that newer SDKs add by default.
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
      });
      return { sdk, client };
    })();
    return ready;
  };

  const keyFor = (bucket: string, name: string): string => {
    assertSafe("bucket", bucket);
    assertSafe("name", name);
    return `${bucket}/${name}`;
  };
  const urlFor = (bucket: string, name: string): string => `${publicBase}/${keyFor(bucket, name)}`;

  async function exists(bucket: string, name: string): Promise<boolean> {
    const Key = keyFor(bucket, name);
    const { sdk, client } = await load();
    try {
      await client.send(new sdk.HeadObjectCommand({ Bucket: bucketName, Key }));
      return true;
    } catch (err) {
      if (isMissing(err)) return false;
      throw err;
    }
  }

  return {
    driver: "s3",
    bucketName,
    urlFor,
    exists,
    client: async () => (await load()).client,

    async put(bucket, name, data, contentType) {
      const Key = keyFor(bucket, name);
      if (!Buffer.isBuffer(data)) throw new Error("Storage put expects a Buffer");
      const { sdk, client } = await load();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: bucketName,
          Key,
          Body: data,
          ContentType: contentType?.trim() || contentTypeForName(name),
          ContentLength: data.length,
          CacheControl: OBJECT_CACHE_CONTROL,
        }),
      );
      return { key: Key, url: urlFor(bucket, name) };
    },

    async get(bucket, name) {
      const Key = keyFor(bucket, name);
      const { sdk, client } = await load();
      try {
        const out = await client.send(new sdk.GetObjectCommand({ Bucket: bucketName, Key }));
        const bytes = out.Body ? await out.Body.transformToByteArray() : new Uint8Array();
        return { data: Buffer.from(bytes), contentType: out.ContentType || contentTypeForName(name) };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },

    async open(bucket, name, options = {}) {
      const Key = keyFor(bucket, name);
      const { sdk, client } = await load();
      try {
        const out = await client.send(
          new sdk.GetObjectCommand({ Bucket: bucketName, Key, IfNoneMatch: options.ifNoneMatch }),
        );
        // A server that ignores If-None-Match still answers 200: check here and drop the body.
        if (out.ETag && etagMatches(options.ifNoneMatch, out.ETag)) {
          await out.Body?.transformToWebStream().cancel();
          return { notModified: true, etag: out.ETag };
        }
        if (!out.Body) return null;
        return {
          body: out.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          contentType: out.ContentType || contentTypeForName(name),
          contentLength: out.ContentLength,
          etag: out.ETag,
        };
      } catch (err) {
        // The bucket answered 304 itself: the first tag asked about is the one it matched (one tag
        // is what browsers and CDNs send for an object they hold).
        if (statusOf(err) === 304) {
          return { notModified: true, etag: (options.ifNoneMatch ?? "").split(",")[0].trim() };
        }
        if (isMissing(err)) return null;
        throw err;
      }
    },

    async delete(bucket, name) {
      const Key = keyFor(bucket, name);
      // S3 deletes answer 204 whether or not the key existed; the interface reports which it was.
      const existed = await exists(bucket, name);
      const { sdk, client } = await load();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: bucketName, Key }));
      return existed;
    },

    async *list(bucket) {
      assertSafe("bucket", bucket);
      const { sdk, client } = await load();
      const Prefix = `${bucket}/`;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({ Bucket: bucketName, Prefix, ContinuationToken }),
        );
        for (const item of page.Contents ?? []) {
          const name = item.Key?.slice(Prefix.length);
          if (name && !name.includes("/")) yield name;
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}

/** Creates the S3 bucket when it does not exist yet (tests, `storage:migrate --create-bucket`). */
export async function ensureS3Bucket(storage: S3ObjectStorage): Promise<void> {
  const sdk = await import("@aws-sdk/client-s3");
  const client = await storage.client();
  try {
    await client.send(new sdk.HeadBucketCommand({ Bucket: storage.bucketName }));
  } catch (err) {
    if (!isMissing(err)) throw err;
    await client.send(new sdk.CreateBucketCommand({ Bucket: storage.bucketName }));
  }
}
