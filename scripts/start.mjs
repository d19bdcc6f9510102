// `npm start`: build when the sources are newer than the build, then serve the production build.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const buildEntry = path.join(root, "build/server/index.js");
const sourceRoots = ["app", "server", "public", "vite.config.ts", "react-router.config.ts", "package.json"];

function newestMtime(target) {
  const full = path.join(root, target);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(full, { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

const builtAt = fs.existsSync(buildEntry) ? fs.statSync(buildEntry).mtimeMs : 0;
const sourcesAt = Math.max(...sourceRoots.map(newestMtime));
if (builtAt < sourcesAt) {
  console.log("Bygger Forsiden (første start eller ændrede kilder)…");
  const result = spawnSync(
    process.execPath,
    [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"],
    {
      cwd: root,
      stdio: "inherit",
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV ??= "production";
await import("../server/launch.mjs");
