import os from "node:os";
import path from "node:path";
import { z } from "zod";
import { isLocalUrl } from "~/lib/local-address";
import { LOG_LEVELS, logger } from "./logger.server";

/** An unset or blank variable counts as not given. */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), schema.optional());
}

const booleanFlag = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0"])
    .optional()
    .transform((v) => (v === undefined ? fallback : v === "true" || v === "1"));

const PROCESS_COUNT = "skal være et helt tal fra 1 til 256 eller auto";

/** Every environment variable the server reads. Documented in README.md (Configuration). */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  PUBLIC_URL: optional(z.url()),
  // Worker processes behind the one port (node:cluster, ADR 0018): a number, or "auto" (one per
  // core). More than one needs PostgreSQL: PGlite is one process per data folder.
  WEB_CONCURRENCY: optional(
    z.union(
      [
        z.literal("auto"),
        z.coerce.number(PROCESS_COUNT).int(PROCESS_COUNT).min(1, PROCESS_COUNT).max(256, PROCESS_COUNT),
      ],
      PROCESS_COUNT,
    ),
  ),
  DATA_DIR: z.string().min(1).default("data"),
  // The drizzle-kit migrations the server applies at start (the repo's `drizzle/` folder).
  MIGRATIONS_DIR: z.string().min(1).default("drizzle"),
  DATABASE_URL: optional(
    z.string().regex(/^postgres(ql)?:\/\//, "skal starte med postgres:// eller postgresql://"),
  ),
  // PostgreSQL only: a query running longer is cancelled (statement_timeout), and a new connection
  // that takes longer fails; either answers a 503 instead of a request that hangs.
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
  PAGE_CACHE: booleanFlag(true),
  PAGE_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).default(60),
  SEED_ON_START: booleanFlag(true),
  JOBS_ENABLED: booleanFlag(true),
  // Behind a reverse proxy: the client address is the last X-Forwarded-For entry (the one the proxy appended).
  TRUST_PROXY: booleanFlag(false),
  // Rate limits (ADR 0011): failed sign-ins a minute per client address, and per address and
  // account; sign-ups per address in 10 minutes.
  RATE_LIMIT_SIGN_IN_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_SIGN_IN_PER_ACCOUNT_ADDRESS: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_SIGN_UP_PER_ADDRESS: z.coerce.number().int().min(1).default(5),
  // Login links by mail (ADR 0025): requests in 10 minutes per client address and per e-mail.
  RATE_LIMIT_LOGIN_LINK_PER_ADDRESS: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_LOGIN_LINK_PER_EMAIL: z.coerce.number().int().min(1).default(3),
  // Open live streams (ADR 0016): per client address and in all on this process, both below the
  // process's connection limit (its open-file limit), so streams never take every connection.
  LIVE_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  LIVE_STREAMS_MAX: z.coerce.number().int().min(1).default(1000),
  // Signs sessions and tokens; without it a random secret is kept in DATA_DIR/.auth-secret.
  AUTH_SECRET: optional(z.string().min(32, "skal være mindst 32 tegn")),
  // The first administrator, created (or promoted) at start.
  ADMIN_EMAIL: optional(z.email("skal være en e-mailadresse")),
  ADMIN_PASSWORD: optional(z.string().min(8, "skal være mindst 8 tegn")),
  // Its display name (bylines); without it the administrator chooses one on first sign-in.
  ADMIN_NAME: optional(z.string().trim().min(2, "skal være mindst 2 tegn").max(80, "må højst være 80 tegn")),
  // Outgoing mail: smtp://user:password@host:587 (smtps:// for TLS). Without it mail goes to the log.
  SMTP_URL: optional(z.url().regex(/^smtps?:\/\//, "skal starte med smtp:// eller smtps://")),
  MAIL_FROM: z.string().default("Forsiden <no-reply@forsiden.dk>"),
  // Shows mails that were not sent (no SMTP) at /dev/mailbox. Never enable on a public site.
  DEV_MAILBOX: booleanFlag(false),
  // Newsletter sending (issue 24): SMTP connections kept open during a send, and mails handed to
  // SMTP per second at most (set it to the provider's limit).
  NEWSLETTER_SMTP_CONNECTIONS: z.coerce.number().int().min(1).max(50).default(5),
  NEWSLETTER_RATE_PER_SECOND: z.coerce.number().min(0.1).max(10_000).default(100),
  // Unsubscribe mails (the mailto of List-Unsubscribe) forwarded by the mail provider's inbound
  // webhook to POST /api/nyhedsbrev/indgaaende with `Authorization: Bearer <this>`; unset: off.
  NEWSLETTER_INBOUND_SECRET: optional(z.string().min(24, "skal være mindst 24 tegn")),
  // Web push (issue 25, ADR 0027). Without both keys the first instance that needs them creates a
  // pair and stores it in the database, where every instance reads it.
  VAPID_PUBLIC_KEY: optional(
    z.string().regex(/^[A-Za-z0-9_-]{87}$/, "skal være en P-256 offentlig nøgle (base64url)"),
  ),
  VAPID_PRIVATE_KEY: optional(
    z.string().regex(/^[A-Za-z0-9_-]{43}$/, "skal være en P-256 privat nøgle (base64url)"),
  ),
  // The contact the push services see in every VAPID signature (mailto: or https:).
  VAPID_SUBJECT: optional(
    z.string().regex(/^(mailto:|https:\/\/)/, "skal starte med mailto: eller https://"),
  ),
  // Origins besides the big push services' hosts that subscriptions may point at (a local push
  // service for tests, a self-hosted one): comma-separated, e.g. http://127.0.0.1:4100.
  PUSH_TEST_ENDPOINT_ORIGINS: z.string().default(""),
  // Concurrent requests per push-service host during a fan-out (keep-alive connections).
  PUSH_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(64),
  // Calls of the reader's push API (subscribe, change, status, unsubscribe) in 10 minutes per client address.
  RATE_LIMIT_PUSH_PER_ADDRESS: z.coerce.number().int().min(1).default(60),
  // AI provider (OpenAI-compatible chat completions: OpenAI, Ollama, vLLM …). Without
  // AI_BASE_URL and AI_MODEL the generators say so and stay disabled.
  AI_BASE_URL: optional(z.url({ protocol: /^https?$/ })),
  AI_API_KEY: optional(z.string()),
  AI_MODEL: optional(z.string()),
  // How long one generation may take before it is aborted (spec: 30 s).
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  // IndexNow: the key (otherwise generated and stored on first use) and the endpoint to call.
  INDEXNOW_KEY: optional(z.string().regex(/^[a-zA-Z0-9-]{8,128}$/, "8-128 tegn: a-z, A-Z, 0-9 og -")),
  INDEXNOW_ENDPOINT: z.url({ protocol: /^https?$/ }).default("https://api.indexnow.org/indexnow"),
  // Google Search Console: a service account's JSON key; when set the sitemap is resubmitted there.
  GOOGLE_SERVICE_ACCOUNT_JSON: optional(z.string()),
  // football-data.org API token; when set a job syncs the standings of the leagues it covers.
  FOOTBALL_DATA_TOKEN: optional(z.string()),
  FOOTBALL_DATA_BASE_URL: z.url({ protocol: /^https?$/ }).default("https://api.football-data.org/v4"),
  // Issue 27: Meta's app access token ("app-id|client-token") for Instagram's and Facebook's oEmbed
  // endpoints; without it those embed lines stay plain links.
  META_OEMBED_ACCESS_TOKEN: optional(z.string()),
  // Tests only: "host=http://127.0.0.1:port,…" sends outbound fetches for a host to a local fake
  // server (the private-address guard is skipped for exactly these mapped hosts). Never in production.
  OUTBOUND_HOST_OVERRIDES: optional(z.string()),
  // Stored images (ADR 0014): "local" keeps them in DATA_DIR/storage; "s3" in an S3-compatible
  // bucket (AWS S3, Cloudflare R2, MinIO), which several instances can share.
  STORAGE_DRIVER: z.enum(["local", "s3"], "skal være local eller s3").default("local"),
  // Custom endpoint (R2, MinIO); unset means AWS S3 in S3_REGION.
  S3_ENDPOINT: optional(z.url({ protocol: /^https?$/ })),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_BUCKET: optional(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "3-63 tegn: a-z, 0-9, . og -")),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  // Path-style addresses (http://host/bucket/key): MinIO and most self-hosted servers need it.
  S3_FORCE_PATH_STYLE: booleanFlag(false),
  // Where browsers fetch stored images (a CDN or the bucket's public address); unset: /storage/...
  S3_PUBLIC_URL: optional(z.url({ protocol: /^https?$/ })),
  // The ad network's script, published to the browser. A bad value is logged and ignored rather
  // than stopping the start: the site works without ads (slots show house ads).
  AD_NETWORK_SCRIPT_URL: z
    .preprocess(
      (v) => (typeof v === "string" ? v.trim() || undefined : v),
      z.url({ protocol: /^https?$/ }).optional(),
    )
    .transform((v) => v ?? null)
    .catch((ctx) => {
      logger.error(
        { AD_NETWORK_SCRIPT_URL: ctx.input },
        "AD_NETWORK_SCRIPT_URL er ikke en gyldig http(s)-adresse",
      );
      return null;
    }),
});

