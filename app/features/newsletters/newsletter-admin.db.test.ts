// Issue 24: /admin/nyhedsbreve's queries and writes (counts per list, the send log, the lead
// story, the test mail) and the subscriber export, on PGlite and PostgreSQL.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { articleRow, clubRow } from "#tests/support/factories.ts";
import { resetNewsletterTables } from "#tests/support/newsletters.ts";
import { createTestDatabase, TEST_DB_KIND } from "#tests/support/test-database.ts";
import { copenhagenDay } from "~/lib/copenhagen-time";
import type { DatabaseHandle } from "~/server/db/client.server";
import {
  articles,
  auditLog,
  clubs,
  mailOutbox,
  newsletterIssues,
  newsletterSends,
  newsletterSubscribers,
  newsletterSubscriptions,
} from "~/server/db/schema";
import { parseEnv, setEnvForTesting } from "~/server/env.server";
import { NEWSLETTER_ADMIN_TEXT } from "./newsletter-admin";
import {
  csvCell,
  EXPORT_COLUMNS,
  latestNewsletterSendErrors,
  listNewsletterCounts,
  listRecentNewsletterIssues,
  loadNewsletterLead,
  loadNewsletterPreview,
  newsletterExportLines,
  newsletterExportResponse,
  saveNewsletterLead,
  sendNewsletterTest,
} from "./newsletter-admin.server";
import { CONSENT_TEXT_VERSION, clubListKey, DAILY_LIST_KEY } from "./newsletter-lists";

const PUBLIC_URL = "https://forsiden.test";
const ACTOR = { id: "u-admin", email: "admin@forsiden.test" };

