// Database tasks: `npm run db:migrate`, `npm run db:seed`, `npm run db:reset`.
import fs from "node:fs/promises";
import { sql } from "drizzle-orm";
import { getAppStorage, storageRoot } from "~/server/app-storage.server";
import { migrateDatabase, openDatabase, pgliteDataDir } from "~/server/db/client.server";
import { getEnv } from "~/server/env.server";
import { ensureSettingsRow } from "~/server/site-settings.server";
import { seedDatabase } from "~/workflows/seed/seed.server";

const command = process.argv[2];
const env = getEnv();

async function open() {
  return env.DATABASE_URL
    ? openDatabase({ databaseUrl: env.DATABASE_URL })
    : openDatabase({ dataDir: pgliteDataDir(env) });
}

if (command === "reset") {
  if (env.DATABASE_URL) {
    const handle = await open();
    // Drops everything this app owns, including the migration journal, then starts over.
    await handle.db.execute(sql`DROP SCHEMA IF EXISTS public CASCADE`);
    await handle.db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
    await handle.db.execute(sql`CREATE SCHEMA public`);
    await handle.close();
  } else {
    await fs.rm(pgliteDataDir(env), { recursive: true, force: true });
  }
  await fs.rm(storageRoot(env), { recursive: true, force: true });
  // The S3 bucket may be shared with other instances: reset leaves it alone (ADR 0014).
  console.log(
    env.STORAGE_DRIVER === "s3"
      ? "Databasen er slettet; billederne i S3-bucket'en er ikke rørt."
      : "Databasen og de gemte billeder er slettet.",
  );
}

if (!["migrate", "seed", "reset"].includes(command ?? "")) {
  console.error("Brug: tsx scripts/db.ts migrate|seed|reset");
  process.exit(2);
}

const handle = await open();
try {
  await migrateDatabase(handle);
  await ensureSettingsRow(handle.db);
  console.log(`Migreringer anvendt (${handle.kind}).`);
  if (command === "seed" || command === "reset") {
    const summary = await seedDatabase(handle.db, getAppStorage(env));
    console.log("Eksempelindhold indlæst:", summary);
  }
} finally {
  await handle.close();
}
