/**
 * Reader accounts (issue 24, ADR 0025): sign-in and sign-up by a one-time link by mail, the
 * enumeration-safe answer, its rate limits, the header's status endpoint and marker cookie, and
 * /konto's name, e-mail, password, sessions, data export and deletion. Real Better Auth, the app's
 * route loaders and actions, the real /api/auth/* middleware, on PGlite and PostgreSQL.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import { action as authAction } from "../../app/routes/auth";
import { action as resetAction } from "../../app/routes/auth-nulstil";
import { action as kontoAction, loader as kontoLoader } from "../../app/routes/konto";
import { action as signInAction, loader as signInLoader } from "../../app/routes/konto-log-ind";
import { action as linkAction, loader as linkLoader } from "../../app/routes/konto-log-ind-link";
import { loader as dataLoader } from "../../app/routes/resources/konto-data";
import { loader as statusLoader } from "../../app/routes/resources/konto-status";
import { getAuth } from "../../app/server/auth.server";
import { createCredentialUser } from "../../app/server/auth-internals.server";
import { executeRows } from "../../app/server/db/client.server";
import {
  auditLog,
  clubFollows,
  clubs,
  mailOutbox,
  newsletterIssues,
  newsletterSends,
  newsletterSubscribers,
  newsletterSubscriptions,
  session,
  twoFactor,
  user,
  verification,
} from "../../app/server/db/schema";
import { logger } from "../../app/server/logger.server";
import { authRateLimits } from "../../server/auth-rate-limit-middleware";
import { clientIpOf } from "../../server/client-ip";
import {
  authApi,
  contextFor,
  formRequest,
  isSignedIn,
  Jar,
  ORIGIN,
  run,
  setUpAuthTests,
} from "../support/auth-harness";
import { TEST_DB_KIND } from "../support/test-database";

const SENT = "Tjek din indbakke. Hvis adressen kan bruges, har vi sendt dig et login-link.";
const TOO_MANY = "For mange forsøg. Prøv igen om et øjeblik.";
const BAD_LINK = "Linket er ugyldigt, udløbet eller allerede brugt. Bed om et nyt.";

const db = setUpAuthTests("forsiden-konto-test-");
let counter = 0;

const uniqueEmail = (what: string) => `${what}-${++counter}-${Date.now()}@forsiden.test`;

async function mailsTo(to: string) {
  return db().select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt));
}

/** The token in the newest login-link mail to `to`. */
async function tokenMailedTo(to: string): Promise<string> {
  const [mail] = await mailsTo(to);
  const match = new RegExp(`${ORIGIN}/konto/log-ind/link\\?token=([A-Za-z0-9]+)`).exec(mail?.body ?? "");
  if (!match) throw new Error(`no login link in the mail to ${to}: ${mail?.body}`);
  return match[1];
}

/** 'Send mig et login-link' on /konto/log-ind. */
async function requestLink(email: string, jar = new Jar()) {
  return run(signInAction, formRequest(jar, "/konto/log-ind", { intent: "link", email }), jar);
}

/** 'Log ind' with e-mail and password on /konto/log-ind (or the given address of it). */
async function signInWithPassword(
  form: { email: string; password: string; redirectTo?: string },
  jar = new Jar(),
  pathname = "/konto/log-ind",
) {
  return run(signInAction, formRequest(jar, pathname, { intent: "password", ...form }), jar);
}

/** A form on /konto posted with the jar's session. */
async function postKonto(jar: Jar, form: Record<string, string>) {
  return run(kontoAction, formRequest(jar, "/konto", form), jar);
}

/** The button on the mailed link's page. */
async function followLink(token: string, jar = new Jar()) {
  return run(linkAction, formRequest(jar, "/konto/log-ind/link", { token }), jar);
}

/** A reader signed in through a link of their own (the account is made on the way). */
async function linkReader(what = "laeser") {
  const email = uniqueEmail(what);
  const jar = new Jar();
  await requestLink(email);
  const res = await followLink(await tokenMailedTo(email), jar);
  expect(res.location).toBe("/konto");
  const [row] = await db().select({ id: user.id }).from(user).where(eq(user.email, email));
  return { email, jar, userId: row.id };
}

async function passwordUser(role: "user" | "editor", twoFactorEnabled = false) {
  const email = uniqueEmail(role);
  const password = `kode-${counter}-hemmelig`;
  const userId = await createCredentialUser(getAuth(), {
    email,
    name: email,
    password,
    role,
    emailVerified: true,
  });
  if (twoFactorEnabled) await db().update(user).set({ twoFactorEnabled: true }).where(eq(user.id, userId));
  return { email, password, userId };
}

async function status(jar: Jar) {
  const response = (await statusLoader({
    request: formRequest(jar, "/api/konto/status"),
    context: await contextFor(jar),
    params: {},
  } as never)) as Response;
  jar.take(response.headers);
  return { response, json: await response.json() };
}

