import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, TEST_DB_KIND } from "#tests/support/test-database.ts";
import { parseForm } from "~/lib/form";
import type { Database } from "~/server/db/client.server";
import { articles } from "~/server/db/schema";
import {
  announceLive,
  articleTopic,
  liveSubscriberCount,
  publishLive,
  readJournal,
} from "~/server/live-bus.server";
import { invalidatePageCache } from "~/server/page-cache.server";
import { PAGE_CHANGES } from "~/server/page-changes";
import { postUpdate } from "./live-mutations.server";
import { updateSchema } from "./live-schema";
import {
  closeAllLiveStreams,
  configureLiveStreams,
  liveEventsJson,
  liveEventsJsonBody,
  MAX_JSON_BYTES,
  MAX_QUEUED_BYTES,
  MAX_REPLAY_BYTES,
  openLiveStream,
  openStreamCount,
  readerAccess,
  sseFrame,
} from "./live-stream.server";

const decoder = new TextDecoder();

async function publish(db: Database, topic: string, event: string, data: unknown) {
  const events = await db.transaction((tx) => publishLive(tx, [{ topic, event, data }]));
  announceLive(events);
  return events[0].seq;
}

/** Reads until the stream ends or `ms` pass: what arrived, and whether it ended. */
async function readToEnd(reader: ReadableStreamDefaultReader<Uint8Array>, ms = 3000) {
  let text = "";
  const deadline = Date.now() + ms;
  for (;;) {
    const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), deadline - Date.now()));
    const result = await Promise.race([reader.read(), timeout]);
    if (result === null) return { text, ended: false };
    if (result.done) return { text, ended: true };
    text += decoder.decode(result.value);
  }
}

const actor = { id: "editor-1", email: "redaktion@forsiden.test", name: "Mads Redaktør" };

function update(body: string) {
  const parsed = parseForm(updateSchema, { body });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.fieldErrors));
  return parsed.data;
}

/** Reads frames until `count` events (not comments) arrived. */
async function readEvents(reader: ReadableStreamDefaultReader<Uint8Array>, count: number) {
  let text = "";
  const events = () => text.split("\n\n").filter((block) => block.includes("event: "));
  while (events().length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value);
  }
  return { text, events: events() };
}

