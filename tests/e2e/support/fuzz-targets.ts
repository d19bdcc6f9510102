import routeConfig from "../../../app/routes";

/*
 * What tests/e2e/fuzz.spec.ts walks: every path of app/routes.ts (read from the table, so a new
 * route is fuzzed the day it is added), the form actions with a valid base form each (so a hostile
 * value in one field gets past validation and is stored), the JSON and form endpoints, and the
 * Better Auth endpoints.
 */

interface RouteEntry {
  path?: string;
  index?: boolean;
  file: string;
  children?: RouteEntry[];
}

export interface RoutePattern {
  /** e.g. "/article/:slugOrId", "/logos/:slug.svg", "/*" */
  pattern: string;
  file: string;
  /** A resource route (no component): its own Response, no React Router document. */
  resource: boolean;
  index: boolean;
}

/** Every route of app/routes.ts as a URL pattern. */
export function routePatterns(): RoutePattern[] {
  const out: RoutePattern[] = [];
  const walk = (entries: RouteEntry[], prefix: string) => {
    for (const entry of entries) {
      const own = entry.path ? `${prefix.replace(/\/$/, "")}/${entry.path}` : prefix || "/";
      if (entry.index || entry.path !== undefined) {
        out.push({
          pattern: own,
          file: entry.file,
          resource: !entry.file.endsWith(".tsx"),
          index: Boolean(entry.index),
        });
      }
      if (entry.children) walk(entry.children, own);
    }
  };
  walk(routeConfig as RouteEntry[], "");
  return out;
}

/** The parameters of a pattern: ":slugOrId" → "slugOrId", "*" → "*". */
export function paramsOf(pattern: string): string[] {
  return [...pattern.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? "*");
}

export function fillPattern(pattern: string, values: Record<string, string>): string {
  return pattern.replace(/:(\w+)\??|\*/g, (_all, name: string | undefined) => values[name ?? "*"] ?? "x");
}

/** Query parameters the pages read, plus the ones bots and trackers add. */
export const QUERY_KEYS = [
  "q",
  "tag",
  "side",
  "page",
  "visning",
  "redirectTo",
  "liga",
  "land",
  "saeson",
  "kampliga",
  "klub",
  "kilde",
  "kategori",
  // Issue 27: the media library's 'Kilde' filter and the embed preview's link.
  "rettigheder",
  "url",
  "category",
  "sort",
  "status",
  "token",
  "liste",
  "error",
  "callbackURL",
  "t",
  "id",
  "utm_source",
  "fbclid",
  "index",
  "_routes",
  "__proto__",
];

export type Role = "anon" | "anon-nocache" | "user" | "editor";

export interface FormAction {
  path: string;
  /** A form that passes validation, so a hostile value in one field reaches the database. */
  base: Record<string, string>;
  /** Other intents the action knows (each sent with the same fields). */
  intents?: string[];
  multipart?: boolean;
  /** Roles that may post here without ending their own session. */
  roles: Role[];
  /** How often it is picked relative to the others (default 3); password checks are slow. */
  weight?: number;
}

const STAFF: Role[] = ["anon", "user", "editor"];
const EVERYONE: Role[] = ["anon", "anon-nocache", "user", "editor"];

