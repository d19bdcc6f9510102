import { and, eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertRows } from "#tests/support/factories.ts";
import { createTestDatabase, TEST_DB_KIND } from "#tests/support/test-database.ts";
import type { Database, DatabaseHandle } from "~/server/db/client.server";
import { articlePresence, staffNotifications } from "~/server/db/schema";
import { type LiveEvent, NEWSROOM_TOPIC, startLiveBus, subscribeLive } from "~/server/live-bus.server";
import type { Mail } from "~/server/mail.server";
import {
  getArticlePresence,
  handlePresenceAction,
  heartbeatArticle,
  joinArticle,
  leaveArticle,
  listEditingByArticle,
  type PresenceActor,
  type PresenceResult,
  takeOverArticle,
} from "./presence.server";

const sofie: PresenceActor = { id: "sofie", name: "Sofie Lund", role: "editor" };
const mads: PresenceActor = { id: "mads", name: "Mads Admin", role: "admin" };
const frida: PresenceActor = { id: "frida", name: "Frida Freelance", role: "contributor" };

const at = (seconds: number) => new Date(Date.UTC(2026, 4, 1, 12, 0, seconds));

function state(result: PresenceResult) {
  if (!result.ok) throw new Error(`refused: ${result.status} ${result.message}`);
  return result.state;
}

/** Runs `fn` and returns the newsroom events announced in this process meanwhile. */
async function eventsOf(fn: () => Promise<unknown>): Promise<LiveEvent[]> {
  const seen: LiveEvent[] = [];
  const stop = subscribeLive(NEWSROOM_TOPIC, (e) => seen.push(e));
  try {
    await fn();
  } finally {
    stop();
  }
  return seen;
}

