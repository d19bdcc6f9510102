import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { COPENHAGEN_DERBY, insertRows } from "#tests/support/factories.ts";
import { pushQueueReader } from "#tests/support/push-queue.ts";
import { createTestDatabase, TEST_DB_KIND } from "#tests/support/test-database.ts";
import { parseForm } from "~/lib/form";
import type { Database } from "~/server/db/client.server";
import { articles, auditLog, matches, pushSubscriptions, pushSubscriptionTopics } from "~/server/db/schema";
import { articleTopic, BREAKING_TOPIC, clubTopic } from "~/server/push/push-topics";
import { handleLiveAction } from "./live-actions.server";
import { postUpdate, setCoverage } from "./live-mutations.server";
import { updateSchema } from "./live-schema";

/**
 * Issue 25: the live desk queues goal alerts. A goal, red card, kick-off, half-time and full-time on
 * a match's live article go to both clubs' and the article's followers on their own; any other
 * update only when the editor ticks it, to the article's followers.
 */
const actor = { id: "redaktoer-push", email: "push@forsiden.test", name: "Pia Push" };

function update(fields: Record<string, string>) {
  const parsed = parseForm(updateSchema, fields);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.fieldErrors));
  return parsed.data;
}

describe(`live desk pushes on ${TEST_DB_KIND}`, () => {
  let db: Database;
  let articleId: string;
  let draftId: string;
  let matchId: string;
  let fck: string;
  let bif: string;
  const newPushes = pushQueueReader(() => db);

  /** A device following the topics; its endpoint is on Google's push service. */
  async function device(topics: string[]) {
    const [row] = await db
      .insert(pushSubscriptions)
      .values({ endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`, p256dh: "BPk", auth: "au" })
      .returning({ id: pushSubscriptions.id });
    await db
      .insert(pushSubscriptionTopics)
      .values(topics.map((topic) => ({ topic, subscriptionId: row.id })));
  }

  async function desk(fields: Record<string, string>, id = articleId) {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    return handleLiveAction(db, actor, id, form);
  }

  beforeAll(async () => {
    db = (await createTestDatabase()).db;
    const rows = await insertRows(db, {
      users: [{ id: actor.id, email: actor.email, name: actor.name, role: "editor" }],
      clubs: [
        { slug: "fc-kobenhavn", name: "FC København" },
        { slug: "brondby-if", name: "Brøndby IF" },
        { slug: "agf", name: "AGF" },
      ],
      articles: [
        { slug: "live-fck-bif", title: "LIVE: FCK–Brøndby", publishedAt: new Date(Date.now() - 60_000) },
        { slug: "live-kladde", title: "LIVE: kladde", isDraft: true, publishedAt: null },
      ],
      matches: [
        {
          ...COPENHAGEN_DERBY,
          kickoffAt: new Date(),
        },
      ],
    });
    [fck, bif] = rows.clubs.map((c) => c.id);
    [articleId, draftId] = rows.articles.map((a) => a.id);
    matchId = rows.matches[0].id;
    expect((await setCoverage(db, actor, articleId, { liveStatus: "live", matchId })).ok).toBe(true);
    expect((await setCoverage(db, actor, draftId, { liveStatus: "live", matchId })).ok).toBe(true);
    // Four devices follow FCK, Brøndby or the article (one follows two of them); others do not.
    await device([clubTopic(fck)]);
    await device([clubTopic(bif)]);
    await device([articleTopic(articleId)]);
    await device([clubTopic(fck), articleTopic(articleId)]);
    await device([clubTopic(rows.clubs[2].id)]);
    await device([BREAKING_TOPIC]);
  });

  it("a goal queues one urgent push to both clubs' and the article's followers, with the score after it and the minute", async () => {
    const { result, status } = await desk({
      intent: "post",
      body: "**MÅL!** Viktor Claesson [sparker](https://x.test) den i mål efter et flot [hjørnespark](https://y.test) fra venstre, og Parken eksploderer, mens Brøndbys forsvar står og kigger på hinanden efter endnu en dødbold.",
      eventType: "goal",
      minute: "23",
      side: "home",
    });
    expect(status).toBe(200);
    expect(result).toEqual({
      ok: true,
      intent: "post",
      message: "Opdateringen er postet. Push-besked sendt til 4 enheder.",
      push: "Push-besked sendt til 4 enheder.",
    });
    const [push, ...more] = await newPushes();
    expect(more).toEqual([]);
    expect(push).toMatchObject({
      kind: "goal",
      topics: [clubTopic(fck), clubTopic(bif), articleTopic(articleId)],
      title: "MÅL! FC København 1–0 Brøndby IF (23′)",
      body: "MÅL! Viktor Claesson sparker den i mål efter et flot hjørnespark fra venstre, og Parken eksploderer, mens Brøndbys forsvar står og kigger…",
      url: "/article/live-fck-bif",
      pushTopic: `m${matchId.replace(/-/g, "")}`.slice(0, 32),
      urgency: "high",
      ttlSeconds: 900,
      goal: true,
      dedupeKey: `score:${matchId}:1-0`,
      articleId,
      matchId,
      createdBy: actor.id,
      status: "sending",
    });
    expect(push.body.length).toBeLessThanOrEqual(140);
    expect(push.pushTopic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
  });

  it("an own goal counts for the other side; the minute is left out when not given", async () => {
    await desk({ intent: "post", body: "Selvmål", eventType: "own_goal", side: "home" });
    const [push] = await newPushes();
    expect(push).toMatchObject({
      kind: "goal",
      title: "MÅL! FC København 1–1 Brøndby IF",
      dedupeKey: `score:${matchId}:1-1`,
    });
  });

  it("one push per score: the score form does not push a score already pushed, a raised score is pushed once; a goal disallowed is pushed as such, and the score reached again is a new goal", async () => {
    // Unchanged score, new minute: no push.
    let answer = await desk({
      intent: "score",
      homeScore: "1",
      awayScore: "1",
      phase: "first_half",
      minute: "30",
    });
    expect(answer.result).toMatchObject({ ok: true, message: "Stillingen er gemt.", push: null });
    expect(await newPushes()).toEqual([]);
    // Raised by the score form (no goal update was posted): a goal push, the same key format.
    answer = await desk({
      intent: "score",
      homeScore: "2",
      awayScore: "1",
      phase: "first_half",
      minute: "34",
    });
    expect(answer.result).toMatchObject({
      ok: true,
      message: "Stillingen er gemt. Push-besked sendt til 4 enheder.",
    });
    const [raised] = await newPushes();
    expect(raised).toMatchObject({
      kind: "goal",
      title: "MÅL! FC København 2–1 Brøndby IF (34′)",
      body: "Mål til FC København.",
      dedupeKey: `score:${matchId}:2-1`,
    });
    // Disallowed by VAR: the readers the goal reached are told it was taken back.
    answer = await desk({
      intent: "score",
      homeScore: "1",
      awayScore: "1",
      phase: "first_half",
      minute: "36",
    });
    expect(answer.result).toMatchObject({
      ok: true,
      message: "Stillingen er gemt. Push-besked sendt til 4 enheder.",
    });
    const [disallowed] = await newPushes();
    expect(disallowed).toMatchObject({
      kind: "disallowed",
      title: "Mål annulleret: FC København 1–1 Brøndby IF (36′)",
      body: "Målet til FC København er annulleret.",
      urgency: "high",
      goal: true,
      dedupeKey: null,
    });
    expect([...disallowed.topics].sort()).toEqual(
      [clubTopic(fck), clubTopic(bif), articleTopic(articleId)].sort(),
    );
    // So 2–1 reached again is a new goal, pushed again; reached a third time without being taken
    // back (the desk's score form after the goal update) it is not.
    answer = await desk({ intent: "post", body: "Nyt mål", eventType: "goal", side: "home", minute: "40" });
    expect(answer.result).toMatchObject({
      ok: true,
      message: "Opdateringen er postet. Push-besked sendt til 4 enheder.",
    });
    expect((await newPushes()).map((p) => [p.title, p.dedupeKey])).toEqual([
      ["MÅL! FC København 2–1 Brøndby IF (40′)", `score:${matchId}:2-1`],
    ]);
    await desk({ intent: "score", homeScore: "2", awayScore: "1", phase: "first_half", minute: "41" });
    expect(await newPushes()).toEqual([]);
    const [match] = await db.select().from(matches).where(eq(matches.id, matchId));
    expect([match.homeScore, match.awayScore]).toEqual([2, 1]);
  });

  it("red card, kick-off, half-time and full-time go out on their own with their titles; each phase once", async () => {
    await postUpdate(
      db,
      actor,
      articleId,
      update({ body: "Rødt til Vavro", eventType: "red_card", minute: "41" }),
    );
    await postUpdate(db, actor, articleId, update({ body: "Pause i Parken", eventType: "half_time" }));
    await postUpdate(db, actor, articleId, update({ body: "Dommeren fløjter af", eventType: "full_time" }));
    const pushes = await newPushes();
    expect(pushes.map((p) => [p.kind, p.title, p.dedupeKey, p.urgency, p.goal, p.ttlSeconds])).toEqual([
      ["red_card", "Rødt kort: FC København 2–1 Brøndby IF (41′)", null, "normal", false, 900],
      [
        "half_time",
        "Pause: FC København 2–1 Brøndby IF",
        `status:${matchId}:half_time`,
        "normal",
        false,
        900,
      ],
      ["full_time", "Slut: FC København 2–1 Brøndby IF", `status:${matchId}:finished`, "normal", false, 3600],
    ]);
    for (const push of pushes) {
      expect(push.topics).toEqual([clubTopic(fck), clubTopic(bif), articleTopic(articleId)]);
    }
    const kickoff = await postUpdate(
      db,
      actor,
      articleId,
      update({ body: "Så er vi i gang", eventType: "kickoff" }),
    );
    expect(kickoff).toMatchObject({ ok: true, push: { queued: true, devices: 4 } });
    const again = await postUpdate(
      db,
      actor,
      articleId,
      update({ body: "Anden halvleg", eventType: "kickoff" }),
    );
    expect(again).toMatchObject({ ok: true, push: { queued: false } });
    expect((await newPushes()).map((p) => [p.title, p.dedupeKey, p.ttlSeconds])).toEqual([
      ["Kampstart: FC København – Brøndby IF", `status:${matchId}:live`, 1800],
    ]);
  });

  it("any other update goes to the article's followers only, and only when the editor ticks it", async () => {
    const plain = await desk({ intent: "post", body: "Gult kort til Lauritsen", eventType: "yellow_card" });
    expect(plain.result).toMatchObject({ ok: true, message: "Opdateringen er postet.", push: null });
    expect(await newPushes()).toEqual([]);
    const ticked = await desk({
      intent: "post",
      body: "Holdopstillingen er klar: _Claesson_ starter.",
      push: "on",
    });
    expect(ticked.result).toMatchObject({
      message: "Opdateringen er postet. Push-besked sendt til 2 enheder.",
    });
    const [push, ...more] = await newPushes();
    expect(more).toEqual([]);
    expect(push).toMatchObject({
      kind: "update",
      topics: [articleTopic(articleId)],
      title: "LIVE: FCK–Brøndby",
      body: "Holdopstillingen er klar: Claesson starter.",
      url: "/article/live-fck-bif",
      urgency: "normal",
      goal: false,
      dedupeKey: null,
      pushTopic: null,
    });
  });

  it("the desk's switch 'Automatiske push-beskeder' turns the automatic pushes off (audited); a tick still reaches the article's followers", async () => {
    const off = await desk({ intent: "autopush", livePush: "off" });
    expect(off).toEqual({
      result: {
        ok: true,
        intent: "autopush",
        message: "Automatiske push-beskeder er slået fra.",
        push: null,
      },
      status: 200,
    });
    const [article] = await db.select().from(articles).where(eq(articles.id, articleId));
    expect(article.livePush).toBe(false);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, "live_push_disabled"));
    expect(audit).toMatchObject({
      actorId: actor.id,
      entityId: articleId,
      summary: 'slog automatiske push-beskeder fra for "LIVE: FCK–Brøndby"',
    });
    await desk({ intent: "post", body: "3–1!", eventType: "goal", side: "home", minute: "70" });
    await desk({ intent: "score", homeScore: "4", awayScore: "1", phase: "second_half", minute: "75" });
    expect(await newPushes()).toEqual([]);
    await desk({ intent: "post", body: "Og 5–1", eventType: "goal", side: "home", push: "on" });
    expect((await newPushes()).map((p) => [p.kind, p.topics])).toEqual([
      ["update", [articleTopic(articleId)]],
    ]);

    expect((await desk({ intent: "autopush", livePush: "on" })).result.message).toBe(
      "Automatiske push-beskeder er slået til.",
    );
    expect((await desk({ intent: "autopush", livePush: "måske" })).result).toEqual({
      ok: false,
      intent: "autopush",
      message: "Rettelser mangler.",
      fieldErrors: { livePush: "Vælg til eller fra." },
    });
    await desk({ intent: "post", body: "6–1", eventType: "goal", side: "home" });
    expect((await newPushes()).map((p) => p.title)).toEqual(["MÅL! FC København 6–1 Brøndby IF"]);
  });

  it("a live article that is not public pushes nothing, not even with the tick", async () => {
    await desk({ intent: "post", body: "Mål i kladden", eventType: "goal", side: "away" }, draftId);
    await desk({ intent: "post", body: "Hemmelig opdatering", push: "on" }, draftId);
    expect(await newPushes()).toEqual([]);
  });

  it("a match set back to before kick-off starts over: its kick-off and goals are pushed again when it is played", async () => {
    await desk({ intent: "coverage", liveStatus: "pre", matchId });
    const [reset] = await db.select().from(matches).where(eq(matches.id, matchId));
    expect([reset.status, reset.homeScore, reset.awayScore]).toEqual(["upcoming", null, null]);
    await desk({ intent: "coverage", liveStatus: "live", matchId });
    await desk({ intent: "post", body: "I gang igen", eventType: "kickoff" });
    await desk({ intent: "post", body: "Scoring", eventType: "goal", side: "home", minute: "5" });
    expect((await newPushes()).map((p) => [p.kind, p.title, p.dedupeKey])).toEqual([
      ["kickoff", "Kampstart: FC København – Brøndby IF", `status:${matchId}:live`],
      ["goal", "MÅL! FC København 1–0 Brøndby IF (5′)", `score:${matchId}:1-0`],
    ]);
  });
});
