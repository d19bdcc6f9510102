import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertRows } from "#tests/support/factories.ts";
import { createTestDatabase, TEST_DB_KIND } from "#tests/support/test-database.ts";
import type { Database } from "~/server/db/client.server";
import { auditLog, pushMessages, pushSubscriptions, pushSubscriptionTopics } from "~/server/db/schema";
import { enqueuePush } from "~/server/push/push-queue.server";
import { articleTopic, BREAKING_TOPIC, clubTopic } from "~/server/push/push-topics";
import { handlePushAdminAction, sendBreakingPush } from "./breaking-push.server";
import { listPushMessages, loadBreakingCandidate, loadDeviceTotals } from "./push-admin-queries.server";
import { parsePushCursor } from "./push-admin-schema";

/**
 * Issue 25, the editors' side: 'Send som breaking-push' (editors and administrators, one per 10
 * minutes unless an administrator overrides, audited) and /admin/push's list and device totals.
 */
const editor = { id: "push-redaktoer", email: "redaktoer@forsiden.test", role: "editor" as const };
const admin = { id: "push-admin", email: "admin@forsiden.test", role: "admin" as const };
const reader = { id: "push-laeser", email: "laeser@forsiden.test", role: "user" as const };

// A fixed clock in winter (Copenhagen is UTC+1): the cap's message names exact times.
const NOW = new Date("2030-01-15T13:09:00Z");

