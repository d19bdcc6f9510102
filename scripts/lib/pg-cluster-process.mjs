// A throwaway PostgreSQL cluster (tests/support/postgres-cluster.mjs) driven from a child process:
// pg_ctl runs synchronously there, so a restart never blocks the caller's event loop (the soak's
// readers keep measuring), and the child stops the cluster when its parent goes away, even on
// `kill -9` of the parent.
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";

const isChild = process.argv[2] === "--cluster-child";

if (isChild) {
  const { startPostgresCluster } = await import("#tests/support/postgres-cluster.mjs");
  let cluster;
  let stopped = false;
  const stop = () => {
    if (stopped || !cluster) return;
    stopped = true;
    cluster.stop();
  };
  const exit = () => {
    stop();
    process.exit(0);
  };
  process.on("disconnect", exit);
  process.on("SIGINT", exit);
  process.on("SIGTERM", exit);
  process.on("message", (message) => {
    const { id, cmd, args = [] } = message;
    const started = Date.now();
    try {
      if (cmd === "stop") stop();
      else cluster[cmd](...args);
      process.send({ id, ok: true, ms: Date.now() - started });
    } catch (error) {
      process.send({ id, ok: false, error: String(error?.stderr ?? error?.message ?? error) });
    }
  });
  try {
    cluster = await startPostgresCluster();
    process.send({ ready: true, url: cluster.url, port: cluster.port, dataDir: cluster.dataDir });
  } catch (error) {
    process.send({ ready: false, error: String(error?.message ?? error) });
    process.exit(1);
  }
}

/**
 * Starts the cluster in a child process. `restart(mode)`, `pause(mode)`, `start()` and `stop()`
 * return promises that settle when pg_ctl has finished.
 */
export function startClusterProcess() {
  const child = fork(fileURLToPath(import.meta.url), ["--cluster-child"], {
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  let nextId = 0;
  const pending = new Map();
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.on("message", (message) => {
    if (message.id === undefined) return;
    const waiting = pending.get(message.id);
    pending.delete(message.id);
    if (message.ok) waiting?.resolve(message.ms);
    else waiting?.reject(new Error(message.error));
  });
  const call = (cmd, ...args) =>
    new Promise((resolve, reject) => {
      if (!child.connected) return reject(new Error("the cluster process is gone"));
      const id = nextId++;
      pending.set(id, { resolve, reject });
      child.send({ id, cmd, args });
    });
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the cluster process exited (${code})`)));
    child.once("message", (message) => {
      if (!message.ready) return reject(new Error(message.error));
      resolve({
        url: message.url,
        port: message.port,
        restart: (mode = "fast") => call("restart", mode),
        pause: (mode = "fast") => call("pause", mode),
        start: () => call("start"),
        async stop() {
          if (child.exitCode !== null || !child.connected) return;
          await call("stop").catch(() => undefined);
          child.disconnect();
          await exited;
        },
      });
    });
  });
}
