// Issue 24 end to end below the browser: sign-up, confirmation, sending through the jobs and
// unsubscribing, against a real SMTP server (tests/support/smtp-sink.ts).
import { and, eq } from "drizzle-orm";
import MailComposer from "nodemailer/lib/mail-composer";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { articleRow, clubRow } from "#tests/support/factories.ts";
import { insertConfirmedSubscriber, resetNewsletterTables } from "#tests/support/newsletters.ts";
import { parseMail, type SmtpSink, startSmtpSink } from "#tests/support/smtp-sink.ts";
import { createTestDatabase, TEST_DB_KIND } from "#tests/support/test-database.ts";
import { runJob } from "~/features/jobs/job-runner.server";
import { handleUnsubscribeMail } from "~/features/newsletters/newsletter-inbound.server";
import { prepareNewsletterIssue, setNewsletterLead } from "~/features/newsletters/newsletter-issue.server";
import { runClubNewslettersJob, runDailyNewsletterJob } from "~/features/newsletters/newsletter-jobs.server";
import {
  CONSENT_TEXT_VERSION,
  clubListKey,
  DAILY_LIST_KEY,
  NEWSLETTER_MESSAGES,
} from "~/features/newsletters/newsletter-lists";
import { smtpNewsletterTransport } from "~/features/newsletters/newsletter-send.server";
import {
  confirmNewsletterSubscription,
  expirePendingNewsletterSignUps,
  getNewsletterPreferences,
  newsletterLinks,
  saveNewsletterPreferences,
  subscribeToNewsletters,
  unsubscribeFromNewsletter,
} from "~/features/newsletters/newsletter-subscriptions.server";
import { signNewsletterToken } from "~/features/newsletters/newsletter-token.server";
import { type DatabaseHandle, setDatabaseHandle } from "~/server/db/client.server";
import {
  articles,
  clubs,
  cronExecutions,
  mailOutbox,
  newsletterIssues,
  newsletterSends,
  newsletterSubscribers,
  newsletterSubscriptions,
  rateLimits,
} from "~/server/db/schema";
import { parseEnv, setEnvForTesting } from "~/server/env.server";
import { jobRegistry } from "~/workflows/jobs/job-definitions.server";

const PUBLIC_URL = "https://forsiden.test";

/** A header of a raw message as sent, folded lines joined. */
function rawHeader(raw: string, name: string): string | undefined {
  const head = raw.slice(0, raw.indexOf("\r\n\r\n")).replace(/\r\n[ \t]+/g, " ");
  const line = head.split("\r\n").find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}
const DAY = 24 * 60 * 60_000;

