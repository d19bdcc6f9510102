import { and, eq, like, ne, or } from "drizzle-orm";
import { authorSlugFromName, displayNameOf, safeBylineText } from "~/lib/bylines";
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
