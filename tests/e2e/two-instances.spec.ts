import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import type pg from "pg";
import sharp from "sharp";
import { startPostgresCluster } from "../support/postgres-cluster.mjs";
import { type S3TestServer, startS3Server } from "../support/s3-server.mjs";
import { newArticleFormBody } from "./support/article-form";
import { cookieHeaderOf, queryDatabase } from "./support/node-clients";
import { type ServerProcess, startServerProcess } from "./support/server-process";
import { expect, test } from "./support/test";

// Issue 13, "Several instances, proven": two production servers on one throwaway PostgreSQL and
// one S3 bucket, as behind a load balancer (STORAGE_DRIVER=s3, PAGE_CACHE and the scheduler on in
// both). Everything one instance writes must be seen by the other: images, published articles,
// sessions, rate-limit counters and scheduled job runs. The build exists: npm test builds first.
test.describe.configure({ mode: "serial" });
test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, "process tests run once, in the desktop project");

const ADMIN = { email: "drift@forsiden.test", password: "to-instanser-admin-2026" };
const EDITOR = { email: "redaktoer@forsiden.test", password: "to-instanser-redaktoer-2026" };
// Both instances sign sessions with the same secret, as docs/operations.md tells operators to set.
const AUTH_SECRET = "to-instanser-delt-hemmelighed-0123456789abcdef";
const TOO_MANY_ATTEMPTS = "For mange forsøg. Prøv igen om et øjeblik.";
const SIGN_IN_LIMIT = 5; // RATE_LIMIT_SIGN_IN_PER_ACCOUNT_ADDRESS, its default

type Cluster = Awaited<ReturnType<typeof startPostgresCluster>>;
interface Instance extends ServerProcess {
  name: string;
}

async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const server = await startServerProcess(`fs-instance-${name}-`, {
    // Debug: the scheduler's "skipped" lines are read by the job test.
    LOG_LEVEL: "debug",
    AUTH_SECRET,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_NAME: "Redaktionen",
    ADMIN_PASSWORD: ADMIN.password,
    PAGE_CACHE: "true",
    JOBS_ENABLED: "true",
    ...env,
  });
  return { name, ...server };
}