/** A small RFC 4180 reader: quoted cells with "" for a quote and line breaks inside. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += c;
  }
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  return rows;
}

async function collect(lines: AsyncIterable<string>): Promise<string> {
  let out = "";
  for await (const chunk of lines) out += chunk;
  return out;
}

describe(`newsletter admin: counts, send log, lead story, test mail and export (${TEST_DB_KIND})`, () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase();
    // No SMTP_URL: the test mail goes to the outbox (the development transport).
    setEnvForTesting(
      parseEnv({ PUBLIC_URL, AUTH_SECRET: "x".repeat(40), LOG_LEVEL: "silent", NODE_ENV: "test" }),
    );
  });
  afterAll(() => setEnvForTesting(undefined));
  beforeEach(async () => {
    const { db } = handle;
    await resetNewsletterTables(db);
    await db.delete(mailOutbox);
    await db.delete(auditLog);
    await db.delete(articles);
    await db.delete(clubs);
  });

  async function subscriber(
    email: string,
    lists: Record<string, "pending" | "confirmed" | "unsubscribed">,
    extra: { undeliverableAt?: Date } = {},
  ) {
    const [row] = await handle.db
      .insert(newsletterSubscribers)
      .values({ email, undeliverableAt: extra.undeliverableAt ?? null })
      .returning();
    const entries = Object.entries(lists);
    if (entries.length > 0) {
      await handle.db.insert(newsletterSubscriptions).values(
        entries.map(([listKey, status]) => ({
          subscriberId: row.id,
          listKey,
          status,
          consentTextVersion: CONSENT_TEXT_VERSION,
          consentSource: "nyhedsbrev",
          consentedAt: new Date("2026-11-01T08:00:00Z"),
          confirmedAt: status === "pending" ? null : new Date("2026-11-01T09:00:00Z"),
          unsubscribedAt: status === "unsubscribed" ? new Date("2026-11-10T09:00:00Z") : null,
        })),
      );
    }
    return row.id;
  }

  describe("counts per list", () => {
    it("counts each list's subscriptions by state, with refused addresses apart from the confirmed ones", async () => {
      const [fcb, agf, quiet] = await handle.db
        .insert(clubs)
        .values([clubRow({ name: "Brøndby IF" }), clubRow({ name: "AGF" }), clubRow({ name: "Vejle" })])
        .returning();
      const refused = new Date("2026-11-20T07:00:00Z");
      await subscriber("a@eksempel.dk", {
        [DAILY_LIST_KEY]: "confirmed",
        [clubListKey(fcb.id)]: "confirmed",
      });
      await subscriber("b@eksempel.dk", { [DAILY_LIST_KEY]: "confirmed" });
      await subscriber("c@eksempel.dk", { [DAILY_LIST_KEY]: "pending", [clubListKey(agf.id)]: "pending" });
      await subscriber("d@eksempel.dk", { [DAILY_LIST_KEY]: "unsubscribed" });
      await subscriber(
        "e@eksempel.dk",
        { [DAILY_LIST_KEY]: "confirmed", [clubListKey(fcb.id)]: "confirmed" },
        {
          undeliverableAt: refused,
        },
      );
      // An unsubscribed address that was refused too is simply unsubscribed.
      await subscriber("f@eksempel.dk", { [DAILY_LIST_KEY]: "unsubscribed" }, { undeliverableAt: refused });
      const counts = await listNewsletterCounts(handle.db);
      // 'Dagens vigtigste' first, then the club lists with any row by name; Vejle has none.
      expect(counts).toEqual([
        {
          key: DAILY_LIST_KEY,
          name: "Dagens vigtigste",
          confirmed: 2,
          pending: 1,
          unsubscribed: 2,
          undeliverable: 1,
        },
        {
          key: clubListKey(agf.id),
          name: "Nyt fra AGF",
          confirmed: 0,
          pending: 1,
          unsubscribed: 0,
          undeliverable: 0,
        },
        {
          key: clubListKey(fcb.id),
          name: "Nyt fra Brøndby IF",
          confirmed: 1,
          pending: 0,
          unsubscribed: 0,
          undeliverable: 1,
        },
      ]);
      expect(counts.map((c) => c.key)).not.toContain(clubListKey(quiet.id));
    });

    it("always shows 'Dagens vigtigste', with zeros before anyone signs up", async () => {
      expect(await listNewsletterCounts(handle.db)).toEqual([
        {
          key: DAILY_LIST_KEY,
          name: "Dagens vigtigste",
          confirmed: 0,
          pending: 0,
          unsubscribed: 0,
          undeliverable: 0,
        },
      ]);
    });
  });

  describe("'Seneste udsendelser'", () => {
    it("lists the newest 20 issues, newest first, with the list's Danish name and the counts", async () => {
      const [club] = await handle.db
        .insert(clubs)
        .values(clubRow({ name: "FC Midtjylland" }))
        .returning();
      const base = Date.parse("2026-10-01T07:00:00Z");
      await handle.db.insert(newsletterIssues).values(
        Array.from({ length: 22 }, (_, i) => ({
          listKey: i % 2 === 0 ? DAILY_LIST_KEY : clubListKey(club.id),
          issueDate: copenhagenDay(new Date(base + i * 86_400_000)),
          status: i === 21 ? "sending" : "sent",
          subject: `Udgave ${i}`,
          recipientCount: 10 + i,
          sentCount: 9 + i,
          failedCount: 1,
          createdAt: new Date(base + i * 86_400_000),
        })),
      );
      const issues = await listRecentNewsletterIssues(handle.db);
      expect(issues).toHaveLength(20);
      expect(issues[0]).toMatchObject({
        listName: "Nyt fra FC Midtjylland",
        status: "sending",
        subject: "Udgave 21",
        recipientCount: 31,
        sentCount: 30,
        failedCount: 1,
        issueDate: "2026-10-22",
      });
      expect(issues[1]).toMatchObject({ listName: "Dagens vigtigste", subject: "Udgave 20" });
      expect(issues.at(-1)?.subject).toBe("Udgave 2");
    });

    it("shows the latest error texts of the newest issue with failures", async () => {
      const [older, newer, clean] = await handle.db
        .insert(newsletterIssues)
        .values([
          {
            listKey: DAILY_LIST_KEY,
            issueDate: "2026-11-01",
            status: "sent",
            failedCount: 1,
            createdAt: new Date("2026-11-01T06:00:00Z"),
          },
          {
            listKey: DAILY_LIST_KEY,
            issueDate: "2026-11-02",
            status: "sent",
            failedCount: 2,
            createdAt: new Date("2026-11-02T06:00:00Z"),
          },
          {
            listKey: DAILY_LIST_KEY,
            issueDate: "2026-11-03",
            status: "sent",
            failedCount: 0,
            createdAt: new Date("2026-11-03T06:00:00Z"),
          },
        ])
        .returning();
      const ids = await Promise.all(
        ["x@eksempel.dk", "y@eksempel.dk", "z@eksempel.dk"].map((email) => subscriber(email, {})),
      );
      await handle.db.insert(newsletterSends).values([
        { issueId: older.id, subscriberId: ids[0], status: "failed", error: "gammel fejl" },
        {
          issueId: newer.id,
          subscriberId: ids[0],
          status: "undeliverable",
          error: "550 5.1.1 User unknown",
          updatedAt: new Date("2026-11-02T07:01:00Z"),
        },
        {
          issueId: newer.id,
          subscriberId: ids[1],
          status: "failed",
          error: "451 4.3.0 Try again later",
          updatedAt: new Date("2026-11-02T07:20:00Z"),
        },
        { issueId: newer.id, subscriberId: ids[2], status: "sent" },
        { issueId: clean.id, subscriberId: ids[0], status: "sent" },
      ]);
      const issues = await listRecentNewsletterIssues(handle.db);
      expect(await latestNewsletterSendErrors(handle.db, issues)).toEqual({
        issueId: newer.id,
        listName: "Dagens vigtigste",
        issueDate: "2026-11-02",
        errors: [
          { status: "failed", error: "451 4.3.0 Try again later", at: new Date("2026-11-02T07:20:00Z") },
          { status: "undeliverable", error: "550 5.1.1 User unknown", at: new Date("2026-11-02T07:01:00Z") },
        ],
      });
      expect(
        await latestNewsletterSendErrors(
          handle.db,
          issues.filter((i) => i.failedCount === 0),
        ),
      ).toBeNull();
    });
  });

  describe("the lead story and the preview", () => {
    it("offers the last 24 hours' published articles, saves the pick (audited) and puts it first in the preview", async () => {
      const now = new Date();
      const [fresh, older, , draft] = await handle.db
        .insert(articles)
        .values([
          articleRow({ title: "Frisk historie", hoursAgo: 2, views: 1 }),
          articleRow({ title: "Mest læst", hoursAgo: 3, views: 900 }),
          articleRow({ title: "For gammel", hoursAgo: 30 }),
          articleRow({ title: "Kladde", hoursAgo: 1, isDraft: true }),
        ])
        .returning();
      const before = await loadNewsletterLead(handle.db, now);
      expect(before.choices.map((c) => c.title)).toEqual(["Frisk historie", "Mest læst"]);
      expect(before).toMatchObject({ currentId: null, issueStatus: null });
      expect((await loadNewsletterPreview(handle.db, DAILY_LIST_KEY, now))?.subject).toBe(
        "Dagens vigtigste: Mest læst",
      );

      expect(await saveNewsletterLead(handle.db, ACTOR, fresh.id, now)).toEqual({
        ok: true,
        message: "Tophistorien er gemt.",
      });
      expect(await loadNewsletterLead(handle.db, now)).toMatchObject({
        currentId: fresh.id,
        issueStatus: "draft",
      });
      const preview = await loadNewsletterPreview(handle.db, DAILY_LIST_KEY, now);
      expect(preview).toMatchObject({ subject: "Dagens vigtigste: Frisk historie", articleCount: 2 });
      // The preview's personal links point to the public newsletter page, not to placeholders.
      expect(preview?.html).toContain(`${PUBLIC_URL}/nyhedsbrev`);
      expect(preview?.html).not.toContain("FORSIDEN_AFMELD_URL");
      expect(preview?.text).not.toContain("FORSIDEN_INDSTILLINGER_URL");
      const [audit] = await handle.db.select().from(auditLog);
      expect(audit).toMatchObject({
        actorEmail: ACTOR.email,
        entityType: "newsletter",
        summary: 'valgte tophistorien "Frisk historie" til Dagens vigtigste',
      });

      // A draft is not a story readers can see.
      expect(await saveNewsletterLead(handle.db, ACTOR, draft.id, now)).toEqual({
        ok: false,
        status: 404,
        message: "Artiklen findes ikke eller er ikke udgivet.",
      });
      // 'Ingen (mest læste først)' clears it.
      expect(await saveNewsletterLead(handle.db, ACTOR, null, now)).toMatchObject({ ok: true });
      expect((await loadNewsletterLead(handle.db, now)).currentId).toBeNull();
      expect(older.id).toBeTruthy();
    });

    it("changes nothing once today's issue is sent: 'Dagens nyhedsbrev er allerede sendt.'", async () => {
      const now = new Date();
      const [article] = await handle.db.insert(articles).values(articleRow()).returning();
      await handle.db
        .insert(newsletterIssues)
        .values({ listKey: DAILY_LIST_KEY, issueDate: copenhagenDay(now), status: "sent" });
      expect(await saveNewsletterLead(handle.db, ACTOR, article.id, now)).toEqual({
        ok: false,
        status: 409,
        message: "Dagens nyhedsbrev er allerede sendt.",
      });
      const [issue] = await handle.db.select().from(newsletterIssues);
      expect(issue.leadArticleId).toBeNull();
      expect(await handle.db.select().from(auditLog)).toHaveLength(0);
    });

    it("says there is nothing to send without stories in the last 24 hours", async () => {
      const now = new Date();
      expect(await loadNewsletterPreview(handle.db, DAILY_LIST_KEY, now)).toMatchObject({
        html: null,
        articleCount: 0,
      });
      expect(await sendNewsletterTest(handle.db, DAILY_LIST_KEY, "redaktoer@forsiden.test", now)).toEqual({
        ok: false,
        status: 409,
        message: "Ingen historier de seneste 24 timer – der sendes ikke noget.",
      });
      expect(
        await sendNewsletterTest(
          handle.db,
          clubListKey("00000000-0000-4000-8000-000000000000"),
          "r@f.dk",
          now,
        ),
      ).toMatchObject({ ok: false, status: 404, message: NEWSLETTER_ADMIN_TEXT.unknownList });
    });

    it("'Send test til mig' sends the preview to the staff member's address only, marked [Test]", async () => {
      await handle.db.insert(articles).values(articleRow({ title: "Derbysejr i Parken" }));
      await subscriber("abonnent@eksempel.dk", { [DAILY_LIST_KEY]: "confirmed" });
      expect(
        await sendNewsletterTest(handle.db, DAILY_LIST_KEY, "redaktoer@forsiden.test", new Date()),
      ).toEqual({
        ok: true,
        message: "Testmail sendt til redaktoer@forsiden.test.",
      });
      const mails = await handle.db.select().from(mailOutbox);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({
        to: "redaktoer@forsiden.test",
        subject: "[Test] Dagens vigtigste: Derbysejr i Parken",
      });
      // Outside the send log: no issue is stored, nobody else is mailed.
      expect(await handle.db.select().from(newsletterIssues)).toHaveLength(0);
      expect(await handle.db.select().from(newsletterSends)).toHaveLength(0);
    });
  });

  describe("the subscriber export (CSV)", () => {
    it("quotes cells by RFC 4180 and defuses formulas (CSV injection)", () => {
      for (const [value, cell] of [
        ["almindelig", "almindelig"],
        ['Sagde "hej"', '"Sagde ""hej"""'],
        ["a,b", '"a,b"'],
        ["to\nlinjer", '"to\nlinjer"'],
        ['=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
        ["+45 12 34", "'+45 12 34"],
        ["-1", "'-1"],
        ["@SUM(A1)", "'@SUM(A1)"],
        ["\tfane", "'\tfane"],
        ["\rretur", '"\'\rretur"'],
        [null, ""],
      ] as const) {
        expect(csvCell(value), JSON.stringify(value)).toBe(cell);
      }
    });

    it("writes one line per address and list with the consent record, in keyset pages over all subscribers", async () => {
      const [club] = await handle.db
        .insert(clubs)
        .values(clubRow({ name: 'FC "Kjøbenhavn", 1876' }))
        .returning();
      const refused = new Date("2026-11-20T07:00:00Z");
      await subscriber("=cmd@eksempel.dk", { [DAILY_LIST_KEY]: "confirmed" });
      await subscriber("anna@eksempel.dk", {
        [DAILY_LIST_KEY]: "pending",
        [clubListKey(club.id)]: "confirmed",
      });
      await subscriber("bo@eksempel.dk", { [DAILY_LIST_KEY]: "unsubscribed" }, { undeliverableAt: refused });
      // An address left with no list is not a subscription: no line.
      await subscriber("ingen@eksempel.dk", {});
      for (let i = 0; i < 7; i++)
        await subscriber(`læser${i}@eksempel.dk`, { [DAILY_LIST_KEY]: "confirmed" });

      // Pages of 3 subscribers: 11 addresses take 4 pages; the result is the same as one page.
      const paged = await collect(newsletterExportLines(handle.db, 3));
      expect(await collect(newsletterExportLines(handle.db, 1000))).toBe(paged);
      expect(paged.startsWith("\uFEFF")).toBe(true);
      const rows = parseCsv(paged.slice(1));
      expect(rows[0]).toEqual([...EXPORT_COLUMNS]);
      // The header line exactly as a spreadsheet receives it.
      expect(paged.slice(1, paged.indexOf("\r\n"))).toBe(
        "email,liste,status,samtykke_givet,samtykketekst_version,samtykke_kilde,bekraeftet,afmeldt,kan_ikke_modtage",
      );
      const body = rows.slice(1);
      expect(body).toHaveLength(1 + 2 + 1 + 7);
      // In the database's collation order ('=' sorts differently under C and ICU/libc locales).
      expect(body.map((r) => r[0]).sort()).toEqual(
        [
          "'=cmd@eksempel.dk",
          "anna@eksempel.dk",
          "anna@eksempel.dk",
          "bo@eksempel.dk",
          ...Array.from({ length: 7 }, (_, i) => `læser${i}@eksempel.dk`),
        ].sort(),
      );
      const of = (email: string) => body.filter((r) => r[0] === email);
      expect(of("'=cmd@eksempel.dk")[0].slice(1, 3)).toEqual(["Dagens vigtigste", "Bekræftet"]);
      const [annaDaily, annaClub] = of("anna@eksempel.dk");
      expect(body.indexOf(annaClub) - body.indexOf(annaDaily)).toBe(1);
      expect(annaDaily).toEqual([
        "anna@eksempel.dk",
        "Dagens vigtigste",
        "Afventer",
        "2026-11-01T08:00:00.000Z",
        CONSENT_TEXT_VERSION,
        "nyhedsbrev",
        "",
        "",
        "",
      ]);
      expect(annaClub.slice(0, 3)).toEqual([
        "anna@eksempel.dk",
        'Nyt fra FC "Kjøbenhavn", 1876',
        "Bekræftet",
      ]);
      expect(paged).toContain('"Nyt fra FC ""Kjøbenhavn"", 1876"');
      expect(of("bo@eksempel.dk")).toEqual([
        [
          "bo@eksempel.dk",
          "Dagens vigtigste",
          "Afmeldt",
          "2026-11-01T08:00:00.000Z",
          CONSENT_TEXT_VERSION,
          "nyhedsbrev",
          "2026-11-01T09:00:00.000Z",
          "2026-11-10T09:00:00.000Z",
          "2026-11-20T07:00:00.000Z",
        ],
      ]);
      expect(paged.endsWith("\r\n")).toBe(true);
    });

    it("streams the file as an attachment that no cache keeps, and records the export", async () => {
      await subscriber("anna@eksempel.dk", { [DAILY_LIST_KEY]: "confirmed" });
      const res = await newsletterExportResponse(handle.db, ACTOR, new Date("2026-11-27T10:00:00Z"));
      expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8; header=present");
      expect(res.headers.get("content-disposition")).toBe(
        'attachment; filename="nyhedsbrev-abonnenter-2026-11-27.csv"',
      );
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      const text = await res.text();
      expect(parseCsv(text.replace(/^\uFEFF/, ""))[1].slice(0, 3)).toEqual([
        "anna@eksempel.dk",
        "Dagens vigtigste",
        "Bekræftet",
      ]);
      const audit = await handle.db.select().from(auditLog).where(eq(auditLog.entityType, "newsletter"));
      expect(audit).toMatchObject([
        {
          action: "exported",
          actorEmail: ACTOR.email,
          summary: "eksporterede nyhedsbrevenes abonnenter (CSV)",
        },
      ]);
    });
  });
});
