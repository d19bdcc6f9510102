// npm run bench:push [-- --devices 100000 --no-kill]
// Issue 25: a goal posted on the live desk, pushed to N devices (half follow the home club, half the
// away club) by the production server on a throwaway PostgreSQL cluster, to a local push service run
// by this script (tests/support/fake-push-service.mjs) that speaks RFC 8030, verifies every VAPID
// signature and decrypts a sample of the RFC 8291 payloads with the subscription's own keys (all of
// them would eat the CPU this measures). Two runs: a clean one, and one where the server is killed
// with SIGKILL when half the devices have the push, then started again: the restarted worker must
// finish the fan-out with no device missed. Prints a table: time from the post to the first and the
// last delivery, deliveries per second, the server's peak RSS, missed devices, devices that got the
// push twice. Not part of npm test; run it on a quiet machine.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import webpush from "web-push";
import { startFakePushService } from "../tests/support/fake-push-service.mjs";
import { startPostgresCluster } from "../tests/support/postgres-cluster.mjs";
import { ensureBuild } from "./lib/build.mjs";
import { postLiveUpdate, signIn } from "./lib/editor-client.mjs";
import { processRssMb, startServer } from "./lib/server-process.mjs";

const { values } = parseArgs({
  options: {
    devices: { type: "string", default: "100000" },
    "decrypt-sample": { type: "string", default: "0.01" },
    "no-kill": { type: "boolean", default: false },
  },
});
const devices = Number(values.devices);
if (!Number.isInteger(devices) || devices < 2) {
  console.error("Brug: npm run bench:push -- [--devices 100000] [--decrypt-sample 0.01] [--no-kill]");
  process.exit(2);
}

const ADMIN_EMAIL = "bench-push@forsiden.test";
const ADMIN_PASSWORD = `bench-${Math.random().toString(36).slice(2)}-Pw1!`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const rssMb = processRssMb;

/**
 * CPU to prepare one push request, in this process, both ways on the same subscriptions: web-push's
 * own path (`generateRequestDetails`: encrypts and signs a VAPID JWT per request) and ours
 * (push-request.server.ts: the JWT signed once per push-service origin, only the RFC 8291
 * encryption per device).
 */
function preparationCost(service, n = 3000) {
  const vapid = webpush.generateVAPIDKeys();
  const subject = "mailto:bench@forsiden.test";
  const subs = Array.from({ length: n }, () => service.createSubscription());
  const payload = JSON.stringify({
    id: "x",
    title: "MÅL! FC København 1–0 Brøndby IF (23′)",
    body: "Bench",
    url: "/",
  });
  const measure = (prepare) => {
    const start = process.cpuUsage();
    for (const sub of subs) prepare(sub);
    const used = process.cpuUsage(start);
    return (used.user + used.system) / 1000 / n;
  };
  const perRequest = measure((sub) =>
    webpush.generateRequestDetails(sub, payload, {
      vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
      contentEncoding: "aes128gcm",
      TTL: 900,
    }),
  );
  const signed = new Map();
  const ours = measure((sub) => {
    const origin = new URL(sub.endpoint).origin;
    if (!signed.has(origin)) {
      signed.set(
        origin,
        webpush.getVapidHeaders(origin, subject, vapid.publicKey, vapid.privateKey, "aes128gcm"),
      );
    }
    webpush.encrypt(sub.keys.p256dh, sub.keys.auth, payload, "aes128gcm");
  });
  return { perRequest, ours };
}

ensureBuild();
const cleanup = [];
const push = await startFakePushService({
  decryptSample: Number(values["decrypt-sample"]),
  keepDeliveries: false,
});
cleanup.push(() => push.close());
const cluster = await startPostgresCluster();
cleanup.push(() => cluster.stop());
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "forsiden-bench-push-"));
cleanup.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const port = 5800 + Math.floor(Math.random() * 300);
const env = {
  DATABASE_URL: cluster.url,
  AUTH_SECRET: "bench-push-secret-bench-push-secret-bench",
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  ADMIN_NAME: "Bench-redaktør",
  PUSH_TEST_ENDPOINT_ORIGINS: push.origin,
  DATABASE_STATEMENT_TIMEOUT_MS: "60000",
};

