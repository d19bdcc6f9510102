/**
 * Issue 25, /konto's 'Notifikationer': the devices linked to the signed-in account with their
 * topics in words, and the section's plain forms (settings with quiet hours and 'Følg mine
 * klubber', removing a topic, removing the device), checked against the account; the data download
 * names the devices without their keys, and deleting the account removes them. Real Better Auth
 * sessions, the route's loader and action, devices made through the push API, on PGlite and
 * PostgreSQL.
 */
import { createECDH, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { PUSH_DEVICE_TEXT, quietHoursText } from "../../app/features/push/push-messages";
import { action as kontoAction, loader as kontoLoader } from "../../app/routes/konto";
import { loader as dataLoader } from "../../app/routes/resources/konto-data";
import { action as subscriptionsAction } from "../../app/routes/resources/push-subscriptions";
import { getAuth } from "../../app/server/auth.server";
import { createCredentialUser } from "../../app/server/auth-internals.server";
import {
  articles,
  clubFollows,
  clubs,
  pushSubscriptions,
  pushSubscriptionTopics,
} from "../../app/server/db/schema";
import { authApi, contextFor, formRequest, Jar, ORIGIN, run, setUpAuthTests } from "../support/auth-harness";
import { articleRow, clubRow } from "../support/factories";
import { TEST_DB_KIND } from "../support/test-database";

const db = setUpAuthTests("forsiden-push-konto-test-");

const FIREFOX_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0";
const T = PUSH_DEVICE_TEXT;

let clubA: string;
let clubB: string;
let liveArticle: string;

beforeAll(async () => {
  const made = await db()
    .insert(clubs)
    .values([clubRow({ name: "Konto Alfa" }), clubRow({ name: "Konto Beta" })])
    .returning({ id: clubs.id });
  [clubA, clubB] = made.map((c) => c.id);
  const [live] = await db()
    .insert(articles)
    .values(articleRow({ title: "Alfa mod Beta", liveStatus: "live" }))
    .returning({ id: articles.id });
  liveArticle = live.id;
});

let counter = 0;
async function reader(follows: string[] = []) {
  const email = `push-konto-${++counter}-${Date.now()}@forsiden.test`;
  const userId = await createCredentialUser(getAuth(), {
    email,
    name: email,
    password: "konto-kode-123",
    role: "user",
    emailVerified: true,
  });
  const jar = new Jar();
  await authApi(jar, "/sign-in/email", { email, password: "konto-kode-123" });
  for (const clubId of follows) await db().insert(clubFollows).values({ userId, clubId });
  return { userId, jar, email };
}

/** The bell's POST from a browser, signed in with `jar` (or not). */
async function subscribeDevice(topics: string[], jar = new Jar()) {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const subscription = {
    endpoint: `https://updates.push.services.mozilla.com/wpush/v2/${randomBytes(18).toString("base64url")}`,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") },
  };
  const response = (await subscriptionsAction({
    request: new Request(`${ORIGIN}/api/push/subscriptions`, {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": FIREFOX_WINDOWS, cookie: jar.header() },
      body: JSON.stringify({ subscription, topics }),
    }),
    context: { ...(await contextFor(jar)), clientIp: `192.0.2.${counter % 250}` },
    params: {},
  } as never)) as Response;
  expect(response.status).toBe(200);
  const [row] = await db()
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, subscription.endpoint));
  return { id: row.id, subscription };
}

interface DeviceView {
  id: string;
  label: string;
  accountClubs: boolean;
  quietHours: { enabled: boolean; start: number; end: number; goals: boolean };
  topics: { topic: string; label: string; viaAccount: boolean }[];
}

async function devicesOnKonto(jar: Jar): Promise<DeviceView[]> {
  const page = await run(kontoLoader, formRequest(jar, "/konto"), jar);
  return (page.data as unknown as { pushDevices: DeviceView[] }).pushDevices;
}

async function post(jar: Jar, form: Record<string, string>) {
  return run(kontoAction, formRequest(jar, "/konto", form), jar);
}

async function topicsOf(deviceId: string) {
  return db()
    .select({ topic: pushSubscriptionTopics.topic, viaAccount: pushSubscriptionTopics.viaAccount })
    .from(pushSubscriptionTopics)
    .where(eq(pushSubscriptionTopics.subscriptionId, deviceId))
    .orderBy(pushSubscriptionTopics.topic);
}

