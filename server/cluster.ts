import cluster, { type Worker } from "node:cluster";
import { getEnvOrExit } from "~/server/env.server";
import { logger as rootLogger } from "~/server/logger.server";

/**
 * Several serving processes behind one port on one host (WEB_CONCURRENCY > 1, PostgreSQL only;
 * ADR 0018). The primary forks the workers and supervises them; it never serves HTTP and never
 * opens the database. Workers share the port (node:cluster hands out connections round robin).
 * Its own small entry of the server build (build/server/cluster.js, vite.config.ts): the primary
 * loads the environment schema and this, not the whole app (about 150 MB less).
 */

/**
 * How many serving processes server/launch.mjs starts (WEB_CONCURRENCY resolved; 1 on PGlite).
 * A bad configuration exits 1 here, in the primary, before any process is forked.
 */
export function productionWorkerCount(): number {
  return getEnvOrExit().webConcurrency;
}

/** What a worker sends from its listen callback: it is serving; `banner` is what it would print. */
export interface WorkerReadyMessage {
  type: "forsiden:ready";
  banner: string[];
}

function isReadyMessage(message: unknown): message is WorkerReadyMessage {
  return (
    typeof message === "object" &&
    message !== null &&
    (message as { type?: unknown }).type === "forsiden:ready" &&
    Array.isArray((message as { banner?: unknown }).banner)
  );
}

/** The start banner: "Forsiden kører på …" and how to sign in, indented between blank lines. */
export function formatBanner(lines: string[]): string {
  return `\n${lines.map((line) => `  ${line}`).join("\n")}\n`;
}

/** In a cluster worker: tells the primary it listens (true). Elsewhere nothing happens (false). */
export function announceWorkerReady(banner: string[]): boolean {
  if (!cluster.isWorker || !process.send) return false;
  const message: WorkerReadyMessage = { type: "forsiden:ready", banner };
  process.send(message);
  return true;
}

/** More unexpected worker exits than this within a minute: something is wrong, the primary gives up. */
export const MAX_RESTARTS_PER_MINUTE = 5;
/** A worker's own stop takes at most 5 s (server/app.ts); then the primary kills what is left. */
const STOP_TIMEOUT_MS = 5500;
/** Lets a signal sent to the whole process group (Ctrl-C) reach the primary before a worker is replaced. */
const MIN_RESTART_DELAY_MS = 200;

/** Waits before the n-th unexpected exit within a minute is replaced: 0.2 s, then 2, 4, 8, 16 s. */
export function restartDelayMs(exitsThisMinute: number): number {
  return exitsThisMinute <= 1 ? MIN_RESTART_DELAY_MS : 1000 * 2 ** (exitsThisMinute - 1);
}

/**
 * Runs the primary: worker 1 first, the others once it listens (so migrations and the first-start
 * seed run once, in worker 1), the banner once, a dead worker replaced, SIGTERM/SIGINT forwarded.
 * Exits the process: 0 after a signal, 1 when the start fails or workers keep dying.
 */
export function startCluster(workers: number): void {
  const log = rootLogger.child({ pid: process.pid, role: "primary" });
  const ready = new WeakSet<Worker>();
  const exits: number[] = [];
  const pendingForks = new Set<NodeJS.Timeout>();
  let started = false;
  let stopping = false;
  let finalExitCode = 0;

  // Ours, not cluster.workers: that drops a worker only once both its exit and its disconnect arrived.
  const running = new Set<Worker>();

  const stopAll = (signal: NodeJS.Signals, exitCode: number) => {
    if (stopping) return;
    stopping = true;
    finalExitCode = exitCode;
    for (const timer of pendingForks) clearTimeout(timer);
    pendingForks.clear();
    log.info({ signal, workers: running.size }, "stopping the workers");
    if (running.size === 0) process.exit(exitCode);
    for (const worker of running) worker.process.kill(signal);
    // Never hang: a worker that did not stop in time is killed.
    setTimeout(() => {
      for (const worker of running) {
        log.error({ worker: worker.process.pid }, "a worker did not stop in time; killed");
        worker.process.kill("SIGKILL");
      }
      process.exit(1);
    }, STOP_TIMEOUT_MS).unref();
  };

  const fork = () => {
    const worker = cluster.fork();
    running.add(worker);
    worker.on("message", (message: unknown) => {
      if (!isReadyMessage(message)) return;
      ready.add(worker);
      if (!started) onInitialReady(worker, message);
      else log.info({ worker: worker.process.pid }, "a new worker serves");
    });
    return worker;
  };

  let initialReady = 0;
  let banner: string[] = [];
  const onInitialReady = (worker: Worker, message: WorkerReadyMessage) => {
    initialReady++;
    if (initialReady === 1) {
      banner = message.banner;
      // Worker 1 has migrated and seeded: the others find that done.
      for (let i = 1; i < workers; i++) fork();
    }
    log.info({ worker: worker.process.pid, ready: initialReady, of: workers }, "worker listening");
    if (initialReady < workers) return;
    started = true;
    const [first = "", ...rest] = banner;
    console.log(formatBanner([`${first} (${workers} processer)`, ...rest]));
  };

  cluster.on("exit", (worker, code, signal) => {
    running.delete(worker);
    const details = { worker: worker.process.pid, code, signal };
    if (stopping) {
      if (running.size === 0) process.exit(finalExitCode);
      return;
    }
    if (!started && !ready.has(worker)) {
      // As with one process: a start that fails (configuration, database) ends with exit code 1.
      log.error(details, "a worker could not start; stopping");
      stopAll("SIGTERM", 1);
      return;
    }
    const now = Date.now();
    exits.push(now);
    while (exits.length > 0 && (exits[0] ?? 0) <= now - 60_000) exits.shift();
    if (exits.length > MAX_RESTARTS_PER_MINUTE) {
      log.fatal({ ...details, exitsThisMinute: exits.length }, "workers keep dying; giving up");
      stopAll("SIGTERM", 1);
      return;
    }
    const delayMs = restartDelayMs(exits.length);
    log.error({ ...details, restartInMs: delayMs }, "a worker exited unexpectedly; starting a new one");
    const timer = setTimeout(() => {
      pendingForks.delete(timer);
      if (!stopping) fork();
    }, delayMs);
    pendingForks.add(timer);
  });

  process.on("SIGTERM", () => stopAll("SIGTERM", 0));
  process.on("SIGINT", () => stopAll("SIGINT", 0));

  log.info({ workers }, "starting worker processes");
  fork();
}
