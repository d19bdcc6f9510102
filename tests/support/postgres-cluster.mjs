// A private, throwaway PostgreSQL cluster for tests, made from the installed server binaries.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../scripts/lib/free-port.mjs";

function findBinDir() {
  const base = "/usr/lib/postgresql";
  if (!fs.existsSync(base)) return null;
  const versions = fs
    .readdirSync(base)
    .filter((v) => fs.existsSync(path.join(base, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(base, versions[0], "bin") : null;
}

/** Starts a cluster on 127.0.0.1 and a free port; returns its URL and a stop function. */
export async function startPostgresCluster() {
  const binDir = findBinDir();
  if (!binDir) {
    throw new Error(
      "PostgreSQL server binaries were not found under /usr/lib/postgresql. Install them with " +
        "`apt-get install -y postgresql` or set DATABASE_URL to a PostgreSQL server for the tests.",
    );
  }
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "forsiden-pg-"));
  const dataDir = path.join(dir, "data");
  if (asRoot) execFileSync("chown", ["-R", "postgres:postgres", dir]);
  // initdb and pg_ctl refuse to run as root: run them as the postgres user.
  const run = (tool, args) => {
    const cmd = path.join(binDir, tool);
    if (asRoot) execFileSync("runuser", ["-u", "postgres", "--", cmd, ...args], { stdio: "pipe" });
    else execFileSync(cmd, args, { stdio: "pipe" });
  };
  run("initdb", [
    "-D",
    dataDir,
    "-A",
    "trust",
    "-U",
    "postgres",
    "-E",
    "UTF8",
    "--locale=C.UTF-8",
    "--no-sync",
  ]);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses=127.0.0.1",
    "-c fsync=off",
    "-c synchronous_commit=off",
    "-c full_page_writes=off",
    "-c max_connections=200",
  ].join(" ");
  run("pg_ctl", ["-D", dataDir, "-o", options, "-l", path.join(dir, "server.log"), "-w", "start"]);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const stop = () => {
    try {
      run("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
    } catch {
      // Already stopped.
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  /** `pg_ctl restart` (fast: active sessions are ended, as in an operator's restart). */
  const restart = (mode = "fast") => {
    run("pg_ctl", [
      "-D",
      dataDir,
      "-o",
      options,
      "-l",
      path.join(dir, "server.log"),
      "-m",
      mode,
      "-w",
      "restart",
    ]);
  };
  /** Stops the server but keeps its data, to simulate an outage; `start()` brings it back. */
  const pause = (mode = "fast") => run("pg_ctl", ["-D", dataDir, "-m", mode, "-w", "stop"]);
  const start = () =>
    run("pg_ctl", ["-D", dataDir, "-o", options, "-l", path.join(dir, "server.log"), "-w", "start"]);
  return { url, port, dataDir, stop, restart, pause, start };
}