describe(`newsletters: double opt-in, sending and unsubscribing, against a real SMTP server (${TEST_DB_KIND})`, () => {
  let handle: DatabaseHandle;
  let sink: SmtpSink;
  const baseEnv = () => ({
    SMTP_URL: sink.url,
    MAIL_FROM: "Forsiden <nyhedsbrev@forsiden.test>",
    PUBLIC_URL,
    AUTH_SECRET: "x".repeat(40),
    NEWSLETTER_RATE_PER_SECOND: "1000",
    LOG_LEVEL: "silent",
  });
  const refusals = new Map<string, { code: number; message: string }>();
  const temporaryLeft = new Map<string, number>();

  beforeAll(async () => {
    sink = await startSmtpSink({
      refuse: (address) => {
        const left = temporaryLeft.get(address) ?? 0;
        if (left > 0) {
          temporaryLeft.set(address, left - 1);
          return { code: 451, message: "4.3.0 Try again later" };
        }
        return refusals.get(address) ?? null;
      },
    });
    handle = await createTestDatabase();
    setDatabaseHandle(handle);
    setEnvForTesting(parseEnv(baseEnv()));
  });
  afterAll(async () => {
    setEnvForTesting(undefined);
    setDatabaseHandle(undefined);
    await sink.close();
  });
  beforeEach(async () => {
    const { db } = handle;
    await resetNewsletterTables(db);
    await db.delete(rateLimits);
    await db.delete(mailOutbox);
    await db.delete(cronExecutions);
    await db.delete(articles);
    await db.delete(clubs);
    sink.reset();
    refusals.clear();
    temporaryLeft.clear();
  });

  const confirmLinkOf = (raw: string) => {
    const match = /https:\/\/forsiden\.test\/nyhedsbrev\/bekraeft\?token=([^\s]+)/.exec(
      raw.replace(/=\r?\n/g, ""),
    );
    return match ? decodeURIComponent(match[1].replace(/=3D/g, "=")) : null;
  };

  const confirmedSubscriber = (email: string, lists?: string[]) =>
    insertConfirmedSubscriber(handle.db, email, lists);

  describe("signing up (double opt-in)", () => {
    it("records a pending sign-up with its consent record and mails a confirmation link; nothing is confirmed before the click", async () => {
      const now = new Date("2026-11-27T09:00:00Z");
      const result = await subscribeToNewsletters(
        handle.db,
        { email: "  Mette@Eksempel.DK ", lists: [DAILY_LIST_KEY], source: "footer" },
        { clientIp: "203.0.113.1", now },
      );
      expect(result).toEqual({ status: "pending" });
      const [subscriber] = await handle.db.select().from(newsletterSubscribers);
      expect(subscriber.email).toBe("mette@eksempel.dk");
      const [subscription] = await handle.db.select().from(newsletterSubscriptions);
      expect(subscription).toMatchObject({
        listKey: DAILY_LIST_KEY,
        status: "pending",
        consentTextVersion: CONSENT_TEXT_VERSION,
        consentSource: "footer",
        consentedAt: now,
        confirmedAt: null,
      });
      expect(sink.messages).toHaveLength(1);
      const mail = await parseMail(sink.messages[0].raw);
      expect(mail.subject).toBe("Bekræft din tilmelding til nyhedsbrevet");
      expect(sink.messages[0].to).toEqual(["mette@eksempel.dk"]);
      const token = confirmLinkOf(mail.text ?? "");
      expect(token).not.toBeNull();

      expect(await confirmNewsletterSubscription(handle.db, token, new Date(now.getTime() + 60_000))).toEqual(
        {
          status: "confirmed",
          lists: ["Dagens vigtigste"],
        },
      );
      const [after] = await handle.db.select().from(newsletterSubscriptions);
      expect(after.status).toBe("confirmed");
      expect(after.confirmedAt).toBeInstanceOf(Date);
    });

    it("answers the same for a confirmed address and sends it no mail", async () => {
      await confirmedSubscriber("fan@eksempel.dk");
      const result = await subscribeToNewsletters(handle.db, {
        email: "fan@eksempel.dk",
        lists: [DAILY_LIST_KEY],
      });
      expect(result).toEqual({ status: "pending" });
      expect(sink.messages).toHaveLength(0);
      const [row] = await handle.db.select().from(newsletterSubscriptions);
      expect(row.status).toBe("confirmed");
    });

    it("sends one address at most 3 confirmation mails a day, whoever asks", async () => {
      for (let i = 0; i < 5; i++) {
        expect(
          await subscribeToNewsletters(handle.db, { email: "offer@eksempel.dk", lists: [DAILY_LIST_KEY] }),
        ).toEqual({ status: "pending" });
      }
      expect(sink.messages).toHaveLength(3);
    });

    it("refuses a bad address or no list with Danish messages, and keeps nothing", async () => {
      expect(
        await subscribeToNewsletters(handle.db, { email: "ikke-en-adresse", lists: [DAILY_LIST_KEY] }),
      ).toMatchObject({
        status: "invalid",
        fieldErrors: { email: NEWSLETTER_MESSAGES.invalidEmail },
      });
      expect(await subscribeToNewsletters(handle.db, { email: "a@eksempel.dk", lists: [] })).toMatchObject({
        status: "invalid",
        fieldErrors: { lists: NEWSLETTER_MESSAGES.noList },
      });
      // A club list of a club that does not exist is no list.
      expect(
        await subscribeToNewsletters(handle.db, {
          email: "a@eksempel.dk",
          lists: [clubListKey("00000000-0000-4000-8000-000000000000")],
        }),
      ).toMatchObject({ status: "invalid", fieldErrors: { lists: NEWSLETTER_MESSAGES.noList } });
      expect(await handle.db.select().from(newsletterSubscribers)).toHaveLength(0);
    });

    it("pretends success for a filled honeypot and keeps nothing", async () => {
      const form = new FormData();
      form.set("email", "bot@eksempel.dk");
      form.append("lists", DAILY_LIST_KEY);
      form.set("website", "http://spam.example");
      expect(await subscribeToNewsletters(handle.db, form)).toEqual({ status: "ignored" });
      expect(await handle.db.select().from(newsletterSubscribers)).toHaveLength(0);
      expect(sink.messages).toHaveLength(0);
    });

    it("limits sign-ups per client address (10 in 10 minutes)", async () => {
      for (let i = 0; i < 10; i++) {
        const result = await subscribeToNewsletters(
          handle.db,
          { email: `person${i}@eksempel.dk`, lists: [DAILY_LIST_KEY] },
          { clientIp: "198.51.100.7" },
        );
        expect(result.status).toBe("pending");
      }
      const blocked = await subscribeToNewsletters(
        handle.db,
        { email: "person10@eksempel.dk", lists: [DAILY_LIST_KEY] },
        { clientIp: "198.51.100.7" },
      );
      expect(blocked.status).toBe("rate-limited");
    });

    it("a confirmation link expires after 7 days, and the expiry job deletes the sign-up and the address", async () => {
      const signedUp = new Date("2026-11-01T08:00:00Z");
      await subscribeToNewsletters(
        handle.db,
        { email: "sen@eksempel.dk", lists: [DAILY_LIST_KEY] },
        { now: signedUp },
      );
      const token = confirmLinkOf((await parseMail(sink.messages[0].raw)).text ?? "");
      const eightDaysLater = new Date(signedUp.getTime() + 8 * DAY);
      expect(await confirmNewsletterSubscription(handle.db, token, eightDaysLater)).toEqual({
        status: "invalid",
      });
      expect(await expirePendingNewsletterSignUps(handle.db, new Date(signedUp.getTime() + 6 * DAY))).toEqual(
        {
          expired: 0,
          subscribersRemoved: 0,
        },
      );
      expect(await expirePendingNewsletterSignUps(handle.db, eightDaysLater)).toEqual({
        expired: 1,
        subscribersRemoved: 1,
      });
      expect(await handle.db.select().from(newsletterSubscribers)).toHaveLength(0);
    });

    it("refuses a forged or altered token", async () => {
      const id = await confirmedSubscriber("x@eksempel.dk");
      const good = signNewsletterToken(id, "unsubscribe");
      expect(await confirmNewsletterSubscription(handle.db, good)).toEqual({ status: "invalid" });
      expect(await unsubscribeFromNewsletter(handle.db, `${good.slice(0, -2)}AA`)).toEqual({
        status: "invalid",
      });
      expect(await unsubscribeFromNewsletter(handle.db, good.replace("unsubscribe", "preferences"))).toEqual({
        status: "invalid",
      });
      const [row] = await handle.db.select().from(newsletterSubscriptions);
      expect(row.status).toBe("confirmed");
    });
  });

  describe("unsubscribing and preferences by token", () => {
    it("one list by its link, and a repeat is harmless", async () => {
      const [club] = await handle.db
        .insert(clubs)
        .values(clubRow({ name: "FC København" }))
        .returning();
      const id = await confirmedSubscriber("to@eksempel.dk", [DAILY_LIST_KEY, clubListKey(club.id)]);
      const token = new URL(newsletterLinks(id, DAILY_LIST_KEY).unsubscribeUrl).searchParams.get("token");
      expect(await unsubscribeFromNewsletter(handle.db, token, DAILY_LIST_KEY)).toEqual({
        status: "unsubscribed",
        lists: ["Dagens vigtigste"],
      });
      expect(await unsubscribeFromNewsletter(handle.db, token, DAILY_LIST_KEY)).toEqual({
        status: "unsubscribed",
        lists: [],
      });
      const rows = await handle.db
        .select()
        .from(newsletterSubscriptions)
        .orderBy(newsletterSubscriptions.listKey);
      expect(rows.map((row) => [row.listKey, row.status])).toEqual([
        [DAILY_LIST_KEY, "unsubscribed"],
        [clubListKey(club.id), "confirmed"],
      ]);
    });

    it("the preferences page lists the address's lists and saves ticks as consent", async () => {
      const [club] = await handle.db
        .insert(clubs)
        .values(clubRow({ name: "Brøndby IF" }))
        .returning();
      const id = await confirmedSubscriber("pref@eksempel.dk", [clubListKey(club.id)]);
      const token = new URL(newsletterLinks(id, DAILY_LIST_KEY).preferencesUrl).searchParams.get("token");
      expect(await getNewsletterPreferences(handle.db, token)).toEqual({
        email: "pref@eksempel.dk",
        lists: [
          { key: DAILY_LIST_KEY, name: "Dagens vigtigste", status: "unsubscribed" },
          { key: clubListKey(club.id), name: "Nyt fra Brøndby IF", status: "confirmed" },
        ],
      });
      expect(await saveNewsletterPreferences(handle.db, token, [DAILY_LIST_KEY])).toBe(true);
      const rows = await handle.db
        .select()
        .from(newsletterSubscriptions)
        .orderBy(newsletterSubscriptions.listKey);
      expect(rows.map((row) => [row.listKey, row.status, row.consentSource])).toEqual([
        [DAILY_LIST_KEY, "confirmed", "indstillinger"],
        [clubListKey(club.id), "unsubscribed", "nyhedsbrev"],
      ]);
      expect(await getNewsletterPreferences(handle.db, "forfalsket")).toBeNull();
    });
  });

  describe("sending an issue", () => {
    const morning = () => new Date();

    async function publishStories(count: number, tags: string[] = []) {
      await handle.db.insert(articles).values(
        Array.from({ length: count }, (_, i) =>
          articleRow({
            title: `Historie ${i + 1}`,
            excerpt: `Resumé ${i + 1}`,
            views: 100 - i,
            tags,
            hoursAgo: 2 + i / 10,
          }),
        ),
      );
    }

    it("sends 'Dagens vigtigste' once to every confirmed subscriber, with one-click unsubscribe headers, a text and an HTML part", async () => {
      await publishStories(3);
      await handle.db
        .insert(articles)
        .values(articleRow({ title: "Gammel historie", hoursAgo: 30, views: 1000 }));
      const ids = [await confirmedSubscriber("a@eksempel.dk"), await confirmedSubscriber("b@eksempel.dk")];
      await subscribeToNewsletters(handle.db, { email: "pending@eksempel.dk", lists: [DAILY_LIST_KEY] });
      const unsubscribed = await confirmedSubscriber("c@eksempel.dk");
      await handle.db
        .update(newsletterSubscriptions)
        .set({ status: "unsubscribed" })
        .where(eq(newsletterSubscriptions.subscriberId, unsubscribed));
      sink.reset();

      const result = await runDailyNewsletterJob(handle.db, { now: morning() });
      expect(result.issue).toMatchObject({ status: "sent", delivered: 2 });
      expect(sink.messages.map((m) => m.to[0]).sort()).toEqual(["a@eksempel.dk", "b@eksempel.dk"]);

      for (const message of sink.messages) {
        const mail = await parseMail(message.raw);
        const subscriberId = ids[message.to[0] === "a@eksempel.dk" ? 0 : 1];
        expect(mail.subject).toBe("Dagens vigtigste: Historie 1");
        expect(rawHeader(message.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
        const listUnsubscribe = rawHeader(message.raw, "List-Unsubscribe");
        expect(listUnsubscribe).toContain(
          `<${newsletterLinks(subscriberId, DAILY_LIST_KEY).unsubscribeUrl}>`,
        );
        expect(listUnsubscribe).toMatch(/<mailto:nyhedsbrev@forsiden\.test\?subject=afmeld%20[^>]+>$/);
        expect(mail.messageId).toMatch(new RegExp(`${subscriberId}@forsiden\\.test>?$`));
        expect(mail.text).toContain("Historie 1");
        expect(mail.text).toContain(`${PUBLIC_URL}/article/`);
        expect(mail.text).not.toContain("Gammel historie");
        expect(mail.text).toContain(
          `Afmeld: ${newsletterLinks(subscriberId, DAILY_LIST_KEY).unsubscribeUrl}`,
        );
        expect(mail.html).toContain("Historie 3");
        expect(mail.html).toContain(
          newsletterLinks(subscriberId, DAILY_LIST_KEY).unsubscribeUrl.replaceAll("&", "&amp;"),
        );
        // No tracking pixel: the only images are the stories' own.
        expect(mail.html).not.toMatch(/width="1"|height="1"/);
      }
      const [issue] = await handle.db.select().from(newsletterIssues);
      expect(issue).toMatchObject({
        status: "sent",
        sentCount: 2,
        failedCount: 0,
        recipientCount: 2,
        articleCount: 3,
      });

      // The job again the same day: the same issue, nobody gets it twice.
      const again = await runDailyNewsletterJob(handle.db, { now: morning() });
      expect(again.issue).toMatchObject({ status: "sent", delivered: 0 });
      expect(sink.messages).toHaveLength(2);
    });

    it("the List-Unsubscribe mailto, sent by a mail client and forwarded raw by the provider, unsubscribes from that list only", async () => {
      const [club] = await handle.db
        .insert(clubs)
        .values(clubRow({ name: "Brøndby IF" }))
        .returning();
      await publishStories(2);
      const id = await confirmedSubscriber("mailto@eksempel.dk", [DAILY_LIST_KEY, clubListKey(club.id)]);
      sink.reset();
      await runDailyNewsletterJob(handle.db, { now: morning() });
      const [message] = sink.messages;
      const mailto = /<mailto:([^>]+)>/.exec(rawHeader(message.raw, "List-Unsubscribe") ?? "")?.[1];
      if (!mailto) throw new Error("no mailto in List-Unsubscribe");
      const to = mailto.split("?")[0];
      const subject = new URLSearchParams(mailto.split("?")[1]).get("subject") ?? "";
      expect(to).toBe("nyhedsbrev@forsiden.test");
      expect(subject).toMatch(/^afmeld \S+ dagens-vigtigste$/);
      const statusOf = async () =>
        Object.fromEntries(
          (
            await handle.db
              .select()
              .from(newsletterSubscriptions)
              .where(eq(newsletterSubscriptions.subscriberId, id))
          ).map((row) => [row.listKey, row.status]),
        );

      // A mail without a token, and a forged one: nothing changes.
      const compose = (fields: { subject: string; text?: string }) =>
        new MailComposer({ from: "mailto@eksempel.dk", to, ...fields }).compile().build();
      expect(await handleUnsubscribeMail(handle.db, await compose({ subject: "Hej", text: "Tak!" }))).toEqual(
        {
          status: "ignored",
          reason: "no-token",
        },
      );
      const forged = await compose({ subject: `afmeld ${id}.unsubscribe.0.${"A".repeat(43)}` });
      expect(await handleUnsubscribeMail(handle.db, forged)).toEqual({
        status: "ignored",
        reason: "invalid-token",
      });
      expect(await statusOf()).toEqual({
        [DAILY_LIST_KEY]: "confirmed",
        [clubListKey(club.id)]: "confirmed",
      });

      // What a mail client sends for the mailto (RFC 5322, built by nodemailer as a client would).
      const raw = await compose({ subject, text: "Afmeld mig." });
      expect(await handleUnsubscribeMail(handle.db, raw)).toEqual({
        status: "unsubscribed",
        lists: ["Dagens vigtigste"],
      });
      expect(await statusOf()).toEqual({
        [DAILY_LIST_KEY]: "unsubscribed",
        [clubListKey(club.id)]: "confirmed",
      });
      // No more 'Dagens vigtigste' for the address.
      sink.reset();
      await handle.db.delete(newsletterIssues);
      await runDailyNewsletterJob(handle.db, { now: morning() });
      expect(sink.messages.map((m) => m.to[0])).not.toContain("mailto@eksempel.dk");
    });

    it("puts the editor's lead story first", async () => {
      await publishStories(3);
      const [picked] = await handle.db
        .insert(articles)
        .values(articleRow({ title: "Redaktørens valg", views: 0 }))
        .returning();
      await confirmedSubscriber("a@eksempel.dk");
      expect(await setNewsletterLead(handle.db, DAILY_LIST_KEY, picked.id, morning())).toBe("saved");
      await runDailyNewsletterJob(handle.db, { now: morning() });
      const mail = await parseMail(sink.messages[0].raw);
      expect(mail.subject).toBe("Dagens vigtigste: Redaktørens valg");
      expect((mail.text ?? "").indexOf("Redaktørens valg")).toBeLessThan(
        (mail.text ?? "").indexOf("Historie 1"),
      );
      expect(await setNewsletterLead(handle.db, DAILY_LIST_KEY, null, morning())).toBe("already-sent");
    });

    it("sends nothing on a day without stories", async () => {
      await confirmedSubscriber("a@eksempel.dk");
      const result = await runDailyNewsletterJob(handle.db, { now: morning() });
      expect(result.issue).toMatchObject({ status: "skipped", delivered: 0 });
      expect(sink.messages).toHaveLength(0);
    });

    it("a club list goes out only on a day with news about the club", async () => {
      const [fck, bif] = await handle.db
        .insert(clubs)
        .values([
          clubRow({ name: "FC København", slug: "fc-kobenhavn" }),
          clubRow({ name: "Brøndby IF", slug: "brondby-if" }),
        ])
        .returning();
      await publishStories(2, ["klub:fc-kobenhavn"]);
      await confirmedSubscriber("fck@eksempel.dk", [clubListKey(fck.id)]);
      await confirmedSubscriber("bif@eksempel.dk", [clubListKey(bif.id)]);
      const result = await runClubNewslettersJob(handle.db, { now: morning() });
      expect(result).toMatchObject({ lists: 2, sent: 1, skipped: 1, delivered: 1 });
      expect(sink.messages.map((m) => m.to[0])).toEqual(["fck@eksempel.dk"]);
      expect((await parseMail(sink.messages[0].raw)).subject).toBe("Nyt fra FC København: Historie 1");
    });

    it("marks an address refused for good (5xx on RCPT) undeliverable and retries a temporary refusal (4xx)", async () => {
      await publishStories(1);
      const gone = await confirmedSubscriber("findes-ikke@eksempel.dk");
      await confirmedSubscriber("travl@eksempel.dk");
      await confirmedSubscriber("ok@eksempel.dk");
      refusals.set("findes-ikke@eksempel.dk", { code: 550, message: "5.1.1 User unknown" });
      temporaryLeft.set("travl@eksempel.dk", 1);
      const result = await runDailyNewsletterJob(handle.db, { now: morning(), retryDelaysMs: [20] });
      expect(result.issue).toMatchObject({ status: "sent", delivered: 2, retried: 1, undeliverable: 1 });
      expect(sink.messages.map((m) => m.to[0]).sort()).toEqual(["ok@eksempel.dk", "travl@eksempel.dk"]);
      const [subscriber] = await handle.db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.id, gone));
      expect(subscriber.undeliverableAt).toBeInstanceOf(Date);
      expect(subscriber.undeliverableReason).toContain("User unknown");
      const sends = await handle.db.select().from(newsletterSends);
      expect(sends.map((s) => s.status).sort()).toEqual(["sent", "sent", "undeliverable"]);
      expect(sends.find((s) => s.subscriberId === gone)?.status).toBe("undeliverable");
      const [issue] = await handle.db.select().from(newsletterIssues);
      expect(issue).toMatchObject({ sentCount: 2, failedCount: 1 });
    });

    it("resumes after a crash: every recipient exactly once", async () => {
      await publishStories(2);
      for (let i = 0; i < 7; i++) await confirmedSubscriber(`r${i}@eksempel.dk`);
      const now = morning();
      const issue = await prepareNewsletterIssue(handle.db, DAILY_LIST_KEY, now);
      const transport = smtpNewsletterTransport(sink.url, 2);
      const { sendNewsletterIssue } = await import("~/features/newsletters/newsletter-send.server");
      const first = await sendNewsletterIssue(handle.db, issue!, {
        transport,
        ratePerSecond: 1000,
        batchSize: 2,
        stopAfter: 3,
      });
      transport.close();
      expect(first.status).toBe("sending");
      expect(sink.received()).toBe(3);
      // The crash: a recipient claimed ('sending') whose mail never reached SMTP.
      const sentTo = new Set(sink.messages.map((m) => m.to[0]));
      const subscribers = await handle.db.select().from(newsletterSubscribers);
      const next = subscribers.find((row) => !sentTo.has(row.email))!;
      await handle.db
        .insert(newsletterSends)
        .values({ issueId: issue!.id, subscriberId: next.id, status: "sending", attempts: 1 });

      const result = await runDailyNewsletterJob(handle.db, { now });
      expect(result.issue).toMatchObject({ status: "sent", delivered: 4 });
      expect(sink.received()).toBe(7);
      expect([...sink.messageIds.values()].every((n) => n === 1)).toBe(true);
      expect(sink.messageIds.size).toBe(7);
      const sends = await handle.db
        .select()
        .from(newsletterSends)
        .where(and(eq(newsletterSends.issueId, issue!.id), eq(newsletterSends.status, "sent")));
      expect(sends).toHaveLength(7);
    });

    it("two runs at once (two instances' schedulers) send the issue once: the second is skipped by the job lock", async () => {
      await publishStories(1);
      for (let i = 0; i < 5; i++) await confirmedSubscriber(`t${i}@eksempel.dk`);
      const [a, b] = await Promise.all([
        runJob(handle, "nyhedsbrev-dagens", "schedule", jobRegistry),
        runJob(handle, "nyhedsbrev-dagens", "manual", jobRegistry),
      ]);
      expect([a.status, b.status].sort()).toEqual(["completed", "skipped"]);
      expect(sink.received()).toBe(5);
      expect(sink.messageIds.size).toBe(5);
    });
  });
});
