import { and, eq, like, ne, or } from "drizzle-orm";
import { authorSlugFromName, displayNameOf, looksLikeEmail, safeBylineText } from "~/lib/bylines";
import { nextFreeSlug } from "~/lib/slug";
import type { Queryable } from "./db/client.server";
import { user } from "./db/schema";

/**
 * The first free author page slug for `name` (`mads-kjaer`, else `mads-kjaer-2` …), leaving out
 * the account's own current slug. Race-safe together with the unique index user_author_slug_key:
 * a writer that loses a race gets a unique violation and tries again.
 */
export async function freeAuthorSlug(db: Queryable, base: string, exceptUserId?: string): Promise<string> {
  const clash = or(eq(user.authorSlug, base), like(user.authorSlug, `${base}-%`));
  const rows = await db
    .select({ slug: user.authorSlug })
    .from(user)
    .where(exceptUserId ? and(clash, ne(user.id, exceptUserId)) : clash);
  return nextFreeSlug(base, new Set(rows.map((r) => r.slug ?? "")));
}

/**
 * Staff need a display name and an author page (issue 14): an account that becomes staff keeps
 * the name it has unless that is an e-mail (sign-up stores the address as the name), and gets a
 * slug made from the name if it has none. Call inside the transaction that gives the role.
 */
export async function ensureAuthorIdentity(db: Queryable, userId: string): Promise<void> {
  const [row] = await db
    .select({ name: user.name, email: user.email, authorSlug: user.authorSlug })
    .from(user)
    .where(eq(user.id, userId));
  if (!row) return;
  const name = displayNameOf(row);
  if (name === row.name && row.authorSlug) return;
  const authorSlug = row.authorSlug ?? (await freeAuthorSlug(db, authorSlugFromName(name), userId));
  await db.update(user).set({ name, authorSlug }).where(eq(user.id, userId));
}

/**
 * What a new article records as its author: the writing account (its byline then follows the
 * account's display name) and that name as text; never an e-mail address.
 */
export async function bylineOfActor(
  db: Queryable,
  actor: { id: string; name?: string | null },
): Promise<{ authorId: string | null; author: string | null }> {
  const [row] = await db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(eq(user.id, actor.id));
  if (!row) return { authorId: null, author: safeBylineText(actor.name) };
  return { authorId: row.id, author: displayNameOf(row) };
}

/**
 * Whether an account still has to choose its display name (issue 22): it has none set on a
 * profile form, so its name is the e-mail or one made from it when it became staff. Such a staff
 * member is sent to /admin/profil and cannot publish: readers would see "Af Ux Admin". No account
 * (a job, a removed user) has nothing to choose; its articles carry no name made from an e-mail.
 */
export async function needsDisplayName(db: Queryable, userId: string | null | undefined): Promise<boolean> {
  if (!userId) return false;
  const [row] = await db
    .select({ name: user.name, confirmedAt: user.nameConfirmedAt })
    .from(user)
    .where(eq(user.id, userId));
  if (!row) return false;
  return !row.confirmedAt || !row.name.trim() || looksLikeEmail(row.name);
}

/** Marks the account's current name as chosen (a profile save, an account made with a name). */
export async function confirmDisplayName(
  db: Queryable,
  userId: string,
  now: Date = new Date(),
): Promise<void> {
  await db.update(user).set({ nameConfirmedAt: now }).where(eq(user.id, userId));
}
