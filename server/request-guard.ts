import type { Context, MiddlewareHandler } from "hono";
import { logger } from "~/server/logger.server";

/*
 * Bad input gets a clear 4xx before any route sees it (issue 10 §5): a NUL byte, a control
 * character or invalid UTF-8 in the path or query; a body type a form action cannot read; a
 * malformed form body; malformed, oversized or deeply nested JSON to Better Auth. These are
 * expected rejections, so they are logged at info, never at error.
 */

export const INVALID_REQUEST_TITLE = "Ugyldig forespørgsel";
export const INVALID_REQUEST_TEXT = "Adressen eller formularen indeholder tegn, som siden ikke kan læse.";
export const UNSUPPORTED_TYPE_TITLE = "Formatet understøttes ikke";
export const UNSUPPORTED_TYPE_TEXT = "Formularer skal sendes som almindelige formulardata.";
export const TOO_LARGE_TITLE = "Forespørgslen er for stor";
export const TOO_LARGE_TEXT =
  "Det, du sendte, er større, end siden kan modtage. Billeder må maksimalt være 5MB.";

/** JSON bodies to /api/auth/* are small (an e-mail, a password, a code). */
export const MAX_AUTH_JSON_BYTES = 64 * 1024;
export const MAX_JSON_DEPTH = 16;

/** Fields Better Auth's origin check reads as URLs. */
const URL_FIELDS = ["callbackURL", "redirectTo", "errorCallbackURL", "newUserCallbackURL"];
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];
const BODYLESS_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const strictUtf8 = new TextDecoder("utf-8", { fatal: true });
const encoder = new TextEncoder();

/** The text a percent-encoded URL part stands for, or null when its bytes are not valid UTF-8. */
export function decodeUrlPart(part: string): string | null {
  if (!part.includes("%")) return part;
  const bytes: number[] = [];
  for (let i = 0; i < part.length; i++) {
    const char = part[i];
    const hex = char === "%" ? part.slice(i + 1, i + 3) : "";
    if (/^[0-9a-fA-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      // A lone '%' stays as it is (URLSearchParams reads it the same way).
      for (const byte of encoder.encode(char)) bytes.push(byte);
    }
  }
  try {
    return strictUtf8.decode(new Uint8Array(bytes));
  } catch {
    return null;
  }
}

// C0 controls, DEL and the C1 controls; none belongs in an address.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/** Whether `text` survives a second `decodeURIComponent` (a lone '%' or a broken escape does not). */
function decodesAgain(text: string): boolean {
  try {
    // The result is used on purpose: the bundler drops a "pure" call whose value is unused, and
    // with it the throw this function is about.
    return typeof decodeURIComponent(text) === "string";
  } catch {
    return false;
  }
}

/**
 * Better Auth decodes the redirect parameters of its links a second time (the magic link's
 * `callbackURL`…) and answers a URIError with a 500: such an address is refused here with a 400.
 */
export function authQueryProblem(url: URL): string | null {
  if (!url.pathname.startsWith("/api/auth/")) return null;
  for (const key of URL_FIELDS) {
    const value = url.searchParams.get(key);
    if (value !== null && !decodesAgain(value)) return `malformed ${key}`;
  }
  return null;
}

/** Why the path or query of this URL cannot be served, or null when it can. */
export function urlProblem(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return "unparseable url";
  }
  for (const [name, part] of [
    ["path", parsed.pathname],
    ["query", parsed.search],
  ] as const) {
    const text = decodeUrlPart(part);
    if (text === null) return `invalid utf-8 in ${name}`;
    if (CONTROL_CHARACTERS.test(text)) return `control character in ${name}`;
  }
  return authQueryProblem(parsed);
}

/** Page routes take form posts; /api/* and /admin/api/* endpoints read their own bodies. */
export function isApiPath(pathname: string): boolean {
  return pathname.startsWith("/api/") || pathname.startsWith("/admin/api/");
}

export function isFormContentType(contentType: string | undefined): boolean {
  const type = contentType?.split(";")[0]?.trim().toLowerCase() ?? "";
  return FORM_TYPES.includes(type);
}

/**
 * The deepest nesting of arrays and objects in a JSON text, counted without parsing it (so a
 * hostile body cannot exhaust the parser's stack first).
 */
export function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === "\\") i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === "{" || char === "[") max = Math.max(max, ++depth);
    else if (char === "}" || char === "]") depth--;
  }
  return max;
}

/** True when any string (key or value) in a parsed JSON value holds a NUL character. */
export function jsonHasNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(jsonHasNul);
  if (value && typeof value === "object") {
    return Object.entries(value).some(([key, v]) => key.includes("\u0000") || jsonHasNul(v));
  }
  return false;
}

function htmlPage(title: string, text: string): string {
  return `<!doctype html><html lang="da"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title} – Forsiden</title></head><body><h1>${title}</h1><p>${text}</p><p><a href="/">Gå til forsiden</a></p></body></html>`;
}

