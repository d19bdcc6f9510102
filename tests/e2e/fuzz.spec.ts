import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import fc from "fast-check";
import { UNREADABLE_ADDRESSES } from "../support/unreadable-addresses";
import {
  BROKEN_JSON_BODIES,
  BROKEN_MULTIPART_BODIES,
  CONTENT_TYPES,
  hostileJson,
  hostileString,
  MARKER,
  unescapedScript,
  urlPiece,
} from "./support/fuzz-inputs";
import {
  APP_ENDPOINTS,
  AUTH_ENDPOINTS,
  FORM_ACTIONS,
  fillPattern,
  paramsOf,
  QUERY_KEYS,
  type Role,
  routePatterns,
  SESSION_ENDING,
} from "./support/fuzz-targets";
import { cookieHeaderOf, signInOverHttp } from "./support/node-clients";

/*
 * Issue 10 §5: bad input gets a clear 4xx, never a 500. Thousands of generated hostile requests
 * (fast-check over a table of known-bad values) go to every route of app/routes.ts, every form
 * action, the app's endpoints and Better Auth, as anonymous readers (cached and bypassing the page
 * cache), a plain user and an editor. The run fails on any 5xx, a hang, a crash of the server, a
 * log line at error level, or an injected script that comes back unescaped, at once (reflected) or
 * in a later page (stored). It runs its own production server on a throwaway data folder, so the
 * shared e2e database is untouched. Reproduce a run with FUZZ_SEED=<seed printed on failure>.
 */

test.describe.configure({ mode: "serial" });
test.skip(
  ({ viewport }) => (viewport?.width ?? 0) < 768,
  "the fuzz run happens once, in the desktop project",
);

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 5200);
const CONCURRENCY = 8;
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const ADMIN = { email: "fuzz-admin@forsiden.test", password: "fuzz-admin-kode-1" };

interface FuzzCase {
  role: Role;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | FormData;
  kind: string;
}

interface Outcome {
  fuzzCase: FuzzCase;
  status: number;
  ms: number;
  script?: string;
  /** The response shows the marker (escaped or not): a payload was stored or reflected. */
  marker?: boolean;
  error?: string;
}

