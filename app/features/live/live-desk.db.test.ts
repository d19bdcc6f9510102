import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { COPENHAGEN_DERBY, insertRows } from "#tests/support/factories.ts";
import { createTestDatabase, TEST_DB_KIND } from "#tests/support/test-database.ts";
import { parseForm } from "~/lib/form";
import type { Database } from "~/server/db/client.server";
import { articles, auditLog, liveUpdates, matches } from "~/server/db/schema";
import {
  articleTopic,
  type LiveEvent,
  MATCHES_TOPIC,
  readJournal,
  subscribeLive,
} from "~/server/live-bus.server";
import { cacheGeneration } from "~/server/page-cache.server";
import { handleLiveAction } from "./live-actions.server";
import {
  deleteUpdate,
  editUpdate,
  pinUpdate,
  postUpdate,
  setCoverage,
  setMatchState,
} from "./live-mutations.server";
import { loadLiveBlog } from "./live-queries.server";
import { LIVE_MESSAGES, updateSchema } from "./live-schema";
import { liveEventsJson } from "./live-stream.server";

const actor = { id: "editor-1", email: "redaktion@forsiden.test", name: "Mads Redaktør" };

function update(fields: Record<string, string>) {
  const parsed = parseForm(updateSchema, fields);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.fieldErrors));
  return parsed.data;
}

