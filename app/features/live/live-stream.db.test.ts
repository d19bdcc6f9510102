import { beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, TEST_DB_KIND } from "#tests/support/test-database.ts";
import type { Database } from "~/server/db/client.server";
import { announceLive, liveSubscriberCount, publishLive } from "~/server/live-bus.server";
import { closeAllLiveStreams, MAX_QUEUED_BYTES, openLiveStream, openStreamCount } from "./live-stream.server";

const decoder = new TextDecoder();

async function publish(db: Database, topic: string, event: string, data: unknown) {
  const events = await db.transaction((tx) => publishLive(tx, [{ topic, event, data }]));
  announceLive(events);
  return events[0].seq;
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
});
