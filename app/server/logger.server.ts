import cluster from "node:cluster";
import pino from "pino";

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * The logger exists before the environment is parsed (env.server.ts logs through it), so it reads
 * LOG_LEVEL itself; a value pino does not know falls back to the default here, and the env schema
 * then stops the start with its readable message naming the variable.
 */
export function logLevelOf(value: string | undefined, nodeEnv: string | undefined): LogLevel {
  if (value && (LOG_LEVELS as readonly string[]).includes(value)) return value as LogLevel;
  return nodeEnv === "test" ? "warn" : "info";
}

export const logger = pino({
  level: logLevelOf(process.env.LOG_LEVEL, process.env.NODE_ENV),
  // Several workers (WEB_CONCURRENCY) write to one log: each line says which one.
  base: cluster.isWorker ? { service: "forsiden", pid: process.pid } : { service: "forsiden" },
  redact: ["req.headers.cookie", "req.headers.authorization", "*.password"],
});

export type Logger = typeof logger;
