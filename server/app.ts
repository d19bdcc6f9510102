import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { compress } from "hono/compress";
import { requestId } from "hono/request-id";
import { createRequestHandler, type ServerBuild } from "react-router";
import { recordPageViews } from "~/features/analytics/page-view-recorder.server";
import { storageRoot } from "~/server/app-storage.server";
import { getAuth } from "~/server/auth.server";
import type { RequestSession, Role } from "~/server/session.server";
import { maintenanceMode } from "./maintenance-middleware";
import { hasSessionCookie, pageCache } from "./page-cache-middleware";

type AuthSession = Awaited<ReturnType<ReturnType<typeof getAuth>["api"]["getSession"]>>;

function toRequestSession(result: AuthSession): RequestSession | null {
  if (!result) return null;
  const { user, session } = result;
  return {
    sessionId: session.id,
    expiresAt: new Date(session.expiresAt).toISOString(),
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      role: (user as { role?: Role }).role ?? "user",
      emailVerified: user.emailVerified,
      twoFactorEnabled: Boolean((user as { twoFactorEnabled?: boolean }).twoFactorEnabled),
    },
  };
}

import { adminSignInHelp, bootApp, shutdownApp } from "~/server/boot.server";
import { getDatabaseHandle } from "~/server/db/client.server";
import { type Env, EnvError, getEnv } from "~/server/env.server";
import { logger } from "~/server/logger.server";
import { requestGuard } from "./request-guard";

declare module "react-router" {
  interface AppLoadContext {
    requestId: string;
    /** The reader's address, for rate limits only (never stored). */
    clientIp: string;
    /** The signed-in user's session, resolved once per request (null when signed out). */
    session: RequestSession | null;
  }
}

type Variables = { requestId: string; session: RequestSession | null };

function clientIpOf(c: Context, env: Env): string {
  if (env.TRUST_PROXY) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}

const MODE = import.meta.env.MODE;

/** The browser build sits next to this server bundle: {build}/server/index.js → {build}/client. */
function clientBuildRoot(): string {
  const dir = fileURLToPath(new URL("../client", import.meta.url));
  return path.relative(process.cwd(), dir) || ".";
}

/** The Hono app: health, static files, stored images, then React Router for every page. */
export function createHonoApp(env: Env, options: { serveClientAssets: boolean }) {
  const app = new Hono<{ Variables: Variables }>();
  app.use(requestId());

  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round(performance.now() - started);
    const status = c.res.status;
    const line = { reqId: c.get("requestId"), method: c.req.method, path: c.req.path, status, ms };
    if (status >= 500) logger.error(line, "request failed");
    else logger.debug(line, "request");
  });

  // Bad input (control characters, invalid UTF-8, unreadable bodies) gets a 4xx before any route,
  // logged at info by the guard. Keep it before the page cache and Better Auth.
  app.use(requestGuard());

  app.get("/healthz", (c) => c.text("ok", 200, { "Cache-Control": "no-store" }));
  app.get("/readyz", async (c) => {
    try {
      const handle = getDatabaseHandle();
      if (handle.kind === "pglite") await handle.client.query("SELECT 1");
      else await handle.pool.query("SELECT 1");
      return c.json({ status: "ready", database: handle.kind }, 200, { "Cache-Control": "no-store" });
    } catch {
      return c.json({ status: "not ready" }, 503, { "Cache-Control": "no-store" });
    }
  });

  app.use(compress());

  // Uploaded and generated images: names carry a timestamp, so they never change.
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
    app.use(
      "*",
      serveStatic({
        root,
        onFound: (_p, c) => c.header("Cache-Control", "public, max-age=3600"),
      }),
    );
  }

  // CSRF defence in depth: a state-changing request must come from our own origin.
  app.use(async (c, next) => {
    if (["GET", "HEAD", "OPTIONS"].includes(c.req.method)) return next();
    const origin = c.req.header("origin");
    if (origin && origin !== new URL(c.req.url).origin && origin !== env.publicUrl) {
      return c.text("Forbidden (cross-origin request)", 403);
    }
    return next();
  });

  // Better Auth's own endpoints (e-mail confirmation links, password reset links, sign-out …).
  app.on(["GET", "POST"], "/api/auth/*", (c) => getAuth().handler(c.req.raw));

  // Resolve the session once; Better Auth refreshes it near expiry and we pass its cookie on.
  app.use(async (c, next) => {
    c.set("session", null);
    if (!hasSessionCookie(c.req.header("cookie"))) return next();
    const { headers, response } = await getAuth().api.getSession({
      headers: c.req.raw.headers,
      returnHeaders: true,
    });
    c.set("session", toRequestSession(response));
    await next();
    for (const cookie of headers.getSetCookie()) c.res.headers.append("Set-Cookie", cookie);
  });

  app.use(maintenanceMode());
  app.use(recordPageViews({ ownHosts: [new URL(env.publicUrl).host] }));
  app.use(pageCache(env));

  const handleRequest = createRequestHandler(
    () => import("virtual:react-router/server-build") as Promise<ServerBuild>,
    MODE,
  );
  app.all("*", (c) =>
    handleRequest(c.req.raw, {
      requestId: c.get("requestId"),
      clientIp: clientIpOf(c, env),
      session: c.get("session"),
    }),
  );
  return app;
}

/** Used by the dev launcher (vite middleware mode): boot once, then a fresh app per module reload. */
export async function createDevApp() {
  const env = getEnv();
  await bootApp(env);
  return createHonoApp(env, { serveClientAssets: false });
}

/** Production entry, called by server/launch.mjs after the build. */
export async function startProductionServer() {
  let env: Env;
  try {
    env = getEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  await fs.mkdir(env.dataDir, { recursive: true });
  await bootApp(env);
  const app = createHonoApp(env, { serveClientAssets: true });
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => {
    console.log(`\n  Forsiden kører på ${env.publicUrl}`);
    const help = adminSignInHelp();
    if (help) console.log(`  ${help}`);
    console.log("");
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    // Never hang: whatever happens, exit within 5 s.
    const force = setTimeout(() => process.exit(1), 4500);
    force.unref();
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
