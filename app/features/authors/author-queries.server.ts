import { eq } from "drizzle-orm";
import { displayNameOf, isAuthorSlug } from "~/lib/bylines";
import type { Queryable } from "~/server/db/client.server";
import { type AuthorPortrait, user } from "~/server/db/schema";

/** What the public author page shows: never the e-mail address or the role. */
export interface PublicAuthor {
  id: string;
  name: string;
  slug: string;
  jobTitle: string | null;
  bio: string | null;
  portrait: AuthorPortrait | null;
}

/** The author behind /forfatter/{slug}, or null (unknown slug: 404). Uses user_author_slug_key. */
export async function findAuthorBySlug(db: Queryable, slug: string): Promise<PublicAuthor | null> {
  if (!isAuthorSlug(slug)) return null;
  const [row] = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      slug: user.authorSlug,
      jobTitle: user.jobTitle,
      bio: user.bio,
      portrait: user.portrait,
    })
    .from(user)
    .where(eq(user.authorSlug, slug))
    .limit(1);
  if (!row?.slug) return null;
  const { email: _email, ...author } = row;
  return { ...author, slug: row.slug, name: displayNameOf(row) };
}
