import type pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import { searchMediaLibrary } from "../../app/features/media/media-library.server";
import type { Database } from "../../app/server/db/client.server";
import { databaseOn, type PlanNode, planNodes, planOf, statementsOf } from "../support/query-plans";
import { createPostgresTestDatabase, TEST_DB_KIND } from "../support/test-database";

/**
 * Issue 27: the media library's search, with and without the 'Kilde' filter, at 300,000 media rows
 * (years of uploads, imports and embed thumbnails). Every statement is explained: none may read
 * `media` with a sequential scan; the 'Kilde' filter walks media_rights_created_idx, the plain
 * list media_created_at_idx (ADR 0013: the ORDER BY's NULLS LAST matches both).
 */
const ROWS = 300_000;

describe.skipIf(TEST_DB_KIND !== "postgres")("media library plans at 300k rows (PostgreSQL)", () => {
  let pool: pg.Pool;

  beforeAll(async () => {
    const handle = await createPostgresTestDatabase();
    pool = handle.pool;
    await pool.query(`
      INSERT INTO media (url, storage_key, caption, club, source, rights, credit, mime_type, width, height,
                         size_bytes, created_at)
        SELECT '/storage/article-images/m-' || g || '.jpg', 'article-images/m-' || g || '.jpg',
               'Billede ' || g,
               CASE g % 5 WHEN 0 THEN 'FC København' WHEN 1 THEN 'Brøndby IF' END,
               CASE WHEN g % 10 = 0 THEN 'embed' WHEN g % 7 = 0 THEN 'import' ELSE 'upload' END,
               CASE WHEN g % 10 = 0 THEN 'fri' WHEN g % 7 = 0 THEN 'bureau'
                    WHEN g % 101 = 0 THEN 'læser' ELSE 'egen' END,
               CASE WHEN g % 10 = 0 OR g % 7 = 0 OR g % 101 = 0 THEN 'Kredit ' || g END,
               'image/jpeg', 1200, 675, 1000, now() - g * interval '1 minute'
        FROM generate_series(1, ${ROWS}) g;
    `);
    await pool.query("VACUUM ANALYZE media");
  }, 240_000);

  async function plansOf(run: (db: Database) => Promise<unknown>) {
    const statements = await statementsOf(pool, run);
    expect(statements).toHaveLength(1);
    return planNodes(await planOf(pool, statements[0]));
  }

  const onMedia = (plan: PlanNode[]) => plan.filter((n) => n["Relation Name"] === "media");

  // A common source may be read from the newest rows of all (the planner expects 48 hits soon);
  // either way the rows come newest first from an index, never from a scan and a sort of them all.
  const NEWEST_FIRST = ["media_rights_created_idx", "media_created_at_idx"];
  it.each([
    ["'Kilde: Bureau'", { rights: "bureau" as const }],
    ["'Kilde: Egen' with a club", { rights: "egen" as const, club: "FC København" }],
    ["every source", {}],
    ["'Kilde: Læser' (rare)", { rights: "læser" as const }],
  ])("%s reads media newest first from an index", async (_name, search) => {
    const plan = onMedia(await plansOf((db) => searchMediaLibrary(db, search)));
    expect(plan.map((n) => n["Node Type"])).not.toContain("Seq Scan");
    expect(plan.some((n) => NEWEST_FIRST.includes(n["Index Name"] ?? ""))).toBe(true);
  });

  it("a rare source walks media_rights_created_idx", async () => {
    const plan = onMedia(await plansOf((db) => searchMediaLibrary(db, { rights: "læser" })));
    expect(plan.map((n) => n["Index Name"])).toContain("media_rights_created_idx");
  });

  it("finds the newest of a source at this size, never an embed thumbnail", async () => {
    const db = databaseOn(pool);
    const bureau = await searchMediaLibrary(db, { rights: "bureau" });
    expect(bureau).toHaveLength(48);
    expect(bureau[0]).toMatchObject({ caption: "Billede 7", rights: "bureau", credit: "Kredit 7" });
    expect(await searchMediaLibrary(db, { rights: "fri" })).toEqual([]);
  });
});