describe(`/konto 'Notifikationer' on ${TEST_DB_KIND}`, () => {
  it("lists the account's devices only, labelled from the browser, with their topics in words: breaking first, clubs by name, live articles by title", async () => {
    const { jar } = await reader([clubB]);
    const device = await subscribeDevice(["breaking", `club:${clubA}`, `article:${liveArticle}`], jar);
    // Someone else's device and an anonymous one are not shown.
    const other = await reader();
    await subscribeDevice(["breaking"], other.jar);
    await subscribeDevice(["breaking"]);

    expect(await devicesOnKonto(jar)).toEqual([
      {
        id: device.id,
        label: "Firefox på Windows",
        createdAt: expect.any(String),
        accountClubs: true,
        quietHours: { enabled: true, start: 23, end: 7, goals: false },
        topics: [
          { topic: "breaking", label: "Breaking nyheder", viaAccount: false },
          { topic: `club:${clubA}`, label: "Konto Alfa", viaAccount: false },
          { topic: `club:${clubB}`, label: "Konto Beta", viaAccount: true },
          { topic: `article:${liveArticle}`, label: "Live: Alfa mod Beta", viaAccount: false },
        ],
      },
    ]);
    expect(quietHoursText({ enabled: true, start: 23, end: 7, goals: false })).toBe(
      "Stille timer 23.00–07.00, undtagen mål",
    );
    expect(quietHoursText({ enabled: true, start: 22, end: 6, goals: true })).toBe(
      "Stille timer 22.00–06.00, også mål",
    );
    expect(quietHoursText({ enabled: false, start: 23, end: 7, goals: false })).toBe("Ingen stille timer");
  });

  it("anonymous readers are sent to /konto/log-ind by the section's forms too", async () => {
    const res = await post(new Jar(), { intent: "push-remove-device", deviceId: crypto.randomUUID() });
    expect(res.location).toBe("/konto/log-ind");
  });

  it("'Gem indstillinger' saves quiet hours; 'Følg mine klubber' off removes the account's clubs, on brings them back", async () => {
    const { jar } = await reader([clubA, clubB]);
    const device = await subscribeDevice(["breaking"], jar);
    const saved = await post(jar, {
      intent: "push-settings",
      deviceId: device.id,
      quietEnabled: "on",
      quietStart: "22",
      quietEnd: "6",
      quietGoals: "on",
    });
    expect(saved).toMatchObject({
      status: 200,
      data: {
        ok: true,
        intent: "push-settings",
        deviceId: device.id,
        title: "Indstillingerne er gemt",
        message: "Enheden bruger de nye indstillinger fra næste besked.",
      },
    });
    const [after] = await devicesOnKonto(jar);
    expect(after).toMatchObject({
      accountClubs: false,
      quietHours: { enabled: true, start: 22, end: 6, goals: true },
    });
    expect(await topicsOf(device.id)).toEqual([{ topic: "breaking", viaAccount: false }]);

    await post(jar, {
      intent: "push-settings",
      deviceId: device.id,
      quietStart: "23",
      quietEnd: "7",
      accountClubs: "on",
    });
    const [back] = await devicesOnKonto(jar);
    expect(back).toMatchObject({ accountClubs: true, quietHours: { enabled: false, goals: false } });
    expect(await topicsOf(device.id)).toEqual(
      [
        { topic: "breaking", viaAccount: false },
        { topic: `club:${clubA}`, viaAccount: true },
        { topic: `club:${clubB}`, viaAccount: true },
      ].sort((a, b) => a.topic.localeCompare(b.topic)),
    );
  });

  it("a club the device follows on its own stays its own: 'Følg mine klubber' off and on, and an unfollow, leave it", async () => {
    const { jar, userId } = await reader([clubB]);
    const device = await subscribeDevice(["breaking", `club:${clubA}`], jar);
    await db().insert(clubFollows).values({ userId, clubId: clubA });
    const own = { topic: `club:${clubA}`, viaAccount: false };
    const viaAccount = { topic: `club:${clubB}`, viaAccount: true };
    const byTopic = (rows: { topic: string }[]) => [...rows].sort((a, b) => a.topic.localeCompare(b.topic));
    const settings = (accountClubs: boolean) =>
      post(jar, {
        intent: "push-settings",
        deviceId: device.id,
        quietStart: "23",
        quietEnd: "7",
        ...(accountClubs ? { accountClubs: "on" } : {}),
      });
    expect(await topicsOf(device.id)).toEqual(
      byTopic([{ topic: "breaking", viaAccount: false }, own, viaAccount]),
    );
    await settings(false);
    expect(await topicsOf(device.id)).toEqual(byTopic([{ topic: "breaking", viaAccount: false }, own]));
    await settings(true);
    expect(await topicsOf(device.id)).toEqual(
      byTopic([{ topic: "breaking", viaAccount: false }, own, viaAccount]),
    );
    await db().delete(clubFollows).where(eq(clubFollows.userId, userId));
    expect(await topicsOf(device.id)).toEqual(byTopic([{ topic: "breaking", viaAccount: false }, own]));
  });

  it("an hour outside 0–23 or not a number is refused with 'Vælg et klokkeslæt', and nothing changes", async () => {
    const { jar } = await reader();
    const device = await subscribeDevice(["breaking"], jar);
    for (const [quietStart, quietEnd] of [
      ["24", "7"],
      ["23", "-1"],
      ["kl. 23", "7"],
      ["22.5", "7"],
    ]) {
      const res = await post(jar, { intent: "push-settings", deviceId: device.id, quietStart, quietEnd });
      expect(res).toMatchObject({
        status: 400,
        data: { ok: false, title: T.failedTitle, message: "Vælg et klokkeslæt" },
      });
    }
    const [unchanged] = await devicesOnKonto(jar);
    expect(unchanged.quietHours).toEqual({ enabled: true, start: 23, end: 7, goals: false });
  });

  it("'Fjern' removes a topic the device chose; a club followed with the account is refused with the way to stop it", async () => {
    const { jar } = await reader([clubB]);
    const device = await subscribeDevice(["breaking", `club:${clubA}`], jar);
    const removeTopic = (topic: string) =>
      post(jar, { intent: "push-remove-topic", deviceId: device.id, topic });
    const removed = await removeTopic(`club:${clubA}`);
    expect(removed).toMatchObject({
      status: 200,
      data: { ok: true, title: "Emnet er fjernet", message: "Enheden får ikke flere beskeder om det." },
    });
    const viaAccount = await removeTopic(`club:${clubB}`);
    expect(viaAccount).toMatchObject({
      status: 409,
      data: {
        ok: false,
        message:
          "Beskederne kommer, fordi du følger klubben. Slå 'Følg mine klubber' fra, eller følg ikke længere klubben.",
      },
    });
    const unknown = await removeTopic(`club:${clubA}`);
    expect(unknown).toMatchObject({
      status: 404,
      data: { ok: false, message: "Enheden følger ikke det emne." },
    });
    expect(await topicsOf(device.id)).toEqual([
      { topic: "breaking", viaAccount: false },
      { topic: `club:${clubB}`, viaAccount: true },
    ]);
  });

  it("'Fjern enhed' removes the device and its topics; another account's device or a made-up id is 'Enheden findes ikke længere.' and untouched", async () => {
    const { jar } = await reader([clubA]);
    const mine = await subscribeDevice(["breaking"], jar);
    const other = await reader();
    const theirs = await subscribeDevice(["breaking"], other.jar);

    for (const deviceId of [theirs.id, crypto.randomUUID(), "ikke-et-id"]) {
      for (const intent of ["push-remove-device", "push-settings", "push-remove-topic"]) {
        const res = await post(jar, { intent, deviceId, quietStart: "23", quietEnd: "7", topic: "breaking" });
        expect(res, `${intent} ${deviceId}`).toMatchObject({
          status: 404,
          data: { ok: false, message: "Enheden findes ikke længere." },
        });
      }
    }
    expect(await topicsOf(theirs.id)).toEqual([{ topic: "breaking", viaAccount: false }]);

    const removed = await post(jar, { intent: "push-remove-device", deviceId: mine.id });
    expect(removed).toMatchObject({
      status: 200,
      data: {
        ok: true,
        intent: "push-remove-device",
        title: "Enheden er fjernet",
        message:
          "Enheden får ikke flere beskeder fra Forsiden. Vil du også fjerne tilladelsen, kan du gøre det i browserens indstillinger.",
      },
    });
    expect(await devicesOnKonto(jar)).toEqual([]);
    expect(await topicsOf(mine.id)).toEqual([]);
    expect(await devicesOnKonto(other.jar)).toHaveLength(1);
  });

  it("'Download mine data' names the devices and their topics, without the push address or the keys", async () => {
    const { jar } = await reader([clubA]);
    const device = await subscribeDevice(["breaking"], jar);
    const response = (await dataLoader({
      request: formRequest(jar, "/konto/data"),
      context: await contextFor(jar),
      params: {},
    } as never)) as Response;
    const text = await response.text();
    expect(JSON.parse(text).pushDevices).toEqual([
      {
        label: "Firefox på Windows",
        pushService: "updates.push.services.mozilla.com",
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        followsAccountClubs: true,
        quietHours: { enabled: true, start: 23, end: 7, goals: false },
        topics: [
          { topic: "breaking", name: "Breaking nyheder", viaAccount: false },
          { topic: `club:${clubA}`, name: "Konto Alfa", viaAccount: true },
        ],
      },
    ]);
    expect(text).not.toContain(device.subscription.endpoint);
    expect(text).not.toContain(device.subscription.keys.auth);
    expect(text).not.toContain(device.subscription.keys.p256dh);
  });

  it("'Slet min konto' removes the account's devices with their topics", async () => {
    const { jar, userId } = await reader([clubA]);
    const device = await subscribeDevice(["breaking"], jar);
    const res = await post(jar, { intent: "delete", confirm: "ja" });
    expect(res).toMatchObject({ status: 302, location: "/konto/log-ind" });
    expect(await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))).toEqual(
      [],
    );
    expect(await topicsOf(device.id)).toEqual([]);
  });
});