describe(`live desk on ${TEST_DB_KIND}`, () => {
  let db: Database;
  let articleId: string;
  let matchId: string;

  beforeAll(async () => {
    db = (await createTestDatabase()).db;
    const rows = await insertRows(db, {
      matches: [
        {
          ...COPENHAGEN_DERBY,
          kickoffAt: new Date(),
          competition: "3F Superliga",
        },
      ],
      articles: [
        { slug: "live-fck-bif", title: "LIVE: FCK–Brøndby", publishedAt: new Date(Date.now() - 60_000) },
      ],
    });
    matchId = rows.matches[0].id;
    articleId = rows.articles[0].id;
  });

  it("refuses empty text, a minute outside 0–130 and an unknown event type with Danish messages", () => {
    const bad = parseForm(updateSchema, { body: "  ", minute: "131", eventType: "hattrick" });
    expect(bad).toEqual({
      ok: false,
      fieldErrors: {
        body: "Skriv en tekst til opdateringen.",
        minute: "Minuttet skal være et helt tal mellem 0 og 130.",
        eventType: "Ukendt hændelsestype.",
      },
    });
    expect(parseForm(updateSchema, { body: "x", minute: "-1" })).toEqual({
      ok: false,
      fieldErrors: { minute: LIVE_MESSAGES.minuteRange },
    });
    expect(parseForm(updateSchema, { body: "x", minute: "130" }).ok).toBe(true);
  });

  it("an update to an article that is not live is refused and changes nothing", async () => {
    const result = await postUpdate(db, actor, articleId, update({ body: "Før tid" }));
    expect(result).toEqual({ ok: false, reason: "not_live" });
    expect(await db.select().from(liveUpdates)).toHaveLength(0);
  });

  it("going live ties the match, sets it live and journals the score on both topics", async () => {
    const seen: LiveEvent[] = [];
    const stop = subscribeLive(MATCHES_TOPIC, (e) => seen.push(e));
    const result = await setCoverage(db, actor, articleId, { liveStatus: "live", matchId });
    stop();
    expect(result.ok).toBe(true);
    const [match] = await db.select().from(matches).where(eq(matches.id, matchId));
    expect(match).toMatchObject({
      status: "live",
      phase: "first_half",
      minute: 0,
      homeScore: 0,
      awayScore: 0,
    });
    expect(seen.map((e) => [e.event, e.data])).toEqual([
      ["match", { id: matchId, status: "live", homeScore: 0, awayScore: 0, phase: "first_half", minute: 0 }],
    ]);
    const [article] = await db.select().from(articles).where(eq(articles.id, articleId));
    expect(article.liveStatus).toBe("live");
    expect(article.coverageStartedAt).not.toBeNull();
  });

  it("an update's byline is never an e-mail, even from an account without a name (issue 14)", async () => {
    const result = await postUpdate(
      db,
      { id: "ukendt-konto", email: "skribent@forsiden.test", name: null },
      articleId,
      update({ body: "Opvarmningen er i gang" }),
    );
    expect(result.ok).toBe(true);
    const [row] = await db.select().from(liveUpdates).where(eq(liveUpdates.body, "Opvarmningen er i gang"));
    expect(row.author ?? "").not.toContain("@");
  });

  it("a goal bumps the score, an own goal counts for the other side, and the page cache is refreshed", async () => {
    const generation = cacheGeneration();
    const seen: LiveEvent[] = [];
    const stop = subscribeLive(articleTopic(articleId), (e) => seen.push(e));
    const goal = await postUpdate(
      db,
      actor,
      articleId,
      update({ body: "**MÅL!** Viktor Claesson", eventType: "goal", minute: "23", side: "home" }),
    );
    expect(goal.ok).toBe(true);
    await postUpdate(
      db,
      actor,
      articleId,
      update({ body: "Selvmål", eventType: "own_goal", minute: "31", side: "home" }),
    );
    stop();
    const [match] = await db.select().from(matches).where(eq(matches.id, matchId));
    expect(match).toMatchObject({ homeScore: 1, awayScore: 1, minute: 31 });
    expect(seen.map((e) => e.event)).toEqual(["update", "score", "update", "score"]);
    expect(seen[1].data).toEqual({
      id: matchId,
      status: "live",
      homeScore: 1,
      awayScore: 0,
      phase: "first_half",
      minute: 23,
      liveStatus: "live",
    });
    expect(seen[0].data).toMatchObject({
      body: "**MÅL!** Viktor Claesson",
      eventType: "goal",
      minute: 23,
      author: "Mads Redaktør",
    });
    expect(cacheGeneration()).toBeGreaterThan(generation);
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, "live_update_posted"));
    expect(audit.map((a) => a.summary)).toContain('postede en live-opdatering (Mål) i "LIVE: FCK–Brøndby"');
  });

  it("edit, pin (one at a time) and delete are journalled, and a resume gets every row after its seq", async () => {
    const blog = await loadLiveBlog(db, { id: articleId, liveStatus: "live", liveMatchId: matchId });
    const [latest, older] = blog!.updates;
    const after = blog!.lastSeq;
    expect(
      await editUpdate(
        db,
        actor,
        articleId,
        older.id,
        update({ body: "Rettet tekst", minute: "22", eventType: "goal" }),
      ),
    ).toEqual({ ok: true });
    await pinUpdate(db, actor, articleId, older.id, true);
    await pinUpdate(db, actor, articleId, latest.id, true);
    const pinned = await db
      .select({ id: liveUpdates.id })
      .from(liveUpdates)
      .where(eq(liveUpdates.pinned, true));
    expect(pinned).toEqual([{ id: latest.id }]);
    await deleteUpdate(db, actor, articleId, latest.id);
    const { events, gap } = await readJournal(db, articleTopic(articleId), after);
    expect(gap).toBe(false);
    expect(events.map((e) => [e.event, e.data])).toEqual([
      ["update", expect.objectContaining({ id: older.id, body: "Rettet tekst", minute: 22 })],
      ["pinned", { id: older.id }],
      ["pinned", { id: latest.id }],
      ["update-deleted", { id: latest.id }],
    ]);
    expect(events.every((e, i) => i === 0 || e.seq > events[i - 1].seq)).toBe(true);
    const json = await liveEventsJson(db, articleTopic(articleId), events[1].seq);
    expect(json.events.map((e) => e.event)).toEqual(["pinned", "update-deleted"]);
    expect(json.last).toBe(events[3].seq);
    expect(await deleteUpdate(db, actor, articleId, latest.id)).toEqual({ ok: false, reason: "not_found" });
  });

  it("score, phase and minute are set on the match row and the match ends with the coverage", async () => {
    await setMatchState(db, actor, articleId, { homeScore: 2, awayScore: 1, phase: "half_time", minute: 45 });
    let [match] = await db.select().from(matches).where(eq(matches.id, matchId));
    expect(match).toMatchObject({
      homeScore: 2,
      awayScore: 1,
      phase: "half_time",
      minute: 45,
      status: "live",
    });
    await setCoverage(db, actor, articleId, { liveStatus: "ended", matchId });
    [match] = await db.select().from(matches).where(eq(matches.id, matchId));
    expect(match).toMatchObject({
      status: "finished",
      homeScore: 2,
      awayScore: 1,
      phase: null,
      minute: null,
    });
    const [article] = await db.select().from(articles).where(eq(articles.id, articleId));
    expect(article.liveStatus).toBe("ended");
    expect(article.coverageEndedAt).not.toBeNull();
  });

  it("malformed ids from the desk form are refused with 400 and a Danish message, never a failed query (issue 21)", async () => {
    const post = (fields: Record<string, string>, id = articleId) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.set(key, value);
      return handleLiveAction(db, actor, id, form);
    };
    const auditBefore = (await db.select().from(auditLog)).length;
    for (const intent of ["delete", "pin", "unpin", "edit"]) {
      for (const updateId of ["abc", "-".repeat(36), "a".repeat(36), undefined]) {
        const fields: Record<string, string> = { intent, body: "Rettet tekst" };
        if (updateId !== undefined) fields.updateId = updateId;
        expect(await post(fields), `${intent} ${updateId}`).toEqual({
          result: {
            ok: false,
            intent,
            message: "Rettelser mangler.",
            fieldErrors: { updateId: "Ukendt opdatering." },
          },
          status: 400,
        });
      }
    }
    for (const matchId of ["-".repeat(36), "a".repeat(36), "abc"]) {
      expect(await post({ intent: "coverage", liveStatus: "pre", matchId })).toEqual({
        result: {
          ok: false,
          intent: "coverage",
          message: "Rettelser mangler.",
          fieldErrors: { matchId: "Ukendt kamp." },
        },
        status: 400,
      });
    }
    // A malformed article id in the path is an article that does not exist.
    expect(await post({ intent: "post", body: "Hej" }, "-".repeat(36))).toEqual({
      result: { ok: false, intent: "post", message: "Artiklen eller opdateringen findes ikke længere." },
      status: 404,
    });
    expect((await db.select().from(auditLog)).length).toBe(auditBefore);
  });
});