describe(`breaking push and /admin/push on ${TEST_DB_KIND}`, () => {
  let db: Database;
  let storyId: string;
  let draftId: string;
  let scheduledId: string;
  let liveId: string;
  let fck: string;
  let bif: string;

  async function device(topics: string[]) {
    const [row] = await db
      .insert(pushSubscriptions)
      .values({
        endpoint: `https://updates.push.services.mozilla.com/wpush/v2/${randomUUID()}`,
        p256dh: "B",
        auth: "a",
      })
      .returning({ id: pushSubscriptions.id });
    if (topics.length > 0) {
      await db
        .insert(pushSubscriptionTopics)
        .values(topics.map((topic) => ({ topic, subscriptionId: row.id })));
    }
  }

  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.set(key, value);
    return data;
  };

  beforeAll(async () => {
    db = (await createTestDatabase()).db;
    const rows = await insertRows(db, {
      users: [
        { id: editor.id, email: editor.email, name: "Rikke Redaktør", role: "editor" },
        { id: admin.id, email: admin.email, name: "Anders Admin", role: "admin" },
      ],
      clubs: [
        { slug: "fc-kobenhavn", name: "FC København" },
        { slug: "brondby-if", name: "Brøndby IF" },
      ],
      articles: [
        {
          slug: "fck-fyrer-traeneren",
          title: "FCK fyrer træneren",
          excerpt: "**FC København** skiller sig af med cheftræneren efter tre nederlag i træk.",
          tags: ["klub:fc-kobenhavn", "klub:brondby-if", "superliga"],
          publishedAt: new Date("2030-01-15T12:00:00Z"),
        },
        { slug: "kladde", title: "Kladde", isDraft: true, publishedAt: null },
        { slug: "planlagt", title: "Planlagt", publishedAt: new Date("2030-01-15T18:00:00Z") },
        { slug: "live-derby", title: "LIVE: Derbyet", liveStatus: "live" },
      ],
    });
    [fck, bif] = rows.clubs.map((c) => c.id);
    [storyId, draftId, scheduledId, liveId] = rows.articles.map((a) => a.id);
    // 3 devices follow breaking (one of them FCK too), 2 only FCK or Brøndby, 1 the live article.
    await device([BREAKING_TOPIC]);
    await device([BREAKING_TOPIC]);
    await device([BREAKING_TOPIC, clubTopic(fck)]);
    await device([clubTopic(fck)]);
    await device([clubTopic(bif), articleTopic(liveId)]);
    await device([]);
  });

  beforeEach(async () => {
    await db.delete(pushMessages);
  });

  it("the confirmation shows the article, how many devices get it with and without the clubs' followers, and no cap yet", async () => {
    const candidate = await loadBreakingCandidate(db, storyId, NOW);
    expect(candidate).toEqual({
      article: {
        id: storyId,
        title: "FCK fyrer træneren",
        excerpt: "**FC København** skiller sig af med cheftræneren efter tre nederlag i træk.",
        slug: "fck-fyrer-traeneren",
      },
      published: true,
      clubs: [
        { id: bif, name: "Brøndby IF" },
        { id: fck, name: "FC København" },
      ],
      devices: 3,
      devicesWithClubs: 5,
      clubDevices: 3,
      storySent: false,
      lastAt: null,
      nextAt: null,
    });
    expect(await loadBreakingCandidate(db, "ikke-et-id", NOW)).toBeNull();
  });

  it("'Send til klubbernes følgere' sends a club's big story to its clubs' followers only, once per article, audited; not a breaking push", async () => {
    const { result, status } = await handlePushAdminAction(
      db,
      editor,
      form({ intent: "club-story", articleId: storyId }),
      NOW,
    );
    expect(status).toBe(200);
    expect(result).toMatchObject({
      ok: true,
      intent: "club-story",
      message: "Historien er sendt til klubbernes følgere: 3 enheder.",
    });
    const [message] = await db.select().from(pushMessages);
    expect(message).toMatchObject({
      kind: "story",
      title: "FCK fyrer træneren",
      url: "/article/fck-fyrer-traeneren",
      dedupeKey: `story:${storyId}`,
      createdBy: editor.id,
    });
    expect([...message.topics].sort()).toEqual([clubTopic(bif), clubTopic(fck)].sort());
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, "club_story_push_sent"));
    expect(entry.summary).toBe(
      'sendte "FCK fyrer træneren" som push til følgere af Brøndby IF, FC København (3 enheder)',
    );
    // Once per article; the confirmation says so. It does not hold back a breaking push either.
    const again = await handlePushAdminAction(
      db,
      editor,
      form({ intent: "club-story", articleId: storyId }),
      NOW,
    );
    expect(again).toMatchObject({
      status: 409,
      result: {
        ok: false,
        message: "Artiklen er allerede sendt til klubbernes følgere. En artikel sendes kun én gang.",
      },
    });
    expect(await loadBreakingCandidate(db, storyId, NOW)).toMatchObject({ storySent: true, nextAt: null });
    // An article without clubs, a draft, and a reader are refused.
    expect(
      await handlePushAdminAction(db, editor, form({ intent: "club-story", articleId: liveId }), NOW),
    ).toMatchObject({
      status: 409,
      result: {
        message:
          "Artiklen er ikke tagget med en af vores klubber, så den har ingen klubfølgere at sende til.",
      },
    });
    expect(
      await handlePushAdminAction(db, editor, form({ intent: "club-story", articleId: draftId }), NOW),
    ).toMatchObject({
      status: 409,
      result: {
        message: "Artiklen er ikke publiceret. Kun en publiceret artikel kan sendes til klubbernes følgere.",
      },
    });
    expect(
      await handlePushAdminAction(db, reader, form({ intent: "club-story", articleId: storyId }), NOW),
    ).toMatchObject({
      status: 403,
    });
    expect(await db.select().from(pushMessages)).toHaveLength(1);
  });

  it("an editor's breaking push goes to the breaking topic, queued with the article's title, excerpt and address, and is audited", async () => {
    const { result, status } = await handlePushAdminAction(
      db,
      editor,
      form({ intent: "breaking", articleId: storyId }),
      NOW,
    );
    expect(status).toBe(200);
    expect(result).toEqual({
      ok: true,
      intent: "breaking",
      message: "Breaking-pushen er sendt til 3 enheder.",
      articleId: storyId,
    });
    const [push] = await db.select().from(pushMessages);
    expect(push).toMatchObject({
      kind: "breaking",
      topics: [BREAKING_TOPIC],
      title: "FCK fyrer træneren",
      body: "FC København skiller sig af med cheftræneren efter tre nederlag i træk.",
      url: "/article/fck-fyrer-traeneren",
      urgency: "normal",
      ttlSeconds: 21_600,
      goal: false,
      articleId: storyId,
      createdBy: editor.id,
      status: "sending",
    });
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "breaking_push_sent"))
      .orderBy(sql`${auditLog.createdAt} DESC`)
      .limit(1);
    expect(audit).toMatchObject({
      actorId: editor.id,
      actorEmail: editor.email,
      entityType: "article",
      entityId: storyId,
      summary: 'sendte breaking-push om "FCK fyrer træneren" til 3 enheder',
      metadata: { messageId: push.id, topics: [BREAKING_TOPIC], devices: 3, override: false },
    });
  });

  it("ticked, the article's clubs' followers get it too, each device once", async () => {
    const sent = await sendBreakingPush(
      db,
      editor,
      { articleId: storyId, clubs: true, override: false },
      NOW,
    );
    expect(sent).toMatchObject({ ok: true, devices: 5, message: "Breaking-pushen er sendt til 5 enheder." });
    const [push] = await db.select().from(pushMessages);
    expect(push.topics).toEqual([BREAKING_TOPIC, clubTopic(bif), clubTopic(fck)]);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, storyId))
      .orderBy(sql`${auditLog.createdAt} DESC`)
      .limit(1);
    expect(audit.summary).toBe(
      'sendte breaking-push om "FCK fyrer træneren" til 5 enheder (også til følgere af Brøndby IF, FC København)',
    );
  });

  it("one breaking push per 10 minutes: the next is refused with when the last went out and when the next may, and nothing is queued", async () => {
    await sendBreakingPush(db, editor, { articleId: storyId, clubs: false, override: false }, NOW);
    await db.update(pushMessages).set({ createdAt: new Date("2030-01-15T13:05:00Z") });
    const auditBefore = (await db.select().from(auditLog)).length;
    const refused = await handlePushAdminAction(
      db,
      editor,
      form({ intent: "breaking", articleId: storyId }),
      NOW,
    );
    expect(refused).toEqual({
      result: {
        ok: false,
        intent: "breaking",
        message:
          "Der blev sendt en breaking-push kl. 14.05. Den næste kan sendes kl. 14.15 (højst én pr. 10 minutter).",
        articleId: storyId,
      },
      status: 429,
    });
    expect(await db.select().from(pushMessages)).toHaveLength(1);
    expect(await db.select().from(auditLog)).toHaveLength(auditBefore);
    // The confirmation says so before anyone presses the button.
    expect(await loadBreakingCandidate(db, storyId, NOW)).toMatchObject({
      lastAt: "2030-01-15T13:05:00.000Z",
      nextAt: "2030-01-15T13:15:00.000Z",
    });
    // Ten minutes after the last one it may go again.
    const later = await sendBreakingPush(
      db,
      editor,
      { articleId: storyId, clubs: false, override: false },
      new Date("2030-01-15T13:15:00Z"),
    );
    expect(later.ok).toBe(true);
  });

  it("an editor may not override the cap; an administrator may, with the tick, and the audit says so", async () => {
    await sendBreakingPush(db, editor, { articleId: storyId, clubs: false, override: false }, NOW);
    await db.update(pushMessages).set({ createdAt: new Date(NOW.getTime() - 60_000) });
    expect(
      await handlePushAdminAction(
        db,
        editor,
        form({ intent: "breaking", articleId: storyId, override: "on" }),
        NOW,
      ),
    ).toEqual({
      result: {
        ok: false,
        intent: "breaking",
        message: "Kun en administrator kan sende uden om grænsen på én breaking-push pr. 10 minutter.",
        articleId: storyId,
      },
      status: 403,
    });
    // Without the tick an administrator meets the cap like everybody else.
    const capped = await sendBreakingPush(
      db,
      admin,
      { articleId: storyId, clubs: false, override: false },
      NOW,
    );
    expect(capped).toMatchObject({ ok: false, status: 429 });
    const overridden = await sendBreakingPush(
      db,
      admin,
      { articleId: storyId, clubs: false, override: true },
      NOW,
    );
    expect(overridden).toMatchObject({ ok: true, devices: 3 });
    expect(await db.select().from(pushMessages)).toHaveLength(2);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorId, admin.id))
      .orderBy(sql`${auditLog.createdAt} DESC`)
      .limit(1);
    expect(audit).toMatchObject({
      action: "breaking_push_sent",
      summary:
        'sendte breaking-push om "FCK fyrer træneren" til 3 enheder uden om grænsen på én pr. 10 minutter',
      metadata: expect.objectContaining({ override: true }),
    });
  });

  it("only editors and administrators send, and only a published article: a reader, a draft and a scheduled article are refused", async () => {
    expect(
      await sendBreakingPush(db, reader, { articleId: storyId, clubs: false, override: false }, NOW),
    ).toEqual({
      ok: false,
      status: 403,
      message: "Ingen adgang",
    });
    for (const articleId of [draftId, scheduledId]) {
      expect(await sendBreakingPush(db, editor, { articleId, clubs: false, override: false }, NOW)).toEqual({
        ok: false,
        status: 409,
        message: "Artiklen er ikke publiceret. Kun en publiceret artikel kan sendes som breaking-push.",
      });
    }
    expect(
      await handlePushAdminAction(db, editor, form({ intent: "breaking", articleId: "abc" }), NOW),
    ).toEqual({
      result: { ok: false, intent: "breaking", message: "Artiklen findes ikke." },
      status: 400,
    });
    expect(
      await handlePushAdminAction(db, editor, form({ intent: "breaking", articleId: randomUUID() }), NOW),
    ).toMatchObject({ result: { ok: false, message: "Artiklen findes ikke." }, status: 404 });
    expect(await handlePushAdminAction(db, editor, form({ intent: "slet-alt" }), NOW)).toEqual({
      result: { ok: false, intent: "unknown", message: "Formularen kunne ikke læses." },
      status: 400,
    });
    expect(await db.select().from(pushMessages)).toHaveLength(0);
  });

  it("the list shows the newest push first with its kind, its topics in words, who sent it and its counts", async () => {
    await sendBreakingPush(db, editor, { articleId: storyId, clubs: true, override: false }, NOW);
    await db.transaction((tx) =>
      enqueuePush(tx, {
        kind: "goal",
        topics: [clubTopic(fck), clubTopic(bif), articleTopic(liveId)],
        title: "MÅL! FC København 1–0 Brøndby IF (23′)",
        body: "Claesson",
        url: "/article/live-derby",
        goal: true,
      }),
    );
    const [goal] = await db.select().from(pushMessages).where(eq(pushMessages.kind, "goal"));
    await db
      .update(pushMessages)
      .set({ sentCount: 3, deliveredCount: 2, expiredCount: 1, failedCount: 0, status: "done" })
      .where(eq(pushMessages.id, goal.id));
    const page = await listPushMessages(db, null);
    expect(page.next).toBeNull();
    expect(page.paged).toBe(false);
    expect(
      page.rows.map((r) => [
        r.kindLabel,
        r.title,
        r.audience,
        r.author,
        r.sent,
        r.delivered,
        r.expired,
        r.failed,
        r.status,
      ]),
    ).toEqual([
      [
        "Mål",
        "MÅL! FC København 1–0 Brøndby IF (23′)",
        ["FC København", "Brøndby IF", "Følgere af “LIVE: Derbyet”"],
        null,
        3,
        2,
        1,
        0,
        "done",
      ],
      [
        "Breaking",
        "FCK fyrer træneren",
        ["Breaking", "Brøndby IF", "FC København"],
        "Rikke Redaktør",
        0,
        0,
        0,
        0,
        "sending",
      ],
    ]);
  });

  it("pages by keyset: every push once, also pushes queued in one transaction (the same created_at)", async () => {
    await db.transaction(async (tx) => {
      for (let i = 1; i <= 30; i++) {
        await enqueuePush(tx, {
          kind: "update",
          topics: [articleTopic(liveId)],
          title: `Opdatering ${i}`,
          body: "",
          url: "/",
        });
      }
    });
    const first = await listPushMessages(db, null, 12);
    expect(first.rows).toHaveLength(12);
    const cursor = parsePushCursor(first.next);
    expect(cursor).not.toBeNull();
    const second = await listPushMessages(db, cursor, 12);
    const third = await listPushMessages(db, parsePushCursor(second.next), 12);
    expect(third.next).toBeNull();
    expect(second.paged).toBe(true);
    const titles = [...first.rows, ...second.rows, ...third.rows].map((r) => r.title);
    expect(titles).toHaveLength(30);
    expect(new Set(titles).size).toBe(30);
    // A malformed cursor is the first page, never a failed query.
    for (const bad of ["x", "2030-01-15_abc", `drop table_${randomUUID()}`])
      expect(parsePushCursor(bad)).toBeNull();
  });

  it("device totals: all devices, breaking, each club and each live article with followers", async () => {
    expect(await loadDeviceTotals(db)).toEqual({
      all: 6,
      breaking: 3,
      clubs: [
        { topic: clubTopic(fck), label: "FC København", devices: 2 },
        { topic: clubTopic(bif), label: "Brøndby IF", devices: 1 },
      ],
      liveArticles: [{ topic: articleTopic(liveId), label: "LIVE: Derbyet", devices: 1 }],
    });
  });
});
