import { readdirSync, statSync } from "node:fs";
import fs from "node:fs/promises";
import { createServer as createHttpServer, type RequestListener, type ServerOptions } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { requestId } from "hono/request-id";
import { createRequestHandler, type ServerBuild } from "react-router";
import { closeAllLiveStreams } from "~/features/live/live-stream.server";
import { getAppStorage, storageRoot } from "~/server/app-storage.server";
import { getAuth } from "~/server/auth.server";
import { getDatabaseHandle, pingDatabase } from "~/server/db/client.server";
import { isDatabaseUnavailable } from "~/server/db/unavailable.server";
import { type Env, getEnv, getEnvOrExit } from "~/server/env.server";
import { type HeldIslandData, heldIslandDataFor } from "~/server/island-data.server";
import { logger } from "~/server/logger.server";
import { withRequestMemo } from "~/server/request-memo.server";
import { isStaff, type RequestSession, toRequestSession } from "~/server/session.server";
import { adminSignInHelp, bootApp, shutdownApp } from "~/workflows/boot.server";
import { privateApiAnswers } from "./api-cache-control";
import { authRateLimits } from "./auth-rate-limit-middleware";
import { refusedByBodyLimit, unlessAnswered, withBodyLimits } from "./body-limit";
import { learnCachedAnswers, withCachedPageHits } from "./cache-hit-listener";
import { clientIpOf } from "./client-ip";
import { announceWorkerReady, formatBanner } from "./cluster";
import { compressAnswers } from "./compress-middleware";
import {
  databaseUnavailableJson,
  handleWithOutageHeaders,
  noteDatabaseUnavailable,
  outageOrServerError,
  withDatabaseOutageHandling,
} from "./database-outage";
import { mountLiveRoutes } from "./live-routes";
import { maintenanceIsOnNow, maintenanceMode } from "./maintenance-middleware";
import { sameOriginWrites } from "./origin-check";
import { cachedPageFastPath, PRIVATE_CACHE_CONTROL, pageCache } from "./page-cache-middleware";
import {
  type ClassificationVariables,
  classifyRequests,
  createRequestClassifier,
  type RequestClassifier,
} from "./request-classification";
import { requestGuard } from "./request-guard";
import { securityHeaders } from "./security-headers";
import { serveStoredObjects } from "./storage-middleware";

declare module "react-router" {
  interface AppLoadContext {
    requestId: string;
    /** The reader's address, for rate limits only (never stored). */
    clientIp: string;
    /** The signed-in user's session, resolved once per request (null when signed out). */
    session: RequestSession | null;
    /** Back office, sign-in, APIs, dev tools (the request classification's `privatePath`). */
    privatePath: boolean;
    /** A document's static-island data held for its render (app/server/island-data.server.ts). */
    islandData?: HeldIslandData;
  }
}

type Variables = { requestId: string; session: RequestSession | null } & ClassificationVariables;

const MODE = import.meta.env.MODE;

/**
 * The node server's own limits (docs/operations.md "Limits"). Node's defaults let a client that
 * sends a header or a body byte now and then hold a connection for 5 minutes.
 */
export const SERVER_TIMEOUTS = {
  /** The whole request head must arrive within this (node's default: 60 s). */
  headersTimeout: 20_000,
  /**
   * The whole request, body included, must arrive within this (node's default: 300 s): a 6 MB
   * upload needs about 400 kbit/s. It ends when the request is read, so live streams and slow
   * answers are not cut.
   */
  requestTimeout: 120_000,
  /** An idle kept-alive connection is closed after this; a pooling proxy must close sooner. */
  keepAliveTimeout: 5_000,
  /** How often node checks the two timeouts above (default 30 s, which made 20 s up to 50 s). */
  connectionsCheckingInterval: 2_000,
  /** Headers beyond this count are dropped (node's default: 2,000; browsers send about 20). */
  maxHeadersCount: 100,
} as const;

/**
 * The push service worker (issue 25): revalidated on every check (`no-cache`), so a fixed worker
 * reaches every reader at once instead of an hour later.
 */
const SERVICE_WORKER_PATH = "/sw.js";

/** How long /readyz waits for the database before it answers 503. */
const READY_TIMEOUT_MS = 2000;

