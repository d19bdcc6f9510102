import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clubRow } from "#tests/support/factories.ts";
import { createTestDatabase, TEST_DB_KIND } from "#tests/support/test-database.ts";
import type { Database } from "~/server/db/client.server";
import { clubs, newsletterSubscribers, newsletterSubscriptions, rateLimits } from "~/server/db/schema";
import { parseEnv, setEnvForTesting } from "~/server/env.server";
import type { Mail } from "~/server/mail.server";
import { createRateLimiter } from "~/server/rate-limit.server";
import { clubListKey, DAILY_LIST_KEY, DAILY_LIST_NAME } from "./newsletter-lists";
import {
  confirmSignUp,
  isListKey,
  loadConfirmPage,
  loadPreferencesPage,
  loadSignupPage,
  loadUnsubscribePage,
  savePreferences,
  unsubscribe,
} from "./newsletter-pages.server";
import { preferencesPagePath, unsubscribePagePath } from "./newsletter-paths";
import { NEWSLETTER_CONFIRM_MAILS_PER_DAY, subscribeToNewsletters } from "./newsletter-subscriptions.server";
import { signNewsletterToken } from "./newsletter-token.server";

const PUBLIC_URL = "https://forsiden.test";

/** The query of a page address, as its loader and action read it. */
const queryOf = (path: string) => new URL(path, PUBLIC_URL).searchParams;

function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [key, value] of entries) data.append(key, value);
  return data;
}

