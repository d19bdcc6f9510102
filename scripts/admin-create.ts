// `npm run admin:create -- --email du@eksempel.dk [--password …] [--role admin|editor|contributor] [--name "Fornavn Efternavn"]`
import crypto from "node:crypto";
import { parseArgs } from "node:util";
import { z } from "zod";
import { ensureAccount } from "~/features/users/staff-accounts.server";
import { getAuth } from "~/server/auth.server";
import { migrateDatabase, openDatabase, pgliteDataDir, setDatabaseHandle } from "~/server/db/client.server";
import { getEnv } from "~/server/env.server";

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    password: { type: "string" },
    role: { type: "string", default: "admin" },
    // A name given here counts as chosen: the account can publish without a stop on /admin/profil.
    name: { type: "string" },
  },
});
const input = z
  .object({
    email: z.email("--email skal være en e-mailadresse"),
    password: z.string().min(8, "--password skal være mindst 8 tegn").optional(),
    // 'contributor' is the skribent of issue 26 (own drafts only).
    role: z.enum(["admin", "editor", "contributor"], "--role skal være admin, editor eller contributor"),
    name: z
      .string()
      .trim()
      .min(1, "--name må ikke være tom")
      .max(80, "--name må højst være 80 tegn")
      .optional(),
  })
  .safeParse(values);
if (!input.success) {
  console.error(input.error.issues.map((i) => i.message).join("\n"));
  console.error(
    'Brug: npm run admin:create -- --email du@eksempel.dk [--password …] [--role admin|editor|contributor] [--name "Fornavn Efternavn"]',
  );
  process.exit(2);
}

const env = getEnv();
const handle = env.DATABASE_URL
  ? await openDatabase({ databaseUrl: env.DATABASE_URL })
  : await openDatabase({ dataDir: pgliteDataDir(env) });
try {
  setDatabaseHandle(handle);
  await migrateDatabase(handle);
  const password = input.data.password ?? crypto.randomBytes(9).toString("base64url");
  const { created } = await ensureAccount(getAuth(), handle.db, { ...input.data, password });
  if (created) {
    console.log(`Oprettet ${input.data.role}: ${input.data.email}`);
    if (!input.data.password) console.log(`Adgangskode: ${password}`);
  } else {
    console.log(
      `${input.data.email} findes allerede og har nu rollen ${input.data.role} (adgangskoden er uændret).`,
    );
  }
} finally {
  await handle.close();
}
