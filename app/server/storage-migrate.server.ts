import { readdir } from "node:fs/promises";
import { isSafeObjectName, type LocalObjectStorage, type ObjectStorage } from "./storage.server";

export interface StorageMigrationResult {
  /** Objects copied into the target. */
  copied: number;
  /** Objects the target already had (a re-run copies nothing twice). */
  skipped: number;
}

/**
 * Copies every object of the local disk storage into `target` (the S3 bucket) under the same
 * bucket and name, so the URLs and storage keys in the database stay valid. Idempotent: names
 * never change content (a timestamp is in each), so an object the target has is skipped.
 * The local files are left in place; delete DATA_DIR/storage once the new setup runs.
 */
export async function migrateLocalStorage(
  source: LocalObjectStorage,
  target: ObjectStorage,
  onObject: (key: string, copied: boolean) => void = () => {},
): Promise<StorageMigrationResult> {
  const result: StorageMigrationResult = { copied: 0, skipped: 0 };
  let buckets: string[];
  try {
    buckets = (await readdir(source.rootDir, { withFileTypes: true }))
      .filter((entry) => entry.isDirectory() && isSafeObjectName(entry.name))
      .map((entry) => entry.name)
      .sort();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return result;
    throw err;
  }
  for (const bucket of buckets) {
    const names: string[] = [];
    for await (const name of source.list(bucket)) names.push(name);
    for (const name of names.sort()) {
      if (await target.exists(bucket, name)) {
        result.skipped++;
        onObject(`${bucket}/${name}`, false);
        continue;
      }
      const object = await source.get(bucket, name);
      if (!object) continue; // deleted meanwhile
      await target.put(bucket, name, object.data, object.contentType);
      result.copied++;
      onObject(`${bucket}/${name}`, true);
    }
  }
  return result;
}