describe(`article presence on ${TEST_DB_KIND}`, () => {
  let handle: DatabaseHandle;
  let db: Database;
  let articleId: string;
  let fridasArticle: string;
  let otherArticle: string;

  beforeAll(async () => {
    handle = await createTestDatabase();
    db = handle.db;
    await insertRows(db, {
      users: [
        { id: sofie.id, name: "Sofie Lund", email: "sofie@forsiden.test", role: "editor" },
        { id: mads.id, name: "Mads Admin", email: "mads@forsiden.test", role: "admin" },
        { id: frida.id, name: "Frida Freelance", email: "frida@forsiden.test", role: "contributor" },
      ],
    });
    const rows = await insertRows(db, {
      articles: [
        { title: "Brøndby henter ny back", authorId: sofie.id },
        { title: "Fridas kladde", authorId: frida.id, isDraft: true },
        { title: "En tredje artikel" },
      ],
    });
    [articleId, fridasArticle, otherArticle] = rows.articles.map((a) => a.id);
  });

  it("the first to open an article holds the edit; the second reads, and both see who holds it", async () => {
    const events = await eventsOf(async () => {
      const first = state(await joinArticle(db, sofie, articleId, at(0)));
      expect(first.youHold).toBe(true);
      expect(first.holder).toMatchObject({ userId: "sofie", name: "Sofie Lund", editing: true });

      const second = state(await joinArticle(db, mads, articleId, at(1)));
      expect(second.youHold).toBe(false);
      expect(second.holder?.name).toBe("Sofie Lund");
      expect(second.present.map((p) => [p.name, p.editing])).toEqual([
        ["Sofie Lund", true],
        ["Mads Admin", false],
      ]);
    });
    // Every arrival publishes a "presence" event carrying the article's id only.
    expect(events.map((e) => [e.event, e.data])).toEqual([
      ["presence", { articleId }],
      ["presence", { articleId }],
    ]);
    expect(state(await getArticlePresence(db, mads, articleId, at(2)))).toMatchObject({
      youHold: false,
      holder: { name: "Sofie Lund" },
    });
  });

  it("the list shows who edits each row, leaving out the viewer's own editing", async () => {
    expect(await listEditingByArticle(db, [articleId, otherArticle], { now: at(5) })).toEqual({
      [articleId]: "Sofie Lund",
    });
    expect(
      await listEditingByArticle(db, [articleId, otherArticle], { now: at(5), exceptUserId: "sofie" }),
    ).toEqual({});
    expect(await listEditingByArticle(db, [], { now: at(5) })).toEqual({});
  });

  it("a heartbeat changes nothing others see and publishes no event", async () => {
    const events = await eventsOf(async () => {
      expect(state(await heartbeatArticle(db, sofie, articleId, at(10))).youHold).toBe(true);
      expect(state(await heartbeatArticle(db, mads, articleId, at(10))).youHold).toBe(false);
    });
    expect(events).toEqual([]);
  });

  it("'Overtag redigering' makes the caller the holder and tells the previous holder", async () => {
    const mails: Mail[] = [];
    const events = await eventsOf(async () => {
      const result = state(
        await takeOverArticle(db, mads, articleId, at(12), async (mail) => {
          mails.push(mail);
        }),
      );
      expect(result.youHold).toBe(true);
      expect(result.holder?.name).toBe("Mads Admin");
    });
    expect(events.map((e) => [e.event, e.data])).toEqual([
      ["presence", { articleId }],
      ["notification", { userId: "sofie" }],
    ]);
    const sofieSees = state(await getArticlePresence(db, sofie, articleId, at(13)));
    expect(sofieSees.youHold).toBe(false);
    expect(sofieSees.holder?.name).toBe("Mads Admin");

    const notes = await db
      .select()
      .from(staffNotifications)
      .where(eq(staffNotifications.articleId, articleId));
    expect(notes.map((n) => [n.userId, n.kind, n.text, n.href])).toEqual([
      [
        "sofie",
        "takeover",
        'Mads Admin har overtaget redigeringen af "Brøndby henter ny back"',
        `/admin/articles?rediger=${articleId}`,
      ],
    ]);
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      ["sofie@forsiden.test", 'Forsiden: Mads Admin har overtaget redigeringen af "Brøndby henter ny back"'],
    ]);
    // The one taken over stays a reader on her heartbeats; it does not take the edit back.
    expect(state(await heartbeatArticle(db, sofie, articleId, at(14))).youHold).toBe(false);
  });

  it("rows not seen for 30 s count as gone, and a reader then gets the edit on the next heartbeat", async () => {
    // Mads (the holder) was last seen at 0:12; Sofie at 0:14.
    expect(state(await getArticlePresence(db, sofie, articleId, at(42))).holder?.name).toBe("Mads Admin");
    const late = state(await getArticlePresence(db, sofie, articleId, at(43)));
    expect(late.holder).toBeNull();
    expect(late.present.map((p) => p.name)).toEqual(["Sofie Lund"]);
    expect(await listEditingByArticle(db, [articleId], { now: at(43) })).toEqual({});

    const events = await eventsOf(async () => {
      expect(state(await heartbeatArticle(db, sofie, articleId, at(43))).youHold).toBe(true);
    });
    expect(events.map((e) => e.event)).toEqual(["presence"]);

    // A join removes stale rows for good.
    await joinArticle(db, frida, fridasArticle, at(80));
    const rows = await db.select().from(articlePresence).where(eq(articlePresence.articleId, articleId));
    expect(rows).toEqual([]);
  });

  it("a takeover from a holder who went stale tells nobody", async () => {
    await joinArticle(db, sofie, otherArticle, at(100));
    const before = await db.select().from(staffNotifications);
    state(await takeOverArticle(db, mads, otherArticle, at(200)));
    expect(await db.select().from(staffNotifications)).toHaveLength(before.length);
  });

  it("leaving drops the row; when the holder leaves, nobody holds the edit", async () => {
    await joinArticle(db, mads, articleId, at(300));
    await joinArticle(db, sofie, articleId, at(301));
    const events = await eventsOf(async () => {
      const after = state(await leaveArticle(db, mads, articleId, at(302)));
      expect(after.holder).toBeNull();
      expect(after.present.map((p) => [p.name, p.editing])).toEqual([["Sofie Lund", false]]);
    });
    expect(events.map((e) => [e.event, e.data])).toEqual([["presence", { articleId }]]);
    const gone = await db
      .select()
      .from(articlePresence)
      .where(and(eq(articlePresence.articleId, articleId), eq(articlePresence.userId, "mads")));
    expect(gone).toEqual([]);
    // Leaving twice (pagehide after the dialog closed) is harmless and publishes nothing.
    expect(await eventsOf(() => leaveArticle(db, mads, articleId, at(303)))).toEqual([]);
  });

  it("a contributor may not open another's article: 403 'Ingen adgang', and nothing is written", async () => {
    for (const intent of ["join", "heartbeat", "leave", "takeover"]) {
      const form = new FormData();
      form.set("intent", intent);
      expect(await handlePresenceAction(db, frida, articleId, form, at(400))).toEqual({
        ok: false,
        status: 403,
        message: "Ingen adgang",
      });
    }
    expect(await getArticlePresence(db, frida, articleId, at(400))).toMatchObject({ ok: false, status: 403 });
    const rows = await db.select().from(articlePresence).where(eq(articlePresence.userId, "frida"));
    expect(rows.map((r) => r.articleId)).not.toContain(articleId);
    // Her own article is fine.
    expect(state(await joinArticle(db, frida, fridasArticle, at(400))).youHold).toBe(true);
  });

  it("an unknown article answers 404 'Artiklen findes ikke.' and an unknown intent 400", async () => {
    expect(await joinArticle(db, sofie, "00000000-0000-4000-8000-000000000000", at(500))).toEqual({
      ok: false,
      status: 404,
      message: "Artiklen findes ikke.",
    });
    expect(await joinArticle(db, sofie, "ikke-et-id", at(500))).toMatchObject({ ok: false, status: 404 });
    const form = new FormData();
    form.set("intent", "publish");
    expect(await handlePresenceAction(db, sofie, articleId, form, at(500))).toEqual({
      ok: false,
      status: 400,
      message: "Ukendt handling",
    });
  });

  describe.skipIf(TEST_DB_KIND !== "postgres")("across instances (PostgreSQL LISTEN/NOTIFY)", () => {
    let stopBus: (() => Promise<void>) | undefined;
    let other: pg.Client | undefined;

    afterAll(async () => {
      await stopBus?.();
      await other?.end();
    });

    it("a join reaches this instance's bus and another instance's LISTEN within 2 s", async () => {
      if (handle.kind !== "postgres") return;
      // On PostgreSQL, nothing is announced in-process: what arrives came through NOTIFY.
      stopBus = await startLiveBus(handle);
      other = new pg.Client({ connectionString: handle.pool.options.connectionString });
      other.on("error", () => {});
      await other.connect();
      const heardElsewhere: string[] = [];
      other.on("notification", (n) => heardElsewhere.push(n.payload ?? ""));
      await other.query("LISTEN forsiden_live");

      const heardHere: LiveEvent[] = [];
      const stop = subscribeLive(NEWSROOM_TOPIC, (e) => heardHere.push(e));
      const started = Date.now();
      await joinArticle(db, sofie, otherArticle, at(1000));
      while (Date.now() - started < 2000 && (heardHere.length === 0 || heardElsewhere.length === 0)) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      stop();
      expect(heardHere.map((e) => [e.event, e.data])).toEqual([["presence", { articleId: otherArticle }]]);
      expect(heardElsewhere).toHaveLength(1);
      expect(JSON.parse(heardElsewhere[0]).events[0]).toMatchObject({
        topic: NEWSROOM_TOPIC,
        event: "presence",
        data: { articleId: otherArticle },
      });
    });
  });
});
