// Issue 25: the reader's push API: GET /api/push/key, POST and DELETE /api/push/subscriptions and
// POST /api/push/subscriptions/status, through the site's origin check and the route modules, with
// real keys (node:crypto), real Better Auth sessions and the follow trigger of migration 0016, on
// PGlite and PostgreSQL. The endpoints point at the push services' hosts but are never fetched here:
// storing a subscription sends nothing.
import { createECDH, randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { authApi, contextFor, Jar, ORIGIN, setUpAuthTests } from "#tests/support/auth-harness.ts";
import { articleRow, clubRow } from "#tests/support/factories.ts";
import { TEST_DB_KIND } from "#tests/support/test-database.ts";
import { PUSH_MESSAGES } from "~/features/push/push-messages";
import { pushAddressLimiter, pushAddressRule } from "~/features/push/push-subscriptions.server";
import { getAuth } from "~/server/auth.server";
import { createCredentialUser } from "~/server/auth-internals.server";
import {
  articles,
  clubFollows,
  clubs,
  pushSubscriptions,
  pushSubscriptionTopics,
  user,
} from "~/server/db/schema";
import { getEnv, setEnvForTesting } from "~/server/env.server";
import { logger } from "~/server/logger.server";
import { MAX_TOPICS_PER_DEVICE } from "~/server/push/push-topics";
import { sameOriginWrites } from "../../../server/origin-check";
import { action as followAction } from "./club-follow";
import { loader as keyLoader } from "./push-key";
import { action as statusAction } from "./push-status";
import { action as subscriptionsAction } from "./push-subscriptions";

const db = setUpAuthTests("forsiden-push-api-test-");

const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
const LOCAL_PUSH_SERVICE = "http://127.0.0.1:4199";

let clubA: string;
let clubB: string;
let clubC: string;
let liveArticle: string;
const notLive: Record<string, string> = {};
let addressCounter = 0;

beforeAll(async () => {
  setEnvForTesting({ ...getEnv(), PUSH_TEST_ENDPOINT_ORIGINS: LOCAL_PUSH_SERVICE });
  const made = await db()
    .insert(clubs)
    .values([clubRow({ name: "Push Alfa" }), clubRow({ name: "Push Beta" }), clubRow({ name: "Push Gamma" })])
    .returning({ id: clubs.id });
  [clubA, clubB, clubC] = made.map((c) => c.id);
  const rows = await db()
    .insert(articles)
    .values([
      articleRow({ title: "Live: Alfa mod Beta", liveStatus: "live" }),
      articleRow({ title: "Ikke live" }),
      articleRow({ title: "Live-kladde", liveStatus: "pre", isDraft: true }),
      articleRow({ title: "Live i morgen", liveStatus: "pre", hoursAgo: -24 }),
    ])
    .returning({ id: articles.id });
  liveArticle = rows[0].id;
  notLive.ordinary = rows[1].id;
  notLive.draft = rows[2].id;
  notLive.future = rows[3].id;
});

beforeEach(() => pushAddressLimiter().reset());

/** A browser's `PushSubscription.toJSON()`: a fresh P-256 key pair and auth secret. */
function browserSubscription(endpointBase = "https://fcm.googleapis.com/fcm/send/") {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    endpoint: `${endpointBase}${randomBytes(18).toString("base64url")}`,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") },
  };
}
type BrowserSubscription = ReturnType<typeof browserSubscription>;

interface CallOptions {
  jar?: Jar;
  ip?: string;
  headers?: Record<string, string>;
  /** A body sent as is (not JSON-encoded). */
  raw?: string;
}