/** Peak RSS of the running server, sampled every 100 ms until `peak.stop`. */
function sampleRss(server, peak) {
  (async () => {
    while (!peak.stop && server.running) {
      peak.mb = Math.max(peak.mb, rssMb(server.pid));
      await sleep(100);
    }
  })();
}

async function postGoal(server, articleId, minute) {
  const jar = await signIn(server.url, ADMIN_EMAIL, ADMIN_PASSWORD);
  const sent = Date.now(); // the push service stamps deliveries with Date.now()
  const res = await postLiveUpdate(server.url, jar, articleId, {
    body: `Bench-mål i minut ${minute}.`,
    eventType: "goal",
    side: "home",
    minute: String(minute),
  });
  if (res.status >= 400) throw new Error(`posting the goal failed: HTTP ${res.status}`);
  return sent;
}

const rows = [];
try {
  let server = await startServer({ port, dataDir, env, onSpawn: (k) => cleanup.push(() => k()) });
  const db = new pg.Client({ connectionString: cluster.url });
  await db.connect();
  cleanup.unshift(() => db.end());

  // The seeded live article and its match, made live; the two clubs' topics.
  const { rows: live } = await db.query(`
    SELECT a.id, a.live_match_id AS match, h.id AS home, w.id AS away
    FROM articles a JOIN matches m ON m.id = a.live_match_id
    JOIN clubs h ON h.slug = m.home_club_slug JOIN clubs w ON w.slug = m.away_club_slug
    WHERE a.live_status IS NOT NULL ORDER BY a.published_at DESC LIMIT 1`);
  if (!live[0]) throw new Error("the sample content has no live article tied to a match of two clubs");
  const { id: articleId, match: matchId, home, away } = live[0];
  await db.query("UPDATE articles SET live_status = 'live', live_push = true WHERE id = $1", [articleId]);
  await db.query(
    "UPDATE matches SET status = 'live', home_score = 0, away_score = 0, minute = 1 WHERE id = $1",
    [matchId],
  );

  console.error(`opretter ${devices} abonnementer hos den lokale push-tjeneste …`);
  const made = performance.now();
  const subs = [];
  for (let i = 0; i < devices; i++) subs.push(push.createSubscription());
  const createSeconds = (performance.now() - made) / 1000;
  const position = new Map(subs.map((s, i) => [s.endpoint, i]));
  for (let from = 0; from < devices; from += 10_000) {
    const part = subs.slice(from, from + 10_000);
    const { rows: ids } = await db.query(
      `INSERT INTO push_subscriptions (endpoint, p256dh, auth, quiet_hours, label)
       SELECT e, p, a, false, 'Bench' FROM unnest($1::text[], $2::text[], $3::text[]) AS t(e, p, a)
       RETURNING id, endpoint`,
      [part.map((s) => s.endpoint), part.map((s) => s.keys.p256dh), part.map((s) => s.keys.auth)],
    );
    await db.query(
      `INSERT INTO push_subscription_topics (topic, subscription_id) SELECT t, id FROM unnest($1::text[], $2::uuid[]) AS x(t, id)`,
      [ids.map((r) => `club:${position.get(r.endpoint) < devices / 2 ? home : away}`), ids.map((r) => r.id)],
    );
  }
  await db.query("ANALYZE");
  // The first start seeded the sample content (image processing included): measure a process that
  // starts on a seeded database, as an instance does after a deploy.
  await server.stop();
  server = await startServer({ port, dataDir, env, onSpawn: (k) => cleanup.push(() => k()) });
  console.error(`${devices} enheder (keys made in ${createSeconds.toFixed(1)} s); måler …`);

  for (const kill of values["no-kill"] ? [false] : [false, true]) {
    push.reset();
    await db.query("DELETE FROM push_messages");
    const peak = { mb: 0, stop: false };
    sampleRss(server, peak);
    const rssBefore = rssMb(server.pid);
    const sent = await postGoal(server, articleId, kill ? 60 : 23);
    let killedAfter = null;
    if (kill) {
      while (push.stats().accepted < devices / 2) {
        if (!server.running) throw new Error("the server stopped by itself");
        await sleep(5);
      }
      server.kill("SIGKILL");
      await server.exited;
      killedAfter = push.stats().accepted;
      console.error(`kill -9 efter ${killedAfter} leveringer; starter igen …`);
      server = await startServer({ port, dataDir, env, onSpawn: (k) => cleanup.push(() => k()) });
      sampleRss(server, peak);
    }
    const deadline = Date.now() + 10 * 60_000;
    while (push.stats().subscriptionsReached < devices && Date.now() < deadline) await sleep(20);
    const reachedAll = push.stats();
    // Then until the push is done: rows a killed process had claimed are sent again after their
    // lease, and any repeat that causes must be counted.
    for (;;) {
      const { rows: open } = await db.query("SELECT 1 FROM push_messages WHERE status <> 'done'");
      if (open.length === 0 || Date.now() > deadline) break;
      await sleep(100);
    }
    peak.stop = true;
    const stats = push.stats();
    const { rows: message } = await db.query(
      "SELECT status, recipient_count, delivered_count, expired_count, failed_count FROM push_messages",
    );
    const toFirst = stats.firstDeliveryAt - sent;
    const toLast = reachedAll.lastDeliveryAt - sent;
    const toDone = stats.lastDeliveryAt - sent;
    rows.push({
      run: kill ? "kill -9 at half, restart" : "clean",
      first: `${(toFirst / 1000).toFixed(2)} s`,
      last: `${(toLast / 1000).toFixed(1)} s`,
      rate: (reachedAll.accepted / (toLast / 1000)).toFixed(0),
      done: `${(toDone / 1000).toFixed(1)} s`,
      rssBefore: `${rssBefore.toFixed(0)} MB`,
      rss: `${Math.max(rssBefore, peak.mb).toFixed(0)} MB`,
      missed: devices - stats.subscriptionsReached,
      twice: stats.duplicateSubscriptions,
      refused: stats.refused,
      decrypted: stats.decrypted,
      log: message
        .map((m) => `${m.status}: ${m.delivered_count} delivered, ${m.failed_count} failed`)
        .join("; "),
      killedAfter,
    });
  }
  console.log(
    `\nbench:push, ${os.cpus().length} cores, ${devices} devices, one server process on PostgreSQL\n`,
  );
  const cost = preparationCost(push);
  console.log("| preparing one request (CPU, this process, 3,000 devices) | ms | 100,000 devices |");
  console.log("| --- | ---: | ---: |");
  console.log(
    `| web-push generateRequestDetails (a VAPID JWT per request) | ${cost.perRequest.toFixed(3)} | ${(cost.perRequest * 100).toFixed(1)} s |`,
  );
  console.log(
    `| ours: one JWT per push-service origin, encryption per device | ${cost.ours.toFixed(3)} | ${(cost.ours * 100).toFixed(1)} s |\n`,
  );
  console.log(
    "| run | post → first delivery | post → every device reached | deliveries/s | post → last request (repeats after the lease) | RSS before → peak | missed | devices reached twice | VAPID/decrypt refusals | payloads decrypted |",
  );
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const r of rows) {
    console.log(
      `| ${r.run}${r.killedAfter ? ` (after ${r.killedAfter})` : ""} | ${r.first} | ${r.last} | ${r.rate} | ${r.done} | ${r.rssBefore} → ${r.rss} | ${r.missed} | ${r.twice} | ${r.refused} | ${r.decrypted} |`,
    );
  }
  for (const r of rows) console.log(`\n${r.run}: push_messages ${r.log}`);
  const ok = rows.every(
    (r) =>
      Number.parseFloat(r.first) <= 2 &&
      Number.parseFloat(r.last) <= 60 &&
      Number.parseFloat(r.rss) < 400 &&
      r.missed === 0 &&
      r.refused === 0,
  );
  console.log(`\n${ok ? "PASS" : "FAIL"}: first ≤ 2 s, all ≤ 60 s, RSS < 400 MB, 0 missed, 0 refused`);
  process.exitCode = ok ? 0 : 1;
} finally {
  for (const step of cleanup.reverse()) {
    try {
      await step();
    } catch {}
  }
}
