import type { RequestSession, Role } from "~/server/session.server";

/*
 * Calling a route module's loader or action in a test as React Router would: a session of a role,
 * the arguments, and what the call answered or threw, read the same way by every route test.
 */

export const TEST_ORIGIN = "http://forsiden.test";

/** A role, or nobody signed in. */
export type Who = Role | "anonymous";

/**
 * A signed-in session of this role. Its user is `${idPrefix}-${role}`, named `${namePrefix}${role}`:
 * a test whose rows name that user (an author, an audit entry) chooses the prefix.
 */
export function sessionAs(role: Role, idPrefix = "u", namePrefix = ""): RequestSession {
  return {
    sessionId: `s-${role}`,
    expiresAt: new Date(Date.now() + 60_000).toISOString(),
    user: {
      id: `${idPrefix}-${role}`,
      email: `${role}@forsiden.test`,
      name: `${namePrefix}${role}`,
      role,
      emailVerified: true,
      twoFactorEnabled: false,
    },
  };
}

/** The session of `who`, or none for an anonymous visitor (or `null`). */
export function sessionOf(who: Who | null): RequestSession | null {
  return who === null || who === "anonymous" ? null : sessionAs(who);
}

/** A GET of the address, or a POST of the form when one is given. */
export function routeRequest(path: string, form?: Record<string, string>): Request {
  return form
    ? new Request(TEST_ORIGIN + path, { method: "POST", body: new URLSearchParams(form) })
    : new Request(TEST_ORIGIN + path);
}

/** A loader's or action's arguments: the request, our context and the route's parameters. */
export function routeArgs(
  request: Request | string,
  session: RequestSession | null,
  params: Record<string, string> = {},
): never {
  return {
    request: typeof request === "string" ? routeRequest(request) : request,
    context: { session, clientIp: "127.0.0.1", requestId: "t" },
    params,
  } as never;
}

/** The arguments of a GET (or a POST of the form) by `who`, or by the given session. */
export function argsOf(path: string, who: Who | RequestSession | null, form?: Record<string, string>): never {
  const session = typeof who === "object" ? who : sessionOf(who);
  return routeArgs(routeRequest(path, form), session);
}

export interface Outcome {
  status: number;
  /** Set when the answer is a Response: its Location header (a guard's redirect). */
  location?: string | null;
  /** The data a loader or action returned (or a thrown `data(…)`'s), not a Response's body. */
  body?: unknown;
}

/** What a loader or action answered, or threw (a guard's redirect or 403), as status and data. */
export async function outcome(fn: () => unknown): Promise<Outcome> {
  const read = (value: unknown, fallback: number): Outcome => {
    if (value instanceof Response) return { status: value.status, location: value.headers.get("location") };
    const wrapped = value as { type?: string; init?: ResponseInit | null; data?: unknown } | null;
    if (wrapped?.type === "DataWithResponseInit")
      return { status: wrapped.init?.status ?? fallback, body: wrapped.data };
    return fallback === 200 ? { status: 200, body: value } : { status: fallback, body: wrapped?.data };
  };
  try {
    return read(await fn(), 200);
  } catch (thrown) {
    return read(thrown, 500);
  }
}

export interface EndpointAnswer<Body = Record<string, unknown> | null> {
  status: number;
  location: string | null;
  cacheControl: string | null;
  body: Body;
}

/** An endpoint's answer (or what it threw) as status, headers and its JSON body. */
export async function endpointAnswer<Body = Record<string, unknown> | null>(
  fn: () => unknown,
): Promise<EndpointAnswer<Body>> {
  let response: unknown;
  try {
    response = await fn();
  } catch (thrown) {
    response = thrown;
  }
  if (response instanceof Response) {
    const text = await response.text();
    return {
      status: response.status,
      location: response.headers.get("location"),
      cacheControl: response.headers.get("cache-control"),
      body: (text ? JSON.parse(text) : null) as Body,
    };
  }
  // A guard's data(…, { status }).
  const wrapped = response as { init?: ResponseInit | null; data?: Body };
  return {
    status: wrapped.init?.status ?? 500,
    location: null,
    cacheControl: null,
    body: (wrapped.data ?? null) as Body,
  };
}