// ---------------------------------------------------------------- server and accounts

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ["server/launch.mjs"], {
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  let partial = "";
  const collect = (chunk: Buffer) => {
    partial += chunk.toString("utf8");
    const parts = partial.split("\n");
    partial = parts.pop() ?? "";
    lines.push(...parts);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  let exitCode: number | null | undefined;
  child.on("exit", (code, signal) => {
    exitCode = code ?? (signal ? -1 : null);
  });
  return { child, lines, exited: () => exitCode !== undefined };
}

async function waitForReady(url: string, timeoutMs = 150_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server at ${url} did not become ready`);
}

/** CPU seconds the server process has used (Linux), to tell its cost apart from a busy machine. */
function cpuSeconds(pid: number | undefined): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
}

/** Signs up through Better Auth's API; the session comes from the confirmation link in /dev/mailbox. */
async function signUp(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base },
    body: JSON.stringify({ email, password, name: email.split("@")[0] }),
  });
  if (!res.ok) throw new Error(`sign-up of ${email} answered ${res.status}`);
  const { user } = (await res.json()) as { user: { id: string } };
  return user.id;
}

async function confirm(base: string, email: string): Promise<string> {
  const html = await (await fetch(`${base}/dev/mailbox?t=${Date.now()}`)).text();
  const mails = html.split('data-testid="mail"').filter((m) => m.includes(email));
  const link = mails[0]?.match(/href="(http[^"]*verify-email[^"]*)"/)?.[1]?.replaceAll("&amp;", "&");
  if (!link) throw new Error(`no confirmation mail to ${email}`);
  const url = new URL(link);
  const res = await fetch(`${base}${url.pathname}${url.search}`, { redirect: "manual" });
  const cookie = cookieHeaderOf(res);
  if (!cookie.includes("session_token"))
    throw new Error(`confirming ${email} gave no session (${res.status})`);
  return cookie;
}

async function makeSessions(base: string): Promise<Record<Role, string>> {
  const stamp = Date.now();
  const user = { email: `fuzz-laeser-${stamp}@forsiden.test`, password: "fuzz-laeser-1" };
  const editor = { email: `fuzz-redaktoer-${stamp}@forsiden.test`, password: "fuzz-redaktoer-1" };
  await signUp(base, user.email, user.password);
  const editorId = await signUp(base, editor.email, editor.password);
  const admin = await signInOverHttp(base, ADMIN);
  const role = new URLSearchParams({ intent: "role", userId: editorId, role: "editor" });
  const granted = await fetch(`${base}/admin/brugere`, {
    method: "POST",
    headers: { Cookie: admin, Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
    body: role,
  });
  expect(granted.status, "the admin grants the editor role").toBe(200);
  const editorCookie = await confirm(base, editor.email);
  // A new editor chooses a display name first (issue 22); until then /admin pages redirect.
  const profile = new FormData();
  profile.set("intent", "profile");
  profile.set("name", "Fuzz Redaktør");
  const named = await fetch(`${base}/admin/profil`, {
    method: "POST",
    headers: { Cookie: editorCookie, Origin: base },
    body: profile,
  });
  expect(named.status, "the editor saves a display name").toBe(200);
  return {
    anon: "",
    // A session cookie that is not valid: the page cache is bypassed and the session lookup runs.
    "anon-nocache": "forsiden.session_token=fuzz-invalid-token.c2lnbmF0dXJl",
    user: await confirm(base, user.email),
    editor: editorCookie,
    // Kept for the stored-script crawl at the end (admin pages list users, messages, articles).
    admin,
  } as Record<Role, string> & { admin: string };
}

// ---------------------------------------------------------------- discovery

interface Discovered {
  articleSlugs: string[];
  articleIds: string[];
  clubSlugs: string[];
  leagues: string[];
}

async function discover(base: string, editorCookie: string): Promise<Discovered> {
  const home = await (await fetch(`${base}/`)).text();
  const clubs = await (await fetch(`${base}/alle-klubber`)).text();
  const standings = await (await fetch(`${base}/stillinger`)).text();
  const admin = await (await fetch(`${base}/admin/articles`, { headers: { Cookie: editorCookie } })).text();
  const uniq = (values: string[]) => [...new Set(values)].slice(0, 40);
  return {
    articleSlugs: uniq([...home.matchAll(/href="\/article\/([^"?#]+)"/g)].map((m) => m[1])),
    articleIds: uniq(
      [...admin.matchAll(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g)].map((m) => m[0]),
    ),
    clubSlugs: uniq([...clubs.matchAll(/href="\/klubber\/([^"?#]+)"/g)].map((m) => m[1])),
    leagues: uniq([...standings.matchAll(/href="\/stillinger\/([^"?#]+)"/g)].map((m) => m[1])),
  };
}

// ---------------------------------------------------------------- case generators

function caseArbitrary(found: Discovered): fc.Arbitrary<FuzzCase> {
  const routes = routePatterns();
  const real = (values: string[], fallback: string) =>
    fc.constantFrom(...(values.length ? values : [fallback]));
  const anyRole = fc.constantFrom<Role>("anon", "anon", "anon-nocache", "user", "editor", "editor");

  const paramValue = (name: string) =>
    fc.oneof(
      { weight: 3, arbitrary: urlPiece },
      {
        weight: 2,
        arbitrary:
          name.toLowerCase().includes("club") || name === "slug"
            ? real(found.clubSlugs, "fc-kobenhavn")
            : name === "league"
              ? real(found.leagues, "superligaen")
              : name === "id"
                ? real(found.articleIds, "00000000-0000-4000-8000-000000000000")
                : real(found.articleSlugs, "x"),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(real(found.clubSlugs, "fc-kobenhavn"), urlPiece)
          .map(([slug, piece]) => `${slug}${piece}`),
      },
    );

  const query = fc
    .array(fc.tuple(fc.constantFrom(...QUERY_KEYS), urlPiece), { maxLength: 4 })
    .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join("&")}` : ""));

  const routePath = fc.constantFrom(...routes).chain((route) =>
    fc
      .tuple(
        fc.record(Object.fromEntries(paramsOf(route.pattern).map((p) => [p, paramValue(p)]))),
        query,
        fc.constantFrom("", "", "", ".data"),
      )
      .map(([values, q, suffix]) => {
        const filled = fillPattern(route.pattern, values as Record<string, string>);
        const withSuffix = suffix && !route.resource ? `${filled === "/" ? "/_root" : filled}.data` : filled;
        return `${withSuffix}${q}`;
      }),
  );

  const pageGet = fc
    .record({ role: anyRole, path: routePath })
    .map(({ role, path }): FuzzCase => ({ role, method: "GET", path, headers: {}, kind: "page GET" }));

  const headerGet = fc
    .record({
      role: anyRole,
      path: routePath,
      header: fc.constantFrom(
        "Accept",
        "Accept-Encoding",
        "Accept-Language",
        "If-None-Match",
        "If-Modified-Since",
        "Range",
        "Cookie",
        "Referer",
        "User-Agent",
        "X-Forwarded-For",
        "Content-Type",
        "Sec-Fetch-Site",
      ),
      value: fc.oneof(
        fc.constantFrom(
          "",
          "*/*",
          "text/html;q=NaN",
          "br;q=2, gzip;q=-1, *",
          'W/"x", *',
          "bytes=999999-1",
          "bytes=-0",
          "forsiden_consent=v9.s1.m1.99999999999; forsiden.session_token=%00",
          "forsiden.session_token=a.b; forsiden.session_token=c.d",
          "Mozilla/5.0 (compatible; Googlebot/2.1)",
          "1.2.3.4, 5.6.7.8",
          "::1",
          "not-an-ip",
          "cross-site",
          `https://evil.example/${MARKER}`,
        ),
        fc.string({ unit: "binary-ascii", maxLength: 60 }).map((s) => s.replace(/[^\x20-\x7e]/g, "")),
      ),
    })
    .map(
      ({ role, path, header, value }): FuzzCase => ({
        role,
        method: "GET",
        path,
        headers: { [header]: value },
        kind: "header GET",
      }),
    );

  const formCase = fc
    .record({
      action: fc.oneof(...FORM_ACTIONS.map((a) => ({ weight: a.weight ?? 3, arbitrary: fc.constant(a) }))),
      hostileFields: fc.array(
        fc.tuple(fc.option(fc.string({ maxLength: 12 }), { nil: undefined }), hostileString),
        {
          minLength: 1,
          maxLength: 3,
        },
      ),
      intentPick: fc.nat(),
      roleIndex: fc.nat(),
      encoding: fc.constantFrom("urlencoded", "urlencoded", "multipart", "multipart", "raw", "raw-multipart"),
      contentType: fc.constantFrom(...CONTENT_TYPES),
      rawBody: fc.oneof(
        fc.constantFrom(...BROKEN_JSON_BODIES.slice(0, 13)),
        fc.constantFrom(...BROKEN_MULTIPART_BODIES),
        fc.string({ unit: "binary", maxLength: 200 }),
      ),
      dataSuffix: fc.boolean(),
      realId: fc.constantFrom(...(found.articleIds.length ? found.articleIds : ["x"])),
      useRealId: fc.boolean(),
    })
    .map((g): FuzzCase => {
      const action = g.action;
      const role = action.roles[g.roleIndex % action.roles.length];
      const fields: Record<string, string> = { ...action.base };
      if (action.intents) fields.intent = action.intents[g.intentPick % action.intents.length];
      if (g.useRealId && "id" in fields) fields.id = g.realId;
      const names = Object.keys(fields);
      for (const [name, value] of g.hostileFields) {
        // Mostly a known field, sometimes an unknown name (itself hostile).
        fields[name === undefined ? names[g.intentPick % names.length] : name] = value;
      }
      const path = g.dataSuffix ? `${action.path}.data` : action.path;
      if (g.encoding === "urlencoded") {
        return {
          role,
          method: "POST",
          path,
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(fields).toString(),
          kind: `form ${action.path}`,
        };
      }
      if (g.encoding === "multipart") {
        const form = new FormData();
        for (const [k, v] of Object.entries(fields)) form.append(k, v);
        if (action.multipart) {
          form.append(
            "logo",
            new File([`<svg xmlns="http://www.w3.org/2000/svg" onload="${MARKER}()"/>`], `${MARKER}.svg`, {
              type: "image/svg+xml",
            }),
          );
          form.append(
            "image",
            new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0])], "x.png", { type: "image/png" }),
          );
        }
        return { role, method: "POST", path, headers: {}, body: form, kind: `multipart ${action.path}` };
      }
      return {
        role,
        method: "POST",
        path,
        headers: g.contentType ? { "Content-Type": g.contentType } : {},
        body:
          g.encoding === "raw"
            ? g.rawBody
            : BROKEN_MULTIPART_BODIES[g.intentPick % BROKEN_MULTIPART_BODIES.length],
        kind: `raw body ${action.path}`,
      };
    });

  const endpointCase = fc
    .record({
      endpoint: fc.constantFrom(...APP_ENDPOINTS),
      roleIndex: fc.nat(),
      param: fc.oneof(
        urlPiece,
        real(found.articleIds, "x"),
        fc.constantFrom("agent", "standings", "indexing"),
      ),
      q: query,
      contentType: fc.constantFrom(...CONTENT_TYPES),
      json: hostileJson,
      kind: fc.constantFrom("json", "form", "file", "raw"),
      raw: fc.constantFrom(...BROKEN_JSON_BODIES.slice(0, 13), ...BROKEN_MULTIPART_BODIES),
      fileName: hostileString,
      fileType: fc.constantFrom("image/png", "image/svg+xml", "text/html", "", "image/jpeg; x=\u00e6"),
      // Issue 27: an upload's 'Kilde' and 'Kredit' (mostly valid, so the file's checks still run).
      rights: fc.constantFrom("", "", "egen", "bureau", "fri", "ukendt"),
      credit: fc.oneof(fc.constant(""), hostileString),
    })
    .map((g): FuzzCase => {
      const roles = g.endpoint.roles;
      const role = roles[g.roleIndex % roles.length];
      const filled = g.endpoint.path.replace(/:(\w+)/, g.param);
      const path = `${filled}${g.q}`;
      if (g.endpoint.method === "GET")
        return { role, method: "GET", path, headers: {}, kind: `GET ${g.endpoint.path}` };
      let body: string | FormData;
      let headers: Record<string, string> = {};
      if (g.kind === "json") {
        body = JSON.stringify({ choice: g.json, redirectTo: g.json, intent: g.json });
        headers = { "Content-Type": "application/json" };
      } else if (g.kind === "form") {
        body = new URLSearchParams({ choice: asText(g.json), redirectTo: asText(g.json) }).toString();
        headers = { "Content-Type": "application/x-www-form-urlencoded" };
      } else if (g.kind === "file") {
        const form = new FormData();
        const bytes =
          g.fileType === "image/svg+xml"
            ? `<svg onload="${MARKER}()"/>`
            : new Uint8Array([0xff, 0xd8, 0xff, 0, 1, 2]);
        form.append(
          "file",
          new File([bytes], g.fileName.replace(/[\r\n"]/g, "") || "x", { type: g.fileType }),
        );
        if (g.rights) form.append("rights", g.rights);
        form.append("credit", g.credit);
        body = form;
      } else {
        body = g.raw;
        headers = g.contentType ? { "Content-Type": g.contentType } : {};
      }
      return { role, method: "POST", path, headers, body, kind: `${g.kind} ${g.endpoint.path}` };
    });

  const authCase = fc
    .record({
      // Password checks (scrypt) are slow on purpose: those endpoints get fewer requests.
      endpoint: fc.oneof(
        ...AUTH_ENDPOINTS.map((e) => ({ weight: e.weight ?? 3, arbitrary: fc.constant(e) })),
      ),
      roleIndex: fc.nat(),
      mutate: fc.array(
        fc.tuple(
          fc.option(
            fc.constantFrom(
              "email",
              "password",
              "name",
              "token",
              "code",
              "callbackURL",
              "__proto__",
              "image",
            ),
            { nil: undefined },
          ),
          hostileJson,
        ),
        {
          maxLength: 3,
        },
      ),
      raw: fc.option(fc.constantFrom(...BROKEN_JSON_BODIES), { freq: 3 }),
      contentType: fc.constantFrom(
        "application/json",
        "application/json",
        "application/json",
        ...CONTENT_TYPES,
      ),
      q: query,
    })
    .map((g): FuzzCase => {
      const { endpoint } = g;
      const role = endpoint.roles[g.roleIndex % endpoint.roles.length];
      const values: Record<string, unknown> = { ...endpoint.base };
      const keys = Object.keys(values);
      for (const [key, value] of g.mutate) values[key ?? keys[0] ?? "email"] = value;
      if (endpoint.method === "GET") {
        const params = Object.entries(values)
          .map(([k, v]) => `${k}=${encodeURIComponent(asText(v).replace(/[\ud800-\udfff]/g, ""))}`)
          .join("&");
        return {
          role,
          method: "GET",
          path: `${endpoint.path}?${params}${g.q.replace("?", "&")}`,
          headers: {},
          kind: `auth GET ${endpoint.path}`,
        };
      }
      return {
        role,
        method: "POST",
        path: endpoint.path,
        headers: g.contentType ? { "Content-Type": g.contentType } : {},
        body: g.raw ?? JSON.stringify(values),
        kind: `auth ${endpoint.path}`,
      };
    });

  return fc.oneof(
    { weight: 30, arbitrary: pageGet },
    { weight: 8, arbitrary: headerGet },
    { weight: 32, arbitrary: formCase },
    { weight: 14, arbitrary: endpointCase },
    { weight: 16, arbitrary: authCase },
  );
}

/** The 500s of issue 10 and those this suite found, sent in every run as every role. */
function regressionCases(): FuzzCase[] {
  const gets = [
    ...UNREADABLE_ADDRESSES,
    "/klubber/A%F0%9F%98%80",
    "/%C3%28",
    "/soeg?q=%FF",
    "/auth?redirectTo=%2F%F0%9F%98%80",
    "/auth/to-faktor?redirectTo=%2F%F0%9F%98%80",
    "/auth?redirectTo=%2Fa%0D%0AX",
    // Seed 840510028: an object key from the address bar found Object.prototype (500).
    "/?tag=__proto__",
    "/?tag=constructor",
    "/?klub:__proto__",
    // Issue 21: ids of 36 hyphens or letters passed the live code's loose check (500).
    `/live/${"-".repeat(36)}/events`,
    `/live/${"a".repeat(36)}/events.json`,
    `/admin/live/${"-".repeat(36)}`,
    `/admin/live/${"a".repeat(36)}`,
    // Seed 297303409: Better Auth decodes a link's callbackURL a second time (URIError, 500).
    "/api/auth/magic-link/verify?token=fuzz&callbackURL=%7B%22a%22%3A%22%2F%25%22%7D",
  ];
  const posts: Omit<FuzzCase, "role">[] = [
    {
      method: "POST",
      path: "/contact",
      headers: { "Content-Type": "application/json" },
      body: '{"name":"x"}',
      kind: "regression",
    },
    {
      method: "POST",
      path: "/auth",
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
      body: "garbage",
      kind: "regression",
    },
    {
      method: "POST",
      path: "/admin/new-article",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "title=a%00b&excerpt=c&content=d&category=Nyheder",
      kind: "regression",
    },
    {
      method: "POST",
      path: "/api/auth/sign-in/email",
      headers: { "Content-Type": "application/json" },
      body: '{"email":',
      kind: "regression",
    },
    {
      method: "POST",
      path: "/api/auth/sign-in/email",
      headers: { "Content-Type": "application/json" },
      body: `{"a":${"[".repeat(10_000)}${"]".repeat(10_000)}}`,
      kind: "regression",
    },
    {
      method: "POST",
      path: "/api/auth/reset-password",
      headers: { "Content-Type": "application/json" },
      body: "",
      kind: "regression",
    },
    {
      method: "POST",
      path: "/api/auth/sign-in/email",
      headers: { "Content-Type": "application/json" },
      body: '{"email":"a@b.dk","password":"x","callbackURL":{"a":1}}',
      kind: "regression",
    },
    // Seed 1576953500: a null name went to the NOT NULL column (500).
    {
      method: "POST",
      path: "/api/auth/update-user",
      headers: { "Content-Type": "application/json" },
      body: '{"name":null}',
      kind: "regression",
    },
    // Issue 21 §1: bodies past the limits (64 KB auth, 6 MB admin, 1 MB elsewhere) are a 413
    // before anything reads them; 600 MB of JSON to sign-in answered 500. The big ones are in
    // body-limits.spec.ts; these are just over each limit.
    ...OVERSIZED_BODIES,
  ];
  const roles: Role[] = ["anon", "anon-nocache", "user", "editor"];
  return roles.flatMap((role) => [
    ...gets.map((path): FuzzCase => ({ role, method: "GET", path, headers: {}, kind: "regression" })),
    ...posts.map((c): FuzzCase => ({ ...c, role })),
  ]);
}

/** A generated JSON value as form or query text (objects without a prototype included). */
function asText(value: unknown): string {
  return typeof value === "string" ? value : (JSON.stringify(value) ?? "");
}

/** Requests that sign the caller out are sent without a real session, so the roles stay signed in. */
function keepSessions(c: FuzzCase): FuzzCase {
  const ends = SESSION_ENDING.some((p) => c.path.startsWith(p));
  return ends && (c.role === "user" || c.role === "editor") ? { ...c, role: "anon" } : c;
}

const OVERSIZED_BODIES: Omit<FuzzCase, "role">[] = [
  ["/contact", "application/x-www-form-urlencoded", `message=${"a".repeat(1024 * 1024)}`],
  ["/soeg", "application/x-www-form-urlencoded", `q=${"æ".repeat(600 * 1024)}`],
  ["/api/consent", "application/json", `{"a":"${"a".repeat(1024 * 1024)}"}`],
  ["/api/auth/sign-in/email", "application/json", `{"email":"a@b.dk","password":"${"a".repeat(70_000)}"}`],
  ["/api/auth/sign-up/email", "text/plain", "a".repeat(70_000)],
  [
    "/admin/api/upload",
    "multipart/form-data; boundary=x",
    `--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${"a".repeat(6.5 * 1024 * 1024)}\r\n--x--\r\n`,
  ],
].map(([path, type, body]) => ({
  method: "POST",
  path,
  headers: { "Content-Type": type },
  body,
  kind: "oversized body",
}));

// ---------------------------------------------------------------- running

async function send(base: string, cookies: Record<string, string>, c: FuzzCase): Promise<Outcome | null> {
  const headers: Record<string, string> = { "Accept-Encoding": "identity", ...c.headers };
  if (cookies[c.role] && !("Cookie" in c.headers)) headers.Cookie = cookies[c.role];
  if (c.method !== "GET") headers.Origin = base;
  const makeRequest = () =>
    new Request(`${base}${c.path.startsWith("/") ? "" : "/"}${c.path}`, {
      method: c.method,
      headers,
      body: c.body,
      redirect: "manual",
      signal: AbortSignal.timeout(30_000),
    });
  try {
    makeRequest();
  } catch {
    return null; // Not expressible as an HTTP request (e.g. a header value the client refuses).
  }
  const started = performance.now();
  for (let attempt = 1; ; attempt++) {
    try {
      const res = await fetch(makeRequest());
      const text = await res.text();
      const script = unescapedScript(res.headers.get("content-type"), text) ?? undefined;
      return {
        fuzzCase: c,
        status: res.status,
        ms: performance.now() - started,
        script,
        marker: text.includes(MARKER),
      };
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      // A kept-alive socket the server closed just as it was reused: send once more. A timeout
      // or a second failure is a real failure (a hang, or a server that died).
      const socketRace = cause?.code === "ECONNRESET" || cause?.code === "UND_ERR_SOCKET";
      if (socketRace && attempt === 1) continue;
      return {
        fuzzCase: c,
        status: 0,
        ms: performance.now() - started,
        error: `${String(error)} ${cause?.code ?? ""} ${cause?.message ?? ""}`,
      };
    }
  }
}

async function runPool<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]);
      }
    }),
  );
  return results;
}

