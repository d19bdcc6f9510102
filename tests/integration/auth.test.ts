import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { signOut } from "../../app/features/auth/auth-actions.server";
import { ensureAccount } from "../../app/features/users/staff-accounts.server";
import { action as profileAction } from "../../app/routes/admin/profil";
import { action as authAction, loader as authLoader } from "../../app/routes/auth";
import { loader as confirmedLoader } from "../../app/routes/auth-bekraeftet";
import { action as resetAction } from "../../app/routes/auth-nulstil";
import { action as twoFactorAction, loader as twoFactorLoader } from "../../app/routes/auth-to-faktor";
import { getAuth } from "../../app/server/auth.server";
import { needsDisplayName } from "../../app/server/author-identity.server";
import { auditLog, mailOutbox, user } from "../../app/server/db/schema";
import { logger } from "../../app/server/logger.server";
import { authApi, contextFor, formRequest, Jar, ORIGIN, run, setUpAuthTests } from "../support/auth-harness";
import { TEST_DB_KIND } from "../support/test-database";
import { base32Decode, totp, wrongCode } from "../support/totp";

async function latestMail(to: string) {
  const [mail] = await handleDb()
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt));
  return mail;
}

function linkIn(body: string | null | undefined): string {
  const match = /https?:\/\/\S+/.exec(body ?? "");
  if (!match) throw new Error(`no link in mail: ${body}`);
  return match[0];
}

const handleDb = setUpAuthTests("forsiden-auth-test-");