function signIn(instance: Instance, email: string, password: string) {
  return fetch(`${instance.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: instance.url },
    body: JSON.stringify({ email, password }),
  });
}

let cluster: Cluster;
const query = <T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) =>
  queryDatabase<T>(cluster.url, sql, params);
let s3: S3TestServer;
let a: Instance;
let b: Instance;
let editorCookie = "";

test.beforeAll(async () => {
  test.setTimeout(180_000);
  [cluster, s3] = await Promise.all([startPostgresCluster(), startS3Server({ buckets: ["forsiden-to"] })]);
  const shared = { DATABASE_URL: cluster.url, SEED_ON_START: "false", ...s3.env() };
  // Both start at once on the empty database, as a deploy starts its instances: each waits for the
  // other's migrations and first admin. The sample content stays out (SEED_ON_START=false): its
  // images take most of a minute here; the startup lock covers it the same way. The editor is
  // made with the operator's command meanwhile.
  const editor = promisify(execFile)(
    path.join("node_modules", ".bin", "tsx"),
    [
      "scripts/admin-create.ts",
      "--email",
      EDITOR.email,
      "--password",
      EDITOR.password,
      "--role",
      "editor",
      // A chosen display name: without it /admin sends the editor to /admin/profil first (issue 22).
      "--name",
      "Redaktør På To",
    ],
    { env: { ...process.env, ...shared, AUTH_SECRET, LOG_LEVEL: "warn" } },
  );
  const started = Date.now();
  [a, b] = await Promise.all([startInstance("a", shared), startInstance("b", shared), editor]);
  console.log(
    `ready after ${a.readyAt - started} ms (A), ${b.readyAt - started} ms (B); editor after ${Date.now() - started} ms`,
  );
});

test.afterAll(async () => {
  for (const instance of [a, b]) {
    if (instance && instance.child.exitCode === null) instance.child.kill("SIGTERM");
  }
  await new Promise((r) => setTimeout(r, 500));
  cluster?.stop();
  await s3?.close();
  for (const instance of [a, b]) if (instance) fs.rmSync(instance.dataDir, { recursive: true, force: true });
});

test("both instances started together on one empty database: one made the first admin, both are ready", async () => {
  // Both ran the first-start work (migrations, the ADMIN_EMAIL account); one at a time.
  const [{ admins }] = await query<{ admins: string }>(
    `SELECT count(*) AS admins FROM "user" WHERE email = $1 AND role = 'admin'`,
    [ADMIN.email],
  );
  expect(Number(admins)).toBe(1);
  for (const instance of [a, b]) {
    expect(instance.child.exitCode, instance.output()).toBeNull();
    expect(instance.output()).not.toContain("uncaught exception");
    expect((await signIn(instance, ADMIN.email, ADMIN.password)).status).toBe(200);
  }
});

test("a session made on A works on B", async () => {
  const res = await signIn(a, EDITOR.email, EDITOR.password);
  expect(res.status).toBe(200);
  editorCookie = cookieHeaderOf(res);
  expect(editorCookie).toContain("session_token");
  const onB = await fetch(`${b.url}/admin`, { headers: { cookie: editorCookie }, redirect: "manual" });
  expect(onB.status).toBe(200);
  // React puts a comment between the text and the value.
  expect((await onB.text()).replaceAll("<!-- -->", "")).toContain(`Velkommen, ${EDITOR.email}`);
  // Signed out on B: the session is gone on A too.
  const out = await fetch(`${b.url}/api/auth/sign-out`, {
    method: "POST",
    headers: { cookie: editorCookie, origin: b.url, "content-type": "application/json" },
    body: "{}",
  });
  expect(out.status).toBe(200);
  const onA = await fetch(`${a.url}/admin`, { headers: { cookie: editorCookie }, redirect: "manual" });
  expect(onA.status).toBe(302);
  expect(onA.headers.get("location")).toBe("/auth?redirectTo=%2Fadmin");
  editorCookie = cookieHeaderOf(await signIn(a, EDITOR.email, EDITOR.password));
});

test("an image uploaded on A is served by B with the same bytes", async () => {
  const png = await sharp({
    create: { width: 800, height: 450, channels: 3, background: { r: 0, g: 110, b: 60 } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "stadion.png");
  const upload = await fetch(`${a.url}/admin/api/upload`, {
    method: "POST",
    headers: { cookie: editorCookie, origin: a.url },
    body: form,
  });
  expect(upload.status).toBe(201);
  const { url, id } = (await upload.json()) as { url: string; id: string };
  expect(url).toMatch(/^\/storage\/article-images\/[a-zA-Z0-9._-]+\.png$/);
  // The original and every variant the upload made (WebP and AVIF at several widths).
  const [{ variants }] = await query<{ variants: { url: string; format: string; width: number }[] }>(
    "SELECT variants FROM media WHERE id = $1",
    [id],
  );
  expect(variants.map((v) => v.format)).toEqual(expect.arrayContaining(["webp", "avif"]));
  for (const [path_, type, width] of [
    [url, "image/png", 800],
    ...variants.map((v) => [v.url, `image/${v.format}`, v.width] as const),
  ] as const) {
    const fromA = await fetch(`${a.url}${path_}`);
    const fromB = await fetch(`${b.url}${path_}`);
    expect(fromA.status, path_).toBe(200);
    expect(fromB.status, path_).toBe(200);
    expect(fromB.headers.get("content-type")).toBe(type);
    expect(fromB.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const bytesA = Buffer.from(await fromA.arrayBuffer());
    const bytesB = Buffer.from(await fromB.arrayBuffer());
    expect(bytesB.length, path_).toBeGreaterThan(0);
    expect(bytesB.equals(bytesA), path_).toBe(true);
    expect((await sharp(bytesB).metadata()).width, path_).toBe(width);
    // Neither instance keeps a copy on its own disk: the bucket is the only one.
    for (const instance of [a, b]) {
      expect(fs.existsSync(path.join(instance.dataDir, path_.replace(/^\//, "")))).toBe(false);
    }
  }
});

test("a publish on A is on B's cached home within 1 s", async () => {
  // B's home is in its page cache (anonymous reader) before the publish.
  await fetch(`${b.url}/`);
  const before = await fetch(`${b.url}/`);
  expect(before.headers.get("x-cache")).toBe("HIT");
  const title = `To instanser ${Date.now()}`;
  expect(await before.text()).not.toContain(title);

  const publish = await fetch(`${a.url}/admin/new-article`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie: editorCookie, origin: a.url, "content-type": "application/x-www-form-urlencoded" },
    body: newArticleFormBody(title),
  });
  expect(publish.status).toBe(200);
  // The editor has the answer: from here the reader on B must see it within a second.
  const published = Date.now();
  let seenAfter = Number.POSITIVE_INFINITY;
  while (Date.now() - published < 3000) {
    const home = await (await fetch(`${b.url}/`)).text();
    if (home.includes(title)) {
      seenAfter = Date.now() - published;
      break;
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  console.log(`publish on A → visible on B's home: ${seenAfter} ms`);
  expect(seenAfter).toBeLessThan(1000);
  // And it is cached again on B with the article.
  const after = await fetch(`${b.url}/`);
  expect(after.headers.get("x-cache")).toBe("HIT");
  expect(await after.text()).toContain(title);
});