/** The /api/auth/* mount as server/app.ts builds it, from a socket with the given address. */
async function viaApi(pathname: string, body: unknown, ip: string) {
  const app = new Hono();
  app.on(
    ["GET", "POST"],
    "/api/auth/*",
    authRateLimits({
      clientIp: (c) => clientIpOf(c, false),
      secureCookies: false,
      handler: (request) => getAuth().handler(request),
    }),
  );
  const res = await app.request(
    `${ORIGIN}/api/auth${pathname}`,
    {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: JSON.stringify(body),
    },
    { incoming: { socket: { remoteAddress: ip, remotePort: 40_000, remoteFamily: "IPv4" } } },
  );
  return { status: res.status, retryAfter: res.headers.get("retry-after"), json: await res.json() };
}

describe(`reader accounts (/konto) on ${TEST_DB_KIND}`, () => {
  afterEach(() => vi.restoreAllMocks());

  describe("sign-in and sign-up by a one-time link", () => {
    it("a new address: 'Tjek din indbakke…', the mail 'Dit login-link til Forsiden', and the button makes the account (role user), signs in and lands on /konto", async () => {
      const email = uniqueEmail("ny");
      const asked = await requestLink(email.toUpperCase());
      expect(asked.status).toBe(200);
      expect(asked.data).toMatchObject({ ok: true, title: "Tjek din indbakke", message: SENT });
      // Nothing is made before the link is used.
      expect(await db().select().from(user).where(eq(user.email, email))).toHaveLength(0);

      const [mail] = await mailsTo(email);
      expect(mail.subject).toBe("Dit login-link til Forsiden");
      expect(mail.body).toContain("oprette din konto");
      expect(mail.body).toContain("15 minutter");
      const token = await tokenMailedTo(email);

      // Opening the link spends nothing (a mail scanner's GET): the page only holds the token.
      const jar = new Jar();
      const page = await run(linkLoader, formRequest(jar, `/konto/log-ind/link?token=${token}`), jar);
      expect(page.data).toEqual({ token, target: null });
      expect(await isSignedIn(jar)).toBe(false);

      const used = await followLink(token, jar);
      expect(used).toMatchObject({ status: 302, location: "/konto" });
      expect(jar.has("forsiden.session_token")).toBe(true);
      expect(jar.has("forsiden_konto")).toBe(true);
      expect(decodeURIComponent(jar.header())).toContain('"title":"Velkommen til Forsiden"');
      const [row] = await db().select().from(user).where(eq(user.email, email));
      expect(row).toMatchObject({ role: "user", emailVerified: true, name: "" });
      expect((await contextFor(jar)).session?.user.email).toBe(email);

      // /konto opens for the new reader; /konto/log-ind sends them there.
      const konto = await run(kontoLoader, formRequest(jar, "/konto"), jar);
      expect(konto.data).toMatchObject({ account: { email, role: "user", hasPassword: false, name: null } });
      expect((await run(signInLoader, formRequest(jar, "/konto/log-ind"), jar)).location).toBe("/konto");

      // Once only.
      const again = await followLink(token);
      expect(again).toMatchObject({ status: 400, data: { ok: false, message: BAD_LINK } });
    });

    it("'Følg' on a club page asked them to sign in: the mailed link carries the page and signing in ends there; a staff page is not carried", async () => {
      const email = uniqueEmail("tilbage");
      const jar = new Jar();
      const asked = await run(
        signInAction,
        formRequest(jar, "/konto/log-ind", { intent: "link", email, redirectTo: "/klubber/agf" }),
        jar,
      );
      expect(asked.status).toBe(200);
      const [mail] = await mailsTo(email);
      expect(mail.body).toMatch(
        new RegExp(`${ORIGIN}/konto/log-ind/link\\?token=[A-Za-z0-9]+&redirectTo=%2Fklubber%2Fagf`),
      );
      const token = await tokenMailedTo(email);
      const page = await run(
        linkLoader,
        formRequest(jar, `/konto/log-ind/link?token=${token}&redirectTo=%2Fklubber%2Fagf`),
        jar,
      );
      expect(page.data).toEqual({ token, target: "/klubber/agf" });
      const used = await run(
        linkAction,
        formRequest(jar, "/konto/log-ind/link", { token, redirectTo: "/klubber/agf" }),
        jar,
      );
      expect(used).toMatchObject({ status: 302, location: "/klubber/agf" });
      expect(jar.has("forsiden.session_token")).toBe(true);

      // A private or foreign target is never carried: the link and the sign-in end on /konto.
      for (const target of ["/admin", "//evil.example", "https://evil.example/klubber"]) {
        const other = uniqueEmail("ikke-tilbage");
        await run(
          signInAction,
          formRequest(new Jar(), "/konto/log-ind", { intent: "link", email: other, redirectTo: target }),
          new Jar(),
        );
        const [sent] = await mailsTo(other);
        expect(sent.body, target).not.toContain("redirectTo");
        const spent = await run(
          linkAction,
          formRequest(new Jar(), "/konto/log-ind/link", {
            token: await tokenMailedTo(other),
            redirectTo: target,
          }),
          new Jar(),
        );
        expect(spent, target).toMatchObject({ status: 302, location: "/konto" });
      }
    });

    it("the token is stored hashed and lives 15 minutes; an expired link is refused", async () => {
      const email = uniqueEmail("udloeb");
      await requestLink(email);
      const token = await tokenMailedTo(email);
      const [row] = await db()
        .select()
        .from(verification)
        .where(sql`${verification.value} LIKE ${`%${email}%`}`);
      expect(row.identifier).not.toContain(token);
      expect(JSON.parse(row.value)).toEqual({ email, name: "" });
      const lifetime = (row.expiresAt.getTime() - row.createdAt.getTime()) / 1000;
      expect(lifetime).toBeGreaterThan(890);
      expect(lifetime).toBeLessThan(910);

      await db()
        .update(verification)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(verification.id, row.id));
      const jar = new Jar();
      expect(await followLink(token, jar)).toMatchObject({ status: 400, data: { message: BAD_LINK } });
      expect(jar.has("forsiden.session_token")).toBe(false);
      expect(await db().select().from(user).where(eq(user.email, email))).toHaveLength(0);
    });

    it("the answer is the same for an account, a new address and an account with two-factor sign-in (enumeration-safe)", async () => {
      const existing = await passwordUser("user");
      const guarded = await passwordUser("editor", true);
      const unknown = uniqueEmail("ukendt");
      const answers = [];
      for (const email of [existing.email, unknown, guarded.email]) answers.push(await requestLink(email));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      expect(answers[1].data).toEqual(answers[0].data);
      expect(answers[2].data).toEqual(answers[0].data);

      const [toExisting] = await mailsTo(existing.email);
      expect(toExisting.subject).toBe("Dit login-link til Forsiden");
      expect(toExisting.body).toContain("logge ind på Forsiden");
      // The two-factor account is told to use its password and code: no link is mailed.
      const [toGuarded] = await mailsTo(guarded.email);
      expect(toGuarded.subject).toBe("Log ind på Forsiden");
      expect(toGuarded.body).toContain("totrinsbekræftelse");
      expect(toGuarded.body).not.toContain("/konto/log-ind/link");
    });

    it("a link does not skip the second factor: turned on after the link was sent, the link is refused", async () => {
      const reader = await passwordUser("user");
      await requestLink(reader.email);
      const token = await tokenMailedTo(reader.email);
      await db().update(user).set({ twoFactorEnabled: true }).where(eq(user.id, reader.userId));
      const jar = new Jar();
      const used = await followLink(token, jar);
      expect(used).toMatchObject({
        status: 400,
        data: {
          ok: false,
          message:
            "Din konto er beskyttet med totrinsbekræftelse og kan ikke åbnes med et link. Log ind med e-mail og adgangskode.",
        },
      });
      expect(jar.has("forsiden.session_token")).toBe(false);
      expect(await followLink(token)).toMatchObject({ data: { message: BAD_LINK } });
    });

    it("through the JSON API the request is normalised: lower-cased, no name; a foreign callback address is refused", async () => {
      const email = uniqueEmail("api");
      const hostile = await viaApi(
        "/sign-in/magic-link",
        { email, callbackURL: "https://evil.example/phish" },
        "198.51.100.70",
      );
      expect(hostile.status).toBe(403);
      expect(await mailsTo(email)).toHaveLength(0);
      const res = await viaApi(
        "/sign-in/magic-link",
        { email: email.replace("api", "API"), name: "<script>x</script>", callbackURL: "/" },
        "198.51.100.70",
      );
      expect(res.status).toBe(200);
      const [row] = await db()
        .select()
        .from(verification)
        .where(sql`${verification.value} LIKE ${`%${email}%`}`);
      expect(JSON.parse(row.value)).toEqual({ email, name: "" });
      const [mail] = await mailsTo(email);
      expect(mail.body).not.toContain("evil.example");
      // Better Auth's own GET endpoint gives the same session (and ignores hostile callbacks).
      const token = await tokenMailedTo(email);
      const jar = new Jar();
      const verified = await getAuth().handler(
        new Request(`${ORIGIN}/api/auth/magic-link/verify?token=${token}&callbackURL=%2Fkonto`),
      );
      expect(verified.status).toBe(302);
      jar.take(verified.headers);
      expect(jar.has("forsiden_konto")).toBe(true);
      const [created] = await db().select().from(user).where(eq(user.email, email));
      expect(created.name).toBe("");
    });
  });

  describe("rate limits on link requests (ADR 0011, 0025)", () => {
    it("3 per e-mail in 10 minutes, from any address: the 4th is 429 'For mange forsøg…' with Retry-After and sends nothing", async () => {
      const email = uniqueEmail("begraenset");
      for (let i = 0; i < 3; i++) expect((await requestLink(email)).status).toBe(200);
      const refused = await requestLink(email);
      expect(refused).toMatchObject({ status: 429, data: { ok: false, message: TOO_MANY } });
      expect(await mailsTo(email)).toHaveLength(3);
      // The JSON endpoint counts on the same counter.
      const api = await viaApi("/sign-in/magic-link", { email }, "198.51.100.71");
      expect(api.status).toBe(429);
      expect(Number(api.retryAfter)).toBeGreaterThan(0);
      expect(api.json).toEqual({ code: "TOO_MANY_REQUESTS", message: TOO_MANY });
    });

    it("10 per client address in 10 minutes, whatever the e-mails", async () => {
      const statuses = [];
      for (let i = 0; i < 11; i++) {
        statuses.push(
          (await viaApi("/sign-in/magic-link", { email: uniqueEmail("adresse") }, "198.51.100.72")).status,
        );
      }
      expect(statuses).toEqual([...Array(10).fill(200), 429]);
      // Another address is not affected.
      expect(
        (await viaApi("/sign-in/magic-link", { email: uniqueEmail("anden") }, "198.51.100.73")).status,
      ).toBe(200);
    });

    it("fails closed: without its counters no link is sent (503 with Retry-After)", async () => {
      const email = uniqueEmail("lukket");
      // The limiter logs the failed store at warn; expected here.
      vi.spyOn(logger, "warn").mockImplementation(() => undefined);
      await db().execute(sql`ALTER TABLE rate_limits RENAME TO rate_limits_away`);
      try {
        const refused = await viaApi("/sign-in/magic-link", { email }, "198.51.100.74");
        expect(refused.status).toBe(503);
        expect(refused.retryAfter).toBe("5");
        const form = await requestLink(email);
        expect(form.status).toBe(503);
      } finally {
        await db().execute(sql`ALTER TABLE rate_limits_away RENAME TO rate_limits`);
      }
      expect(await mailsTo(email)).toHaveLength(0);
    });
  });

  describe("password sign-in on /konto/log-ind and the marker cookie", () => {
    it("signs in to /konto with the marker cookie (readable by scripts, as long as the session); a wrong password is 'Forkerte login oplysninger'", async () => {
      const reader = await passwordUser("user");
      const wrong = await signInWithPassword({ email: reader.email, password: "forkert" });
      expect(wrong).toMatchObject({
        status: 401,
        data: { ok: false, message: "Forkerte login oplysninger" },
      });

      const jar = new Jar();
      const res = await signInWithPassword({ email: reader.email, password: reader.password }, jar);
      expect(res).toMatchObject({ status: 302, location: "/konto" });
      expect(jar.has("forsiden_konto")).toBe(true);

      // From a club page's 'Følg': back to the club page.
      const back = await signInWithPassword({
        email: reader.email,
        password: reader.password,
        redirectTo: "/klubber/agf",
      });
      expect(back).toMatchObject({ status: 302, location: "/klubber/agf" });

      // Better Auth's JSON sign-in sets it too, and its sign-out clears it.
      const api = new Jar();
      const signedIn = await authApi(api, "/sign-in/email", {
        email: reader.email,
        password: reader.password,
      });
      const marker = signedIn.headers.getSetCookie().find((c) => c.startsWith("forsiden_konto="));
      expect(marker).toMatch(/^forsiden_konto=1; Max-Age=60(479|480)\d; Path=\/; SameSite=Lax$/);
      expect(marker).not.toMatch(/HttpOnly/i);
      await authApi(api, "/sign-out", {});
      expect(api.has("forsiden_konto")).toBe(false);
    });

    it("an account with two-factor sign-in goes on to the code, and gets no marker before it", async () => {
      const staff = await passwordUser("editor");
      // Turn two-factor on through Better Auth, as a staff member does on /admin/profil.
      const jar = new Jar();
      await authApi(jar, "/sign-in/email", { email: staff.email, password: staff.password });
      const enabled = await authApi(jar, "/two-factor/enable", { password: staff.password });
      expect(enabled.status).toBe(200);
      await db().update(user).set({ twoFactorEnabled: true }).where(eq(user.id, staff.userId));
      const fresh = new Jar();
      const res = await signInWithPassword({ email: staff.email, password: staff.password }, fresh);
      expect(res).toMatchObject({ status: 302, location: "/auth/to-faktor?redirectTo=%2Fkonto" });
      expect(fresh.has("forsiden.session_token")).toBe(false);
      expect(fresh.has("forsiden_konto")).toBe(false);
    });
  });

  describe("'Glemt adgangskode?' from /konto/log-ind ends where a reader signs in", () => {
    /** The forgot form on /auth?visning=glemt, as the reader's link opens it. */
    async function askForReset(email: string, redirectTo: string) {
      const jar = new Jar();
      const asked = await run(
        authAction,
        formRequest(jar, "/auth?visning=glemt", { intent: "forgot", email, redirectTo }),
        jar,
      );
      expect(asked.data).toMatchObject({ ok: true, title: "Tjek din email" });
      const [mail] = await mailsTo(email);
      expect(mail.subject).toBe("Nulstil din adgangskode til Forsiden");
      const link = /https?:\/\/\S+/.exec(mail.body ?? "")?.[0] ?? "";
      expect(link.startsWith(`${ORIGIN}/api/auth/reset-password/`)).toBe(true);
      return link;
    }

    /** Opens the mailed link: Better Auth's GET /api/auth/reset-password/:token?callbackURL=… */
    async function follow(link: string) {
      const opened = await getAuth().handler(new Request(link));
      expect(opened.status).toBe(302);
      return new URL(opened.headers.get("location") ?? "", ORIGIN);
    }

    it("a reader's request (redirectTo=/konto) leads to /auth/nulstil with the target and the token; the new password signs in on /konto/log-ind", async () => {
      const reader = await passwordUser("user");
      const link = await askForReset(reader.email, "/konto");
      expect(new URL(link).searchParams.get("callbackURL")).toBe("/auth/nulstil?redirectTo=%2Fkonto");

      const landing = await follow(link);
      expect(landing.origin).toBe(ORIGIN);
      expect(landing.pathname).toBe("/auth/nulstil");
      expect(landing.searchParams.get("redirectTo")).toBe("/konto");
      const token = landing.searchParams.get("token") ?? "";
      expect(token).toMatch(/^[A-Za-z0-9]+$/);
      expect(landing.search).toBe(`?redirectTo=%2Fkonto&token=${token}`);

      const done = await run(
        resetAction,
        formRequest(new Jar(), `/auth/nulstil${landing.search}`, { token, password: "ny-laeser-kode" }),
        new Jar(),
      );
      expect(done.data).toMatchObject({ ok: true, title: "Adgangskoden er ændret" });
      // A used link comes back with the target too, so 'Bed om et nyt.' stays the reader's.
      const spent = await follow(link);
      expect(spent.pathname).toBe("/auth/nulstil");
      expect(spent.searchParams.get("redirectTo")).toBe("/konto");
      expect(spent.searchParams.get("error")).toBe("INVALID_TOKEN");

      const jar = new Jar();
      const signedIn = await signInWithPassword(
        { email: reader.email, password: "ny-laeser-kode" },
        jar,
        "/konto/log-ind?redirectTo=%2Fkonto",
      );
      expect(signedIn).toMatchObject({ status: 302, location: "/konto" });
    });

    it("a /mine-klubber target with a query survives Better Auth's callback check, escaped all the way", async () => {
      const reader = await passwordUser("user");
      const target = "/mine-klubber?vis=alle&x=(1)~!*'";
      const landing = await follow(await askForReset(reader.email, target));
      expect(landing.pathname).toBe("/auth/nulstil");
      // As lib/safe-redirect gives it back (a URL's query escapes the quote).
      expect(landing.searchParams.get("redirectTo")).toBe("/mine-klubber?vis=alle&x=(1)~!*%27");
      expect(landing.searchParams.get("token")).toMatch(/^[A-Za-z0-9]+$/);
    });

    it("a hostile or a staff target is not carried: the link leads to /auth/nulstil?token=… as for staff", async () => {
      for (const redirectTo of ["//evil.example", "https://evil.example", "/admin"]) {
        const reader = await passwordUser("user");
        const link = await askForReset(reader.email, redirectTo);
        expect(new URL(link).searchParams.get("callbackURL"), redirectTo).toBe("/auth/nulstil");
        const landing = await follow(link);
        expect(landing.pathname, redirectTo).toBe("/auth/nulstil");
        expect([...landing.searchParams.keys()], redirectTo).toEqual(["token"]);
        expect(landing.href, redirectTo).not.toContain("evil");
      }
    });
  });

  describe("GET /api/konto/status", () => {
    it("anonymous: not signed in, private and never stored; a marker without a session is cleared", async () => {
      const jar = new Jar();
      const anonymous = await status(jar);
      expect(anonymous.json).toEqual({ signedIn: false, name: null, follows: [] });
      expect(anonymous.response.headers.get("cache-control")).toBe("private, no-store");
      expect(anonymous.response.headers.getSetCookie()).toEqual([]);

      const stale = new Jar();
      stale.take(new Headers({ "set-cookie": "forsiden_konto=1; Path=/" }));
      const cleared = await status(stale);
      expect(cleared.json).toEqual({ signedIn: false, name: null, follows: [] });
      expect(cleared.response.headers.getSetCookie()).toEqual([
        "forsiden_konto=; Path=/; Max-Age=0; SameSite=Lax",
      ]);
      expect(stale.has("forsiden_konto")).toBe(false);
    });

    it("signed in: the chosen name, or null until one is chosen (never the e-mail)", async () => {
      const reader = await linkReader();
      expect((await status(reader.jar)).json).toEqual({ signedIn: true, name: null, follows: [] });
      const saved = await postKonto(reader.jar, { intent: "name", name: " Mette Hansen " });
      expect(saved).toMatchObject({ status: 200, data: { ok: true, title: "Navnet er gemt" } });
      expect((await status(reader.jar)).json).toEqual({ signedIn: true, name: "Mette Hansen", follows: [] });
      const [row] = await db().select().from(user).where(eq(user.id, reader.userId));
      expect(row.nameConfirmedAt).not.toBeNull();

      const signedUp = await passwordUser("user");
      const jar = new Jar();
      await authApi(jar, "/sign-in/email", { email: signedUp.email, password: signedUp.password });
      expect((await status(jar)).json).toEqual({ signedIn: true, name: null, follows: [] });
    });
  });

  describe("/konto", () => {
    it("anonymous readers are sent to /konto/log-ind, from the page, its actions and the data download", async () => {
      const jar = new Jar();
      expect((await run(kontoLoader, formRequest(jar, "/konto"), jar)).location).toBe("/konto/log-ind");
      expect((await postKonto(jar, { intent: "delete", confirm: "ja" })).location).toBe("/konto/log-ind");
      expect((await run(dataLoader, formRequest(jar, "/konto/data"), jar)).location).toBe("/konto/log-ind");
    });

    it("the name is validated; a staff member's name is their byline and is changed on Min profil", async () => {
      const reader = await linkReader();
      const empty = await postKonto(reader.jar, { intent: "name", name: "  " });
      expect(empty).toMatchObject({
        status: 400,
        data: { ok: false, fieldErrors: { name: "Skriv dit navn" } },
      });
      const bidi = await postKonto(reader.jar, { intent: "name", name: "a\u202eb" });
      expect(bidi.status).toBe(400);
      const unknown = await postKonto(reader.jar, { intent: "rolle" });
      expect(unknown).toMatchObject({ status: 400, data: { message: "Ukendt handling" } });

      const staff = await passwordUser("editor");
      const jar = new Jar();
      await authApi(jar, "/sign-in/email", { email: staff.email, password: staff.password });
      const refused = await postKonto(jar, { intent: "name", name: "Ny Byline" });
      expect(refused).toMatchObject({
        status: 403,
        data: { message: "Navn og billede ændres under Min profil" },
      });
      const [row] = await db().select().from(user).where(eq(user.id, staff.userId));
      expect(row.name).toBe(staff.email);
    });

    it("'Skift e-mail' mails a link to the new address and tells the old one; the link changes it; a taken address gets the same answer and no mail", async () => {
      const reader = await linkReader();
      const taken = await passwordUser("user");
      const takenAnswer = await postKonto(reader.jar, { intent: "email", email: taken.email });
      expect(takenAnswer).toMatchObject({
        status: 200,
        data: { ok: true, title: "Bekræft den nye adresse" },
      });
      expect(
        (await mailsTo(taken.email)).filter((m) => m.subject.includes("nye e-mailadresse")),
      ).toHaveLength(0);

      const same = await postKonto(reader.jar, { intent: "email", email: reader.email });
      expect(same).toMatchObject({
        status: 400,
        data: { fieldErrors: { email: "Det er allerede din e-mailadresse." } },
      });

      const next = uniqueEmail("ny-adresse");
      const asked = await postKonto(reader.jar, { intent: "email", email: next });
      expect(asked).toMatchObject({ status: 200, data: { ok: true, intent: "email" } });
      const [toNew] = await mailsTo(next);
      expect(toNew.subject).toBe("Bekræft din nye e-mailadresse til Forsiden");
      const [toOld] = (await mailsTo(reader.email)).filter((m) => m.subject.includes("skal ændres"));
      expect(toOld.body).toContain(next);
      // Not changed until the link is followed.
      expect((await db().select().from(user).where(eq(user.id, reader.userId)))[0].email).toBe(reader.email);

      const link = /https?:\/\/\S+/.exec(toNew.body ?? "")?.[0] ?? "";
      expect(link).toContain("/api/auth/verify-email?token=");
      const followed = await getAuth().handler(
        new Request(link, { headers: { cookie: reader.jar.header() } }),
      );
      expect(followed.status).toBe(302);
      expect(followed.headers.get("location")).toBe("/konto?email=bekraeftet");
      reader.jar.take(followed.headers);
      const landed = await run(kontoLoader, formRequest(reader.jar, "/konto?email=bekraeftet"), reader.jar);
      expect(landed.location).toBe("/konto");
      expect(decodeURIComponent(reader.jar.header())).toContain('"title":"Din e-mailadresse er ændret"');
      expect((await db().select().from(user).where(eq(user.id, reader.userId)))[0]).toMatchObject({
        email: next,
        emailVerified: true,
      });
    });

    it("a link-only reader sets a password (and can sign in with it); changing it needs the current one and signs out the other devices", async () => {
      const reader = await linkReader();
      const set = await postKonto(reader.jar, { intent: "password", password: "foerste-kode" });
      expect(set).toMatchObject({ status: 200, data: { ok: true, title: "Adgangskoden er gemt" } });
      const other = new Jar();
      expect(
        (await authApi(other, "/sign-in/email", { email: reader.email, password: "foerste-kode" })).status,
      ).toBe(200);

      const changePassword = (currentPassword: string, password: string) =>
        postKonto(reader.jar, { intent: "password", currentPassword, password });
      const wrong = await changePassword("forkert", "anden-kode");
      expect(wrong).toMatchObject({
        status: 400,
        data: { ok: false, fieldErrors: { currentPassword: "Den nuværende adgangskode er forkert." } },
      });
      const short = await changePassword("foerste-kode", "kort");
      expect(short).toMatchObject({
        status: 400,
        data: { fieldErrors: { password: "Adgangskoden skal være mindst 6 tegn" } },
      });
      const changed = await changePassword("foerste-kode", "anden-kode");
      expect(changed).toMatchObject({ status: 200, data: { ok: true, title: "Adgangskoden er ændret" } });
      expect(await isSignedIn(reader.jar)).toBe(true);
      expect(await isSignedIn(other)).toBe(false);
    });

    it("'Log ud overalt' ends every session, this one too, and clears the cookies", async () => {
      const reader = await linkReader();
      await requestLink(reader.email);
      const second = new Jar();
      await followLink(await tokenMailedTo(reader.email), second);
      expect(await isSignedIn(second)).toBe(true);
      const unconfirmed = await postKonto(reader.jar, { intent: "signout-everywhere" });
      expect(unconfirmed.status).toBe(400);
      expect(await isSignedIn(second)).toBe(true);

      const res = await postKonto(reader.jar, { intent: "signout-everywhere", confirm: "ja" });
      expect(res).toMatchObject({ status: 302, location: "/konto/log-ind" });
      expect(reader.jar.has("forsiden.session_token")).toBe(false);
      expect(reader.jar.has("forsiden_konto")).toBe(false);
      expect(await isSignedIn(second)).toBe(false);
      expect(await db().select().from(session).where(eq(session.userId, reader.userId))).toHaveLength(0);
    });
  });

  describe("'Download mine data' and 'Slet min konto'", () => {
    /** Every text or JSON column of every table that holds the reader's e-mail or id. */
    async function columnsNaming(reader: { email: string; userId: string }): Promise<string[]> {
      const columns = await executeRows<{ table_name: string; column_name: string }>(
        db(),
        sql`SELECT table_name, column_name FROM information_schema.columns
            WHERE table_schema = current_schema() AND data_type IN ('text', 'character varying', 'jsonb', 'json')
            ORDER BY table_name, column_name`,
      );
      const found: string[] = [];
      for (const { table_name, column_name } of columns) {
        const rows = await executeRows<{ n: number }>(
          db(),
          sql`SELECT count(*)::int AS n FROM ${sql.identifier(table_name)}
              WHERE ${sql.identifier(column_name)}::text ILIKE ${`%${reader.email}%`}
                 OR ${sql.identifier(column_name)}::text LIKE ${`%${reader.userId}%`}`,
        );
        if (Number(rows[0].n) > 0) found.push(`${table_name}.${column_name}`);
      }
      return found;
    }

    /** A reader with something in every table that can name them. */
    async function richReader() {
      const reader = await linkReader("rig");
      await postKonto(reader.jar, { intent: "name", name: "Rig Læser" });
      await postKonto(reader.jar, { intent: "password", password: "laeser-kode" });
      // A second device, a pending login link and a reset link.
      const phone = new Jar();
      await authApi(phone, "/sign-in/email", { email: reader.email, password: "laeser-kode" });
      await requestLink(reader.email);
      await authApi(new Jar(), "/request-password-reset", {
        email: reader.email,
        redirectTo: "/auth/nulstil",
      });
      await db()
        .insert(twoFactor)
        .values({ id: `tf-${reader.userId}`, secret: "s", backupCodes: "b", userId: reader.userId });
      const [club] = await db()
        .insert(clubs)
        .values({
          slug: `klub-${counter}`,
          name: `Klub ${counter}`,
          league: "Superligaen",
          country: "Danmark",
        })
        .returning({ id: clubs.id });
      await db().insert(clubFollows).values({ userId: reader.userId, clubId: club.id });
      const [subscriber] = await db()
        .insert(newsletterSubscribers)
        .values({ email: reader.email })
        .returning({ id: newsletterSubscribers.id });
      await db()
        .insert(newsletterSubscriptions)
        .values([
          {
            subscriberId: subscriber.id,
            listKey: "dagens-vigtigste",
            status: "confirmed",
            consentTextVersion: "2026-11-27",
            consentSource: "nyhedsbrev",
            confirmedAt: new Date(),
          },
          {
            subscriberId: subscriber.id,
            listKey: `klub:${club.id}`,
            status: "pending",
            consentTextVersion: "2026-11-27",
            consentSource: "klub",
          },
        ]);
      const [issue] = await db()
        .insert(newsletterIssues)
        .values({ listKey: "dagens-vigtigste", issueDate: `2026-11-${10 + (counter % 18)}`, status: "sent" })
        .onConflictDoNothing()
        .returning({ id: newsletterIssues.id });
      if (issue)
        await db()
          .insert(newsletterSends)
          .values({ issueId: issue.id, subscriberId: subscriber.id, status: "sent" });
      await db()
        .insert(auditLog)
        .values([
          {
            actorId: "admin-id",
            actorEmail: "admin@forsiden.test",
            action: "sessions_revoked",
            entityType: "user",
            entityId: reader.userId,
            summary: `loggede ${reader.email} ud på alle enheder`,
          },
          {
            actorId: reader.userId,
            actorEmail: reader.email,
            action: "updated",
            entityType: "article",
            summary: "x",
          },
        ]);
      return { ...reader, phone, clubId: club.id, subscriberId: subscriber.id, issued: Boolean(issue) };
    }

    it("the download is a private JSON file of the account, its sessions, login methods, newsletters and clubs, without any secret", async () => {
      const reader = await richReader();
      const response = (await dataLoader({
        request: formRequest(reader.jar, "/konto/data"),
        context: await contextFor(reader.jar),
        params: {},
      } as never)) as Response;
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(response.headers.get("content-disposition")).toMatch(
        /^attachment; filename="forsiden-mine-data-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      const text = await response.text();
      const exported = JSON.parse(text);
      expect(exported.user).toMatchObject({
        id: reader.userId,
        email: reader.email,
        name: "Rig Læser",
        role: "user",
      });
      expect(exported.sessions.length).toBeGreaterThanOrEqual(2);
      expect(Object.keys(exported.sessions[0]).sort()).toEqual([
        "createdAt",
        "expiresAt",
        "ipAddress",
        "updatedAt",
        "userAgent",
      ]);
      expect(exported.accounts.map((a: { providerId: string }) => a.providerId)).toEqual(["credential"]);
      expect(exported.newsletter.subscriber.email).toBe(reader.email);
      expect(exported.newsletter.subscriptions).toEqual([
        expect.objectContaining({
          listKey: "dagens-vigtigste",
          status: "confirmed",
          consentSource: "nyhedsbrev",
        }),
        expect.objectContaining({ listKey: `klub:${reader.clubId}`, status: "pending" }),
      ]);
      if (reader.issued) expect(exported.newsletter.sends).toHaveLength(1);
      expect(exported.clubFollows).toEqual([expect.objectContaining({ clubId: reader.clubId })]);
      // No secret: no session token, password hash or two-factor secret, by value or by name.
      const tokens = await db()
        .select({ token: session.token })
        .from(session)
        .where(eq(session.userId, reader.userId));
      for (const { token } of tokens) expect(text).not.toContain(token);
      expect(text).not.toMatch(/"(token|password|secret|backupCodes|accessToken|refreshToken|idToken)"/);
      expect(text).not.toContain("scrypt");

      // /konto lists the same newsletters by name.
      const konto = await run(kontoLoader, formRequest(reader.jar, "/konto"), reader.jar);
      const shown = (
        konto.data as unknown as { account: { newsletters: unknown[]; followedClubs: unknown[] } }
      ).account;
      expect(shown.newsletters).toEqual([
        { name: "Dagens vigtigste", pending: false },
        { name: expect.stringMatching(/^Nyt fra Klub \d+$/), pending: true },
      ]);
      // … and the followed club, by name (its section offers 'Følg ikke længere').
      expect(shown.followedClubs).toEqual([
        { slug: expect.any(String), name: expect.stringMatching(/^Klub \d+$/) },
      ]);
    });

    it("deletion needs the dialog's confirmation; then nothing in any table names the reader, and the cookies are cleared", async () => {
      const reader = await richReader();
      // The sweep below does find the reader wherever they are stored.
      expect(await columnsNaming(reader)).toEqual(
        expect.arrayContaining([
          "account.user_id",
          "audit_log.actor_id",
          "audit_log.entity_id",
          "audit_log.summary",
          "club_follows.user_id",
          "mail_outbox.to",
          "newsletter_subscribers.email",
          "session.user_id",
          "two_factor.user_id",
          "user.email",
          "user.id",
          "verification.value",
        ]),
      );
      const unconfirmed = await postKonto(reader.jar, { intent: "delete" });
      expect(unconfirmed.status).toBe(400);
      expect(await db().select().from(user).where(eq(user.id, reader.userId))).toHaveLength(1);

      const res = await postKonto(reader.jar, { intent: "delete", confirm: "ja" });
      expect(res).toMatchObject({ status: 302, location: "/konto/log-ind" });
      expect(reader.jar.has("forsiden.session_token")).toBe(false);
      expect(reader.jar.has("forsiden_konto")).toBe(false);
      expect(decodeURIComponent(reader.jar.header())).toContain('"title":"Din konto er slettet"');
      expect(await isSignedIn(reader.phone)).toBe(false);

      // Every table, every column as text: neither the user id nor the e-mail is anywhere.
      expect(await columnsNaming(reader)).toEqual([]);
      // The cascades ran, and what is not the reader's stayed.
      expect(
        await db()
          .select()
          .from(newsletterSubscriptions)
          .where(eq(newsletterSubscriptions.subscriberId, reader.subscriberId)),
      ).toHaveLength(0);
      expect(
        await db()
          .select()
          .from(newsletterSends)
          .where(eq(newsletterSends.subscriberId, reader.subscriberId)),
      ).toHaveLength(0);
      expect(await db().select().from(clubs).where(eq(clubs.id, reader.clubId))).toHaveLength(1);
      const [kept] = await db()
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.action, "sessions_revoked"), sql`${auditLog.summary} LIKE '%[slettet konto]%'`),
        );
      expect(kept.actorEmail).toBe("admin@forsiden.test");
      // Signed out: /konto asks for a sign-in.
      expect((await run(kontoLoader, formRequest(reader.jar, "/konto"), reader.jar)).location).toBe(
        "/konto/log-ind",
      );
    });

    it("staff cannot delete their account here (their articles and bylines are the newsroom's): refused, nothing deleted", async () => {
      const staff = await passwordUser("editor");
      const jar = new Jar();
      await authApi(jar, "/sign-in/email", { email: staff.email, password: staff.password });
      const res = await postKonto(jar, { intent: "delete", confirm: "ja" });
      expect(res).toMatchObject({
        status: 403,
        data: {
          ok: false,
          message:
            "Redaktionens konti kan ikke slettes her. Bed en administrator om at fjerne din rolle under Brugere; derefter kan du slette kontoen.",
        },
      });
      expect(await db().select().from(user).where(eq(user.id, staff.userId))).toHaveLength(1);
      expect(await isSignedIn(jar)).toBe(true);
    });
  });
});
