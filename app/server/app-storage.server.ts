import path from "node:path";
import type { Env } from "./env.server";
import { getEnv } from "./env.server";
import { createS3Storage, type S3StorageConfig } from "./s3-storage.server";
import { createLocalStorage, type ObjectStorage } from "./storage.server";

export function storageRoot(env: Env): string {
  return path.join(env.dataDir, "storage");
}

/** The S3 driver's settings from the environment (parseEnv has checked bucket and keys with s3). */
export function s3ConfigFromEnv(env: Env): S3StorageConfig {
  return {
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    bucket: env.S3_BUCKET ?? "",
    accessKeyId: env.S3_ACCESS_KEY_ID ?? "",
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? "",
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    publicUrl: env.S3_PUBLIC_URL,
  };
}

/**
 * A new storage for this environment: the local disk (bucket folders under DATA_DIR/storage,
 * served at /storage) or, with STORAGE_DRIVER=s3, the S3 bucket every instance shares.
 */
export function createAppStorage(env: Env): ObjectStorage {
  if (env.STORAGE_DRIVER === "s3") return createS3Storage(s3ConfigFromEnv(env));
  return createLocalStorage(storageRoot(env), "/storage");
}

let instance: ObjectStorage | undefined;

/** The app's object storage, made once from the environment. */
export function getAppStorage(env: Env = getEnv()): ObjectStorage {
  instance ??= createAppStorage(env);
  return instance;
}
