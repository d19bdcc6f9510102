import path from "node:path";
import cluster from "node:cluster";
import pino from "pino";
import os from "node:os";
import { z } from "zod";
// app/server/logger.server.ts
var LOG_LEVELS = [
	"fatal",
	"error",
	"warn",
	"info",
	"debug",
	"trace",
	"silent"
];
/**
* The logger exists before the environment is parsed (env.server.ts logs through it), so it reads
* LOG_LEVEL itself; a value pino does not know falls back to the default here, and the env schema
* then stops the start with its readable message naming the variable.
*/
function logLevelOf(value, nodeEnv) {
	if (value && LOG_LEVELS.includes(value)) return value;
	return nodeEnv === "test" ? "warn" : "info";
}
var logger = pino({
	level: logLevelOf(process.env.LOG_LEVEL, process.env.NODE_ENV),
	base: cluster.isWorker ? {
		service: "forsiden",
		pid: process.pid
	} : { service: "forsiden" },
	redact: [
		"req.headers.cookie",
		"req.headers.authorization",
		"*.password"
	]
});
// app/lib/local-address.ts
/**
* Whether a host name (as in `new URL(…).hostname`) is this machine: localhost, 127.0.0.0/8 or ::1.
* Such an address is never a public site.
*/
function isLocalHostname(hostname) {
	const h = hostname.toLowerCase().replace(/^\[|\]$/g, "");
	return h === "localhost" || h === "::1" || /^127(\.\d{1,3}){3}$/.test(h);
}
/** Whether a URL points at this machine (see isLocalHostname); false for anything unparsable. */
function isLocalUrl(url) {
	try {
		return isLocalHostname(new URL(url).hostname);
	} catch {
		return false;
	}
}
// app/server/env.server.ts
/** An unset or blank variable counts as not given. */
function optional(schema) {
	return z.preprocess((v) => typeof v === "string" && v.trim() === "" ? void 0 : v, schema.optional());
}
var booleanFlag = (fallback) => z.enum([
	"true",
	"false",
	"1",
	"0"
]).optional().transform((v) => v === void 0 ? fallback : v === "true" || v === "1");
var PROCESS_COUNT = "skal være et helt tal fra 1 til 256 eller auto";
/** Every environment variable the server reads. Documented in README.md (Configuration). */
var envSchema = z.object({
	NODE_ENV: z.enum([
		"development",
		"production",
		"test"
	]).default("production"),
	PORT: z.coerce.number().int().min(1).max(65535).default(3e3),
	HOST: z.string().default("0.0.0.0"),
	PUBLIC_URL: optional(z.url()),
	WEB_CONCURRENCY: optional(z.union([z.literal("auto"), z.coerce.number(PROCESS_COUNT).int(PROCESS_COUNT).min(1, PROCESS_COUNT).max(256, PROCESS_COUNT)], PROCESS_COUNT)),
	DATA_DIR: z.string().min(1).default("data"),
	MIGRATIONS_DIR: z.string().min(1).default("drizzle"),
	DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, "skal starte med postgres:// eller postgresql://")),
	DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(15e3),
	DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5e3),
	LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
	PAGE_CACHE: booleanFlag(true),
	PAGE_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).default(60),
	SEED_ON_START: booleanFlag(true),
	JOBS_ENABLED: booleanFlag(true),
	TRUST_PROXY: booleanFlag(false),
	RATE_LIMIT_SIGN_IN_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
	RATE_LIMIT_SIGN_IN_PER_ACCOUNT_ADDRESS: z.coerce.number().int().min(1).default(5),
	RATE_LIMIT_SIGN_UP_PER_ADDRESS: z.coerce.number().int().min(1).default(5),
	LIVE_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
	LIVE_STREAMS_MAX: z.coerce.number().int().min(1).default(1e3),
	AUTH_SECRET: optional(z.string().min(32, "skal være mindst 32 tegn")),
	ADMIN_EMAIL: optional(z.email("skal være en e-mailadresse")),
	ADMIN_PASSWORD: optional(z.string().min(8, "skal være mindst 8 tegn")),
	ADMIN_NAME: optional(z.string().trim().min(2, "skal være mindst 2 tegn").max(80, "må højst være 80 tegn")),
	SMTP_URL: optional(z.url().regex(/^smtps?:\/\//, "skal starte med smtp:// eller smtps://")),
	MAIL_FROM: z.string().default("Forsiden <no-reply@forsiden.dk>"),
	DEV_MAILBOX: booleanFlag(false),
	AI_BASE_URL: optional(z.url({ protocol: /^https?$/ })),
	AI_API_KEY: optional(z.string()),
	AI_MODEL: optional(z.string()),
	AI_TIMEOUT_MS: z.coerce.number().int().min(100).default(3e4),
	INDEXNOW_KEY: optional(z.string().regex(/^[a-zA-Z0-9-]{8,128}$/, "8-128 tegn: a-z, A-Z, 0-9 og -")),
	INDEXNOW_ENDPOINT: z.url({ protocol: /^https?$/ }).default("https://api.indexnow.org/indexnow"),
	GOOGLE_SERVICE_ACCOUNT_JSON: optional(z.string()),
	FOOTBALL_DATA_TOKEN: optional(z.string()),
	FOOTBALL_DATA_BASE_URL: z.url({ protocol: /^https?$/ }).default("https://api.football-data.org/v4"),
	OUTBOUND_HOST_OVERRIDES: optional(z.string()),
	STORAGE_DRIVER: z.enum(["local", "s3"], "skal være local eller s3").default("local"),
	S3_ENDPOINT: optional(z.url({ protocol: /^https?$/ })),
	S3_REGION: z.string().min(1).default("us-east-1"),
	S3_BUCKET: optional(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "3-63 tegn: a-z, 0-9, . og -")),
	S3_ACCESS_KEY_ID: optional(z.string()),
	S3_SECRET_ACCESS_KEY: optional(z.string()),
	S3_FORCE_PATH_STYLE: booleanFlag(false),
	S3_PUBLIC_URL: optional(z.url({ protocol: /^https?$/ })),
	AD_NETWORK_SCRIPT_URL: z.preprocess((v) => typeof v === "string" ? v.trim() || void 0 : v, z.url({ protocol: /^https?$/ }).optional()).transform((v) => v ?? null).catch((ctx) => {
		logger.error({ AD_NETWORK_SCRIPT_URL: ctx.input }, "AD_NETWORK_SCRIPT_URL er ikke en gyldig http(s)-adresse");
		return null;
	})
});
var DEV_MAILBOX_REFUSED = "må ikke være slået til med NODE_ENV=production, når PUBLIC_URL ikke er en lokal adresse (localhost, 127.0.0.0/8, ::1): /dev/mailbox viser alle mails, også links til at nulstille adgangskoder (the development mailbox would show anyone every password-reset link)";
var S3_REQUIRED = [
	"S3_BUCKET",
	"S3_ACCESS_KEY_ID",
	"S3_SECRET_ACCESS_KEY"
];
var checkedEnvSchema = envSchema.superRefine((env, ctx) => {
	if (!env.DATABASE_URL && typeof env.WEB_CONCURRENCY === "number" && env.WEB_CONCURRENCY > 1) ctx.addIssue({
		code: "custom",
		path: ["WEB_CONCURRENCY"],
		message: "flere processer kræver PostgreSQL (DATABASE_URL); den indbyggede database (PGlite) kan kun åbnes af én proces (several processes need PostgreSQL: PGlite is one process)"
	});
	const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
	if (env.DEV_MAILBOX && env.NODE_ENV === "production" && !isLocalUrl(publicUrl)) ctx.addIssue({
		code: "custom",
		path: ["DEV_MAILBOX"],
		message: DEV_MAILBOX_REFUSED
	});
	if (env.STORAGE_DRIVER !== "s3") return;
	for (const name of S3_REQUIRED) if (!env[name]) ctx.addIssue({
		code: "custom",
		path: [name],
		message: "skal angives når STORAGE_DRIVER=s3"
	});
});
var EnvError = class extends Error {};
/** Parses the environment; a bad value throws an EnvError naming the variable. */
function parseEnv(source = process.env) {
	const result = checkedEnvSchema.safeParse(source);
	if (!result.success) throw new EnvError(`Ugyldig konfiguration (invalid configuration):\n${result.error.issues.map((issue) => {
		const name = issue.path.join(".");
		return `  ${name}=${JSON.stringify(source[name] ?? "")}: ${issue.message}`;
	}).join("\n")}`);
	const env = result.data;
	const dataDir = path.resolve(env.DATA_DIR);
	const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
	return {
		...env,
		dataDir,
		publicUrl,
		webConcurrency: resolveWebConcurrency(env)
	};
}
/** "auto" is one process per core on PostgreSQL and one on PGlite; unset is 1. */
function resolveWebConcurrency(env) {
	if (env.WEB_CONCURRENCY === void 0) return 1;
	if (env.WEB_CONCURRENCY !== "auto") return env.WEB_CONCURRENCY;
	return env.DATABASE_URL ? os.availableParallelism() : 1;
}
var cached;
function getEnv() {
	cached ??= parseEnv();
	return cached;
}
/** The environment for a starting server: a bad value prints the message naming it and exits 1. */
function getEnvOrExit() {
	try {
		return getEnv();
	} catch (error) {
		if (error instanceof EnvError) {
			console.error(error.message);
			process.exit(1);
		}
		throw error;
	}
}
// server/cluster.ts
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
function productionWorkerCount() {
	return getEnvOrExit().webConcurrency;
}
function isReadyMessage(message) {
	return typeof message === "object" && message !== null && message.type === "forsiden:ready" && Array.isArray(message.banner);
}
/** The start banner: "Forsiden kører på …" and how to sign in, indented between blank lines. */
function formatBanner(lines) {
	return `\n${lines.map((line) => `  ${line}`).join("\n")}\n`;
}
/** In a cluster worker: tells the primary it listens (true). Elsewhere nothing happens (false). */
function announceWorkerReady(banner) {
	if (!cluster.isWorker || !process.send) return false;
	const message = {
		type: "forsiden:ready",
		banner
	};
	process.send(message);
	return true;
}
/** More unexpected worker exits than this within a minute: something is wrong, the primary gives up. */
var MAX_RESTARTS_PER_MINUTE = 5;
/** A worker's own stop takes at most 5 s (server/app.ts); then the primary kills what is left. */
var STOP_TIMEOUT_MS = 5500;
/** Lets a signal sent to the whole process group (Ctrl-C) reach the primary before a worker is replaced. */
var MIN_RESTART_DELAY_MS = 200;
/** Waits before the n-th unexpected exit within a minute is replaced: 0.2 s, then 2, 4, 8, 16 s. */
function restartDelayMs(exitsThisMinute) {
	return exitsThisMinute <= 1 ? MIN_RESTART_DELAY_MS : 1e3 * 2 ** (exitsThisMinute - 1);
}
/**
* Runs the primary: worker 1 first, the others once it listens (so migrations and the first-start
* seed run once, in worker 1), the banner once, a dead worker replaced, SIGTERM/SIGINT forwarded.
* Exits the process: 0 after a signal, 1 when the start fails or workers keep dying.
*/
function startCluster(workers) {
	const log = logger.child({
		pid: process.pid,
		role: "primary"
	});
	const ready = /* @__PURE__ */ new WeakSet();
	const exits = [];
	const pendingForks = /* @__PURE__ */ new Set();
	let started = false;
	let stopping = false;
	let finalExitCode = 0;
	const running = /* @__PURE__ */ new Set();
	const stopAll = (signal, exitCode) => {
		if (stopping) return;
		stopping = true;
		finalExitCode = exitCode;
		for (const timer of pendingForks) clearTimeout(timer);
		pendingForks.clear();
		log.info({
			signal,
			workers: running.size
		}, "stopping the workers");
		if (running.size === 0) process.exit(exitCode);
		for (const worker of running) worker.process.kill(signal);
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
		worker.on("message", (message) => {
			if (!isReadyMessage(message)) return;
			ready.add(worker);
			if (!started) onInitialReady(worker, message);
			else log.info({ worker: worker.process.pid }, "a new worker serves");
		});
		return worker;
	};
	let initialReady = 0;
	let banner = [];
	const onInitialReady = (worker, message) => {
		initialReady++;
		if (initialReady === 1) {
			banner = message.banner;
			for (let i = 1; i < workers; i++) fork();
		}
		log.info({
			worker: worker.process.pid,
			ready: initialReady,
			of: workers
		}, "worker listening");
		if (initialReady < workers) return;
		started = true;
		const [first = "", ...rest] = banner;
		console.log(formatBanner([`${first} (${workers} processer)`, ...rest]));
	};
	cluster.on("exit", (worker, code, signal) => {
		running.delete(worker);
		const details = {
			worker: worker.process.pid,
			code,
			signal
		};
		if (stopping) {
			if (running.size === 0) process.exit(finalExitCode);
			return;
		}
		if (!started && !ready.has(worker)) {
			log.error(details, "a worker could not start; stopping");
			stopAll("SIGTERM", 1);
			return;
		}
		const now = Date.now();
		exits.push(now);
		while (exits.length > 0 && (exits[0] ?? 0) <= now - 6e4) exits.shift();
		if (exits.length > 5) {
			log.fatal({
				...details,
				exitsThisMinute: exits.length
			}, "workers keep dying; giving up");
			stopAll("SIGTERM", 1);
			return;
		}
		const delayMs = restartDelayMs(exits.length);
		log.error({
			...details,
			restartInMs: delayMs
		}, "a worker exited unexpectedly; starting a new one");
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
export { restartDelayMs as a, getEnvOrExit as c, logger as d, productionWorkerCount as i, parseEnv as l, announceWorkerReady as n, startCluster as o, formatBanner as r, getEnv as s, MAX_RESTARTS_PER_MINUTE as t, isLocalUrl as u };

//# sourceMappingURL=cluster-CW_395LJ.js.map