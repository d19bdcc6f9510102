import type pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import {
  getPlanning,
  listAssignments,
  listMyOpenAssignments,
} from "../../app/features/assignments/assignment-queries.server";
import type { Database } from "../../app/server/db/client.server";
import { databaseOn, seqScansOf, statementsOf } from "../support/query-plans";
import { createPostgresTestDatabase, TEST_DB_KIND } from "../support/test-database";

/**
 * Issue 26: the assignment lists and 'Planlægning' at 200,000 assignments (years of closed ones)
 * and 30,000 articles. Every statement the queries send is explained and must not read the
 * assignments or articles table with a sequential scan: the open lists walk the partial
 * assignments_open_*_idx indexes, the planning week assignments_deadline_idx, the review queue
 * articles_review_state_idx and the scheduled articles articles_public_published_idx.
 */
const ASSIGNMENTS = 200_000;
const ARTICLES = 30_000;

const WATCHED = ["assignments", "articles"];

describe.skipIf(TEST_DB_KIND !== "postgres")(
  "assignment query plans at 200k assignments (PostgreSQL)",
  () => {
    let pool: pg.Pool;

    beforeAll(async () => {
      const handle = await createPostgresTestDatabase();
      pool = handle.pool;
      await pool.query(`
      INSERT INTO "user" (id, name, email, role)
        SELECT 'staff-' || g, 'Skribent ' || g, 'staff-' || g || '@forsiden.test',
               CASE WHEN g <= 5 THEN 'editor' ELSE 'contributor' END
        FROM generate_series(1, 40) g;
    `);
      // Separate statements: each stays under the pool's read timeout on a busy machine.
      await pool.query(`
      INSERT INTO articles (slug, title, category, is_draft, published_at, review_state, updated_at)
        SELECT 'artikel-' || g, 'Artikel ' || g, 'Nyheder', g % 100 = 7,
               -- One in 500 scheduled within the next five days.
               CASE WHEN g % 500 = 0 THEN now() + (g % 7000 + 30) * interval '1 minute'
                    ELSE now() - (g % 5000) * interval '1 hour' END,
               CASE WHEN g % 1000 = 0 THEN 'submitted' END,
               now() - g * interval '1 minute'
        FROM generate_series(1, ${ARTICLES}) g;
    `);
      await pool.query(`
      -- Years of closed assignments, and a few hundred still open around today.
      INSERT INTO assignments (title, deadline, assignee_id, status)
        SELECT 'Opgave ' || g,
               CASE WHEN g % 400 = 0 THEN now() + (g % 20 - 5) * interval '1 day'
                    ELSE now() - g * interval '10 minutes' END,
               'staff-' || (g % 40 + 1),
               CASE WHEN g % 400 = 0 THEN 'open' WHEN g % 3 = 0 THEN 'cancelled' ELSE 'done' END
        FROM generate_series(1, ${ASSIGNMENTS}) g;
    `);
      await pool.query('VACUUM ANALYZE assignments, articles, "user"');
    }, 240_000);

    async function plansOf(run: (db: Database) => Promise<unknown>) {
      const statements = await statementsOf(pool, run);
      expect(statements.length).toBeGreaterThan(0);
      return seqScansOf(pool, statements, WATCHED);
    }

    const editor = { id: "staff-1", role: "editor" };
    const writer = { id: "staff-7", role: "contributor" };
    const QUERIES: [string, (db: Database) => Promise<unknown>][] = [
      [
        "everyone's open assignments (an editor's /admin/opgaver)",
        (d) => listAssignments(d, editor, { scope: "all", showDone: false }),
      ],
      [
        "a contributor's own open assignments",
        (d) => listAssignments(d, writer, { scope: "all", showDone: false }),
      ],
      [
        "a contributor's own, done ones included",
        (d) => listAssignments(d, writer, { scope: "mine", showDone: true }),
      ],
      ["the overview's 'Mine opgaver'", (d) => listMyOpenAssignments(d, writer.id)],
      ["'Planlægning'", (d) => getPlanning(d)],
    ];

    it.each(QUERIES)("%s reads assignments and articles by index", async (_name, run) => {
      for (const plan of await plansOf(run)) {
        expect({ sql: plan.sql, seqScans: plan.seqScans }).toEqual({ sql: plan.sql, seqScans: [] });
      }
    });

    it("finds the open ones and the planning week at this size", async () => {
      const { rows } = await pool.query("SELECT count(*)::int AS n FROM assignments WHERE status = 'open'");
      const db = databaseOn(pool);
      const open = await listAssignments(db, editor, { scope: "all", showDone: false });
      expect(open).toHaveLength(Math.min(rows[0].n, 200));
      const week = await getPlanning(db);
      expect(week).toHaveLength(8);
      expect(week[0].inReview.length).toBeGreaterThan(0);
      expect(week.flatMap((d) => d.scheduled).length).toBeGreaterThan(0);
    });
  },
);