/** Every form action of app/routes.ts, with a valid base form. */
export const FORM_ACTIONS: FormAction[] = [
  {
    path: "/contact",
    base: {
      name: "Fuzz Læser",
      email: "fuzz@forsiden.test",
      subject: "Fuzz emne",
      message: "En besked fra fuzz-testen.",
      website: "",
    },
    roles: EVERYONE,
  },
  // Issue 24: the newsletter pages behind a mailed link (their token is in the query, which a fuzzed
  // post lacks: each must refuse with a 4xx, never a 5xx). /nyhedsbrev itself is left out: its
  // sign-ups count against the per-address limit that newsletter.spec.ts needs.
  { path: "/nyhedsbrev/bekraeft", base: { token: "fuzz" }, roles: EVERYONE },
  { path: "/nyhedsbrev/afmeld", base: { "List-Unsubscribe": "One-Click" }, roles: EVERYONE },
  { path: "/nyhedsbrev/indstillinger", base: { lists: "dagens-vigtigste" }, roles: EVERYONE },
  {
    path: "/auth",
    base: { intent: "signin", email: "fuzz-nobody@forsiden.test", password: "forkert-kode" },
    intents: ["signin", "signup", "forgot", "unknown"],
    roles: ["anon", "anon-nocache"],
  },
  {
    path: "/auth/nulstil",
    base: { token: "fuzz", password: "ny-kode-123", confirm: "ny-kode-123" },
    roles: ["anon"],
  },
  { path: "/auth/to-faktor", base: { code: "123456", trustDevice: "on" }, roles: ["anon"] },
  {
    path: "/admin/new-article",
    base: {
      title: "Fuzz titel",
      excerpt: "Fuzz uddrag",
      content: "Fuzz indhold.",
      category: "Nyheder",
      tags: "fuzz",
      slug: "",
      imageUrl: "",
      imageAlt: "",
      imageCredit: "",
    },
    roles: STAFF,
  },
  {
    path: "/admin/articles",
    base: { intent: "update", id: "00000000-0000-4000-8000-000000000000", version: "1", title: "Fuzz" },
    // Issue 26: the review transitions (submit, approve, send back with a comment, publish now).
    intents: ["update", "delete", "restore", "publish", "submit", "approve", "send_back", "unknown"],
    roles: STAFF,
  },
  // Issue 26: assignments (a made-up assignee is refused with a 4xx, never a 5xx).
  {
    path: "/admin/opgaver",
    base: {
      intent: "create",
      title: "Fuzz opgave",
      brief: "Fuzz brief",
      deadline: "2099-01-01T12:00",
      assigneeId: "fuzz",
      matchId: "",
      clubId: "",
    },
    intents: ["create", "update", "cancel", "done", "unknown"],
    roles: STAFF,
  },
  {
    path: "/admin/clubs",
    base: {
      intent: "create",
      name: "Fuzz FC",
      shortName: "FUZ",
      slug: "",
      country: "Danmark",
      league: "Superligaen",
      stadium: "Fuzz Park",
      location: "Fuzzby",
      founded: "1901",
      website: "",
      description: "En klub fra fuzz-testen.",
    },
    intents: ["create", "update", "delete", "unknown"],
    multipart: true,
    roles: STAFF,
  },
  {
    path: "/admin/stillinger",
    base: {
      intent: "match-create",
      homeTeam: "Fuzz FC",
      awayTeam: "Test IF",
      date: "2026-05-01",
      time: "18:00",
      competition: "Fuzz Cup",
      leagueKey: "superligaen",
      season: "2025-26",
      status: "upcoming",
      homeScore: "",
      awayScore: "",
    },
    intents: ["match-create", "match-update", "match-delete", "recompute", "save-table", "unknown"],
    roles: STAFF,
  },
  {
    path: "/admin/henvendelser",
    base: { intent: "handled", id: "00000000-0000-4000-8000-000000000000" },
    intents: ["handled", "unhandled", "delete"],
    roles: STAFF,
  },
  // Issue 24: 'send' is left out: it runs the newsletter jobs (tested in nyhedsbreve.db.test.ts).
  {
    path: "/admin/nyhedsbreve",
    base: { intent: "lead", articleId: "", liste: "dagens-vigtigste" },
    intents: ["lead", "test", "unknown"],
    roles: STAFF,
  },
  {
    path: "/admin/profil",
    base: { intent: "start", password: "forkert-kode" },
    intents: ["start", "disable", "confirm"],
    roles: STAFF,
    weight: 1,
  },
  {
    path: "/admin/historie",
    base: { topic: "Fuzz-historie", context: "Kontekst" },
    multipart: true,
    roles: STAFF,
  },
  { path: "/admin/ai-article", base: { url: "https://www.bold.dk/fodbold/fuzz" }, roles: STAFF },
  // Issue 24, reader accounts (ADR 0025). The sign-in forms, anonymous; /konto for every role with
  // what keeps the session ('password' needs the current one, which the fuzz never sends); what ends
  // the session or the account only without one.
  {
    path: "/konto/log-ind",
    base: { intent: "link", email: "fuzz-laeser-link@forsiden.test", password: "forkert-kode" },
    intents: ["link", "password", "unknown"],
    roles: ["anon", "anon-nocache"],
  },
  {
    path: "/konto/log-ind/link",
    base: { token: "FuzzFuzzFuzzFuzzFuzzFuzzFuzzFuzz" },
    roles: ["anon", "anon-nocache"],
  },
  {
    path: "/konto",
    base: {
      intent: "name",
      name: "Fuzz Læser",
      email: "fuzz-ny-adresse@forsiden.test",
      currentPassword: "forkert-kode",
      password: "ny-kode-123",
    },
    intents: ["name", "email", "password", "unknown"],
    roles: EVERYONE,
  },
  {
    path: "/konto",
    base: { intent: "delete", confirm: "ja" },
    intents: ["delete", "signout-everywhere"],
    roles: ["anon", "anon-nocache"],
  },
  // Administrators only: user, editor and anonymous posts must all be refused without a 5xx.
  {
    path: "/admin/settings",
    base: { intent: "save", siteName: "Fuzz" },
    intents: ["save", "optimize"],
    roles: STAFF,
  },
  {
    path: "/admin/brugere",
    base: { intent: "role", userId: "fuzz", role: "editor" },
    intents: ["role", "signout-all"],
    roles: STAFF,
  },
];

