import path from "node:path";
import type { Env } from "./env.server";
import { getEnv } from "./env.server";
import { createLocalStorage } from "./storage.server";

export function storageRoot(env: Env): string {
  return path.join(env.dataDir, "storage");
}

let instance: ReturnType<typeof createLocalStorage> | undefined;

/** The app's object storage (bucket folders under DATA_DIR/storage, served at /storage). */
export function getAppStorage(env: Env = getEnv()) {
  instance ??= createLocalStorage(storageRoot(env), "/storage");
  return instance;
}
