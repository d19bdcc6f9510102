// npm run bench:newsletter [-- --subscribers 100000 --rate 400 --connections 8 --no-kill]
// Issue 24: one 'Dagens vigtigste' issue to N confirmed subscribers, sent by the production server
// on a throwaway PostgreSQL cluster to a local SMTP server (the `smtp-server` package) run by this
// script, which checks every message: both List-Unsubscribe headers (https and mailto),
// List-Unsubscribe-Post, a text and an HTML part. Halfway the server is killed with SIGKILL and
// started again, and the job is run again by hand: it must finish the issue with no recipient
// missed and none mailed twice. Prints a table: time, mails per second, the server's peak RSS,
// duplicates, missed, bad messages. Not part of npm test; run it on a quiet machine.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { startPostgresCluster } from "../tests/support/postgres-cluster.mjs";
import { ensureBuild } from "./lib/build.mjs";
import { signIn } from "./lib/editor-client.mjs";
import { cookieHeader } from "./lib/http-client.mjs";
import { processRssMb, startServer } from "./lib/server-process.mjs";

const { values } = parseArgs({
  options: {
    subscribers: { type: "string", default: "100000" },
    rate: { type: "string", default: "500" },
    connections: { type: "string", default: "20" },
    "no-kill": { type: "boolean", default: false },
  },
});
const subscribers = Number(values.subscribers);
const kill = !values["no-kill"];
if (!Number.isInteger(subscribers) || subscribers < 2) {
  console.error(
    "Brug: npm run bench:newsletter -- [--subscribers 100000] [--rate 500] [--connections 20] [--no-kill]",
  );
  process.exit(2);
}

const ADMIN_EMAIL = "bench-nyhedsbrev@forsiden.test";
const ADMIN_PASSWORD = `bench-${Math.random().toString(36).slice(2)}-Pw1!`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const rssMb = processRssMb;

// --- The SMTP server: counts each recipient and checks each message as it arrives. ---
const perRecipient = new Map();
let received = 0;
const bad = [];
function checkMessage(raw) {
  const head = raw.slice(0, raw.indexOf("\r\n\r\n")).replace(/\r\n[ \t]+/g, " ");
  const header = (name) =>
    head
      .split("\r\n")
      .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
      ?.slice(name.length + 1)
      .trim();
  const problems = [];
  const unsubscribe = header("List-Unsubscribe") ?? "";
  if (!/<https?:\/\/[^>]+\/nyhedsbrev\/afmeld\?token=[^>]+>/.test(unsubscribe))
    problems.push("no https List-Unsubscribe");
  if (!/<mailto:[^>]+>/.test(unsubscribe)) problems.push("no mailto List-Unsubscribe");
  if (header("List-Unsubscribe-Post") !== "List-Unsubscribe=One-Click")
    problems.push("no List-Unsubscribe-Post");
  if (!/multipart\/alternative/i.test(header("Content-Type") ?? ""))
    problems.push("not multipart/alternative");
  if (!/Content-Type: text\/plain/i.test(raw)) problems.push("no text part");
  if (!/Content-Type: text\/html/i.test(raw)) problems.push("no HTML part");
  return problems;
}
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  maxClients: 200,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on("data", (c) => chunks.push(c));
    stream.on("end", () => {
      received++;
      for (const rcpt of session.envelope.rcptTo) {
        perRecipient.set(rcpt.address, (perRecipient.get(rcpt.address) ?? 0) + 1);
      }
      const problems = checkMessage(Buffer.concat(chunks).toString("utf8"));
      if (problems.length > 0 && bad.length < 20) bad.push(problems.join(", "));
      else if (problems.length > 0) bad.push("…");
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, "127.0.0.1", resolve));
const smtpPort = smtp.server.address().port;

ensureBuild();
const cleanup = [() => new Promise((resolve) => smtp.close(resolve))];
const cluster = await startPostgresCluster();
cleanup.push(() => cluster.stop());
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "forsiden-bench-newsletter-"));
cleanup.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const port = 5500 + Math.floor(Math.random() * 300);
const env = {
  DATABASE_URL: cluster.url,
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  MAIL_FROM: "Forsiden <nyhedsbrev@forsiden.test>",
  AUTH_SECRET: "bench-newsletter-secret-bench-newsletter-secret",
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  ADMIN_NAME: "Bench-redaktør",
  // The bench inserts its own stories; the sample content (and its image processing) is not what is measured.
  SEED_ON_START: "false",
  NEWSLETTER_RATE_PER_SECOND: values.rate,
  NEWSLETTER_SMTP_CONNECTIONS: values.connections,
  // The bench's own statement may take longer than the default on a busy machine.
  DATABASE_STATEMENT_TIMEOUT_MS: "60000",
};

const peak = { first: 0, second: 0 };
let stopSampling = false;
function sampleRss(server, key) {
  (async () => {
    while (!stopSampling && server.running) {
      peak[key] = Math.max(peak[key], rssMb(server.pid));
      await sleep(250);
    }
  })();
}