function describeCase(o: Outcome): string {
  const c = o.fuzzCase;
  const body =
    typeof c.body === "string"
      ? ` body=${JSON.stringify(c.body.slice(0, 160))}`
      : c.body
        ? " body=<FormData>"
        : "";
  return `${o.status} ${c.method} ${c.path.slice(0, 200)} as ${c.role} (${c.kind}) ${JSON.stringify(c.headers).slice(0, 120)}${body}${o.error ? ` error=${o.error}` : ""}${o.script ? ` script=…${o.script}…` : ""}`;
}

/** Pages where a stored value is shown later: public pages, feeds and the back office. */
function crawlPaths(found: Discovered): { path: string; role: Role | "admin" }[] {
  const publicPaths = [
    "/",
    "/?tag=fuzz",
    "/soeg?q=fuzz",
    `/soeg?q=${encodeURIComponent(MARKER)}`,
    "/klubber",
    "/alle-klubber",
    "/stillinger",
    "/contact",
    "/rss.xml",
    "/sitemap.xml",
    "/news-sitemap.xml",
    "/sitemaps/articles.xml",
    ...found.articleSlugs.slice(0, 10).map((s) => `/article/${s}`),
    ...found.clubSlugs.slice(0, 10).map((s) => `/klubber/${s}`),
    ...found.clubSlugs.slice(0, 5).map((s) => `/logos/${s}.svg`),
    ...found.leagues.slice(0, 5).map((l) => `/stillinger/${l}`),
  ];
  const adminPaths = routePatterns()
    .filter((r) => r.pattern.startsWith("/admin") && !r.resource)
    .map((r) => r.pattern);
  return [
    ...publicPaths.map((path) => ({ path, role: "anon" as const })),
    ...publicPaths.map((path) => ({ path, role: "editor" as const })),
    ...adminPaths.map((path) => ({ path, role: "editor" as const })),
    ...adminPaths.map((path) => ({ path, role: "admin" as const })),
    ...adminPaths.map((path) => ({ path: `${path}?q=fuzz`, role: "admin" as const })),
  ];
}

