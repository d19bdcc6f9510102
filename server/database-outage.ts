import type { Context } from "hono";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type ServerBuild } from "react-router";
import {
  DATABASE_RETRY_AFTER_SECONDS,
  type DatabaseUnavailableData,
  DATABASE_UNAVAILABLE_TEXT as T,
} from "~/lib/database-unavailable";
import { escapeHtml } from "~/lib/xml";
import { isDatabaseUnavailable } from "~/server/db/unavailable.server";
import { logger } from "~/server/logger.server";
import { standalonePage } from "./standalone-page";

/**
 * While the database is away, every loader and action answers the same way, without a line in
 * any route: a loader throws a 503 error response that the error boundaries render as the Danish
 * "midlertidigt utilgængelig" page, and an action returns a 503 result whose title and message
 * the admin forms already show as an error toast. Nothing is reported as saved.
 */

/** Requests whose session could not be read because the database is away. */
const unavailableRequests = new WeakSet<Request>();
/** Load contexts of requests that met the outage (their response gets Retry-After and no-store). */
const unavailableContexts = new WeakSet<object>();

export const OUTAGE_HEADERS = {
  "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS),
  "Cache-Control": "no-store",
} as const;

/** The session middleware could not read the session: the request is answered as an outage. */
export function noteDatabaseUnavailable(request: Request) {
  unavailableRequests.add(request);
}

function unavailablePage() {
  return data<DatabaseUnavailableData>(
    { databaseUnavailable: true, heading: T.heading, message: T.body },
    { status: 503, statusText: "Service Unavailable", headers: OUTAGE_HEADERS },
  );
}

/**
 * What an action answers: an `ActionResult` failure (~/lib/form). `description` is for the club
 * dialog's alert and `error` for the two JSON endpoints that answer `{error}` (image upload, run-job).
 */
export function saveFailedResult(intent = "unknown") {
  return data(
    {
      ok: false as const,
      // The form's own intent: a dialog shows only the answers to what it sent.
      intent,
      databaseUnavailable: true as const,
      title: T.saveTitle,
      message: T.saveMessage,
      description: T.saveMessage,
      error: T.saveMessage,
    },
    { status: 503, statusText: "Service Unavailable", headers: OUTAGE_HEADERS },
  );
}

function noteOutage(context: unknown, error: unknown, request: Request, routeId: string) {
  if (context && typeof context === "object") unavailableContexts.add(context);
  if (error) {
    const { pathname } = new URL(request.url);
    logger.warn({ err: error, path: pathname, routeId }, "database unavailable: answering 503");
  }
}

type Loader = (args: LoaderFunctionArgs) => unknown;
type Action = (args: ActionFunctionArgs) => unknown;

function wrapLoader(routeId: string, loader: Loader): Loader {
  return async (args) => {
    if (unavailableContexts.has(args.context as object)) throw unavailablePage();
    try {
      return await loader(args);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      noteOutage(args.context, error, args.request, routeId);
      throw unavailablePage();
    }
  };
}

/** The `intent` field of a form post (admin forms send one per button), or "unknown". */
async function intentOf(request: Request | undefined): Promise<string> {
  if (!request) return "unknown";
  try {
    const intent = (await request.formData()).get("intent");
    return typeof intent === "string" && intent.length <= 64 ? intent : "unknown";
  } catch {
    return "unknown";
  }
}

function isSmallForm(request: Request): boolean {
  return (request.headers.get("content-type") ?? "").startsWith("application/x-www-form-urlencoded");
}

function wrapAction(routeId: string, action: Action): Action {
  return async (args) => {
    if (unavailableContexts.has(args.context as object)) {
      return saveFailedResult(await intentOf(args.request));
    }
    // A copy of a small form body, to name the intent if the database fails mid-action.
    const copy = isSmallForm(args.request) ? args.request.clone() : undefined;
    try {
      return await action(args);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      noteOutage(args.context, error, args.request, routeId);
      return saveFailedResult(await intentOf(copy));
    }
  };
}

const wrappedBuilds = new WeakMap<ServerBuild, ServerBuild>();

/** The server build with every route's loader and action wrapped (see above); once per build. */
export function withDatabaseOutageHandling(build: ServerBuild): ServerBuild {
  let wrapped = wrappedBuilds.get(build);
  if (!wrapped) {
    wrapped = wrapBuild(build);
    wrappedBuilds.set(build, wrapped);
  }
  return wrapped;
}

function wrapBuild(build: ServerBuild): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route) continue;
    const { loader, action } = route.module;
    routes[id] = {
      ...route,
      module: {
        ...route.module,
        ...(loader ? { loader: wrapLoader(id, loader as Loader) } : {}),
        ...(action ? { action: wrapAction(id, action as Action) } : {}),
      },
    } as typeof route;
  }
  return { ...build, routes };
}

/** Runs React Router for one request; an outage met on the way adds Retry-After and no-store. */
export async function handleWithOutageHeaders<C extends object>(
  request: Request,
  context: C,
  handle: (request: Request, context: C) => Promise<Response>,
): Promise<Response> {
  if (unavailableRequests.has(request)) noteOutage(context, null, request, "session");
  const response = await handle(request, context);
  if (!unavailableContexts.has(context)) return response;
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(OUTAGE_HEADERS)) headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** A self-contained page for outages met outside React Router (no database, no scripts). */
export function renderOutagePage(): string {
  return standalonePage({
    title: `${escapeHtml(T.heading)} | Forsiden`,
    main: `<h1>${escapeHtml(T.heading)}</h1>\n<p>${escapeHtml(T.body)}</p>`,
  });
}

/** The JSON answer of an API endpoint while the database is away. */
export function databaseUnavailableJson(): Response {
  return Response.json(
    { code: "DATABASE_UNAVAILABLE", message: T.body },
    { status: 503, headers: OUTAGE_HEADERS },
  );
}

/**
 * Hono's last resort (`app.onError`): a database outage met in a middleware (Better Auth's
 * endpoints, the session) answers a Danish 503; anything else stays a logged 500.
 */
export function outageOrServerError(error: Error, c: Context): Response {
  if (isDatabaseUnavailable(error)) {
    logger.warn({ err: error, path: c.req.path }, "database unavailable: answering 503");
    const wantsJson = c.req.path.startsWith("/api/") || c.req.path.endsWith(".data");
    if (wantsJson) return databaseUnavailableJson();
    return new Response(c.req.method === "HEAD" ? null : renderOutagePage(), {
      status: 503,
      headers: { ...OUTAGE_HEADERS, "Content-Type": "text/html; charset=utf-8" },
    });
  }
  logger.error({ err: error, path: c.req.path }, "unhandled error");
  return new Response("Internal Server Error", { status: 500 });
}
