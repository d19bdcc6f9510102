// Issue 25: the push fan-out against a local RFC 8030 push service over real HTTP (it verifies
// every VAPID signature and decrypts every payload with the device's keys), on PGlite and
// PostgreSQL: who gets a push, quiet hours, gone devices, retries, two instances sharing one
// fan-out, a crash mid-fan-out, refused endpoints and one VAPID signature per push service.
import crypto from "node:crypto";
import http from "node:http";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import webpush from "web-push";
import { type StartedFakePushService, startFakePushService } from "#tests/support/fake-push-service.mjs";
import { createTestDatabase, TEST_DB_KIND } from "#tests/support/test-database.ts";
import { type DatabaseHandle, openDatabase } from "~/server/db/client.server";
import { pushDeliveries, pushMessages, pushSubscriptions, pushSubscriptionTopics } from "~/server/db/schema";
import { parseEnv, setEnvForTesting } from "~/server/env.server";
import { claimPushChunk, prunePushDeliveries } from "./push-deliveries.server";
import { enqueuePush, type PushMessageInput } from "./push-queue.server";
import { buildPushRequest, type PushRequest, VapidSigner } from "./push-request.server";
import { articleTopic, BREAKING_TOPIC, clubTopic, type PushTopic } from "./push-topics";
import { type PushWorker, type PushWorkerOptions, startPushWorker } from "./push-worker.server";

type SubscriptionValues = Partial<typeof pushSubscriptions.$inferInsert>;

const FCK = crypto.randomUUID();
const BIF = crypto.randomUUID();
const AGF = crypto.randomUUID();
const LIVE_ARTICLE = crypto.randomUUID();
const OTHER_ARTICLE = crypto.randomUUID();

const GOAL: PushMessageInput = {
  kind: "goal",
  topics: [clubTopic(FCK), clubTopic(BIF), articleTopic(LIVE_ARTICLE)],
  title: "MÅL! FC København 1–0 Brøndby IF (23')",
  body: "Viktor Claesson sender Parken i ekstase.",
  url: "/nyheder/live-fc-koebenhavn-broendby",
  pushTopic: "kamp-fck-bif",
  goal: true,
  ttlSeconds: 900,
};