function resolveSession(headers: Headers) {
  return getAuth().api.getSession({ headers, returnHeaders: true });
}

/** The browser build sits next to this server bundle: {build}/server/index.js → {build}/client. */
function clientBuildRoot(): string {
  const dir = fileURLToPath(new URL("../client", import.meta.url));
  return path.relative(process.cwd(), dir) || ".";
}

/**
 * One request classification per process (ADR 0020), shared by the node listener's fast path and
 * the Hono app: cache key, session cookie, private path, maintenance, and the one page-view count.
 */
export function createAppRequestClassifier(env: Env): RequestClassifier {
  return createRequestClassifier({
    authSecret: () => getAuth().options.secret ?? "",
    ownHosts: [new URL(env.publicUrl).host],
    maintenance: maintenanceIsOnNow,
  });
}

/** The Hono app: health, static files, stored images, then React Router for every page. */
export function createHonoApp(
  env: Env,
  options: { serveClientAssets: boolean; classifier?: RequestClassifier },
) {
  const classifier = options.classifier ?? createAppRequestClassifier(env);
  const app = new Hono<{ Variables: Variables }>();
  app.onError(outageOrServerError);
  // Outermost: keeps a cache hit's final headers for the node listener's replay (cache-hit-listener).
  app.use(learnCachedAnswers());
  app.use(requestId());
  // requestId() sets its header before the chain; an answer built later (a cached page) lacked it.
  app.use(async (c, next) => {
    await next();
    c.res.headers.set("X-Request-Id", c.get("requestId"));
  });
  app.use(securityHeaders(env, { reportOnly: MODE === "development" }));
  // Every API answer (and any JSON without its own policy) is private, no-store: set in one place.
  app.use(privateApiAnswers());

  // Bad input (control characters, invalid UTF-8, unreadable bodies) gets a 4xx before any route,
  // logged at info by the guard. Keep it before the page cache and Better Auth.
  app.use(requestGuard({ bodyRefused: (c) => refusedByBodyLimit(c.env) }));

  // Classified once (ADR 0020); on the way out it counts the page view and clears a session cookie
  // that resolved to no session.
  app.use(classifyRequests(classifier));
  // A fresh cached page for a request without a session is answered here, ahead of the static
  // files, session lookup, maintenance query and request logging (ADR 0010).
  // While maintenance mode is on it takes the full chain, which answers 503.
  app.use(cachedPageFastPath(env));

  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round(performance.now() - started);
    const status = c.res.status;
    const line = { reqId: c.get("requestId"), method: c.req.method, path: c.req.path, status, ms };
    // A 503 (database outage, maintenance) is expected and logged where it is decided.
    if (status >= 500 && status !== 503) logger.error(line, "request failed");
    else if (status === 503) logger.warn(line, "request unavailable");
    else logger.debug(line, "request");
  });

  app.get("/healthz", (c) => c.text("ok", 200, { "Cache-Control": "no-store" }));
  // Readiness: can this instance reach its database now? Answers within READY_TIMEOUT_MS even when
  // the database does not answer at all, and turns 200 again as soon as a query succeeds.
  app.get("/readyz", async (c) => {
    const noStore = { "Cache-Control": "no-store" };
    const handle = getDatabaseHandle();
    if (await pingDatabase(handle, READY_TIMEOUT_MS)) {
      // pid: which process answered (one of several with WEB_CONCURRENCY; also in their log lines).
      return c.json({ status: "ready", database: handle.kind, pid: process.pid }, 200, noStore);
    }
    return c.json({ status: "not ready" }, 503, noStore);
  });

  app.use(compressAnswers());

  // Uploaded and generated images: names carry a timestamp, so they never change. With the S3
  // driver every instance streams them from the shared bucket at the same addresses (ADR 0014).
  const storage = getAppStorage(env);
  if (storage.driver === "s3") app.use("/storage/*", serveStoredObjects(storage));
  else
    app.use(
      "/storage/*",
      serveStatic({
        root: path.relative(process.cwd(), storageRoot(env)) || ".",
        rewriteRequestPath: (p) => p.replace(/^\/storage/, ""),
        onFound: (_p, c) => {
          c.header("Cache-Control", "public, max-age=31536000, immutable");
          c.header("X-Content-Type-Options", "nosniff");
        },
      }),
    );

  if (options.serveClientAssets) {
    const root = clientBuildRoot();
    // Fingerprinted build output: cache forever.
    app.use(
      "/assets/*",
      serveStatic({
        root,
        onFound: (_p, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
      }),
    );
    // The few other public files (favicon …) are known at start: looking each page request up on
    // disk cost a stat per request on the hot path of cached pages.
    const publicFiles = new Set(
      readdirSync(root, { recursive: true, encoding: "utf8" })
        .filter((name) => !name.startsWith("assets") && statSync(path.join(root, name)).isFile())
        .map((name) => `/${name.split(path.sep).join("/")}`),
    );
    const servePublicFile = serveStatic({
      root,
      onFound: (_p, c) =>
        c.header("Cache-Control", c.req.path === SERVICE_WORKER_PATH ? "no-cache" : "public, max-age=3600"),
    });
    app.use("*", (c, next) => (publicFiles.has(c.req.path) ? servePublicFile(c, next) : next()));
  }

  // CSRF defence in depth: a state-changing request must come from PUBLIC_URL's origin.
  app.use(sameOriginWrites(env.publicUrl));

  // Better Auth's own endpoints (e-mail confirmation links, password reset links, sign-out …),
  // behind the same rate limits as the /auth forms, with the client address set by us.
  app.on(
    ["GET", "POST"],
    "/api/auth/*",
    authRateLimits({
      clientIp: (c) => clientIpOf(c, env.TRUST_PROXY),
      secureCookies: env.publicUrl.startsWith("https://"),
      handler: async (request) => {
        const response = await getAuth().handler(request);
        // Better Auth answers a failed query with a bare 500: while the database is away, say so (503).
        if (response.status === 500 && !(await pingDatabase(getDatabaseHandle(), READY_TIMEOUT_MS))) {
          return databaseUnavailableJson();
        }
        return response;
      },
    }),
  );

  // Resolve the session once; Better Auth refreshes it near expiry and we pass its cookie on.
  // Only a validly signed cookie is looked up: a junk one is anonymous without a query.
  app.use(async (c, next) => {
    c.set("session", null);
    const cls = c.get("classification");
    if (!cls.sessionCookie?.signed) return next();
    let resolved: Awaited<ReturnType<typeof resolveSession>>;
    try {
      resolved = await resolveSession(c.req.raw.headers);
    } catch (error) {
      // Better Auth hides the cause (a bare FAILED_TO_GET_SESSION): ask the database itself.
      const away =
        isDatabaseUnavailable(error) || !(await pingDatabase(getDatabaseHandle(), READY_TIMEOUT_MS));
      if (!away) throw error;
      // The pages answer 503 and the forms "not saved" (server/database-outage.ts); a public page
      // the shared cache holds is still served, to a signed-in reader as to everybody else.
      noteDatabaseUnavailable(c.req.raw);
      classifier.sessionUnknown(cls);
      return next();
    }
    const { headers, response } = resolved;
    const session = toRequestSession(response);
    c.set("session", session);
    if (!session) {
      // Unknown or expired: anonymous from here on (the shared cache), and Better Auth's expiring
      // cookies go out with the answer (classifyRequests).
      classifier.settleSession(cls, null, headers.getSetCookie());
      return next();
    }
    // A reader's public page comes from the shared cache (issue 24); staff get their own render.
    classifier.settleSession(cls, isStaff(session.user.role) ? "staff" : "reader");
    await next();
    const refreshed = headers.getSetCookie();
    for (const cookie of refreshed) c.res.headers.append("Set-Cookie", cookie);
    // A refreshed session cookie never rides on an answer a shared cache downstream could keep.
    if (refreshed.length > 0) c.res.headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
  });

  app.use(maintenanceMode());
  // Live streams (issue 15): ahead of the page views and the page cache, never cached.
  mountLiveRoutes(app, env);
  // The cache renders a miss once, detached from the reader who asked, through the app itself.
  app.use(pageCache(env, (request) => Promise.resolve(app.fetch(request))));

  const handleRequest = requestHandlerOfCurrentBuild();
  // One memo per request: loaders that read the same rows share one query (request-memo.server).
  app.all("*", (c) =>
    withRequestMemo(() =>
      handleWithOutageHeaders(
        c.req.raw,
        {
          requestId: c.get("requestId"),
          clientIp: clientIpOf(c, env.TRUST_PROXY),
          session: c.get("session"),
          privatePath: c.get("classification").privatePath,
          csp: c.get("csp"),
          islandData: heldIslandDataFor(c.req.raw),
        },
        handleRequest,
      ),
    ),
  );
  return app;
}

