import cluster from "node:cluster";
import pino from "pino";

export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "warn" : "info"),
  // Several workers (WEB_CONCURRENCY) write to one log: each line says which one.
  base: cluster.isWorker ? { service: "forsiden", pid: process.pid } : { service: "forsiden" },
  redact: ["req.headers.cookie", "req.headers.authorization", "*.password"],
});

export type Logger = typeof logger;