async function waitFor<T>(check: () => Promise<T | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error("waitFor: timed out");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe(`push fan-out on ${TEST_DB_KIND}`, () => {
  let handle: DatabaseHandle;
  let push: StartedFakePushService;
  let otherPush: StartedFakePushService;
  const workers: PushWorker[] = [];
  const extraHandles: DatabaseHandle[] = [];

  beforeAll(async () => {
    handle = await createTestDatabase();
    push = await startFakePushService();
    otherPush = await startFakePushService();
    setEnvForTesting(
      parseEnv({
        NODE_ENV: "test",
        PUSH_TEST_ENDPOINT_ORIGINS: `${push.origin},${otherPush.origin}`,
        MAIL_FROM: "Forsiden <redaktion@forsiden.test>",
      }),
    );
  });

  afterAll(async () => {
    await push.close();
    await otherPush.close();
    setEnvForTesting(undefined);
  });

  beforeEach(async () => {
    await handle.db.delete(pushMessages);
    await handle.db.delete(pushSubscriptions);
    push.reset();
    otherPush.reset();
  });

  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    await Promise.all(extraHandles.splice(0).map((h) => h.close()));
  });

  /** A worker as every instance runs it, with test-sized waits; noon unless told otherwise. */
  async function worker(options: PushWorkerOptions = {}, on: DatabaseHandle = handle) {
    const started = await startPushWorker(on, {
      pollMs: 100,
      chunkSize: 50,
      retryDelaysMs: [50, 50, 50, 50],
      copenhagenHour: () => 12,
      ...options,
    });
    workers.push(started);
    return started;
  }

  async function device(topics: PushTopic[], values: SubscriptionValues = {}, service = push) {
    const subscription = service.createSubscription();
    const [row] = await handle.db
      .insert(pushSubscriptions)
      .values({
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        ...values,
      })
      .returning({ id: pushSubscriptions.id });
    if (topics.length > 0)
      await handle.db
        .insert(pushSubscriptionTopics)
        .values(topics.map((topic) => ({ topic, subscriptionId: row.id })));
    return { id: row.id, endpoint: subscription.endpoint };
  }

  async function enqueue(input: PushMessageInput): Promise<string> {
    const queued = await handle.db.transaction((tx) => enqueuePush(tx, input));
    if (!queued) throw new Error("not queued");
    return queued.id;
  }

  async function message(id: string) {
    const [row] = await handle.db.select().from(pushMessages).where(eq(pushMessages.id, id));
    return row;
  }

  const done = (id: string, timeoutMs?: number) =>
    waitFor(async () => {
      const row = await message(id);
      return row?.status === "done" ? row : undefined;
    }, timeoutMs);

  async function deliveryRows(id: string) {
    return handle.db
      .select({
        subscriptionId: pushDeliveries.subscriptionId,
        status: pushDeliveries.status,
        attempts: pushDeliveries.attempts,
        error: pushDeliveries.error,
      })
      .from(pushDeliveries)
      .where(eq(pushDeliveries.messageId, id));
  }

  it("a goal reaches the followers of both clubs and of the live article, each once, and no one else", async () => {
    const fckFan = await device([clubTopic(FCK)]);
    const bifFan = await device([clubTopic(BIF)]);
    const liveReader = await device([articleTopic(LIVE_ARTICLE)]);
    const followsAll = await device([
      clubTopic(FCK),
      clubTopic(BIF),
      articleTopic(LIVE_ARTICLE),
      BREAKING_TOPIC,
    ]);
    const breakingOnly = await device([BREAKING_TOPIC]);
    const agfFan = await device([clubTopic(AGF)]);
    const otherArticle = await device([articleTopic(OTHER_ARTICLE)]);
    const pushWorker = await worker();

    const id = await enqueue(GOAL);
    const row = await done(id);

    const reached = [fckFan, bifFan, liveReader, followsAll];
    for (const d of reached) expect(push.deliveries(d.endpoint)).toHaveLength(1);
    for (const d of [breakingOnly, agfFan, otherArticle]) expect(push.deliveries(d.endpoint)).toHaveLength(0);
    expect(push.stats()).toMatchObject({ requests: 4, accepted: 4, decrypted: 4, refused: 0 });

    const [delivery] = push.deliveries(fckFan.endpoint);
    expect(delivery.payload).toEqual({
      id,
      title: "MÅL! FC København 1–0 Brøndby IF (23')",
      body: "Viktor Claesson sender Parken i ekstase.",
      url: "/nyheder/live-fc-koebenhavn-broendby",
      tag: "kamp-fck-bif",
      timestamp: row.createdAt.getTime(),
    });
    expect(delivery).toMatchObject({ ttl: 900, urgency: "high", topic: "kamp-fck-bif" });

    expect(row).toMatchObject({
      recipientCount: 4,
      sentCount: 4,
      deliveredCount: 4,
      expiredCount: 0,
      failedCount: 0,
      claimedAll: true,
    });
    expect(row.completedAt).toBeInstanceOf(Date);
    const rows = await deliveryRows(id);
    expect(rows.map((r) => r.status)).toEqual(["delivered", "delivered", "delivered", "delivered"]);
    expect(rows.map((r) => r.subscriptionId).sort()).toEqual(reached.map((d) => d.id).sort());
    const [seen] = await handle.db
      .select({ at: pushSubscriptions.lastDeliveredAt })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.id, fckFan.id));
    expect(seen.at).toBeInstanceOf(Date);
    expect(pushWorker.signatures()).toBe(1);
  });

  it("a queued push wakes the workers at its commit (LISTEN/NOTIFY), without waiting for the poll", async () => {
    const reader = await device([clubTopic(FCK)]);
    await worker({ pollMs: 60_000 });
    await new Promise((resolve) => setTimeout(resolve, 200)); // the workers are idle, waiting
    const started = Date.now();
    const id = await enqueue(GOAL);
    await done(id, 5000);
    expect(push.deliveries(reader.endpoint)).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it.skipIf(TEST_DB_KIND !== "postgres")(
    "a worker whose database connections are cut (a restart) carries on: the next push is delivered",
    async () => {
      const reader = await device([clubTopic(FCK)]);
      await worker({ pollMs: 200 });
      await new Promise((resolve) => setTimeout(resolve, 200));
      await handle.db.execute(sql`
        SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid()`);
      const id = await waitFor(async () => {
        try {
          return await enqueue(GOAL);
        } catch {
          return undefined; // this pool's own connection was cut too
        }
      });
      await done(id);
      expect(push.deliveries(reader.endpoint)).toHaveLength(1);
    },
  );

  it("a push without a Topic and with normal urgency is tagged with its own id", async () => {
    const reader = await device([BREAKING_TOPIC]);
    await worker();
    const id = await enqueue({
      kind: "breaking",
      topics: [BREAKING_TOPIC],
      title: "Breaking: Ny landstræner",
      body: "DBU har fundet sin mand.",
      url: "/nyheder/ny-landstraener",
    });
    await done(id);
    const [delivery] = push.deliveries(reader.endpoint);
    expect(delivery).toMatchObject({ ttl: 3600, urgency: "normal", topic: null });
    expect(delivery.payload).toMatchObject({ id, tag: id, title: "Breaking: Ny landstræner" });
  });

  it("quiet hours (23–07 by default, wrapping midnight) hold back everything but goals, and goals too with quiet_goals", async () => {
    const quietDefault = await device([clubTopic(FCK)]); // 23–07, goals pass
    const quietGoals = await device([clubTopic(FCK)], { quietGoals: true });
    const noQuiet = await device([clubTopic(FCK)], { quietHours: false });
    const daytimeQuiet = await device([clubTopic(FCK)], { quietStart: 9, quietEnd: 17 });
    // One worker per hour: a claim reads the hour once, when it starts.
    const at = async (hour: number) => {
      await Promise.all(workers.splice(0).map((w) => w.stop()));
      await worker({ copenhagenHour: () => hour });
    };
    await at(3);

    const goal = await enqueue(GOAL);
    await done(goal);
    const update = await enqueue({
      kind: "half_time",
      topics: [clubTopic(FCK)],
      title: "Pause: FC København 1–0 Brøndby IF",
      body: "Halvleg i Parken.",
      url: "/nyheder/live-fc-koebenhavn-broendby",
    });
    const updateRow = await done(update);
    const titles = (d: { endpoint: string }) => push.deliveries(d.endpoint).map((x) => x.payload?.title);
    expect(titles(quietDefault)).toEqual([GOAL.title]);
    expect(titles(quietGoals)).toEqual([]);
    expect(titles(noQuiet)).toEqual([GOAL.title, "Pause: FC København 1–0 Brøndby IF"]);
    expect(titles(daytimeQuiet)).toEqual([GOAL.title, "Pause: FC København 1–0 Brøndby IF"]);
    expect(updateRow.recipientCount).toBe(2);

    // At 10 the default window is over and the 9–17 one holds back the update.
    await at(10);
    push.reset();
    const later = await enqueue({
      kind: "full_time",
      topics: [clubTopic(FCK)],
      title: "Slut: FC København 2–0 Brøndby IF",
      body: "Sejr i derbyet.",
      url: "/nyheder/live-fc-koebenhavn-broendby",
    });
    await done(later);
    expect(titles(quietDefault)).toEqual(["Slut: FC København 2–0 Brøndby IF"]);
    expect(titles(quietGoals)).toEqual(["Slut: FC København 2–0 Brøndby IF"]);
    expect(titles(daytimeQuiet)).toEqual([]);
    // 23:00 is inside 23–07.
    await at(23);
    push.reset();
    const late = await enqueue({ ...GOAL, goal: false, kind: "red_card", title: "Rødt kort", body: "Ud!" });
    await done(late);
    expect(titles(quietDefault)).toEqual([]);
    expect(titles(noQuiet)).toEqual(["Rødt kort"]);
  });

  it("a device its push service calls gone (404 or 410) is deleted with its topics", async () => {
    const stays = await device([clubTopic(FCK)]);
    const unsubscribed = await device([clubTopic(FCK)]);
    const unknown = await device([clubTopic(FCK), BREAKING_TOPIC]);
    push.unsubscribe(unsubscribed.endpoint); // 410
    push.script(unknown.endpoint, { status: 404 });
    await worker();

    const id = await enqueue(GOAL);
    const row = await done(id);
    expect(row).toMatchObject({ recipientCount: 3, deliveredCount: 1, expiredCount: 2, failedCount: 0 });
    const left = await handle.db.select({ id: pushSubscriptions.id }).from(pushSubscriptions);
    expect(left.map((r) => r.id)).toEqual([stays.id]);
    const topics = await handle.db.select().from(pushSubscriptionTopics);
    expect(topics.map((t) => t.subscriptionId)).toEqual([stays.id]);
    expect(push.deliveries(stays.endpoint)).toHaveLength(1);
  });

  it("429 with Retry-After and 500 are tried again (after the wait asked for) and then delivered, once", async () => {
    const throttled = await device([clubTopic(FCK)]);
    const flaky = await device([clubTopic(FCK)]);
    push.script(throttled.endpoint, { status: 429, retryAfter: 1, times: 1 });
    push.script(flaky.endpoint, { status: 500, times: 2 });
    await worker();

    const started = Date.now();
    const id = await enqueue(GOAL);
    const row = await done(id);
    expect(row).toMatchObject({ recipientCount: 2, sentCount: 5, deliveredCount: 2, failedCount: 0 });
    expect(push.deliveries(throttled.endpoint)).toHaveLength(1);
    expect(push.deliveries(flaky.endpoint)).toHaveLength(1);
    expect(push.deliveries(throttled.endpoint)[0].at - started).toBeGreaterThanOrEqual(1000);
    expect(push.stats()).toMatchObject({ requests: 5, accepted: 2, byStatus: { 201: 2, 429: 1, 500: 2 } });
    const attempts = Object.fromEntries((await deliveryRows(id)).map((r) => [r.subscriptionId, r.attempts]));
    expect(attempts).toEqual({ [throttled.id]: 2, [flaky.id]: 3 });
  });

  it("after 5 failed attempts a delivery is failed; 400, 403 and 413 fail at once", async () => {
    const down = await device([clubTopic(FCK)]);
    const tooLarge = await device([clubTopic(FCK)]);
    const forbidden = await device([clubTopic(FCK)]);
    const malformed = await device([clubTopic(FCK)]);
    push.script(down.endpoint, { status: 503 });
    push.script(malformed.endpoint, { status: 400 });
    push.script(tooLarge.endpoint, { status: 413 });
    push.script(forbidden.endpoint, { status: 403 });
    await worker();

    const id = await enqueue(GOAL);
    const row = await done(id);
    expect(row).toMatchObject({ recipientCount: 4, sentCount: 8, deliveredCount: 0, failedCount: 4 });
    expect(push.stats().byStatus).toEqual({ 503: 5, 413: 1, 403: 1, 400: 1 });
    const rows = Object.fromEntries((await deliveryRows(id)).map((r) => [r.subscriptionId, r]));
    expect(rows[down.id]).toMatchObject({ status: "failed", attempts: 5, error: "HTTP 503" });
    expect(rows[tooLarge.id]).toMatchObject({ status: "failed", attempts: 1, error: "HTTP 413" });
    expect(rows[forbidden.id]).toMatchObject({ status: "failed", attempts: 1, error: "HTTP 403" });
    expect(rows[malformed.id]).toMatchObject({ status: "failed", attempts: 1, error: "HTTP 400" });
  });

  it("two instances share one fan-out: every device gets the push once, and both send", async () => {
    const devices = [];
    for (let i = 0; i < 120; i++)
      devices.push(await device([i % 2 === 0 ? clubTopic(FCK) : clubTopic(BIF), articleTopic(LIVE_ARTICLE)]));
    const second =
      handle.kind === "postgres"
        ? await openDatabase({ databaseUrl: String(handle.pool.options.connectionString), poolSize: 4 })
        : handle;
    if (second !== handle) extraHandles.push(second);
    // Slow answers keep the first instance busy, so the second has to help.
    for (const d of devices) push.script(d.endpoint, { delayMs: 20, times: 1 });
    const one = await worker({ chunkSize: 10, lanes: 1, concurrency: 4 });
    const two = await worker({ chunkSize: 10, lanes: 1, concurrency: 4 }, second);

    const id = await enqueue(GOAL);
    const row = await done(id);
    expect(row).toMatchObject({ recipientCount: 120, deliveredCount: 120 });
    const counts = push.deliveryCounts();
    expect(counts.size).toBe(120);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect(push.stats().duplicatePayloads).toBe(0);
    expect(one.stats().delivered).toBeGreaterThan(0);
    expect(two.stats().delivered).toBeGreaterThan(0);
    expect(one.stats().delivered + two.stats().delivered).toBe(120);
  });

  it("a chunk claimed by an instance that died is sent by another after the lease, nothing missed or twice", async () => {
    const devices = [];
    for (let i = 0; i < 30; i++) devices.push(await device([clubTopic(FCK)]));
    const id = await enqueue(GOAL);

    // The instance that dies: it claimed 10 devices (the rows say 'claimed') and sent nothing.
    const abandoned = await claimPushChunk(handle.db, { chunkSize: 10, leaseMs: 30_000, hour: 12 });
    expect(abandoned.items).toHaveLength(10);
    const claimed = await deliveryRows(id);
    expect(claimed.map((r) => r.status)).toEqual(Array(10).fill("claimed"));

    await worker({ leaseMs: 500, chunkSize: 7 });
    const row = await done(id);
    expect(row).toMatchObject({ recipientCount: 30, deliveredCount: 30 });
    const counts = push.deliveryCounts();
    expect(devices.every((d) => counts.get(d.endpoint.split("/push/")[1]) === 1)).toBe(true);
    const rows = Object.fromEntries((await deliveryRows(id)).map((r) => [r.subscriptionId, r]));
    for (const item of abandoned.items)
      expect(rows[item.subscriptionId]).toMatchObject({ status: "delivered", attempts: 2 });
  });

  it("a subscription whose endpoint is not a push service is never requested and counts as failed", async () => {
    let requests = 0;
    const intranet = http.createServer((_req, res) => {
      requests++;
      res.statusCode = 201;
      res.end();
    });
    await new Promise<void>((resolve) => intranet.listen(0, "127.0.0.1", resolve));
    const port = (intranet.address() as { port: number }).port;
    try {
      const good = await device([clubTopic(FCK)]);
      const keys = push.createSubscription().keys;
      const [bad] = await handle.db
        .insert(pushSubscriptions)
        .values({ endpoint: `http://127.0.0.1:${port}/push/intern`, p256dh: keys.p256dh, auth: keys.auth })
        .returning({ id: pushSubscriptions.id });
      await handle.db
        .insert(pushSubscriptionTopics)
        .values({ topic: clubTopic(FCK), subscriptionId: bad.id });
      await worker();

      const id = await enqueue(GOAL);
      const row = await done(id);
      expect(requests).toBe(0);
      expect(row).toMatchObject({ recipientCount: 2, sentCount: 1, deliveredCount: 1, failedCount: 1 });
      const rows = Object.fromEntries((await deliveryRows(id)).map((r) => [r.subscriptionId, r]));
      expect(rows[bad.id]).toMatchObject({
        status: "failed",
        error: "Endpointet er ikke en tilladt push-tjeneste",
      });
      expect(push.deliveries(good.endpoint)).toHaveLength(1);
    } finally {
      await new Promise((resolve) => intranet.close(resolve));
    }
  });

  it("the VAPID JWT is signed once per push service, and again after 11 hours", async () => {
    for (let i = 0; i < 12; i++) await device([clubTopic(FCK)]);
    for (let i = 0; i < 5; i++) await device([clubTopic(FCK)], {}, otherPush);
    let now = Date.now();
    const pushWorker = await worker({ now: () => now });

    await done(await enqueue(GOAL));
    expect(push.stats().accepted).toBe(12);
    expect(otherPush.stats().accepted).toBe(5);
    expect(pushWorker.signatures()).toBe(2);

    await done(await enqueue({ ...GOAL, title: "MÅL! FC København 2–0 Brøndby IF (51')" }));
    expect(pushWorker.signatures()).toBe(2);

    now += 11 * 3600_000 + 60_000;
    await done(await enqueue({ ...GOAL, title: "MÅL! FC København 3–0 Brøndby IF (77')" }));
    expect(pushWorker.signatures()).toBe(4);
    expect(push.stats()).toMatchObject({ accepted: 36, refused: 0 });
  });

  it("a push nobody follows is done at once; finished pushes' delivery rows are pruned, the push stays", async () => {
    await device([clubTopic(FCK)]);
    await worker();
    const nobody = await enqueue({ ...GOAL, topics: [clubTopic(AGF)] });
    expect(await done(nobody)).toMatchObject({ recipientCount: 0, deliveredCount: 0 });
    const id = await enqueue(GOAL);
    await done(id);
    expect(await deliveryRows(id)).toHaveLength(1);
    expect(await prunePushDeliveries(handle.db)).toBe(0); // done only moments ago
    await handle.db.execute(
      sql`UPDATE push_messages SET completed_at = now() - interval '11 minutes' WHERE id = ${id}::uuid`,
    );
    expect(await prunePushDeliveries(handle.db, 1)).toBe(1);
    expect(await deliveryRows(id)).toHaveLength(0);
    expect(await message(id)).toMatchObject({ status: "done", deliveredCount: 1 });
  });

  it("the local push service refuses a signature by another key, another audience and a body it cannot decrypt", async () => {
    const subscription = push.createSubscription();
    const target = { endpoint: subscription.endpoint, ...subscription.keys };
    const keys = { ...webpush.generateVAPIDKeys(), subject: "mailto:redaktion@forsiden.test" };
    const payload = Buffer.from(JSON.stringify({ id: "p1", title: "Test" }));
    const options = { ttlSeconds: 60, urgency: "normal" as const };
    const send = async (request: PushRequest) => {
      const { "Content-Length": _length, ...headers } = request.headers;
      const response = await fetch(request.url, {
        method: "POST",
        headers,
        body: new Uint8Array(request.body),
      });
      return response.status;
    };
    const good = buildPushRequest(target, payload, options, new VapidSigner(keys));
    expect(await send(good)).toBe(201);
    expect(push.deliveries(subscription.endpoint)[0].payload).toEqual({ id: "p1", title: "Test" });

    const otherKey = webpush.generateVAPIDKeys().publicKey;
    const authorization = good.headers.Authorization.replace(/k=.*$/, `k=${otherKey}`);
    expect(await send({ ...good, headers: { ...good.headers, Authorization: authorization } })).toBe(403);
    const forOtherService = new VapidSigner(keys).authorization(String(otherPush.origin));
    expect(await send({ ...good, headers: { ...good.headers, Authorization: forOtherService } })).toBe(403);
    const elsewhere = push.createSubscription();
    const misdirected = buildPushRequest(
      { ...target, ...elsewhere.keys },
      payload,
      options,
      new VapidSigner(keys),
    );
    expect(await send(misdirected)).toBe(400);

    expect(push.refusals.slice(0, 2)).toEqual([
      "VAPID: signaturen passer ikke til k",
      `VAPID: aud ${otherPush.origin} er ikke ${push.origin}`,
    ]);
    expect(push.refusals[2]).toMatch(/^Beskeden kan ikke dekrypteres: /);
    expect(push.stats()).toMatchObject({ requests: 4, accepted: 1, refused: 3 });
  });
});