/**
 * React Router's handler for the server build, derived once per build. Handing
 * `createRequestHandler` a function instead would make it derive again on every request: rebuild
 * the data routes and flatten and rank every route (about 6 % of a cold render's CPU, issue 13).
 * A new build object (a dev-server reload) gets a new handler.
 */
function requestHandlerOfCurrentBuild() {
  let current: { build: ServerBuild; handle: ReturnType<typeof createRequestHandler> } | undefined;
  return async (request: Request, context: Parameters<ReturnType<typeof createRequestHandler>>[1]) => {
    const build = withDatabaseOutageHandling(
      (await import("virtual:react-router/server-build")) as unknown as ServerBuild,
    );
    if (current?.build !== build) current = { build, handle: createRequestHandler(build, MODE) };
    return current.handle(request, context);
  };
}

/** Used by the dev launcher (vite middleware mode): boot once, then a fresh app per module reload. */
export async function createDevApp() {
  const env = getEnv();
  await bootApp(env);
  return createHonoApp(env, { serveClientAssets: false });
}

/** Production entry, called by server/launch.mjs after the build (in each worker with WEB_CONCURRENCY > 1). */
export async function startProductionServer() {
  const env = getEnvOrExit();
  // Nothing but a signal ends a serving process (docs/architecture.md): an error that escaped a
  // handler (a dropped database connection emitting on a client nobody listens to, a forgotten
  // promise) is logged, and the server keeps answering; the database pool replaces broken
  // connections and /readyz reports whether the database is reachable. Exiting would turn one
  // failed query into an outage of every instance at once.
  process.on("unhandledRejection", (reason) => {
    logger.error({ err: reason }, "unhandled promise rejection (the server keeps running)");
  });
  process.on("uncaughtException", (error, origin) => {
    logger.error({ err: error, origin }, "uncaught exception (the server keeps running)");
  });
  await fs.mkdir(env.dataDir, { recursive: true });
  await bootApp(env);
  const classifier = createAppRequestClassifier(env);
  const app = createHonoApp(env, { serveClientAssets: true, classifier });
  // Fresh cache hits are answered on the node listener itself, ahead of Hono (ADR 0010).
  // @hono/node-server always calls it as (serverOptions, listener). Request bodies are bounded
  // outermost, before anything reads them (server/body-limit.ts).
  const createServer = ((serverOptions: ServerOptions, listener: RequestListener) => {
    const server = createHttpServer(
      { ...serverOptions, connectionsCheckingInterval: SERVER_TIMEOUTS.connectionsCheckingInterval },
      withBodyLimits(withCachedPageHits(env, listener, classifier)),
    );
    server.headersTimeout = SERVER_TIMEOUTS.headersTimeout;
    server.requestTimeout = SERVER_TIMEOUTS.requestTimeout;
    server.keepAliveTimeout = SERVER_TIMEOUTS.keepAliveTimeout;
    server.maxHeadersCount = SERVER_TIMEOUTS.maxHeadersCount;
    return server;
  }) as typeof createHttpServer;
  const fetch = unlessAnswered(app.fetch);
  const server = serve({ fetch, port: env.PORT, hostname: env.HOST, createServer }, () => {
    const help = adminSignInHelp();
    const banner = [`Forsiden kører på ${env.publicUrl}`, ...(help ? [help] : [])];
    // A cluster worker tells the primary, which prints the banner once for all of them.
    if (!announceWorkerReady(banner)) console.log(formatBanner(banner));
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    // Never hang: whatever happens, exit within 5 s.
    const force = setTimeout(() => process.exit(1), 4500);
    force.unref();
    // Open live streams end now (browsers reconnect elsewhere and resume with Last-Event-ID).
    closeAllLiveStreams();
    server.close();
    if ("closeIdleConnections" in server) server.closeIdleConnections();
    try {
      await shutdownApp();
    } catch (error) {
      logger.error({ err: error }, "error while closing the database");
    }
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
  return server;
}