describe(`accounts and sessions through Better Auth on ${TEST_DB_KIND}`, () => {
  const signInForm = (email: string, password: string, redirectTo = "/admin") => ({
    intent: "signin",
    email,
    password,
    redirectTo,
  });

  it("sign-up answers 'Registrering succesfuld' and the mailed link confirms, signs in and leads to the site root", async () => {
    const jar = new Jar();
    const email = "ny.laeser@forsiden.test";
    const res = await run(
      authAction,
      formRequest(jar, "/auth", { intent: "signup", email, password: "hemmelig1" }),
      jar,
    );
    expect(res.data).toMatchObject({
      ok: true,
      title: "Registrering succesfuld",
      message: "Tjek din email for bekræftelse",
    });
    const mail = await latestMail(email);
    expect(mail.subject).toBe("Bekræft din e-mail til Forsiden");
    const link = linkIn(mail.body);
    expect(link.startsWith(`${ORIGIN}/api/auth/verify-email?token=`)).toBe(true);

    const confirm = await getAuth().handler(new Request(link));
    expect(confirm.status).toBe(302);
    // Issue 14: through the landing that sets the flash, then on to the site root (spec §5).
    expect(confirm.headers.get("location")).toBe("/auth/bekraeftet");
    jar.take(confirm.headers);
    expect(jar.has("forsiden.session_token")).toBe(true);
    const landing = await run(confirmedLoader, formRequest(jar, "/auth/bekraeftet"), jar);
    expect(landing.status).toBe(302);
    expect(landing.location).toBe("/");
    expect(decodeURIComponent(jar.header())).toContain(
      '"title":"Din e-mail er bekræftet","message":"Du er nu logget ind."',
    );
    const [row] = await handleDb().select().from(user).where(eq(user.email, email));
    expect(row.emailVerified).toBe(true);
    expect(row.role).toBe("user");
    expect((await contextFor(jar)).session?.user.email).toBe(email);
  });

  it("a used or broken confirmation link lands on /auth with 'Bekræftelse fejlede' (issue 14)", async () => {
    const jar = new Jar();
    const confirm = await getAuth().handler(
      new Request(`${ORIGIN}/api/auth/verify-email?token=ugyldig&callbackURL=%2Fauth%2Fbekraeftet`),
    );
    expect(confirm.status).toBe(302);
    expect(confirm.headers.get("location")).toBe("/auth/bekraeftet?error=invalid_token");
    const landing = await run(confirmedLoader, formRequest(jar, "/auth/bekraeftet?error=invalid_token"), jar);
    expect(landing.location).toBe("/auth");
    expect(decodeURIComponent(jar.header())).toContain(
      '"title":"Bekræftelse fejlede","message":"Linket er ugyldigt eller udløbet. Log ind, så sender vi dig et nyt."',
    );
  });

  it("sign-up with an e-mail that exists: 'Registrering fejlede' / 'Bruger er allerede registreret'", async () => {
    const jar = new Jar();
    const res = await run(
      authAction,
      formRequest(jar, "/auth", {
        intent: "signup",
        email: "NY.LAESER@forsiden.test",
        password: "hemmelig2",
      }),
      jar,
    );
    expect(res.status).toBe(422);
    expect(res.data).toMatchObject({
      ok: false,
      title: "Registrering fejlede",
      message: "Bruger er allerede registreret",
    });
  });

  it("two sign-ups for one new address at once: one account, the other refused, and no error logged", async () => {
    const errors = vi.spyOn(logger, "error");
    try {
      const email = "samtidig@forsiden.test";
      const body = { email, password: "hemmelig2", name: "Samtidig" };
      const answers = await Promise.all([1, 2, 3].map(() => authApi(new Jar(), "/sign-up/email", body)));
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses[0]).toBe(200);
      expect(statuses.slice(1).every((s) => s === 422)).toBe(true);
      expect(await handleDb().select().from(user).where(eq(user.email, email))).toHaveLength(1);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });

  it("sign-up needs a password of at least 6 characters", async () => {
    const jar = new Jar();
    const res = await run(
      authAction,
      formRequest(jar, "/auth", { intent: "signup", email: "kort@forsiden.test", password: "12345" }),
      jar,
    );
    expect(res.status).toBe(400);
    expect(res.data).toMatchObject({ ok: false, message: "Adgangskoden skal være mindst 6 tegn" });
  });

  it("a wrong password: 'Login fejlede' / 'Forkerte login oplysninger'", async () => {
    const jar = new Jar();
    const res = await run(
      authAction,
      formRequest(jar, "/auth", signInForm("ny.laeser@forsiden.test", "forkert")),
      jar,
    );
    expect(res.status).toBe(401);
    expect(res.data).toMatchObject({
      ok: false,
      title: "Login fejlede",
      message: "Forkerte login oplysninger",
    });
    expect(jar.has("forsiden.session_token")).toBe(false);
  });

  it("an unconfirmed account cannot sign in and gets a new confirmation mail", async () => {
    const jar = new Jar();
    const email = "ubekraeftet@forsiden.test";
    await run(authAction, formRequest(jar, "/auth", { intent: "signup", email, password: "hemmelig1" }), jar);
    const first = await latestMail(email);
    const res = await run(authAction, formRequest(jar, "/auth", signInForm(email, "hemmelig1")), jar);
    expect(res.status).toBe(403);
    expect(res.data).toMatchObject({
      title: "Login fejlede",
      message: "Din e-mail er ikke bekræftet endnu. Vi har sendt en ny bekræftelsesmail.",
    });
    const mails = await handleDb().select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mails).toHaveLength(2);
    expect(linkIn(mails.find((m) => m.id !== first.id)?.body)).toContain("/api/auth/verify-email?token=");
  });

  it("signing in redirects to redirectTo with the session cookie and the flash 'Login succesfuld'", async () => {
    const jar = new Jar();
    const res = await run(
      authAction,
      formRequest(jar, "/auth", signInForm("ny.laeser@forsiden.test", "hemmelig1", "/admin/articles?side=2")),
      jar,
    );
    expect(res.status).toBe(302);
    expect(res.location).toBe("/admin/articles?side=2");
    expect(jar.has("forsiden.session_token")).toBe(true);
    expect(decodeURIComponent(jar.header())).toContain(
      '"title":"Login succesfuld","message":"Du er nu logget ind"',
    );
  });

  it("never redirects off-site after sign-in", async () => {
    const jar = new Jar();
    const res = await run(
      authAction,
      formRequest(jar, "/auth", signInForm("ny.laeser@forsiden.test", "hemmelig1", "//evil.test/x")),
      jar,
    );
    expect(res.location).toBe("/admin");
  });

  it("a signed-in user opening /auth is sent to /admin, or to redirectTo", async () => {
    const jar = new Jar();
    await run(authAction, formRequest(jar, "/auth", signInForm("ny.laeser@forsiden.test", "hemmelig1")), jar);
    expect((await run(authLoader, formRequest(jar, "/auth"), jar)).location).toBe("/admin");
    expect((await run(authLoader, formRequest(jar, "/auth?redirectTo=%2Fadmin%2Fclubs"), jar)).location).toBe(
      "/admin/clubs",
    );
    const anonymous = new Jar();
    expect(await run(authLoader, formRequest(anonymous, "/auth"), anonymous)).toMatchObject({
      status: 200,
      location: null,
    });
  });

  it("limits sign-in to 5 tries a minute per e-mail", async () => {
    const jar = new Jar();
    for (let i = 0; i < 5; i++) {
      const res = await run(
        authAction,
        formRequest(jar, "/auth", signInForm("offer@forsiden.test", `forkert${i}`)),
        jar,
      );
      expect(res.data?.message).toBe("Forkerte login oplysninger");
    }
    const blocked = await run(
      authAction,
      formRequest(jar, "/auth", signInForm("offer@forsiden.test", "x")),
      jar,
    );
    expect(blocked.status).toBe(429);
    expect(blocked.data).toMatchObject({
      title: "Login fejlede",
      message: "For mange forsøg. Prøv igen om et øjeblik.",
    });
  });

  it("'Glemt adgangskode?' mails a link to /auth/nulstil where a new password replaces the old one", async () => {
    const jar = new Jar();
    const email = "ny.laeser@forsiden.test";
    await run(authAction, formRequest(jar, "/auth", signInForm(email, "hemmelig1")), jar);
    expect(jar.has("forsiden.session_token")).toBe(true);

    const anonymous = new Jar();
    const asked = await run(
      authAction,
      formRequest(anonymous, "/auth", { intent: "forgot", email }),
      anonymous,
    );
    expect(asked.data).toMatchObject({ ok: true, title: "Tjek din email" });
    // The answer is the same for an e-mail nobody has (no account enumeration).
    const unknown = await run(
      authAction,
      formRequest(anonymous, "/auth", { intent: "forgot", email: "ingen@forsiden.test" }),
      anonymous,
    );
    expect(unknown.data).toEqual(asked.data);

    const mail = await latestMail(email);
    expect(mail.subject).toBe("Nulstil din adgangskode til Forsiden");
    const opened = await getAuth().handler(new Request(linkIn(mail.body)));
    expect(opened.status).toBe(302);
    const location = new URL(opened.headers.get("location") ?? "", ORIGIN);
    expect(location.pathname).toBe("/auth/nulstil");
    const token = location.searchParams.get("token") ?? "";
    expect(token).not.toBe("");

    const done = await run(
      resetAction,
      formRequest(anonymous, "/auth/nulstil", { token, password: "nyhemmelig" }),
      anonymous,
    );
    expect(done.data).toMatchObject({ ok: true, title: "Adgangskoden er ændret" });
    // The old sessions end with the reset.
    expect((await contextFor(jar)).session).toBeNull();
    const again = await run(
      resetAction,
      formRequest(anonymous, "/auth/nulstil", { token, password: "igen123" }),
      anonymous,
    );
    expect(again.data).toMatchObject({
      ok: false,
      message: "Linket er ugyldigt eller udløbet. Bed om et nyt.",
    });

    const oldPassword = await run(
      authAction,
      formRequest(anonymous, "/auth", signInForm(email, "hemmelig1")),
      anonymous,
    );
    expect(oldPassword.data?.message).toBe("Forkerte login oplysninger");
    const newPassword = await run(
      authAction,
      formRequest(anonymous, "/auth", signInForm(email, "nyhemmelig")),
      anonymous,
    );
    expect(newPassword.status).toBe(302);
  });

  describe("optional TOTP two-factor for staff", () => {
    const email = "redaktoer.2fa@forsiden.test";
    const password = "redaktoer-kode";
    let key: Buffer;
    let backupCodes: string[];

    beforeAll(async () => {
      await ensureAccount(getAuth(), handleDb(), { email, password, role: "editor" });
    });

    it("is set up on /admin/profil: password, then QR code and backup codes, then a code from the app", async () => {
      const jar = new Jar();
      await run(authAction, formRequest(jar, "/auth", signInForm(email, password)), jar);
      const wrongPassword = await run(
        profileAction,
        formRequest(jar, "/admin/profil", { intent: "start", password: "forkert" }),
        jar,
      );
      expect(wrongPassword.data).toMatchObject({ ok: false, message: "Forkert adgangskode" });

      const started = await run(
        profileAction,
        formRequest(jar, "/admin/profil", { intent: "start", password }),
        jar,
      );
      const setup = started.data?.setup;
      if (!setup) throw new Error("no setup");
      expect(setup.totpURI).toMatch(/^otpauth:\/\/totp\/Forsiden:redaktoer\.2fa%40forsiden\.test\?secret=/);
      expect(setup.qrDataUrl.startsWith("data:image/svg+xml;base64,")).toBe(true);
      expect(Buffer.from(setup.qrDataUrl.split(",")[1], "base64").toString()).toContain("<svg");
      expect(setup.backupCodes).toHaveLength(10);
      backupCodes = setup.backupCodes;
      const secret = new URL(setup.totpURI).searchParams.get("secret") ?? "";
      expect(setup.secret.replace(/ /g, "")).toBe(secret);
      key = base32Decode(secret);

      // Not on until a code proves the app has the secret.
      let [row] = await handleDb().select().from(user).where(eq(user.email, email));
      expect(row.twoFactorEnabled).toBe(false);

      const form = { intent: "confirm", totpURI: setup.totpURI, backupCodes: setup.backupCodes.join(",") };
      const wrong = await run(
        profileAction,
        formRequest(jar, "/admin/profil", { ...form, code: wrongCode(key) }),
        jar,
      );
      expect(wrong.data).toMatchObject({ ok: false, message: "Koden er forkert eller udløbet. Prøv igen." });
      expect(wrong.data?.setup?.totpURI).toBe(setup.totpURI);

      const confirmed = await run(
        profileAction,
        formRequest(jar, "/admin/profil", { ...form, code: totp(key) }),
        jar,
      );
      expect(confirmed.data).toMatchObject({
        ok: true,
        message: "Næste gang du logger ind, skal du også skrive en kode fra din godkendelsesapp.",
      });
      [row] = await handleDb().select().from(user).where(eq(user.email, email));
      expect(row.twoFactorEnabled).toBe(true);
      // Better Auth replaced the session; the forwarded cookie keeps the editor signed in.
      expect((await contextFor(jar)).session?.user.twoFactorEnabled).toBe(true);
      const [entry] = await handleDb()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.actorEmail, email), eq(auditLog.action, "two_factor_enabled")));
      expect(entry.summary).toBe("slog totrinsbekræftelse til");
    });

    it("sign-in asks for the code on /auth/to-faktor and then continues to redirectTo", async () => {
      const jar = new Jar();
      const first = await run(
        authAction,
        formRequest(jar, "/auth", signInForm(email, password, "/admin/articles")),
        jar,
      );
      expect(first.status).toBe(302);
      expect(first.location).toBe("/auth/to-faktor?redirectTo=%2Fadmin%2Farticles");
      expect(jar.has("forsiden.session_token")).toBe(false);
      expect(jar.has("forsiden.two_factor")).toBe(true);
      expect((await contextFor(jar)).session).toBeNull();

      expect((await run(twoFactorLoader, formRequest(jar, first.location ?? ""), jar)).status).toBe(200);
      const nobody = new Jar();
      expect((await run(twoFactorLoader, formRequest(nobody, "/auth/to-faktor"), nobody)).location).toBe(
        "/auth?redirectTo=%2Fadmin",
      );

      const bad = await run(
        twoFactorAction,
        formRequest(jar, "/auth/to-faktor", {
          method: "totp",
          code: wrongCode(key),
          redirectTo: "/admin/articles",
        }),
        jar,
      );
      expect(bad.data).toMatchObject({
        ok: false,
        title: "Bekræftelse fejlede",
        message: "Koden er forkert eller udløbet. Prøv igen.",
      });
      const short = await run(
        twoFactorAction,
        formRequest(jar, "/auth/to-faktor", { method: "totp", code: "123", redirectTo: "/admin/articles" }),
        jar,
      );
      expect(short.data?.message).toBe("Koden skal være 6 cifre");

      const good = await run(
        twoFactorAction,
        // The setup used this time step's code, and each step is accepted once: the next one.
        formRequest(jar, "/auth/to-faktor", {
          method: "totp",
          code: totp(key, Date.now() + 30_000),
          redirectTo: "/admin/articles",
        }),
        jar,
      );
      expect(good.status).toBe(302);
      expect(good.location).toBe("/admin/articles");
      expect((await contextFor(jar)).session?.user).toMatchObject({ email, role: "editor" });
    });

    it("accepts a backup code once instead of the app's code", async () => {
      const jar = new Jar();
      await run(authAction, formRequest(jar, "/auth", signInForm(email, password)), jar);
      const used = await run(
        twoFactorAction,
        formRequest(jar, "/auth/to-faktor", { method: "backup", code: backupCodes[0], redirectTo: "/admin" }),
        jar,
      );
      expect(used.location).toBe("/admin");
      expect((await contextFor(jar)).session?.user.email).toBe(email);

      const again = new Jar();
      await run(authAction, formRequest(again, "/auth", signInForm(email, password)), again);
      const reused = await run(
        twoFactorAction,
        formRequest(again, "/auth/to-faktor", {
          method: "backup",
          code: backupCodes[0],
          redirectTo: "/admin",
        }),
        again,
      );
      expect(reused.data?.message).toBe("Backup-koden er forkert eller allerede brugt.");
    });

    it("can be turned off again with the password", async () => {
      const jar = new Jar();
      await run(authAction, formRequest(jar, "/auth", signInForm(email, password)), jar);
      await run(
        twoFactorAction,
        // Both usable time steps are spent (setup, sign-in): an unused backup code instead.
        formRequest(jar, "/auth/to-faktor", { method: "backup", code: backupCodes[1], redirectTo: "/admin" }),
        jar,
      );
      const off = await run(
        profileAction,
        formRequest(jar, "/admin/profil", { intent: "disable", password }),
        jar,
      );
      expect(off.data).toMatchObject({
        ok: true,
        message: "Du logger nu kun ind med e-mail og adgangskode.",
      });
      const [row] = await handleDb().select().from(user).where(eq(user.email, email));
      expect(row.twoFactorEnabled).toBe(false);
      expect((await contextFor(jar)).session?.user.email).toBe(email);

      const plain = new Jar();
      const res = await run(authAction, formRequest(plain, "/auth", signInForm(email, password)), plain);
      expect(res.location).toBe("/admin");
      expect(plain.has("forsiden.session_token")).toBe(true);
    });

    it("is for staff only: a plain user's profile action is refused with 403", async () => {
      const jar = new Jar();
      await run(
        authAction,
        formRequest(jar, "/auth", signInForm("ny.laeser@forsiden.test", "nyhemmelig")),
        jar,
      );
      const res = await run(
        profileAction,
        formRequest(jar, "/admin/profil", { intent: "start", password: "nyhemmelig" }),
        jar,
      );
      expect(res.status).toBe(403);
    });
  });

  it("admin:create --name: the name given counts as chosen, for a new account and for one that exists", async () => {
    const fresh = await ensureAccount(getAuth(), handleDb(), {
      email: "navngivet@forsiden.test",
      password: "navngivet-1",
      role: "editor",
      name: "Navngivet Redaktør",
    });
    expect(await needsDisplayName(handleDb(), fresh.userId)).toBe(false);
    // Without --name the person chooses on /admin/profil; a later --name settles it.
    const later = await ensureAccount(getAuth(), handleDb(), {
      email: "senere@forsiden.test",
      password: "senere-1",
      role: "editor",
    });
    expect(await needsDisplayName(handleDb(), later.userId)).toBe(true);
    await ensureAccount(getAuth(), handleDb(), {
      email: "senere@forsiden.test",
      password: "ignoreret",
      role: "editor",
      name: "Senere Navn",
    });
    expect(await needsDisplayName(handleDb(), later.userId)).toBe(false);
    const [row] = await handleDb().select({ name: user.name }).from(user).where(eq(user.id, later.userId));
    expect(row?.name).toBe("Senere Navn");
  });

  it("update-user refuses any name or image, a null name included (was a 500 from the NOT NULL column)", async () => {
    const email = "profil.laeser@forsiden.test";
    await ensureAccount(getAuth(), handleDb(), {
      email,
      password: "profilhemmelig",
      role: "user",
      name: "Profil",
    });
    const jar = new Jar();
    await run(authAction, formRequest(jar, "/auth", signInForm(email, "profilhemmelig", "/")), jar);
    const [before] = await handleDb().select().from(user).where(eq(user.email, email));
    for (const body of [{ name: null }, { name: "" }, { name: 42 }, { name: "Ny Læser" }, { image: 7 }]) {
      const answer = await authApi(jar, "/update-user", body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.json?.message).toBe("Navn og billede ændres under Min profil");
    }
    const [after] = await handleDb().select().from(user).where(eq(user.email, email));
    expect(after.name).toBe("Profil");
    expect(after.updatedAt).toEqual(before.updatedAt);
  });

  it("'Log ud' ends the session on the server", async () => {
    const jar = new Jar();
    await run(
      authAction,
      formRequest(jar, "/auth", signInForm("ny.laeser@forsiden.test", "nyhemmelig")),
      jar,
    );
    const before = jar.header();
    const headers = await signOut(formRequest(jar, "/auth/log-ud", {}));
    jar.take(headers);
    expect(jar.has("forsiden.session_token")).toBe(false);
    const old = await getAuth().api.getSession({ headers: new Headers({ cookie: before }) });
    expect(old).toBeNull();
  });
});
