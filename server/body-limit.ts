import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { RESPONSE_ALREADY_SENT } from "@hono/node-server/utils/response";
import { logger } from "~/server/logger.server";
import { isApiPath, tooLargeAnswer } from "./request-guard";

/*
 * Request bodies are bounded on the node listener, before Hono, Better Auth or React Router see a
 * byte of them (issue 21 §1: a 300 MB form post was read whole before the 400 came). A declared
 * Content-Length over the limit is refused at once; a chunked body is counted as node's parser
 * hands it over, and at the limit the listener answers 413 itself, stops buffering and closes the
 * connection. Nothing past the limit is kept: later chunks are dropped as they arrive.
 */

/** Bytes a request body may have, by the kind of endpoint (docs/operations.md "Limits"). */
export const BODY_LIMITS = {
  /** Better Auth's JSON: an e-mail, a password, a code. */
  auth: 64 * 1024,
  /** Staff pages and admin APIs: an image upload (5 MB, spec §5) or an article at its 200,000 characters. */
  admin: 6 * 1024 * 1024,
  /** Every other form post and JSON endpoint of the public site. */
  form: 1024 * 1024,
} as const;

/** The limit for a request target (path with query); every method counts, a GET body too. */
export function bodyLimitOf(target: string): number {
  const path = target.split("?", 1)[0] ?? "";
  if (path.startsWith("/api/auth/") || path === "/api/auth") return BODY_LIMITS.auth;
  if (path === "/admin" || path.startsWith("/admin/") || path.startsWith("/admin.")) return BODY_LIMITS.admin;
  return BODY_LIMITS.form;
}

/** How long a refused request's connection still reads (and drops) what the client sends. */
const LINGER_MS = 1000;

/** Requests this listener answered itself; the app's own answer to them is dropped (see `unlessAnswered`). */
const answered = new WeakSet<object>();

/** The node request of @hono/node-server's bindings (`c.env`), when there is one. */
function incomingOf(env: unknown): object | undefined {
  const incoming = (env as { incoming?: unknown } | undefined)?.incoming;
  return typeof incoming === "object" && incoming !== null ? incoming : undefined;
}

function refuse(req: IncomingMessage, res: ServerResponse, limit: number, reason: string) {
  answered.add(req);
  const path = (req.url ?? "").split("?", 1)[0] ?? "";
  logger.info(
    { method: req.method, path, status: 413, reason, limit, requestId: req.headers["x-request-id"] },
    "request rejected",
  );
  if (res.headersSent) {
    // The app answered before it read the body (and node is reading the rest): stop reading.
    req.socket.destroy();
    return;
  }
  const answer = tooLargeAnswer(isApiPath(path));
  // Closing instead of draining: the client is told at once and the rest is never kept. A close
  // while the client still sends makes its side reset the connection, and a client that is still
  // writing (a browser, curl, undici) may then lose the answer: node's close after a
  // `Connection: close` answer only sends our FIN here, and what still arrives for LINGER_MS is
  // read and dropped before the connection is closed for good.
  const socket = req.socket;
  socket.destroySoon = () => {
    socket.end();
    // Not read any more: the client's further writes wait in the kernel's buffers (costing the
    // server nothing) while it reads our answer; then the connection is closed for good.
    socket.pause();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
  res.shouldKeepAlive = false;
  res.writeHead(413, {
    ...answer.headers,
    "Content-Length": Buffer.byteLength(answer.body),
    Connection: "close",
  });
  res.end(answer.body);
}

/** Wraps the server's listener: every request body is bounded before `next` can read it. */
export function withBodyLimits(next: RequestListener): RequestListener {
  return (req, res) => {
    const limit = bodyLimitOf(req.url ?? "/");
    const declared = req.headers["content-length"];
    if (declared !== undefined && Number(declared) > limit) {
      return refuse(req, res, limit, "content-length over the limit");
    }
    // node's parser stops at a declared length; a chunked body (or one without a length) is
    // counted as the parser pushes it into the request stream.
    if (declared === undefined && req.headers["transfer-encoding"] !== undefined) {
      let received = 0;
      let over = false;
      const push = req.push;
      req.push = (chunk: unknown, encoding?: BufferEncoding) => {
        if (chunk === null || chunk === undefined) return over ? true : push.call(req, chunk, encoding);
        if (over) return true;
        received += (chunk as Buffer).length;
        if (received <= limit) return push.call(req, chunk, encoding);
        over = true;
        // The readers inside the app never see the end of this body: their read fails when the
        // connection closes, so a cut-off form is never taken for a whole one.
        refuse(req, res, limit, "chunked body over the limit");
        return true;
      };
    }
    return next(req, res);
  };
}

/**
 * The fetch handler for @hono/node-server: the app's answer to a request the body limit already
 * answered is not written (the app still runs to its end, with a body read that failed).
 */
export function unlessAnswered<E>(fetch: (request: Request, env: E) => Response | Promise<Response>) {
  return async (request: Request, env: E): Promise<Response> => {
    const response = await fetch(request, env);
    return refusedByBodyLimit(env) ? RESPONSE_ALREADY_SENT : response;
  };
}

/** True when the body limit answered this request (its body is cut off; a read of it fails). */
export function refusedByBodyLimit(env: unknown): boolean {
  const incoming = incomingOf(env);
  return incoming !== undefined && answered.has(incoming);
}