test("thousands of hostile requests: never a 5xx, a crash, an error log or a script that comes back", async () => {
  // About 1.5 min on a quiet 2-core machine (seeding included); more while other work runs.
  test.setTimeout(480_000);
  // FUZZ_DATA_DIR keeps a seeded folder between local runs (faster); by default a fresh one.
  const keptDir = process.env.FUZZ_DATA_DIR;
  const dataDir = keptDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "forsiden-fuzz-"));
  const port = String(5200 + Math.floor(Math.random() * 600));
  const base = `http://127.0.0.1:${port}`;
  const bootStarted = Date.now();
  const server = startServer({
    PORT: port,
    DATA_DIR: dataDir,
    PUBLIC_URL: base,
    PAGE_CACHE: "true",
    DEV_MAILBOX: "true",
    JOBS_ENABLED: "false",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_NAME: "Redaktionen",
    ADMIN_PASSWORD: ADMIN.password,
  });
  try {
    await waitForReady(base);
    console.log(`fuzz: server ready after ${((Date.now() - bootStarted) / 1000).toFixed(1)} s`);
    const sessions = (await makeSessions(base)) as Record<Role, string> & { admin: string };
    const found = await discover(base, sessions.editor);
    expect(found.articleSlugs.length, "the seeded site has articles to fuzz").toBeGreaterThan(0);
    expect(found.clubSlugs.length, "the seeded site has clubs to fuzz").toBeGreaterThan(0);

    const cases = [
      ...regressionCases(),
      ...fc.sample(caseArbitrary(found), { numRuns: REQUESTS, seed: SEED }).map(keepSessions),
    ];
    const firstLogLine = server.lines.length;
    const started = Date.now();
    const cpuBefore = cpuSeconds(server.child.pid);
    const outcomes = (await runPool(cases, CONCURRENCY, (c) => send(base, sessions, c))).filter(
      (o): o is Outcome => o !== null,
    );
    const fuzzMs = Date.now() - started;
    const serverCpu = cpuSeconds(server.child.pid) - cpuBefore;

    // Stored scripts: every page that shows what was written, for every role that can see it.
    const crawl = await runPool(crawlPaths(found), CONCURRENCY, ({ path, role }) =>
      send(base, { ...sessions, admin: sessions.admin } as Record<Role, string>, {
        role: role as Role,
        method: "GET",
        path,
        headers: {},
        kind: "stored-script crawl",
      }),
    );
    const all = [...outcomes, ...crawl.filter((o): o is Outcome => o !== null)];

    const byStatus = new Map<number, number>();
    for (const o of all) byStatus.set(o.status, (byStatus.get(o.status) ?? 0) + 1);
    const slowest = Math.max(...all.map((o) => o.ms));
    console.log(
      `fuzz: seed ${SEED}, ${all.length} requests (${outcomes.length} generated or regression, ${crawl.length} crawled) in ${(fuzzMs / 1000).toFixed(1)} s (server CPU ${serverCpu.toFixed(1)} s); ` +
        `statuses ${JSON.stringify(Object.fromEntries([...byStatus].sort(([a], [b]) => a - b)))}; slowest ${Math.round(slowest)} ms`,
    );

    if (process.env.FUZZ_PROFILE) {
      const kinds = new Map<string, number[]>();
      for (const o of all) kinds.set(o.fuzzCase.kind, [...(kinds.get(o.fuzzCase.kind) ?? []), o.ms]);
      for (const [kind, times] of [...kinds].sort(
        (a, b) => b[1].reduce((x, y) => x + y) - a[1].reduce((x, y) => x + y),
      )) {
        console.log(
          `  ${kind}: ${times.length} × ${Math.round(times.reduce((x, y) => x + y) / times.length)} ms`,
        );
      }
    }
    const failures = all.filter((o) => o.status >= 500 || o.status === 0);
    const scripts = all.filter((o) => o.script);
    const errorLogs = server.lines
      .slice(firstLogLine)
      .filter((l) => l.includes('"level":50') || l.includes('"level":60'));
    const hint = `(reproduce with FUZZ_SEED=${SEED})`;

    expect.soft(outcomes.length, "at least 5,000 generated requests were sent").toBeGreaterThanOrEqual(5000);
    expect.soft(failures.map(describeCase).slice(0, 25), `no 5xx and no hang ${hint}`).toEqual([]);
    expect
      .soft(scripts.map(describeCase).slice(0, 25), `no injected script comes back unescaped ${hint}`)
      .toEqual([]);
    expect.soft(errorLogs.slice(0, 15), `no log line at error level ${hint}`).toEqual([]);
    expect(server.exited(), "the server process is still running").toBe(false);

    // The roles really were signed in the whole time (else the run fuzzed anonymous only). Asked
    // through /admin, not /api/auth/get-session: the run itself uses up the address's /api/auth
    // rate limit (429 is a right answer there), the admin guard reads the session directly.
    const asRole = async (role: "user" | "editor") =>
      (await fetch(`${base}/admin`, { headers: { Cookie: sessions[role] }, redirect: "manual" })).status;
    expect(await asRole("editor"), "the editor session survived the run (200 on /admin)").toBe(200);
    expect(await asRole("user"), "the user session survived the run ('Ingen adgang', not /auth)").toBe(403);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    // The payloads did reach the pages (escaped), so the crawl was not looking at nothing.
    expect(crawl.filter((o) => o?.marker).length, "crawled pages that show a stored payload").toBeGreaterThan(
      0,
    );
  } finally {
    server.child.kill("SIGTERM");
    await exited(server.child);
    if (!keptDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