const DEV_MAILBOX_REFUSED =
  "må ikke være slået til med NODE_ENV=production, når PUBLIC_URL ikke er en lokal adresse (localhost, 127.0.0.0/8, ::1): /dev/mailbox viser alle mails, også links til at nulstille adgangskoder (the development mailbox would show anyone every password-reset link)";

// With the S3 driver the bucket and credentials are required; without them nothing could be stored.
const S3_REQUIRED = ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;
const checkedEnvSchema = envSchema.superRefine((env, ctx) => {
  if (!env.DATABASE_URL && typeof env.WEB_CONCURRENCY === "number" && env.WEB_CONCURRENCY > 1) {
    ctx.addIssue({
      code: "custom",
      path: ["WEB_CONCURRENCY"],
      message:
        "flere processer kræver PostgreSQL (DATABASE_URL); den indbyggede database (PGlite) kan kun åbnes af én proces (several processes need PostgreSQL: PGlite is one process)",
    });
  }
  // /dev/mailbox shows every unsent mail to anyone, password-reset links included: on a public
  // production site that hands over any account (issue 21).
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  if (env.DEV_MAILBOX && env.NODE_ENV === "production" && !isLocalUrl(publicUrl)) {
    ctx.addIssue({ code: "custom", path: ["DEV_MAILBOX"], message: DEV_MAILBOX_REFUSED });
  }
  if (env.STORAGE_DRIVER !== "s3") return;
  for (const name of S3_REQUIRED) {
    if (!env[name])
      ctx.addIssue({ code: "custom", path: [name], message: "skal angives når STORAGE_DRIVER=s3" });
  }
});

