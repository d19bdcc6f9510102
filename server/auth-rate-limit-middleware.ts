import type { MiddlewareHandler } from "hono";
import { AUTH_TEXT } from "~/features/auth/auth-messages";
import {
  type AuthGate,
  actionNeedsEmail,
  authActionOfPath,
  clearTwoFactorCookie,
  gateAuthAttempt,
  pendingSecondFactorOf,
} from "~/features/auth/auth-rate-limits.server";
import { CLIENT_IP_HEADER } from "./client-ip";

/** Auth request bodies are small JSON objects; anything larger is refused before it is read whole. */
const MAX_AUTH_BODY = 64 * 1024;

function emailOf(body: string, contentType: string | null): string | null {
  try {
    if (contentType?.includes("application/x-www-form-urlencoded")) {
      const form = new URLSearchParams(body);
      return form.get("email") ?? form.get("newEmail");
    }
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === "object") {
      // `newEmail`: the target of /change-email's confirmation mail.
      const { email, newEmail } = parsed as { email?: unknown; newEmail?: unknown };
      const target = email ?? newEmail;
      return typeof target === "string" ? target : null;
    }
  } catch {
    // Malformed: Better Auth answers it; the per-address rules still applied.
  }
  return null;
}

function refusal(gate: Extract<AuthGate, { ok: false }>, secure: boolean): Response {
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (gate.voided) {
    headers.append("Set-Cookie", clearTwoFactorCookie(secure));
    return Response.json(
      { code: "INVALID_TWO_FACTOR_COOKIE", message: AUTH_TEXT.twoFactorExpired },
      { status: 401, headers },
    );
  }
  headers.set("Retry-After", String(gate.retryAfterSeconds));
  const message = gate.status === 503 ? AUTH_TEXT.unknownError : AUTH_TEXT.tooManyAttempts;
  const code = gate.status === 503 ? "SERVICE_UNAVAILABLE" : "TOO_MANY_REQUESTS";
  return Response.json({ code, message }, { status: gate.status, headers });
}

/**
 * In front of Better Auth's /api/auth/*: the same rule table as the /auth forms (ADR 0011), and
 * the client address passed on in the one header Better Auth is told to read.
 */
export function authRateLimits(options: {
  clientIp: (c: Parameters<MiddlewareHandler>[0]) => string;
  secureCookies: boolean;
  handler: (request: Request) => Promise<Response>;
}): MiddlewareHandler {
  return async (c) => {
    const raw = c.req.raw;
    const ip = options.clientIp(c);
    const headers = new Headers(raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    headers.set(CLIENT_IP_HEADER, ip);

    const path = c.req.path.replace(/^\/api\/auth/, "") || "/";
    const action = authActionOfPath(path);
    let body: ArrayBuffer | undefined;
    let email: string | null = null;
    if (raw.method !== "GET" && raw.method !== "HEAD") {
      const declared = Number(raw.headers.get("content-length") ?? 0);
      // Read once and hand the same bytes on, so Better Auth still gets the whole body.
      if (declared <= MAX_AUTH_BODY) {
        try {
          body = await raw.arrayBuffer();
        } catch {
          // Cut off (the node listener's body limit already answered 413) or the client went away.
          body = undefined;
        }
      }
      if (!body || body.byteLength > MAX_AUTH_BODY) {
        return Response.json(
          { code: "PAYLOAD_TOO_LARGE", message: "Forespørgslen er for stor." },
          { status: 413, headers: { "Cache-Control": "no-store" } },
        );
      }
      if (actionNeedsEmail(action)) {
        email = emailOf(new TextDecoder().decode(body), raw.headers.get("content-type"));
      }
    }
    const pending =
      action === "second-factor" ? await pendingSecondFactorOf(raw.headers.get("cookie")) : null;

    const gate = await gateAuthAttempt(action, { ip, email, pending });
    if (!gate.ok) return refusal(gate, options.secureCookies);

    const response = await options.handler(new Request(raw.url, { method: raw.method, headers, body }));
    const { voided } = await gate.finish(response.status < 400);
    if (!voided) return response;
    const out = new Response(response.body, response);
    out.headers.append("Set-Cookie", clearTwoFactorCookie(options.secureCookies));
    return out;
  };
}