describe(`live streams on ${TEST_DB_KIND}`, () => {
  let db: Database;
  beforeAll(async () => {
    db = (await createTestDatabase()).db;
  });

  it("sends the retry hint, the journal after the resume point, then live events, each once and in order", async () => {
    const topic = "article:stream-order";
    const first = await publish(db, topic, "update", { id: "u1" });
    const second = await publish(db, topic, "update", { id: "u2" });
    const response = openLiveStream(db, topic, first);
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const reader = response.body!.getReader();
    const third = await publish(db, topic, "update-deleted", { id: "u1" });
    const { text, events } = await readEvents(reader, 2);
    expect(text.startsWith("retry: 2000\n\n")).toBe(true);
    expect(events).toEqual([
      `id: ${second}\nevent: update\ndata: {"id":"u2"}`,
      `id: ${third}\nevent: update-deleted\ndata: {"id":"u1"}`,
    ]);
    await reader.cancel();
    expect(liveSubscriberCount()).toBe(0);
  });

  it("drops a reader that stops reading once its queue passes the bound, instead of buffering", async () => {
    const topic = "article:stream-slow";
    const response = openLiveStream(db, topic, 0);
    const reader = response.body!.getReader();
    await readEvents(reader, 0);
    const before = openStreamCount();
    const big = "x".repeat(16 * 1024);
    for (let i = 0; i * big.length < MAX_QUEUED_BYTES * 1.5; i++) await publish(db, topic, "update", { big });
    expect(openStreamCount()).toBe(before - 1);
    await expect(async () => {
      for (;;) if ((await reader.read()).done) return;
    }).rejects.toThrow("slow client");
  });

  it("ends every open stream on shutdown", async () => {
    const response = openLiveStream(db, "matches", 0);
    const reader = response.body!.getReader();
    await readEvents(reader, 0);
    closeAllLiveStreams();
    let done = false;
    while (!done) done = (await reader.read()).done;
    expect(openStreamCount()).toBe(0);
  });

  it("refuses a stream over the per-address cap and over the total cap with 429, Retry-After and a Danish message", async () => {
    closeAllLiveStreams();
    configureLiveStreams({ perAddress: 2, max: 3 });
    try {
      const open = (address: string) => openLiveStream(db, "matches", 0, { address });
      const first = open("203.0.113.1");
      expect(open("203.0.113.1").status).toBe(200);
      const overAddress = open("203.0.113.1");
      expect(overAddress.status).toBe(429);
      expect(overAddress.headers.get("retry-after")).toBe("10");
      expect(overAddress.headers.get("cache-control")).toBe("no-store");
      expect(await overAddress.json()).toEqual({
        error: "For mange åbne live-forbindelser fra din adresse. Prøv igen om lidt.",
      });
      expect(open("203.0.113.2").status).toBe(200);
      const overAll = open("203.0.113.3");
      expect(overAll.status).toBe(429);
      expect(overAll.headers.get("retry-after")).toBe("10");
      expect(await overAll.json()).toEqual({
        error: "Der er for mange åbne live-forbindelser lige nu. Prøv igen om lidt.",
      });
      expect(openStreamCount()).toBe(3);
      // A stream that ends gives its place back.
      await first.body!.cancel();
      expect(openStreamCount()).toBe(2);
      expect(open("203.0.113.1").status).toBe(200);
    } finally {
      closeAllLiveStreams();
      configureLiveStreams({ perAddress: 20, max: 1000 });
    }
  });

  it("replays at most MAX_REPLAY_BYTES: a reader further behind gets a reset (the page reloads), then live events", async () => {
    const topic = "article:stream-big";
    const big = "x".repeat(20_000);
    const seqs: number[] = [];
    for (let i = 0; i < 30; i++) seqs.push(await publish(db, topic, "update", { id: `big-${i}`, big }));
    // The journal itself is read only up to the bound, not all 600 KB.
    const page = await readJournal(db, topic, 0, {
      maxBytes: MAX_REPLAY_BYTES,
      sizeOf: (e) => sseFrame(e).byteLength,
    });
    expect(page.more).toBe(true);
    expect(page.events.length).toBe(6);
    expect(page.events.reduce((n, e) => n + sseFrame(e).byteLength, 0)).toBeLessThanOrEqual(MAX_REPLAY_BYTES);

    const reader = openLiveStream(db, topic, 0).body!.getReader();
    const live = await publish(db, topic, "update", { id: "u-live" });
    const { text } = await readEvents(reader, 2);
    expect(text).toBe(
      `retry: 2000\n\nevent: reset\ndata: {}\n\nid: ${live}\nevent: update\ndata: {"id":"u-live"}\n\n`,
    );
    await reader.cancel();

    // Within the bound the replay is whole, as before.
    const resumed = openLiveStream(db, topic, seqs[27]).body!.getReader();
    const { events } = await readEvents(resumed, 3);
    expect(events.map((e) => e.split("\n")[0])).toEqual([
      `id: ${seqs[28]}`,
      `id: ${seqs[29]}`,
      `id: ${live}`,
    ]);
    await resumed.cancel();
    expect(MAX_REPLAY_BYTES).toBeLessThan(MAX_QUEUED_BYTES);
  });

  it("events.json is bounded in bytes and pages on with `last`; pollers asking within a second share one answer", async () => {
    const topic = "article:stream-big";
    const first = await liveEventsJson(db, topic, 0);
    expect(first.events.length).toBe(6);
    expect(Buffer.byteLength(JSON.stringify(first.events))).toBeLessThanOrEqual(MAX_JSON_BYTES);
    expect(first.reset).toBe(false);
    const next = await liveEventsJson(db, topic, first.last);
    expect(next.events[0].id).toBeGreaterThan(first.last);

    const topicSmall = "article:stream-memo";
    const before = await publish(db, topicSmall, "update", { id: "m1" });
    const now = Date.now();
    const polls = Array.from({ length: 8 }, () => liveEventsJsonBody(db, topicSmall, 0, now));
    expect(new Set(polls).size).toBe(1);
    const body = await polls[0];
    expect(JSON.parse(body)).toEqual({
      events: [{ id: before, event: "update", data: { id: "m1" } }],
      last: before,
      reset: false,
    });
    const after = await publish(db, topicSmall, "update", { id: "m2" });
    expect(await liveEventsJsonBody(db, topicSmall, 0, now + 500)).toBe(body);
    expect(JSON.parse(await liveEventsJsonBody(db, topicSmall, 0, now + 1001)).last).toBe(after);
  });

  async function liveArticle(slug: string) {
    const [row] = await db
      .insert(articles)
      .values({
        slug,
        title: `LIVE: ${slug}`,
        publishedAt: new Date(Date.now() - 60_000),
        liveStatus: "live",
      })
      .returning({ id: articles.id });
    return row.id;
  }

  it("a reader's stream is closed when the article is unpublished: an update posted after never reaches it; staff's stays open", async () => {
    const id = await liveArticle("live-afpubliceres");
    const reader = openLiveStream(db, articleTopic(id), 0, {
      address: "198.51.100.7",
      access: readerAccess(db, id),
    }).body!.getReader();
    const staff = openLiveStream(db, articleTopic(id), 0).body!.getReader();
    expect((await postUpdate(db, actor, id, update("Før afpublicering"))).ok).toBe(true);
    expect((await readEvents(reader, 1)).text).toContain("Før afpublicering");
    // The editor unpublishes: after its commit the editorial mutation tells the page cache (here and,
    // by NOTIFY, on every instance), the shared point the streams listen at.
    await db.update(articles).set({ isDraft: true }).where(eq(articles.id, id));
    invalidatePageCache(PAGE_CHANGES.article({ ids: [id], slugs: ["live-afpubliceres"] }));
    expect((await postUpdate(db, actor, id, update("SECRET-after-unpublish"))).ok).toBe(true);
    const rest = await readToEnd(reader);
    expect(rest.ended).toBe(true);
    expect(rest.text).not.toContain("SECRET-after-unpublish");
    expect((await readEvents(staff, 2)).text).toContain("SECRET-after-unpublish");
    await staff.cancel();
    expect(liveSubscriberCount()).toBe(0);
  });

  it("a reader's stream is closed when the article is deleted, or rescheduled into the future before the change was heard", async () => {
    const deleted = await liveArticle("live-slettes");
    const onDeleted = openLiveStream(db, articleTopic(deleted), 0, {
      access: readerAccess(db, deleted),
    }).body!.getReader();
    await readEvents(onDeleted, 0);
    await db.delete(articles).where(eq(articles.id, deleted));
    invalidatePageCache(PAGE_CHANGES.article({ ids: [deleted] }));
    expect((await readToEnd(onDeleted)).ended).toBe(true);

    // Another instance's change whose NOTIFY has not arrived yet: the next event is checked first.
    const scheduled = await liveArticle("live-udsaettes");
    const onScheduled = openLiveStream(db, articleTopic(scheduled), 0, {
      access: readerAccess(db, scheduled),
    }).body!.getReader();
    await readEvents(onScheduled, 0);
    await db
      .update(articles)
      .set({ publishedAt: new Date(Date.now() + 86_400_000) })
      .where(eq(articles.id, scheduled));
    expect((await postUpdate(db, actor, scheduled, update("SECRET-scheduled"))).ok).toBe(true);
    const rest = await readToEnd(onScheduled);
    expect(rest.ended).toBe(true);
    expect(rest.text).not.toContain("SECRET-scheduled");
    expect(openStreamCount()).toBe(0);
  });
});