/** JSON and form endpoints of the app (not Better Auth). */
export const APP_ENDPOINTS = [
  { method: "POST", path: "/api/consent", roles: EVERYONE },
  { method: "POST", path: "/api/articles/:id/view", roles: EVERYONE },
  { method: "POST", path: "/admin/api/upload", roles: STAFF },
  { method: "GET", path: "/admin/api/media", roles: STAFF },
  // Issue 27: 'Indsæt indlejring' (a hostile link is refused with the supported services, a 4xx).
  { method: "GET", path: "/admin/api/indlejring", roles: STAFF },
  { method: "GET", path: "/admin/api/indexing", roles: STAFF },
  { method: "POST", path: "/admin/api/jobs/:name/run", roles: STAFF },
  { method: "GET", path: "/admin/api/backup", roles: STAFF },
  { method: "GET", path: "/admin/api/nyhedsbreve/eksport", roles: STAFF },
  // Issue 24, reader accounts (ADR 0025): the header's status and the reader's data download.
  { method: "GET", path: "/api/konto/status", roles: EVERYONE },
  { method: "GET", path: "/konto/data", roles: EVERYONE },
  // Issue 24, followed clubs: follow or unfollow, and the front page's strip.
  { method: "POST", path: "/api/klubber/:clubId/foelg", roles: EVERYONE },
  { method: "GET", path: "/api/mine-klubber", roles: EVERYONE },
  // Issue 25, web push: the key, a browser's subscription and its status (JSON, Zod-validated).
  { method: "GET", path: "/api/push/key", roles: EVERYONE },
  { method: "POST", path: "/api/push/subscriptions", roles: EVERYONE },
  { method: "POST", path: "/api/push/subscriptions/status", roles: EVERYONE },
  // The live stream's JSON twin (server/live-routes.ts; the stream itself would stay open).
  { method: "GET", path: "/live/:articleId/events.json", roles: EVERYONE },
  // Issue 26, the newsroom: notes, notifications, presence, autosave, preview links, its stream's twin.
  { method: "GET", path: "/admin/api/artikler/:articleId/noter", roles: STAFF },
  { method: "POST", path: "/admin/api/artikler/:articleId/noter", roles: STAFF },
  { method: "GET", path: "/admin/api/notifikationer", roles: STAFF },
  { method: "POST", path: "/admin/api/notifikationer", roles: STAFF },
  { method: "GET", path: "/admin/api/artikler/:articleId/tilstedevaerelse", roles: STAFF },
  { method: "POST", path: "/admin/api/artikler/:articleId/tilstedevaerelse", roles: STAFF },
  { method: "GET", path: "/admin/api/arbejdskopi", roles: STAFF },
  { method: "POST", path: "/admin/api/arbejdskopi", roles: STAFF },
  { method: "POST", path: "/admin/api/artikler/:articleId/forhaandsvisning", roles: STAFF },
  { method: "GET", path: "/live/redaktion/events.json", roles: STAFF },
] as const;