async function runJobByHand(server) {
  const jar = await signIn(server.url, ADMIN_EMAIL, ADMIN_PASSWORD);
  // The endpoint answers when the job ends; the bench watches the database instead.
  fetch(`${server.url}/admin/api/jobs/nyhedsbrev-dagens/run`, {
    method: "POST",
    headers: { cookie: cookieHeader(jar), origin: server.url },
  }).catch(() => {});
}

try {
  let server = await startServer({ port, dataDir, env, onSpawn: (k) => cleanup.push(() => k()) });
  const db = new pg.Client({ connectionString: cluster.url });
  await db.connect();
  cleanup.unshift(() => db.end());
  // Stories of the last day, so the issue has something to send, and N confirmed subscribers.
  await db.query(`
    INSERT INTO articles (slug, title, excerpt, content, category, published_at, views)
    SELECT 'nyhedsbrev-bench-' || i, 'Bench-historie ' || i, 'Kort resumé af historie ' || i, 'Tekst', 'Nyheder',
           now() - (i || ' minutes')::interval, 1000 - i
    FROM generate_series(1, 8) AS i`);
  await db.query(
    `INSERT INTO newsletter_subscribers (email)
     SELECT 'laeser' || i || '@modtager.test' FROM generate_series(1, $1::int) AS i`,
    [subscribers],
  );
  await db.query(`
    INSERT INTO newsletter_subscriptions (subscriber_id, list_key, status, consent_text_version, consent_source, confirmed_at)
    SELECT id, 'dagens-vigtigste', 'confirmed', 'bench', 'nyhedsbrev', now() FROM newsletter_subscribers`);
  await db.query("ANALYZE");
  console.error(`${subscribers} bekræftede abonnenter; sender …`);

  const rssBefore = rssMb(server.pid);
  const started = performance.now();
  sampleRss(server, "first");
  await runJobByHand(server);
  let killedAt = null;
  let restartedAt = null;
  if (kill) {
    while (received < subscribers / 2) {
      if (!server.running) throw new Error("the server stopped by itself");
      await sleep(20);
    }
    server.kill("SIGKILL");
    await server.exited;
    killedAt = received;
    console.error(`kill -9 efter ${killedAt} mails; starter igen …`);
    server = await startServer({ port, dataDir, env, onSpawn: (k) => cleanup.push(() => k()) });
    restartedAt = received;
    sampleRss(server, "second");
    await runJobByHand(server);
  }
  const deadline = Date.now() + 30 * 60_000;
  for (;;) {
    const { rows } = await db.query(
      "SELECT status FROM newsletter_issues WHERE list_key = 'dagens-vigtigste'",
    );
    if (rows[0]?.status === "sent") break;
    if (Date.now() > deadline) throw new Error("the issue was not sent within 30 minutes");
    await sleep(250);
  }
  const seconds = (performance.now() - started) / 1000;
  stopSampling = true;
  const { rows: sends } = await db.query(
    "SELECT status, count(*)::int AS n FROM newsletter_sends GROUP BY status ORDER BY status",
  );
  let duplicates = 0;
  for (const n of perRecipient.values()) duplicates += n - 1;
  const missed = subscribers - perRecipient.size;
  const table = [
    ["subscribers", subscribers],
    ["mails received by SMTP", received],
    ["time, kill and restart included", `${seconds.toFixed(1)} s`],
    ["mails per second", (received / seconds).toFixed(0)],
    ["killed after (mails)", killedAt ?? "no kill"],
    ["received while restarting", restartedAt === null ? "-" : restartedAt - killedAt],
    ["RSS of the first server before the send", `${rssBefore.toFixed(0)} MB`],
    ["peak RSS, first server", `${peak.first.toFixed(0)} MB`],
    ["peak RSS, second server", kill ? `${peak.second.toFixed(0)} MB` : "-"],
    ["duplicates", duplicates],
    ["missed", missed],
    ["messages failing the header/part checks", bad.length],
    ["send log", sends.map((r) => `${r.status} ${r.n}`).join(", ")],
  ];
  console.log(`\n| measure | value |\n| --- | ---: |`);
  for (const [name, value] of table) console.log(`| ${name} | ${value} |`);
  if (bad.length > 0) console.log(`\nfirst problems: ${bad.slice(0, 5).join(" / ")}`);
  const ok =
    seconds <= 600 &&
    Math.max(peak.first, peak.second) < 400 &&
    duplicates === 0 &&
    missed === 0 &&
    bad.length === 0;
  console.log(
    `\n${ok ? "PASS" : "FAIL"}: ≤ 600 s, RSS < 400 MB, 0 duplicates, 0 missed, every message checked`,
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  stopSampling = true;
  for (const step of cleanup.reverse()) {
    try {
      await step();
    } catch {}
  }
}
