import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import type { Database } from "../../app/server/db/client.server";
import * as schema from "../../app/server/db/schema";

/*
 * The plan tests (query-plans, assignment-plans, push-admin-plans, media-library-plans) run the
 * feature code once on a large PostgreSQL table, record each statement it sends and explain it:
 * the one way they read a plan.
 */

export interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Actual Rows"?: number;
  "Actual Loops"?: number;
  Plans?: PlanNode[];
}

export interface SentStatement {
  sql: string;
  params: unknown[];
}

/** The app's Drizzle over the pool, as the feature code takes it. */
export function databaseOn(pool: pg.Pool): Database {
  return drizzle(pool, { schema }) as unknown as Database;
}

/** Runs the feature code once on a Drizzle that records each statement it sends. */
export async function statementsOf(
  pool: pg.Pool,
  run: (db: Database) => Promise<unknown>,
): Promise<SentStatement[]> {
  const statements: SentStatement[] = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (sql, params) => statements.push({ sql, params }) },
  }) as unknown as Database;
  await run(db);
  return statements;
}

/** The statement's plan (EXPLAIN without running it, or with `analyze` run and measured). */
export async function planOf(pool: pg.Pool, statement: SentStatement, analyze = false): Promise<PlanNode> {
  const { rows } = await pool.query(
    `EXPLAIN (${analyze ? "ANALYZE, " : ""}FORMAT JSON) ${statement.sql}`,
    statement.params,
  );
  return rows[0]["QUERY PLAN"][0].Plan as PlanNode;
}

/** Every node of a plan, the root first. */
export function planNodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(planNodes)];
}

/** The plan's sequential scans of these tables, as 'Seq Scan on <table>'. */
export function seqScansOn(plan: PlanNode, tables: readonly string[]): string[] {
  return planNodes(plan)
    .filter((n) => n["Node Type"] === "Seq Scan" && tables.includes(n["Relation Name"] ?? ""))
    .map((n) => `Seq Scan on ${n["Relation Name"]}`);
}

/** Each statement's SQL and its sequential scans of these tables. */
export function seqScansOf(pool: pg.Pool, statements: SentStatement[], tables: readonly string[]) {
  return Promise.all(
    statements.map(async (s) => ({ sql: s.sql, seqScans: seqScansOn(await planOf(pool, s), tables) })),
  );
}