/** Better Auth endpoints: JSON bodies with a valid shape to start from. */
export const AUTH_ENDPOINTS: {
  path: string;
  method: "GET" | "POST";
  base: Record<string, unknown>;
  roles: Role[];
  weight?: number;
}[] = [
  {
    path: "/api/auth/sign-in/email",
    method: "POST",
    base: { email: "fuzz-nobody@forsiden.test", password: "forkert-kode" },
    roles: ["anon"],
  },
  {
    path: "/api/auth/sign-up/email",
    method: "POST",
    base: { email: "fuzz-signup@forsiden.test", password: "fuzz-kode-1", name: "Fuzz" },
    roles: ["anon"],
  },
  {
    path: "/api/auth/request-password-reset",
    method: "POST",
    base: { email: "fuzz-nobody@forsiden.test", redirectTo: "/auth/nulstil" },
    roles: ["anon"],
  },
  {
    path: "/api/auth/reset-password",
    method: "POST",
    base: { token: "fuzz", newPassword: "ny-kode-123" },
    roles: ["anon"],
  },
  {
    path: "/api/auth/send-verification-email",
    method: "POST",
    base: { email: "fuzz-nobody@forsiden.test" },
    roles: ["anon"],
  },
  { path: "/api/auth/two-factor/verify-totp", method: "POST", base: { code: "123456" }, roles: ["anon"] },
  {
    path: "/api/auth/two-factor/verify-backup-code",
    method: "POST",
    base: { code: "abcde-fghij" },
    roles: ["anon"],
  },
  {
    path: "/api/auth/two-factor/enable",
    method: "POST",
    base: { password: "forkert-kode" },
    roles: ["user", "editor"],
    weight: 1,
  },
  { path: "/api/auth/update-user", method: "POST", base: { name: "Fuzz" }, roles: ["user", "editor"] },
  {
    path: "/api/auth/change-password",
    method: "POST",
    base: { currentPassword: "forkert-kode", newPassword: "ny-kode-123" },
    roles: ["user", "editor"],
    weight: 1,
  },
  {
    path: "/api/auth/get-session",
    method: "GET",
    base: {},
    roles: ["anon", "anon-nocache", "user", "editor"],
  },
  { path: "/api/auth/verify-email", method: "GET", base: { token: "fuzz" }, roles: ["anon"] },
  {
    path: "/api/auth/reset-password/fuzz",
    method: "GET",
    base: { callbackURL: "/auth/nulstil" },
    roles: ["anon"],
  },
  // Issue 24, reader accounts (ADR 0025): a login link by mail, following one, changing the e-mail.
  {
    path: "/api/auth/sign-in/magic-link",
    method: "POST",
    base: { email: "fuzz-laeser-link@forsiden.test", callbackURL: "/konto" },
    roles: ["anon"],
  },
  {
    path: "/api/auth/magic-link/verify",
    method: "GET",
    base: { token: "fuzz", callbackURL: "/konto" },
    roles: ["anon"],
  },
  {
    path: "/api/auth/change-email",
    method: "POST",
    base: { newEmail: "fuzz-ny-adresse@forsiden.test", callbackURL: "/konto" },
    roles: ["user", "editor"],
  },
  { path: "/api/auth/sign-out", method: "POST", base: {}, roles: ["anon", "anon-nocache"] },
  { path: "/api/auth/list-sessions", method: "GET", base: {}, roles: ["user", "editor"] },
  { path: "/api/auth/ok", method: "GET", base: {}, roles: ["anon"] },
  { path: "/api/auth/does-not-exist", method: "POST", base: {}, roles: ["anon"] },
];

/** Paths that end the caller's own session: posted only without a real session. */
export const SESSION_ENDING = ["/auth/log-ud", "/api/auth/sign-out", "/api/auth/revoke"];
