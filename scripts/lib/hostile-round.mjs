// The soak's hostile phase (issue 21): while readers read, attackers send what one anonymous client
// can send: huge request bodies, a stream per socket until refused, a poll loop on a large live
// journal, and a junk session cookie on the front page. Measures what the readers and the server
// feel. Used by scripts/soak.mjs; every loop is bounded in time and count and targets only the
// local server it is given.
import http from "node:http";
import { Worker } from "node:worker_threads";
import { rssMb as readRssMb, sendHostileBody } from "./hostile-body.mjs";
import { cookieHeader, createAgent, percentile, request } from "./http-client.mjs";

const READER_RAMP_MS = 1000;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const now = () => performance.now();

/** 0 when the server process is gone (the soak reads it after the run, too). */
const rssMb = (pid) => readRssMb(pid) || 0;

/**
 * Sends one chunked body of `bytes` and resolves when the server has answered or closed:
 * `{ status, ms, sentMb, error? }` (status 0 when no answer came).
 */
export async function sendHugeBody(url, path, bytes, contentType) {
  const started = now();
  try {
    const answer = await sendHostileBody(`${url}${path}`, {
      total: bytes,
      chunked: true,
      contentType,
      headers: { origin: url },
      agent: false,
      timeoutMs: 60_000,
    });
    return { status: answer.status, ms: answer.ms, sentMb: answer.sent / 1024 / 1024 };
  } catch (error) {
    return { status: 0, error: error.message, ms: now() - started, sentMb: (error.sent ?? 0) / 1024 / 1024 };
  }
}

/**
 * Opens event streams from this one client until the server refuses one (or `max` are open).
 * The streams are never read (paused sockets): the slowest reader there is.
 */
async function openStreamsUntilRefused(url, articleId, max, sockets) {
  let opened = 0;
  let refusal = null;
  const openOne = () =>
    new Promise((resolve) => {
      const req = http.get(`${url}/live/${articleId}/events`, { agent: false }, (res) => {
        if (res.statusCode !== 200) {
          refusal = { status: res.statusCode, retryAfter: res.headers["retry-after"] ?? null };
          res.resume();
          resolve(false);
          return;
        }
        opened += 1;
        res.pause();
        resolve(true);
      });
      req.on("error", (error) => {
        refusal ??= { status: 0, error: error.code ?? error.message, retryAfter: null };
        resolve(false);
      });
      req.setTimeout(10_000, () => req.destroy(new Error("timeout")));
      sockets.push(req);
    });
  while (!refusal && opened < max) {
    const batch = await Promise.all(Array.from({ length: Math.min(20, max - opened) }, openOne));
    if (batch.some((ok) => !ok)) break;
  }
  return { opened, refusal };
}

/** Posts `count` live updates of `chars` characters each: a journal of count × chars. */
async function fillJournal(url, jar, articleId, count, chars) {
  for (let k = 0; k < count; k++) {
    const body = `Hostile ${k} `.padEnd(chars, "x");
    const res = await request(`${url}/admin/live/${articleId}`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: url,
        cookie: cookieHeader(jar),
      },
      body: new URLSearchParams({ intent: "post", body, minute: String(k % 90) }).toString(),
      timeoutMs: 30_000,
    });
    if (res.status >= 400 || res.status === 0)
      throw new Error(`posting a live update failed: HTTP ${res.status}`);
  }
}

/**
 * The hostile phase. `server` is a started production server (scripts/lib/server-process.mjs),
 * `jar` an editor's cookies, `pages` public pages to read, `liveSlug` a live article's slug.
 */