/** The 413 answer, also written by the node listener's body limit (server/body-limit.ts) itself. */
export function tooLargeAnswer(json: boolean): { headers: Record<string, string>; body: string } {
  const headers = {
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
    // Written before the security headers middleware: the page has no script, style or frame.
    "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
  };
  return json
    ? {
        headers: { ...headers, "Content-Type": "application/json; charset=utf-8" },
        body: JSON.stringify({ code: "PAYLOAD_TOO_LARGE", message: TOO_LARGE_TITLE }),
      }
    : {
        headers: { ...headers, "Content-Type": "text/html; charset=utf-8" },
        body: htmlPage(TOO_LARGE_TITLE, TOO_LARGE_TEXT),
      };
}

function reject(
  c: Context<{ Variables: { requestId: string } }>,
  status: 400 | 413 | 415,
  reason: string,
  json: boolean,
): Response {
  logger.info(
    { reqId: c.get("requestId"), method: c.req.method, path: c.req.path, status, reason },
    "request rejected",
  );
  const title =
    status === 415 ? UNSUPPORTED_TYPE_TITLE : status === 413 ? TOO_LARGE_TITLE : INVALID_REQUEST_TITLE;
  const text =
    status === 415 ? UNSUPPORTED_TYPE_TEXT : status === 413 ? TOO_LARGE_TEXT : INVALID_REQUEST_TEXT;
  const headers = { "Cache-Control": "private, no-store" };
  if (json) {
    const code =
      status === 415 ? "UNSUPPORTED_MEDIA_TYPE" : status === 413 ? "PAYLOAD_TOO_LARGE" : "INVALID_REQUEST";
    return c.json({ code, message: title }, status, headers);
  }
  return c.html(htmlPage(title, text), status, headers);
}

const stripNul = (value: string) => value.replaceAll("\u0000", "");

/**
 * A form body with every NUL removed from names, values and file names (PostgreSQL cannot store
 * one, and no reader types one), or null when there was none.
 */
export function formWithoutNul(form: FormData): FormData | null {
  let found = false;
  const clean = new FormData();
  for (const [name, value] of form) {
    if (typeof value === "string") {
      if (name.includes("\u0000") || value.includes("\u0000")) found = true;
      clean.append(stripNul(name), stripNul(value));
    } else {
      if (name.includes("\u0000") || value.name.includes("\u0000")) found = true;
      clean.append(stripNul(name), value, stripNul(value.name));
    }
  }
  return found ? clean : null;
}

type GuardContext = Context<{ Variables: { requestId: string } }>;

export interface RequestGuardOptions {
  /**
   * True when the node listener's body limit already answered 413 (server/body-limit.ts): the
   * body read failed because it was cut off, and the answer here is dropped.
   */
  bodyRefused?: (c: GuardContext) => boolean;
}

export function requestGuard(
  options: RequestGuardOptions = {},
): MiddlewareHandler<{ Variables: { requestId: string } }> {
  // A body that cannot be read: cut off by the body limit (already answered) or broken.
  const unreadable = (c: GuardContext, json: boolean, reason: string) =>
    options.bodyRefused?.(c) ? c.body(null, 413) : reject(c, 400, reason, json);
  return async (c, next) => {
    const problem = urlProblem(c.req.url);
    const pathname = new URL(c.req.url).pathname;
    if (problem) return reject(c, 400, problem, isApiPath(pathname));
    if (BODYLESS_METHODS.has(c.req.method)) return next();

    const contentType = c.req.header("content-type");
    if (pathname.startsWith("/api/auth/")) {
      if (!contentType?.toLowerCase().includes("json")) return next();
      let body: string;
      try {
        body = await c.req.raw.clone().text();
      } catch {
        return unreadable(c, true, "unreadable json body");
      }
      if (encoder.encode(body).length > MAX_AUTH_JSON_BYTES) return reject(c, 413, "json too large", true);
      if (jsonDepth(body) > MAX_JSON_DEPTH) return reject(c, 400, "json nested too deeply", true);
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        return reject(c, 400, "malformed json", true);
      }
      if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
        return reject(c, 400, "json body is not an object", true);
      }
      if (jsonHasNul(parsed)) return reject(c, 400, "nul in json", true);
      // Better Auth reads these as strings before it validates the body (a TypeError otherwise).
      const fields = parsed as Record<string, unknown>;
      if (URL_FIELDS.some((key) => key in fields && typeof fields[key] !== "string")) {
        return reject(c, 400, "url field is not a string", true);
      }
      return next();
    }
    if (isApiPath(pathname)) return next();

    // A form action: only the two form encodings React Router's <Form> and fetchers send.
    if (!isFormContentType(contentType))
      return reject(c, 415, `content-type ${contentType ?? "missing"}`, false);
    let form: FormData;
    try {
      form = await c.req.raw.clone().formData();
    } catch {
      return unreadable(c, false, "malformed form body");
    }
    const clean = formWithoutNul(form);
    if (clean) {
      const headers = new Headers(c.req.raw.headers);
      // The new body gets its own encoding (and multipart boundary).
      headers.delete("content-type");
      headers.delete("content-length");
      const isMultipart = contentType?.toLowerCase().startsWith("multipart/") ?? false;
      const body = isMultipart
        ? clean
        : new URLSearchParams([...clean].map(([k, v]) => [k, typeof v === "string" ? v : v.name]));
      c.req.raw = new Request(c.req.raw.url, {
        method: c.req.method,
        headers,
        body,
        signal: c.req.raw.signal,
      });
    }
    return next();
  };
}
