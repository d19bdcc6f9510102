import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { and, eq, isNull } from "drizzle-orm";
import { looksLikeEmail } from "~/lib/bylines";
import type { Auth } from "~/server/auth.server";
import { createCredentialUser } from "~/server/auth-internals.server";
import { confirmDisplayName, ensureAuthorIdentity } from "~/server/author-identity.server";
import type { Queryable } from "~/server/db/client.server";
import { user } from "~/server/db/schema";
import type { Role } from "~/server/session.server";

export const DEV_ADMIN_EMAIL = "admin@forsiden.test";
/** As the name made from the address always was, so bylines in existing tests stay. */
const DEV_ADMIN_NAME = "Admin";

/**
 * Creates a confirmed account with the given role, or gives an existing account that role
 * (its password is then left alone). Returns whether an account was created.
 */
export async function ensureAccount(
  auth: Auth,
  db: Queryable,
  input: { email: string; password: string; role: Role; name?: string },
): Promise<{ created: boolean; userId: string }> {
  const email = input.email.trim().toLowerCase();
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  const chosenName = input.name?.trim() && !looksLikeEmail(input.name) ? input.name.trim() : null;
  if (existing) {
    await db
      .update(user)
      .set({
        role: input.role,
        emailVerified: true,
        updatedAt: new Date(),
        ...(chosenName ? { name: chosenName } : {}),
      })
      .where(eq(user.id, existing.id));
    if (input.role !== "user") await ensureAuthorIdentity(db, existing.id);
    if (chosenName) await confirmDisplayName(db, existing.id);
    return { created: false, userId: existing.id };
  }
  const createdId = await createCredentialUser(auth, {
    email,
    name: input.name ?? email,
    password: input.password,
    emailVerified: true,
    role: input.role,
  });
  // Staff get a display name (not the address) and an author page (issue 14).
  if (input.role !== "user") await ensureAuthorIdentity(db, createdId);
  // A name given here was chosen; otherwise the person picks one on first sign-in (issue 22).
  if (chosenName) await confirmDisplayName(db, createdId);
  return { created: true, userId: createdId };
}

export interface DevAdminCredentials {
  email: string;
  password: string;
}

/**
 * The embedded default's development admin: created on first start with a random password kept in
 * DATA_DIR/.dev-admin.json, so `npm start` can print how to sign in every time.
 */
export async function ensureDevAdmin(
  auth: Auth,
  db: Queryable,
  dataDir: string,
): Promise<DevAdminCredentials> {
  const file = path.join(dataDir, ".dev-admin.json");
  let credentials: DevAdminCredentials;
  try {
    credentials = JSON.parse(fs.readFileSync(file, "utf8")) as DevAdminCredentials;
  } catch {
    credentials = { email: DEV_ADMIN_EMAIL, password: crypto.randomBytes(9).toString("base64url") };
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, JSON.stringify(credentials, null, 2), { mode: 0o600 });
  }
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, credentials.email));
  // The development admin publishes sample work at once: its display name counts as chosen.
  if (!existing) await ensureAccount(auth, db, { ...credentials, role: "admin", name: DEV_ADMIN_NAME });
  else
    await db
      .update(user)
      .set({ nameConfirmedAt: new Date() })
      .where(and(eq(user.id, existing.id), isNull(user.nameConfirmedAt)));
  return credentials;
}
