// `npm run storage:migrate`: copies the images stored on this machine's disk (DATA_DIR/storage)
// into the S3 bucket configured by STORAGE_DRIVER=s3 and S3_* (ADR 0014). Safe to run again:
// objects already in the bucket are skipped. `--create-bucket` creates the bucket first.
import { s3ConfigFromEnv, storageRoot } from "~/server/app-storage.server";
import { EnvError, getEnv } from "~/server/env.server";
import { createS3Storage, ensureS3Bucket } from "~/server/s3-storage.server";
import { createLocalStorage } from "~/server/storage.server";
import { migrateLocalStorage } from "~/server/storage-migrate.server";

let env: ReturnType<typeof getEnv>;
try {
  env = getEnv();
} catch (err) {
  if (!(err instanceof EnvError)) throw err;
  console.error(err.message);
  process.exit(2);
}

if (env.STORAGE_DRIVER !== "s3") {
  console.error(
    "Sæt STORAGE_DRIVER=s3 og S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY (og S3_ENDPOINT uden for AWS) først.",
  );
  process.exit(2);
}

const source = createLocalStorage(storageRoot(env), "/storage");
const target = createS3Storage(s3ConfigFromEnv(env));

if (process.argv.includes("--create-bucket")) await ensureS3Bucket(target);

const verbose = process.argv.includes("--verbose");
const result = await migrateLocalStorage(source, target, (key, copied) => {
  if (verbose) console.log(`${copied ? "kopieret" : "fandtes "} ${key}`);
});
console.log(
  `${result.copied} filer kopieret til S3-bucket ${target.bucketName}, ${result.skipped} fandtes allerede (fra ${source.rootDir}).`,
);