/** One call through the origin check and the route module, as server/app.ts mounts them. */
async function call(
  handler: (args: never) => unknown,
  method: string,
  path: string,
  body: unknown,
  options: CallOptions = {},
) {
  const app = new Hono();
  app.use(sameOriginWrites(ORIGIN));
  app.all("*", async (c) => {
    const context = {
      ...(await contextFor(options.jar ?? new Jar())),
      clientIp: options.ip ?? nextAddress(),
    };
    return (await handler({ request: c.req.raw, context, params: {} } as never)) as Response;
  });
  const response = await app.request(`${ORIGIN}${path}`, {
    method,
    headers: {
      "content-type": "application/json",
      origin: ORIGIN,
      "user-agent": ANDROID_CHROME,
      cookie: options.jar?.header() ?? "",
      ...options.headers,
    },
    body: options.raw ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const text = await response.text();
  let json: Record<string, unknown> | null = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: response.status, headers: response.headers, json, text };
}

function nextAddress() {
  addressCounter++;
  return `203.0.113.${(addressCounter % 250) + 1}`;
}

const subscribe = (body: unknown, options?: CallOptions) =>
  call(subscriptionsAction, "POST", "/api/push/subscriptions", body, options);
const unsubscribe = (body: unknown, options?: CallOptions) =>
  call(subscriptionsAction, "DELETE", "/api/push/subscriptions", body, options);
const status = (body: unknown, options?: CallOptions) =>
  call(statusAction, "POST", "/api/push/subscriptions/status", body, options);

async function storedDevice(endpoint: string) {
  const [row] = await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
  if (!row) return null;
  const topics = await db()
    .select({ topic: pushSubscriptionTopics.topic, viaAccount: pushSubscriptionTopics.viaAccount })
    .from(pushSubscriptionTopics)
    .where(eq(pushSubscriptionTopics.subscriptionId, row.id))
    .orderBy(pushSubscriptionTopics.topic);
  return { ...row, topics };
}

let readerCounter = 0;
/** A signed-in reader (real Better Auth session) following `follows`. */
async function reader(follows: string[] = []) {
  const email = `push-laeser-${++readerCounter}-${Date.now()}@forsiden.test`;
  const userId = await createCredentialUser(getAuth(), {
    email,
    name: email,
    password: "push-kode-123",
    role: "user",
    emailVerified: true,
  });
  const jar = new Jar();
  await authApi(jar, "/sign-in/email", { email, password: "push-kode-123" });
  for (const clubId of follows) await db().insert(clubFollows).values({ userId, clubId });
  return { userId, jar };
}

/** 'Følg' / 'Følg ikke længere' on a club page (the club-follow route, as the browser posts it). */
async function follow(jar: Jar, clubId: string, on: boolean) {
  const form = new URLSearchParams({ intent: on ? "follow" : "unfollow" });
  const response = (await followAction({
    request: new Request(`${ORIGIN}/api/klubber/${clubId}/foelg`, {
      method: "POST",
      headers: { cookie: jar.header(), accept: "application/json" },
      body: form,
    }),
    context: await contextFor(jar),
    params: { clubId },
  } as never)) as unknown as { data: unknown };
  expect(response.data).toEqual({ following: on });
}

const sorted = (values: string[]) => [...values].sort();

describe(`the reader's push API on ${TEST_DB_KIND}`, () => {
  describe("GET /api/push/key", () => {
    it("answers the VAPID public key: an uncompressed P-256 point, base64url, the same every time, cacheable for an hour", async () => {
      const first = (await keyLoader({ context: { requestId: "t" } } as never)) as Response;
      expect(first.status).toBe(200);
      expect(first.headers.get("cache-control")).toBe("public, max-age=3600");
      const { publicKey } = (await first.json()) as { publicKey: string };
      expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
      const point = Buffer.from(publicKey, "base64url");
      expect(point).toHaveLength(65);
      expect(point[0]).toBe(4);
      // A point on the curve: an ECDH with it works.
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      expect(ecdh.computeSecret(point)).toHaveLength(32);
      const again = (await keyLoader({ context: { requestId: "t" } } as never)) as Response;
      expect(await again.json()).toEqual({ publicKey });
    });
  });

  describe("POST /api/push/subscriptions", () => {
    it("stores a new device with its keys, topics and the default quiet hours (23–07, goals still come), labelled from the User-Agent; the answer is private", async () => {
      const sub = browserSubscription();
      const res = await subscribe({ subscription: sub, topics: ["breaking", `club:${clubA.toUpperCase()}`] });
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(res.json).toEqual({
        ok: true,
        topics: sorted(["breaking", `club:${clubA}`]),
        accountTopics: [],
        quietHours: { enabled: true, start: 23, end: 7, goals: false },
        linked: false,
        accountClubs: false,
      });
      const stored = await storedDevice(sub.endpoint);
      expect(stored).toMatchObject({
        p256dh: sub.keys.p256dh,
        auth: sub.keys.auth,
        userId: null,
        accountClubs: false,
        label: "Chrome på Android",
        quietHours: true,
        quietStart: 23,
        quietEnd: 7,
        quietGoals: false,
      });
      expect(stored?.topics).toEqual(
        sorted(["breaking", `club:${clubA}`]).map((topic) => ({ topic, viaAccount: false })),
      );
    });

    it("a live article that is published can be followed; its quiet hours as the panel sent them", async () => {
      const sub = browserSubscription();
      const res = await subscribe({
        subscription: sub,
        topics: [`article:${liveArticle}`],
        quietHours: { enabled: true, start: 22, end: 6, goals: true },
      });
      expect(res.json).toMatchObject({
        ok: true,
        topics: [`article:${liveArticle}`],
        quietHours: { enabled: true, start: 22, end: 6, goals: true },
      });
    });

    it("the same endpoint with its auth secret updates the device: topics replaced, quiet hours kept unless sent", async () => {
      const sub = browserSubscription();
      await subscribe({
        subscription: sub,
        topics: ["breaking", `club:${clubA}`],
        quietHours: { enabled: false, start: 0, end: 0, goals: false },
      });
      const changed = await subscribe({ subscription: sub, topics: [`club:${clubB}`, `club:${clubB}`] });
      expect(changed.json).toMatchObject({
        ok: true,
        topics: [`club:${clubB}`],
        quietHours: { enabled: false, start: 0, end: 0, goals: false },
      });
      const again = await subscribe({
        subscription: sub,
        topics: [`club:${clubB}`],
        quietHours: { enabled: true, start: 21, end: 8, goals: false },
      });
      expect(again.json).toMatchObject({ quietHours: { enabled: true, start: 21, end: 8, goals: false } });
      const rows = await db()
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, sub.endpoint));
      expect(rows).toHaveLength(1);
      expect((await storedDevice(sub.endpoint))?.topics).toEqual([
        { topic: `club:${clubB}`, viaAccount: false },
      ]);
    });

    it("every validation rule answers 400 with its Danish message, and nothing is stored", async () => {
      const good = browserSubscription();
      const point = Buffer.from(good.keys.p256dh, "base64url");
      const offCurve = Buffer.from(point);
      offCurve[64] ^= 1;
      const compressed = Buffer.concat([Buffer.from([2 + (point[64] & 1)]), point.subarray(1, 33)]);
      const withKeys = (keys: Partial<BrowserSubscription["keys"]>) => ({
        ...browserSubscription(),
        keys: { ...good.keys, ...keys },
      });
      const cases: [string, unknown, string][] = [
        ["no subscription", { subscription: undefined }, PUSH_MESSAGES.invalidRequest],
        [
          "a subscription that is not an object",
          { subscription: "https://fcm.googleapis.com/x" },
          PUSH_MESSAGES.invalidRequest,
        ],
        [
          "p256dh of 64 bytes",
          { subscription: withKeys({ p256dh: point.subarray(1).toString("base64url") }) },
          PUSH_MESSAGES.invalidKey,
        ],
        [
          "p256dh compressed (33 bytes)",
          { subscription: withKeys({ p256dh: compressed.toString("base64url") }) },
          PUSH_MESSAGES.invalidKey,
        ],
        [
          "p256dh off the curve",
          { subscription: withKeys({ p256dh: offCurve.toString("base64url") }) },
          PUSH_MESSAGES.invalidKey,
        ],
        [
          "p256dh not base64url",
          { subscription: withKeys({ p256dh: `${good.keys.p256dh.slice(0, -1)}+` }) },
          PUSH_MESSAGES.invalidKey,
        ],
        ["p256dh missing", { subscription: withKeys({ p256dh: undefined }) }, PUSH_MESSAGES.invalidKey],
        [
          "auth of 15 bytes",
          { subscription: withKeys({ auth: randomBytes(15).toString("base64url") }) },
          PUSH_MESSAGES.invalidAuth,
        ],
        [
          "auth of 17 bytes",
          { subscription: withKeys({ auth: randomBytes(17).toString("base64url") }) },
          PUSH_MESSAGES.invalidAuth,
        ],
        [
          "auth not base64url",
          { subscription: withKeys({ auth: "ikke base64!" }) },
          PUSH_MESSAGES.invalidAuth,
        ],
        ["an unknown topic form", { topics: ["klub:agf"] }, PUSH_MESSAGES.invalidTopic],
        ["a club topic without an id", { topics: ["club:agf"] }, PUSH_MESSAGES.invalidTopic],
        ["a topic that is not a string", { topics: [7] }, PUSH_MESSAGES.invalidTopic],
        [
          `more than ${MAX_TOPICS_PER_DEVICE} topics`,
          { topics: Array.from({ length: MAX_TOPICS_PER_DEVICE + 1 }, () => `club:${crypto.randomUUID()}`) },
          PUSH_MESSAGES.tooManyTopics,
        ],
        ["no topic (signed out)", { topics: [] }, PUSH_MESSAGES.noTopics],
        [
          "a club that does not exist",
          { topics: ["breaking", `club:${crypto.randomUUID()}`] },
          PUSH_MESSAGES.unknownClub,
        ],
        [
          "an article that does not exist",
          { topics: [`article:${crypto.randomUUID()}`] },
          PUSH_MESSAGES.unknownLiveArticle,
        ],
        [
          "an article that is not live",
          { topics: [`article:${notLive.ordinary}`] },
          PUSH_MESSAGES.unknownLiveArticle,
        ],
        [
          "a live article still a draft",
          { topics: [`article:${notLive.draft}`] },
          PUSH_MESSAGES.unknownLiveArticle,
        ],
        [
          "a live article published tomorrow",
          { topics: [`article:${notLive.future}`] },
          PUSH_MESSAGES.unknownLiveArticle,
        ],
        [
          "quiet hours from 24",
          { quietHours: { enabled: true, start: 24, end: 7, goals: false } },
          PUSH_MESSAGES.invalidQuietHours,
        ],
        [
          "quiet hours to -1",
          { quietHours: { enabled: true, start: 23, end: -1, goals: false } },
          PUSH_MESSAGES.invalidQuietHours,
        ],
        [
          "quiet hours at half past",
          { quietHours: { enabled: true, start: 22.5, end: 7, goals: false } },
          PUSH_MESSAGES.invalidQuietHours,
        ],
        [
          "quiet hours as text",
          { quietHours: { enabled: true, start: "23", end: 7, goals: false } },
          PUSH_MESSAGES.invalidQuietHours,
        ],
        [
          "quiet hours without the switch",
          { quietHours: { start: 23, end: 7, goals: false } },
          PUSH_MESSAGES.invalidQuietHours,
        ],
      ];
      for (const [what, body, message] of cases) {
        const subscription = browserSubscription();
        const res = await subscribe({ subscription, topics: ["breaking"], ...(body as object) });
        expect(res.status, what).toBe(400);
        expect(res.json, what).toEqual({ error: message });
        const sent = (body as { subscription?: BrowserSubscription }).subscription;
        expect(await storedDevice(sent?.endpoint ?? subscription.endpoint), what).toBeNull();
      }
      // Not even an object.
      expect((await subscribe(["breaking"])).json).toEqual({ error: PUSH_MESSAGES.invalidRequest });
      expect(PUSH_MESSAGES.tooManyTopics).toBe(
        `Du kan højst følge ${MAX_TOPICS_PER_DEVICE} emner på en enhed.`,
      );
    });

    it("an endpoint that is not a push service's is refused, never stored (no SSRF through a subscription)", async () => {
      const refused = [
        "http://fcm.googleapis.com/fcm/send/x", // not https
        "https://fcm.googleapis.com.evil.example/fcm/send/x",
        "https://evil.example/push/x",
        "https://169.254.169.254/latest/meta-data/",
        "https://127.0.0.1/push/x",
        "https://user:pass@fcm.googleapis.com/fcm/send/x",
        "https://fcm.googleapis.com:8443/fcm/send/x",
        "http://127.0.0.1:4200/push/x", // a local port that PUSH_TEST_ENDPOINT_ORIGINS does not name
        "javascript:alert(1)",
        "ikke en adresse",
        `https://fcm.googleapis.com/${"x".repeat(2100)}`,
      ];
      for (const endpoint of refused) {
        const res = await subscribe({
          subscription: { ...browserSubscription(), endpoint },
          topics: ["breaking"],
        });
        expect(res.status, endpoint).toBe(400);
        expect(res.json, endpoint).toEqual({ error: PUSH_MESSAGES.endpointRefused });
      }
      const [{ n }] = await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(pushSubscriptions)
        .where(sql`${pushSubscriptions.endpoint} IN ${refused}`);
      expect(n).toBe(0);
      // The push services of Chrome, Firefox, Safari and Edge, and the origin PUSH_TEST_ENDPOINT_ORIGINS names.
      for (const base of [
        "https://fcm.googleapis.com/fcm/send/",
        "https://updates.push.services.mozilla.com/wpush/v2/",
        "https://web.push.apple.com/",
        "https://wns2-db5p.notify.windows.com/w/?token=",
        `${LOCAL_PUSH_SERVICE}/push/`,
      ]) {
        const res = await subscribe({ subscription: browserSubscription(base), topics: ["breaking"] });
        expect(res.status, base).toBe(200);
      }
    });

    it("without PUSH_TEST_ENDPOINT_ORIGINS the local push service is refused too", async () => {
      const env = getEnv();
      setEnvForTesting({ ...env, PUSH_TEST_ENDPOINT_ORIGINS: "" });
      try {
        const res = await subscribe({
          subscription: browserSubscription(`${LOCAL_PUSH_SERVICE}/push/`),
          topics: ["breaking"],
        });
        expect(res.json).toEqual({ error: PUSH_MESSAGES.endpointRefused });
      } finally {
        setEnvForTesting(env);
      }
    });

    it("only JSON, at most 16 KB: a form, text/plain or broken JSON is refused before anything is read or stored", async () => {
      const sub = browserSubscription();
      const body = JSON.stringify({ subscription: sub, topics: ["breaking"] });
      const form = await subscribe(undefined, {
        raw: new URLSearchParams({ subscription: body }).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      expect(form).toMatchObject({ status: 415, json: { error: PUSH_MESSAGES.notJson } });
      const text = await subscribe(undefined, { raw: body, headers: { "content-type": "text/plain" } });
      expect(text).toMatchObject({ status: 415, json: { error: PUSH_MESSAGES.notJson } });
      const broken = await subscribe(undefined, { raw: `${body.slice(0, -1)},` });
      expect(broken).toMatchObject({ status: 400, json: { error: PUSH_MESSAGES.invalidRequest } });
      const large = await subscribe({
        subscription: sub,
        topics: ["breaking"],
        padding: "x".repeat(17 * 1024),
      });
      expect(large).toMatchObject({ status: 413, json: { error: PUSH_MESSAGES.tooLarge } });
      expect(await storedDevice(sub.endpoint)).toBeNull();
      // The same body as JSON is taken.
      expect((await subscribe(undefined, { raw: body })).status).toBe(200);
    });

    it("a cross-site POST is refused by the origin check (403) and stores nothing", async () => {
      const sub = browserSubscription();
      const res = await subscribe(
        { subscription: sub, topics: ["breaking"] },
        { headers: { origin: "https://evil.example" } },
      );
      expect(res.status).toBe(403);
      expect(res.text).toBe("Forbidden (cross-origin request)");
      expect(await storedDevice(sub.endpoint)).toBeNull();
    });
  });

  describe("signed in: the device is linked to the account and follows its clubs", () => {
    it("links the device, turns on 'Følg mine klubber' and adds the followed clubs; a club both posted and followed stays the account's", async () => {
      const { userId, jar } = await reader([clubA, clubB]);
      const sub = browserSubscription();
      const res = await subscribe({ subscription: sub, topics: ["breaking", `club:${clubA}`] }, { jar });
      expect(res.json).toEqual({
        ok: true,
        topics: sorted(["breaking", `club:${clubA}`, `club:${clubB}`]),
        accountTopics: sorted([`club:${clubA}`, `club:${clubB}`]),
        quietHours: { enabled: true, start: 23, end: 7, goals: false },
        linked: true,
        accountClubs: true,
      });
      expect(await storedDevice(sub.endpoint)).toMatchObject({ userId, accountClubs: true });
    });

    it("a follow or an unfollow afterwards changes the device's topics (the trigger of migration 0016)", async () => {
      const { jar } = await reader([clubA]);
      const sub = browserSubscription();
      await subscribe({ subscription: sub, topics: ["breaking", `club:${clubA}`] }, { jar });
      await follow(jar, clubC, true);
      expect((await storedDevice(sub.endpoint))?.topics).toEqual(
        sorted(["breaking", `club:${clubA}`, `club:${clubC}`]).map((topic) => ({
          topic,
          viaAccount: topic !== "breaking",
        })),
      );
      await follow(jar, clubA, false);
      expect((await storedDevice(sub.endpoint))?.topics).toEqual([
        { topic: "breaking", viaAccount: false },
        { topic: `club:${clubC}`, viaAccount: true },
      ]);
      const read = await status({ endpoint: sub.endpoint, auth: sub.keys.auth });
      expect(read.json).toMatchObject({ subscribed: true, accountTopics: [`club:${clubC}`] });
    });

    it("the reader's 'Følg mine klubber' off stands when the bell posts again; an empty topic list is allowed signed in", async () => {
      const { jar } = await reader([clubB]);
      const sub = browserSubscription();
      await subscribe({ subscription: sub, topics: ["breaking"] }, { jar });
      await db()
        .update(pushSubscriptions)
        .set({ accountClubs: false })
        .where(eq(pushSubscriptions.endpoint, sub.endpoint));
      const res = await subscribe({ subscription: sub, topics: [] }, { jar });
      expect(res.json).toMatchObject({
        ok: true,
        topics: [],
        accountTopics: [],
        linked: true,
        accountClubs: false,
      });
    });

    it("without a session but with the proof, the device is unlinked: it keeps only what it asks for", async () => {
      const { jar } = await reader([clubA]);
      const sub = browserSubscription();
      await subscribe({ subscription: sub, topics: ["breaking"] }, { jar });
      const res = await subscribe({ subscription: sub, topics: ["breaking", `club:${clubB}`] });
      expect(res.json).toMatchObject({
        ok: true,
        topics: sorted(["breaking", `club:${clubB}`]),
        accountTopics: [],
        linked: false,
        accountClubs: false,
      });
      expect(await storedDevice(sub.endpoint)).toMatchObject({ userId: null, accountClubs: false });
    });

    it("another account signed in on the same browser takes the device over, with its own clubs", async () => {
      const first = await reader([clubA]);
      const second = await reader([clubB]);
      const sub = browserSubscription();
      await subscribe({ subscription: sub, topics: ["breaking"] }, { jar: first.jar });
      const res = await subscribe({ subscription: sub, topics: ["breaking"] }, { jar: second.jar });
      expect(res.json).toMatchObject({ topics: sorted(["breaking", `club:${clubB}`]), accountClubs: true });
      expect(await storedDevice(sub.endpoint)).toMatchObject({ userId: second.userId });
    });
  });

  describe("the proof: endpoint and auth secret together", () => {
    it("an update of a known endpoint without its auth secret is refused (403) and changes nothing: a linked device stays linked", async () => {
      const { userId, jar } = await reader([clubA]);
      const sub = browserSubscription();
      await subscribe({ subscription: sub, topics: ["breaking"] }, { jar });
      const before = await storedDevice(sub.endpoint);
      const forged = { ...browserSubscription(), endpoint: sub.endpoint };
      for (const options of [{}, { jar }]) {
        const res = await subscribe({ subscription: forged, topics: [`club:${clubB}`] }, options);
        expect(res).toMatchObject({ status: 403, json: { error: PUSH_MESSAGES.notVerified } });
      }
      expect(await storedDevice(sub.endpoint)).toEqual(before);
      expect(before).toMatchObject({ userId, p256dh: sub.keys.p256dh });
    });

    it("status: the device's topics and quiet hours; an unknown endpoint and a wrong secret answer the same", async () => {
      const sub = browserSubscription();
      await subscribe({
        subscription: sub,
        topics: [`club:${clubA}`, "breaking"],
        quietHours: { enabled: true, start: 22, end: 7, goals: true },
      });
      const known = await status({ endpoint: sub.endpoint, auth: sub.keys.auth });
      expect(known.status).toBe(200);
      expect(known.headers.get("cache-control")).toBe("private, no-store");
      expect(known.json).toEqual({
        subscribed: true,
        topics: sorted(["breaking", `club:${clubA}`]),
        accountTopics: [],
        quietHours: { enabled: true, start: 22, end: 7, goals: true },
        linked: false,
        accountClubs: false,
      });
      const wrongSecret = await status({
        endpoint: sub.endpoint,
        auth: randomBytes(16).toString("base64url"),
      });
      const unknown = await status({ endpoint: browserSubscription().endpoint, auth: sub.keys.auth });
      expect(wrongSecret.status).toBe(200);
      expect(wrongSecret.text).toBe('{"subscribed":false}');
      expect(unknown.status).toBe(wrongSecret.status);
      expect(unknown.text).toBe(wrongSecret.text);
      expect((await status({ endpoint: sub.endpoint })).json).toEqual({
        error: PUSH_MESSAGES.invalidRequest,
      });
    });

    it("DELETE with the proof removes the device and its topics; without it nothing is removed, and the answer is the same", async () => {
      const { jar } = await reader([clubA]);
      const sub = browserSubscription();
      await subscribe({ subscription: sub, topics: ["breaking"] }, { jar });
      const { id } = (await storedDevice(sub.endpoint)) ?? { id: "" };

      const wrong = await unsubscribe({
        endpoint: sub.endpoint,
        auth: randomBytes(16).toString("base64url"),
      });
      const unknown = await unsubscribe({ endpoint: browserSubscription().endpoint, auth: sub.keys.auth });
      expect(await storedDevice(sub.endpoint)).not.toBeNull();

      const removed = await unsubscribe({ endpoint: sub.endpoint, auth: sub.keys.auth });
      for (const res of [wrong, unknown, removed]) {
        expect(res.status).toBe(200);
        expect(res.text).toBe('{"ok":true}');
      }
      expect(await storedDevice(sub.endpoint)).toBeNull();
      expect(
        await db().select().from(pushSubscriptionTopics).where(eq(pushSubscriptionTopics.subscriptionId, id)),
      ).toEqual([]);
      // The club follow is the account's and stays.
      expect(await db().select().from(clubFollows).where(eq(clubFollows.clubId, clubA))).not.toHaveLength(0);
      expect((await unsubscribe({ endpoint: sub.endpoint })).json).toEqual({
        error: PUSH_MESSAGES.invalidRequest,
      });
    });
  });

  describe("rate limit per client address", () => {
    it(`60 calls in 10 minutes (subscribe, status, unsubscribe alike): the next is 429 'For mange forsøg…' with Retry-After; another address goes on`, async () => {
      expect(pushAddressRule().limit).toBe(60);
      const ip = "198.51.100.25";
      for (let i = 0; i < 60; i++) {
        const res = await status({ endpoint: "https://fcm.googleapis.com/fcm/send/x", auth: "x" }, { ip });
        expect(res.status).toBe(200);
      }
      const sub = browserSubscription();
      const refused = await subscribe({ subscription: sub, topics: ["breaking"] }, { ip });
      expect(refused.status).toBe(429);
      expect(refused.json).toEqual({ error: PUSH_MESSAGES.rateLimited });
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(refused.headers.get("cache-control")).toBe("private, no-store");
      expect(await storedDevice(sub.endpoint)).toBeNull();
      expect((await unsubscribe({ endpoint: sub.endpoint, auth: sub.keys.auth }, { ip })).status).toBe(429);
      expect(
        (await subscribe({ subscription: sub, topics: ["breaking"] }, { ip: "198.51.100.26" })).status,
      ).toBe(200);
    });

    it("fails closed: without its counters nothing is stored (503 with Retry-After)", async () => {
      vi.spyOn(logger, "warn").mockImplementation(() => undefined);
      const sub = browserSubscription();
      await db().execute(sql`ALTER TABLE rate_limits RENAME TO rate_limits_away`);
      try {
        const res = await subscribe({ subscription: sub, topics: ["breaking"] });
        expect(res.status).toBe(503);
        expect(res.json).toEqual({ error: PUSH_MESSAGES.unavailable });
        expect(res.headers.get("retry-after")).toBe("5");
      } finally {
        await db().execute(sql`ALTER TABLE rate_limits_away RENAME TO rate_limits`);
        vi.restoreAllMocks();
      }
      expect(await storedDevice(sub.endpoint)).toBeNull();
    });
  });

  it("deleting the account removes its devices with their topics (ON DELETE CASCADE); an anonymous device stays", async () => {
    const { userId, jar } = await reader([clubA]);
    const linked = browserSubscription();
    const anonymous = browserSubscription();
    await subscribe({ subscription: linked, topics: ["breaking"] }, { jar });
    await subscribe({ subscription: anonymous, topics: ["breaking"] });
    const { id } = (await storedDevice(linked.endpoint)) ?? { id: "" };
    await db().delete(user).where(eq(user.id, userId));
    expect(await storedDevice(linked.endpoint)).toBeNull();
    expect(
      await db()
        .select()
        .from(pushSubscriptionTopics)
        .where(and(eq(pushSubscriptionTopics.subscriptionId, id))),
    ).toEqual([]);
    expect(await storedDevice(anonymous.endpoint)).not.toBeNull();
  });
});