describe(`the public newsletter pages (issue 24) on ${TEST_DB_KIND}`, () => {
  let db: Database;
  let brondby: { id: string; name: string };
  let fck: { id: string; name: string };
  const mails: Mail[] = [];

  beforeAll(async () => {
    setEnvForTesting(parseEnv({ PUBLIC_URL, AUTH_SECRET: "n".repeat(40), LOG_LEVEL: "silent" }));
    db = (await createTestDatabase()).db;
  });
  afterAll(() => setEnvForTesting(undefined));
  beforeEach(async () => {
    await db.delete(newsletterSubscribers);
    await db.delete(rateLimits);
    await db.delete(clubs);
    [brondby, fck] = await db
      .insert(clubs)
      .values([clubRow({ name: "Brøndby IF" }), clubRow({ name: "F.C. København" })])
      .returning({ id: clubs.id, name: clubs.name });
    mails.length = 0;
  });

  /** Signs up as the page would, and returns the token of the confirmation link mailed. */
  async function signUp(email: string, lists: string[]): Promise<string> {
    const result = await subscribeToNewsletters(
      db,
      form([["email", email], ...lists.map((list): [string, string] => ["lists", list])]),
      {
        mailLimiter: createRateLimiter(NEWSLETTER_CONFIRM_MAILS_PER_DAY, () => db),
        send: async (mail) => {
          mails.push(mail);
        },
      },
    );
    expect(result).toEqual({ status: "pending" });
    const link = /\S+\/nyhedsbrev\/bekraeft\?token=\S+/.exec(mails.at(-1)?.text ?? "")?.[0];
    if (!link) throw new Error("no confirmation link mailed");
    expect(link.startsWith(`${PUBLIC_URL}/nyhedsbrev/bekraeft?token=`)).toBe(true);
    return new URL(link).searchParams.get("token") ?? "";
  }

  async function statuses() {
    const rows = await db
      .select({ listKey: newsletterSubscriptions.listKey, status: newsletterSubscriptions.status })
      .from(newsletterSubscriptions);
    return Object.fromEntries(rows.map((row) => [row.listKey, row.status]));
  }

  async function confirmed(email: string, lists: string[]) {
    const outcome = await confirmSignUp(db, await signUp(email, lists));
    if (outcome.status !== "confirmed") throw new Error("not confirmed");
    return outcome;
  }

  it("offers the daily list and one list per club on the sign-up page, and pre-selects only a list it offers", async () => {
    const page = await loadSignupPage(db, new URLSearchParams(`liste=${clubListKey(fck.id)}`));
    expect(page.daily).toMatchObject({ key: DAILY_LIST_KEY, name: DAILY_LIST_NAME });
    expect(page.daily.description).toContain("Hver morgen kl. 7");
    expect(page.clubs).toEqual([
      { key: clubListKey(brondby.id), name: "Nyt fra Brøndby IF" },
      { key: clubListKey(fck.id), name: "Nyt fra F.C. København" },
    ]);
    expect(page.preselected).toBe(clubListKey(fck.id));
    const unknown = `klub:${crypto.randomUUID()}`;
    expect((await loadSignupPage(db, new URLSearchParams(`liste=${unknown}`))).preselected).toBeNull();
    expect((await loadSignupPage(db, new URLSearchParams())).preselected).toBeNull();
  });

  it("confirms nothing when the link is opened; 'Bekræft tilmelding' confirms and links to the preferences page", async () => {
    const token = await signUp("mette@eksempel.dk", [DAILY_LIST_KEY, clubListKey(brondby.id)]);
    // GET: link scanners open the link too.
    expect(loadConfirmPage(token)).toEqual({ status: "ready", token });
    expect(await statuses()).toEqual({ [DAILY_LIST_KEY]: "pending", [clubListKey(brondby.id)]: "pending" });

    const outcome = await confirmSignUp(db, token);
    expect(outcome).toMatchObject({ status: "confirmed", lists: [DAILY_LIST_NAME, "Nyt fra Brøndby IF"] });
    expect(await statuses()).toEqual({
      [DAILY_LIST_KEY]: "confirmed",
      [clubListKey(brondby.id)]: "confirmed",
    });
    if (outcome.status !== "confirmed") return;
    const preferences = await loadPreferencesPage(db, queryOf(outcome.preferencesPath).get("token"));
    expect(preferences).toMatchObject({ status: "ready", email: "mette@eksempel.dk" });

    // A second press is still a success for the reader.
    expect(await confirmSignUp(db, token)).toMatchObject({ status: "confirmed", lists: [] });
  });

  it("refuses a confirmation token that is altered, of another purpose or expired, on GET and POST", async () => {
    const token = await signUp("jens@eksempel.dk", [DAILY_LIST_KEY]);
    const [{ id }] = await db.select({ id: newsletterSubscribers.id }).from(newsletterSubscribers);
    const expired = signNewsletterToken(id, "confirm", new Date(Date.now() - 1000));
    for (const bad of [`${token}x`, signNewsletterToken(id, "unsubscribe"), expired, "", null]) {
      expect(loadConfirmPage(bad)).toEqual({ status: "invalid" });
      expect(await confirmSignUp(db, bad)).toEqual({ status: "invalid" });
    }
    expect(await statuses()).toEqual({ [DAILY_LIST_KEY]: "pending" });
  });

  it("shows the address and its lists on the preferences page, saves the ticks, and links to unsubscribing from all with a way back", async () => {
    const outcome = await confirmed("sofie@eksempel.dk", [DAILY_LIST_KEY, clubListKey(fck.id)]);
    const token = queryOf(outcome.preferencesPath).get("token");
    const page = await loadPreferencesPage(db, token);
    if (page.status !== "ready") throw new Error("invalid");
    expect(page.lists).toEqual([
      { key: DAILY_LIST_KEY, name: DAILY_LIST_NAME, status: "confirmed" },
      { key: clubListKey(fck.id), name: "Nyt fra F.C. København", status: "confirmed" },
    ]);

    expect(await savePreferences(db, token, form([["lists", clubListKey(fck.id)]]))).toBe(true);
    expect(await statuses()).toEqual({
      [DAILY_LIST_KEY]: "unsubscribed",
      [clubListKey(fck.id)]: "confirmed",
    });

    // 'Afmeld alle nyhedsbreve': the unsubscribe page for every list, which links back here.
    const unsubscribePage = await loadUnsubscribePage(db, queryOf(page.unsubscribePath));
    expect(unsubscribePage).toMatchObject({
      status: "ready",
      allLists: true,
      listName: null,
      preferencesPath: preferencesPagePath(token ?? ""),
    });
  });

  it("refuses the preferences page and its save for a token that is not a preferences token", async () => {
    const outcome = await confirmed("ole@eksempel.dk", [DAILY_LIST_KEY]);
    const [{ id }] = await db.select({ id: newsletterSubscribers.id }).from(newsletterSubscribers);
    for (const bad of [signNewsletterToken(id, "unsubscribe"), "x", null]) {
      expect(await loadPreferencesPage(db, bad)).toEqual({ status: "invalid" });
      expect(await savePreferences(db, bad, form([]))).toBe(false);
    }
    expect(outcome.status).toBe("confirmed");
    expect(await statuses()).toEqual({ [DAILY_LIST_KEY]: "confirmed" });
  });

  it("opening an unsubscribe link changes nothing; its POST leaves the one list named, and repeating it is harmless", async () => {
    await confirmed("lise@eksempel.dk", [DAILY_LIST_KEY, clubListKey(brondby.id)]);
    const [{ id }] = await db.select({ id: newsletterSubscribers.id }).from(newsletterSubscribers);
    const path = unsubscribePagePath(signNewsletterToken(id, "unsubscribe"), {
      listKey: clubListKey(brondby.id),
    });

    const page = await loadUnsubscribePage(db, queryOf(path));
    expect(page).toEqual({
      status: "ready",
      listName: "Nyt fra Brøndby IF",
      allLists: false,
      action: path,
      preferencesPath: null,
    });
    expect(await statuses()).toEqual({
      [DAILY_LIST_KEY]: "confirmed",
      [clubListKey(brondby.id)]: "confirmed",
    });

    expect(await unsubscribe(db, queryOf(path))).toEqual({
      status: "unsubscribed",
      allLists: false,
      preferencesPath: null,
    });
    expect(await statuses()).toEqual({
      [DAILY_LIST_KEY]: "confirmed",
      [clubListKey(brondby.id)]: "unsubscribed",
    });
    expect(await unsubscribe(db, queryOf(path))).toMatchObject({ status: "unsubscribed" });
  });

  it("leaves every list without `liste` (or with one it does not know)", async () => {
    await confirmed("karl@eksempel.dk", [DAILY_LIST_KEY, clubListKey(fck.id)]);
    const [{ id }] = await db.select({ id: newsletterSubscribers.id }).from(newsletterSubscribers);
    const token = signNewsletterToken(id, "unsubscribe");
    const odd = `${unsubscribePagePath(token)}&liste=noget-andet`;
    expect(await loadUnsubscribePage(db, queryOf(odd))).toMatchObject({
      allLists: true,
      action: unsubscribePagePath(token),
    });
    expect(await unsubscribe(db, queryOf(odd))).toMatchObject({ status: "unsubscribed", allLists: true });
    expect(await statuses()).toEqual({
      [DAILY_LIST_KEY]: "unsubscribed",
      [clubListKey(fck.id)]: "unsubscribed",
    });
  });

  it("links the preferences page from the unsubscribe page only for the same reader's preferences token", async () => {
    await confirmed("a@eksempel.dk", [DAILY_LIST_KEY]);
    await confirmed("b@eksempel.dk", [DAILY_LIST_KEY]);
    const [a, b] = await db
      .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email })
      .from(newsletterSubscribers)
      .orderBy(newsletterSubscribers.email);
    const unsubscribeA = signNewsletterToken(a.id, "unsubscribe");
    const own = unsubscribePagePath(unsubscribeA, {
      preferencesToken: signNewsletterToken(a.id, "preferences"),
    });
    const other = unsubscribePagePath(unsubscribeA, {
      preferencesToken: signNewsletterToken(b.id, "preferences"),
    });
    expect(await loadUnsubscribePage(db, queryOf(own))).toMatchObject({
      preferencesPath: preferencesPagePath(signNewsletterToken(a.id, "preferences")),
      action: own,
    });
    expect(await loadUnsubscribePage(db, queryOf(other))).toMatchObject({
      preferencesPath: null,
      action: unsubscribePagePath(unsubscribeA),
    });
  });

  it("refuses unsubscribe links whose token is altered, of another purpose or names nobody", async () => {
    await confirmed("per@eksempel.dk", [DAILY_LIST_KEY]);
    const [{ id }] = await db.select({ id: newsletterSubscribers.id }).from(newsletterSubscribers);
    const valid = signNewsletterToken(id, "unsubscribe");
    const nobody = signNewsletterToken(crypto.randomUUID(), "unsubscribe");
    for (const token of [`${valid}x`, signNewsletterToken(id, "preferences"), nobody]) {
      const query = queryOf(unsubscribePagePath(token));
      if (token !== nobody) expect(await loadUnsubscribePage(db, query)).toEqual({ status: "invalid" });
      expect(await unsubscribe(db, query)).toEqual({ status: "invalid" });
    }
    expect(await loadUnsubscribePage(db, new URLSearchParams())).toEqual({ status: "invalid" });
    const [row] = await db
      .select({ status: newsletterSubscriptions.status })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.subscriberId, id));
    expect(row.status).toBe("confirmed");
  });

  it("knows a list key as the subscription module does", () => {
    expect(isListKey(DAILY_LIST_KEY)).toBe(true);
    expect(isListKey(clubListKey(crypto.randomUUID()))).toBe(true);
    for (const bad of ["klub:", "klub:abc", "dagens", "", null, 3]) expect(isListKey(bad)).toBe(false);
  });
});
