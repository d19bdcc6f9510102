import type pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import { sendBreakingPush } from "../../app/features/push-admin/breaking-push.server";
import {
  listPushMessages,
  loadBreakingCandidate,
  loadDeviceTotals,
} from "../../app/features/push-admin/push-admin-queries.server";
import { parsePushCursor } from "../../app/features/push-admin/push-admin-schema";
import type { Database } from "../../app/server/db/client.server";
import { insertRows } from "../support/factories";
import { seqScansOf, statementsOf } from "../support/query-plans";
import { createPostgresTestDatabase, TEST_DB_KIND } from "../support/test-database";

/**
 * Issue 25: /admin/push and the breaking push at 100,000 devices and 50,000 pushes. The list (its
 * deep pages too, by keyset), the cap's check and a topic's device count read through indexes:
 * pushes by their time indexes, topics by the (topic, subscription_id) primary key. Each statement
 * the feature code sends is explained and must not read either table with a sequential scan.
 *
 * Two kinds of count are exempt, and only checked to add up: the page's device totals count every
 * topic row (every club, breaking, the live articles), and the union of several topics ('også til
 * klubbernes følgere') reads a sixth of the table here. For those the planner's sequential read is
 * its right choice (measured at this size: 11 ms against 6 ms through the index).
 */
const DEVICES = 100_000;
const PUSHES = 50_000;

const WATCHED = ["push_subscription_topics", "push_messages"];

describe.skipIf(TEST_DB_KIND !== "postgres")("push admin query plans at 100k devices (PostgreSQL)", () => {
  let pool: pg.Pool;
  let db: Database;
  let articleId: string;
  let cursor: string | null = null;

  beforeAll(async () => {
    const handle = await createPostgresTestDatabase();
    pool = handle.pool;
    db = handle.db;
    await pool.query(`
      INSERT INTO clubs (slug, name, league, country)
        SELECT 'klub-' || g, 'Klub ' || g, '3F Superliga', 'Danmark' FROM generate_series(1, 24) g;
      INSERT INTO articles (slug, title, category, tags, published_at, live_status)
        VALUES ('stor-nyhed', 'Stor nyhed', 'Nyheder', ARRAY['klub:klub-1', 'klub:klub-2'], now() - interval '1 hour', 'live');
      INSERT INTO push_subscriptions (endpoint, p256dh, auth)
        SELECT 'https://fcm.googleapis.com/fcm/send/' || g, 'B', 'a' FROM generate_series(1, ${DEVICES}) g;
      -- Every device follows one of the 24 clubs; one in ten follows breaking news too.
      INSERT INTO push_subscription_topics (topic, subscription_id)
        SELECT 'club:' || c.id, s.id
        FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM push_subscriptions) s
        JOIN (SELECT id, row_number() OVER (ORDER BY slug) - 1 AS k FROM clubs) c ON c.k = s.n % 24;
      INSERT INTO push_subscription_topics (topic, subscription_id)
        SELECT 'breaking', id FROM push_subscriptions WHERE random() < 0.1;
      INSERT INTO push_messages (kind, topics, title, body, url, status, created_at)
        SELECT CASE WHEN g % 50 = 0 THEN 'breaking' ELSE 'goal' END, ARRAY['breaking'], 'Push ' || g, '', '/',
               'done', now() - g * interval '1 minute'
        FROM generate_series(1, ${PUSHES}) g;
    `);
    await pool.query(
      "VACUUM ANALYZE push_subscriptions, push_subscription_topics, push_messages, clubs, articles",
    );
    await insertRows(db, { users: [{ id: "plan-admin", email: "plan@forsiden.test", role: "admin" }] });
    const { rows } = await pool.query("SELECT id FROM articles WHERE slug = 'stor-nyhed'");
    articleId = rows[0].id;
    // A deep page's cursor: the list read 20,000 rows in.
    const { rows: deep } = await pool.query(
      "SELECT created_at::text AS at, id FROM push_messages ORDER BY created_at DESC, id DESC OFFSET 20000 LIMIT 1",
    );
    cursor = `${deep[0].at}_${deep[0].id}`;
  }, 180_000);

  async function plansOf(run: (db: Database) => Promise<unknown>) {
    const statements = await statementsOf(pool, run);
    const watched = statements.filter(
      (s) =>
        WATCHED.some((t) => s.sql.includes(`"${t}"`)) &&
        // The union of several topics: see above.
        !(s.sql.includes("count(DISTINCT") && s.params.length > 1),
    );
    expect(watched.length).toBeGreaterThan(0);
    return seqScansOf(pool, watched, WATCHED);
  }

  const QUERIES: [string, (db: Database) => Promise<unknown>][] = [
    ["the breaking push's confirmation (counts, cap)", (d) => loadBreakingCandidate(d, articleId)],
    ["the list's first page", (d) => listPushMessages(d, null)],
    ["a deep page of the list (keyset)", (d) => listPushMessages(d, parsePushCursor(cursor))],
  ];

  it.each(QUERIES)("%s reads topics and pushes by index", async (_name, run) => {
    for (const plan of await plansOf(run)) {
      expect({ sql: plan.sql, seqScans: plan.seqScans }).toEqual({ sql: plan.sql, seqScans: [] });
    }
  });

  it("the counts are right at this size, and a breaking push's cap check and count are index-backed too", async () => {
    const totals = await loadDeviceTotals(db);
    expect(totals.all).toBe(DEVICES);
    expect(totals.clubs.reduce((sum, c) => sum + c.devices, 0)).toBe(DEVICES);
    const candidate = await loadBreakingCandidate(db, articleId);
    expect(candidate?.devices).toBe(totals.breaking);
    expect(candidate?.devicesWithClubs).toBeGreaterThan(totals.breaking);
    for (const plan of await plansOf((d) =>
      sendBreakingPush(
        d,
        { id: "plan-admin", email: "plan@forsiden.test", role: "admin" },
        { articleId, clubs: true, override: true },
      ),
    )) {
      expect({ sql: plan.sql, seqScans: plan.seqScans }).toEqual({ sql: plan.sql, seqScans: [] });
    }
  });
});
