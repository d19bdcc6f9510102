import { is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { type AuditActor, recordAudit } from "~/server/audit.server";
import { type DatabaseHandle, executeRows } from "~/server/db/client.server";
import * as schema from "~/server/db/schema";

/**
 * Tables left out of the JSON export: sign-in secrets (password hashes, session tokens,
 * verification and two-factor secrets) and the mail outbox (its bodies hold reset links).
 */
export const BACKUP_EXCLUDED_TABLES = ["session", "account", "verification", "two_factor", "mail_outbox"];

export const BACKUP_FORMAT = "forsiden-backup";
export const BACKUP_VERSION = 1;

/** Every table of the schema that the JSON export contains, in schema order. */
export function backupTables(): { name: string; table: PgTable }[] {
  return (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => ({ name: getTableConfig(table).name, table }))
    .filter(({ name }) => !BACKUP_EXCLUDED_TABLES.includes(name));
}

function stamp(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/:/g, "-");
}

// PGlite and node-postgres may answer int8 columns as bigint, which JSON.stringify refuses.
const jsonReplacer = (_key: string, value: unknown) => (typeof value === "bigint" ? value.toString() : value);

export interface Backup {
  filename: string;
  contentType: string;
  body: ReadableStream<Uint8Array> | Blob;
}

/**
 * A JSON export of all app tables, read in one read-only REPEATABLE READ transaction so the
 * tables agree with each other: `{ format, version, createdAt, database, excluded, tables: { name: rows } }`.
 * Works the same on PGlite and PostgreSQL; rows keep the database's column names.
 */
export async function createJsonBackup(handle: DatabaseHandle, now = new Date()): Promise<Backup> {
  const tables = backupTables();
  const chunks = await handle.db.transaction(
    async (tx) => {
      const parts: string[] = [];
      for (const { name, table } of tables) {
        const rows = await executeRows<Record<string, unknown>>(tx, sql`SELECT * FROM ${table}`);
        parts.push(`${JSON.stringify(name)}:${JSON.stringify(rows, jsonReplacer)}`);
      }
      return parts;
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  const header = JSON.stringify({
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: now.toISOString(),
    database: handle.kind,
    excluded: BACKUP_EXCLUDED_TABLES,
  });
  const encoder = new TextEncoder();
  const pieces = [
    `${header.slice(0, -1)},"tables":{`,
    ...chunks.map((c, i) => (i === 0 ? c : `,${c}`)),
    "}}\n",
  ];
  let index = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (index < pieces.length) controller.enqueue(encoder.encode(pieces[index++]));
      else controller.close();
    },
  });
  return {
    filename: `forsiden-backup-${stamp(now)}.json`,
    contentType: "application/json; charset=utf-8",
    body,
  };
}

/**
 * PGlite only: the whole data folder as a gzipped tar (`dumpDataDir`), a complete copy that
 * `new PGlite({ loadDataDir })` opens again. It holds everything, sign-in secrets included.
 */
export async function createPgliteArchive(handle: DatabaseHandle, now = new Date()): Promise<Backup | null> {
  if (handle.kind !== "pglite") return null;
  const blob = await handle.client.dumpDataDir("gzip");
  return { filename: `forsiden-pglite-${stamp(now)}.tar.gz`, contentType: "application/gzip", body: blob };
}

/** Records a downloaded backup in the audit log (who took a copy of the data, and when). */
export async function auditBackup(handle: DatabaseHandle, actor: AuditActor, kind: "json" | "pglite") {
  await recordAudit(handle.db, actor, {
    action: "backup",
    entityType: "database",
    summary:
      kind === "json" ? "hentede en sikkerhedskopi (JSON)" : "hentede en sikkerhedskopi (PGlite-arkiv)",
    metadata: { kind, database: handle.kind },
  });
}

/** '1,2 s' or '850 ms'. */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.max(0, Math.round(ms))} ms`;
  return `${(ms / 1000).toLocaleString("da-DK", { maximumFractionDigits: 1 })} s`;
}

export interface OptimizeResult {
  durationMs: number;
  command: string;
  message: string;
}

/**
 * 'Optimer database': `VACUUM (ANALYZE)` on PostgreSQL, `VACUUM` on PGlite. Runs outside a
 * transaction (VACUUM cannot run inside one); the audit entry is written afterwards.
 */
export async function optimizeDatabase(handle: DatabaseHandle, actor: AuditActor): Promise<OptimizeResult> {
  const started = performance.now();
  let command: string;
  if (handle.kind === "pglite") {
    command = "VACUUM";
    await handle.client.exec(command);
  } else {
    command = "VACUUM (ANALYZE)";
    await handle.pool.query(command);
  }
  const durationMs = Math.round(performance.now() - started);
  await recordAudit(handle.db, actor, {
    action: "optimized",
    entityType: "database",
    summary: `optimerede databasen (${command})`,
    metadata: { command, durationMs },
  });
  return {
    durationMs,
    command,
    message: `Databasen er optimeret (${command}) på ${formatDuration(durationMs)}.`,
  };
}
