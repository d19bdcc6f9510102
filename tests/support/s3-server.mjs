// A local S3-compatible server for tests (s3rver: the real S3 REST protocol over HTTP), on
// 127.0.0.1 and a free port, keeping its objects in a temp folder that `close()` removes.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

// s3rver accepts any key pair whose id it knows; these are its built-in defaults.
export const S3_TEST_ACCESS_KEY_ID = "S3RVER";
export const S3_TEST_SECRET_ACCESS_KEY = "S3RVER";

/** Starts the server with the given (empty) buckets. `port` 0 picks a free one. */
export async function startS3Server({ buckets = ["forsiden-test"], port = 0 } = {}) {
  const directory = await mkdtemp(path.join(os.tmpdir(), "forsiden-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port,
    directory,
    silent: true,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    directory,
    /** The STORAGE_DRIVER=s3 environment for an app instance using this server's first bucket. */
    env: (bucket = buckets[0]) => ({
      STORAGE_DRIVER: "s3",
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: S3_TEST_ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: S3_TEST_SECRET_ACCESS_KEY,
      S3_FORCE_PATH_STYLE: "true",
    }),
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