export type Env = z.infer<typeof envSchema> & {
  dataDir: string;
  publicUrl: string;
  /** WEB_CONCURRENCY resolved: the number of serving processes (always 1 on PGlite). */
  webConcurrency: number;
};

export class EnvError extends Error {}

/** Parses the environment; a bad value throws an EnvError naming the variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = checkedEnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = issue.path.join(".");
      return `  ${name}=${JSON.stringify(source[name] ?? "")}: ${issue.message}`;
    });
    throw new EnvError(`Ugyldig konfiguration (invalid configuration):\n${lines.join("\n")}`);
  }
  const env = result.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
  return { ...env, dataDir, publicUrl, webConcurrency: resolveWebConcurrency(env) };
}

/** "auto" is one process per core on PostgreSQL and one on PGlite; unset is 1. */
function resolveWebConcurrency(env: Pick<Env, "WEB_CONCURRENCY" | "DATABASE_URL">): number {
  if (env.WEB_CONCURRENCY === undefined) return 1;
  if (env.WEB_CONCURRENCY !== "auto") return env.WEB_CONCURRENCY;
  return env.DATABASE_URL ? os.availableParallelism() : 1;
}

let cached: Env | undefined;
export function getEnv(): Env {
  cached ??= parseEnv();
  return cached;
}

/** The environment for a starting server: a bad value prints the message naming it and exits 1. */
export function getEnvOrExit(): Env {
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

/** Lets tests and scripts set the environment explicitly. */
export function setEnvForTesting(env: Env | undefined) {
  cached = env;
}