test("a sign-in rate limit counted on A counts on B", async () => {
  // Wrong passwords for one account from one address, alternating between the instances.
  const statuses: number[] = [];
  for (let attempt = 1; attempt <= SIGN_IN_LIMIT; attempt++) {
    const instance = attempt % 2 === 1 ? a : b;
    statuses.push((await signIn(instance, EDITOR.email, `forkert-${attempt}`)).status);
  }
  expect(statuses).toEqual(Array(SIGN_IN_LIMIT).fill(401));
  // The sixth is refused wherever it lands.
  for (const instance of [b, a]) {
    const refused = await signIn(instance, EDITOR.email, "forkert-igen");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ code: "TOO_MANY_REQUESTS", message: TOO_MANY_ATTEMPTS });
  }
});

test("a scheduled job runs once per minute although both instances' schedulers try it", async () => {
  test.setTimeout(90_000);
  // publish-scheduled runs every minute on both schedulers. Wait for the first minute both of
  // them saw from the start, and a few seconds for its run to finish.
  const bothRunning = Math.max(a.readyAt, b.readyAt);
  const slot = Math.ceil((bothRunning + 1) / 60_000) * 60_000;
  const wait = slot + 3000 - Date.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));

  const rows = await query<{ minute: Date; runs: string; statuses: string[] }>(
    `SELECT date_trunc('minute', started_at) AS minute, count(*) AS runs, array_agg(status) AS statuses
       FROM cron_executions
      WHERE job_name = 'publish-scheduled' AND trigger = 'schedule' AND started_at >= $1
      GROUP BY 1 ORDER BY 1`,
    [new Date(slot)],
  );
  expect(rows.length).toBeGreaterThanOrEqual(1);
  for (const row of rows) {
    expect({ minute: row.minute.toISOString(), runs: Number(row.runs), statuses: row.statuses }).toEqual({
      minute: row.minute.toISOString(),
      runs: 1,
      statuses: ["completed"],
    });
  }
  // The other instance tried the same minute and stood back (a skipped run writes no row).
  const skipped = (instance: Instance) =>
    instance
      .output()
      .split("\n")
      .filter((line) => line.includes('"job":"publish-scheduled"') && line.includes("skipped"))
      .flatMap((line) => {
        try {
          return [JSON.parse(line) as { scheduledFor?: string }];
        } catch {
          return []; // The last line may still be arriving.
        }
      })
      .filter((line) => line.scheduledFor === new Date(slot).toISOString());
  expect(skipped(a).length + skipped(b).length).toBe(1);
});