export async function hostileRound({
  server,
  jar,
  pages,
  liveSlug,
  durationS,
  readers,
  thinkMs,
  readerHeaders,
  log,
}) {
  const url = server.url;
  const page = await request(`${url}/article/${liveSlug}`, { readBody: true });
  const articleId = /data-live-blog="([0-9a-f-]{36})"/.exec(page.body ?? "")?.[1];
  if (!articleId) throw new Error(`no live article at /article/${liveSlug} (HTTP ${page.status})`);
  log("Fylder live-journalen med 100 opdateringer à 20.000 tegn (≈2 MB)…");
  await fillJournal(url, jar, articleId, 100, 20_000);
  for (const p of pages) await request(url + p, { headers: readerHeaders }); // fill the cache
  await sleep(1000);
  const rssBefore = rssMb(server.pid);
  let rssPeak = rssBefore;
  const rssTimer = setInterval(() => {
    rssPeak = Math.max(rssPeak, rssMb(server.pid));
  }, 200);

  const t0 = now();
  const endAt = t0 + durationS * 1000;
  const agent = createAgent(readers);
  const junkAgent = createAgent(20);
  const pollAgent = createAgent(8);
  const healthAgent = createAgent(1);

  // Readers (cached public pages) and junk-cookie readers of `/`.
  const cached = [];
  const statuses = {};
  let fiveXX = 0;
  const count = (status) => {
    statuses[status || "no answer"] = (statuses[status || "no answer"] ?? 0) + 1;
    if (status >= 500 || status === 0) fiveXX += 1;
  };
  // Readers arrive over the first second, as an audience does: 200 requests sent in the same
  // millisecond measure the queue they make themselves (every answer over 100 ms came in that
  // first second), not what the attack costs a reader. The attackers start at once.
  const reader = async (index) => {
    let k = index;
    await sleep((index / readers) * READER_RAMP_MS);
    while (now() < endAt) {
      const res = await request(url + pages[k++ % pages.length], {
        agent,
        headers: readerHeaders,
        timeoutMs: 15_000,
      });
      count(res.status);
      const xCache = res.headers?.["x-cache"];
      if (xCache === "HIT" || xCache === "STALE") cached.push(res.ms);
      await sleep(res.status === 0 ? 50 : thinkMs);
    }
  };
  const junk = { requests: 0, hits: 0, ms: [] };
  const junkReader = async () => {
    while (now() < endAt) {
      const res = await request(`${url}/`, {
        agent: junkAgent,
        headers: { ...readerHeaders, cookie: "forsiden.session_token=garbage" },
        timeoutMs: 15_000,
      });
      count(res.status);
      junk.requests += 1;
      junk.ms.push(res.ms);
      const xCache = res.headers?.["x-cache"];
      if (xCache === "HIT" || xCache === "STALE") junk.hits += 1;
      await sleep(res.status === 0 ? 50 : 20);
    }
  };

  // Four clients sending 250 MB bodies to the public forms, one after another until the end.
  const bodies = [];
  const bodyTargets = [
    ["/contact", "application/x-www-form-urlencoded"],
    ["/", "multipart/form-data; boundary=----hostile"],
    ["/soeg", "application/x-www-form-urlencoded"],
    ["/api/auth/sign-in/email", "application/json"],
  ];
  // On a thread of their own (hostile-bodies-worker.mjs), so their writing does not delay the readers.
  const bodySenders = () =>
    new Promise((resolve, reject) => {
      const worker = new Worker(new URL("./hostile-bodies-worker.mjs", import.meta.url), {
        workerData: { url, endAt: Date.now() + durationS * 1000, targets: bodyTargets },
      });
      worker.once("message", (results) => {
        bodies.push(...results);
        resolve();
      });
      worker.once("error", reject);
    });

  // Eight clients polling the live journal as JSON.
  const polls = { statuses: {}, ms: [] };
  const poller = async () => {
    while (now() < endAt) {
      const res = await request(`${url}/live/${articleId}/events.json?after=0`, {
        agent: pollAgent,
        timeoutMs: 15_000,
      });
      polls.statuses[res.status || "no answer"] = (polls.statuses[res.status || "no answer"] ?? 0) + 1;
      if (res.status >= 500 || res.status === 0) fiveXX += 1;
      polls.ms.push(res.ms);
      // A refused poller waits as told, but never past the end of the phase.
      await sleep(
        Math.min(Number(res.headers?.["retry-after"] ?? 0) * 1000 || 300, Math.max(0, endAt - now())),
      );
    }
  };

  // /healthz every 100 ms.
  const health = { total: 0, failed: 0, ms: [] };
  const healthMonitor = async () => {
    while (now() < endAt) {
      const start = now();
      const res = await request(`${url}/healthz`, { agent: healthAgent, timeoutMs: 2000 });
      health.total += 1;
      health.ms.push(res.ms);
      if (res.status !== 200) health.failed += 1;
      await sleep(Math.max(0, 100 - (now() - start)));
    }
  };

  const sockets = [];
  log(
    `Fjendtlig fase: ${readers} læsere, 4 × 250 MB-kroppe, strømme til afvisning, 8 × events.json, skraldecookie på /, i ${durationS} s`,
  );
  const streamsP = openStreamsUntilRefused(url, articleId, 5000, sockets);
  await Promise.all([
    ...Array.from({ length: readers }, (_, i) => reader(i)),
    ...Array.from({ length: 4 }, () => junkReader()),
    bodySenders(),
    ...Array.from({ length: 8 }, () => poller()),
    healthMonitor(),
    streamsP,
  ]);
  const streams = await streamsP;
  for (const req of sockets) req.destroy();
  clearInterval(rssTimer);
  agent.destroy();
  junkAgent.destroy();
  pollAgent.destroy();
  healthAgent.destroy();
  await sleep(2000);
  const rssAfter = rssMb(server.pid);
  const bodyMs = bodies.map((b) => b.ms);
  return {
    durationS: (now() - t0) / 1000,
    readers,
    cachedCount: cached.length,
    cachedP50: percentile(cached, 50),
    cachedP99: percentile(cached, 99),
    statuses,
    fiveXX,
    health,
    healthP99: percentile(health.ms, 99),
    rssBefore,
    rssPeak,
    rssAfter,
    bodies: bodies.length,
    bodyStatuses: bodies.reduce((acc, b) => {
      const key = b.status || b.error || "no answer";
      acc[key] = (acc[key] ?? 0) + 1;
      return acc;
    }, {}),
    bodyMsP50: percentile(bodyMs, 50),
    bodyMsMax: bodyMs.length ? Math.max(...bodyMs) : Number.NaN,
    bodySentMbMax: bodies.length ? Math.max(...bodies.map((b) => b.sentMb)) : Number.NaN,
    streams,
    polls: { statuses: polls.statuses, p50: percentile(polls.ms, 50), p99: percentile(polls.ms, 99) },
    junk: {
      requests: junk.requests,
      hitShare: junk.requests ? junk.hits / junk.requests : 0,
      p50: percentile(junk.ms, 50),
    },
  };
}
