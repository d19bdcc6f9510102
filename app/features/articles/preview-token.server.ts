import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { articlePath, PREVIEW_LINK_PARAM } from "~/lib/public-paths";
import { isPublishedNow } from "~/lib/publication";
import { isUuid } from "~/lib/uuid";
import { resolveAuthSecret } from "~/server/auth.server";
import type { Queryable } from "~/server/db/client.server";
import { articles } from "~/server/db/schema";
import { getEnv } from "~/server/env.server";

/**
 * Issue 26: a draft's shareable preview link, `/article/{slug}?forhaandsvisning={token}`. The token
 * is `{expiry}.{HMAC-SHA256(articleId.expiry)}` (base64url, key derived from AUTH_SECRET, so every
 * instance checks it); it names no article itself, the address does. Nothing is stored: the link
 * works for 48 hours and only while the article is unpublished.
 */
export const PREVIEW_PARAM = PREVIEW_LINK_PARAM;
export const PREVIEW_LINK_HOURS = 48;

const keys = new Map<string, Buffer>();

function signingKey(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.createHmac("sha256", secret).update("forsiden:article-preview:v1").digest();
    keys.set(secret, key);
  }
  return key;
}

function signature(secret: string, articleId: string, expiry: string): Buffer {
  return crypto.createHmac("sha256", signingKey(secret)).update(`${articleId}.${expiry}`).digest();
}

const defaultSecret = () => resolveAuthSecret(getEnv());

export function signPreviewToken(
  articleId: string,
  expiresAt: Date,
  secret: string = defaultSecret(),
): string {
  const expiry = Math.floor(expiresAt.getTime() / 1000).toString(36);
  return `${expiry}.${signature(secret, articleId, expiry).toString("base64url")}`;
}

/** Whether `token` is an unexpired preview token for this article (forged, altered or old: false). */
export function verifyPreviewToken(
  token: unknown,
  articleId: string,
  now: Date = new Date(),
  secret: string = defaultSecret(),
): boolean {
  if (typeof token !== "string" || token.length > 100) return false;
  const match = /^([0-9a-z]{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const [, expiry, given] = match;
  const expected = signature(secret, articleId, expiry);
  const actual = Buffer.from(given, "base64url");
  if (actual.length !== expected.length || !crypto.timingSafeEqual(actual, expected)) return false;
  return Number.parseInt(expiry, 36) * 1000 > now.getTime();
}

export type PreviewLinkResult =
  | { ok: true; url: string; expiresAt: string }
  | { ok: false; reason: "not_found" | "forbidden" | "published" };

/**
 * 'Del forhåndsvisning': editors for any unpublished article, a contributor for their own
 * (issue 26). A published article has its public address already.
 */
export async function createPreviewLink(
  db: Queryable,
  viewer: { id: string; role: string },
  articleId: string,
  publicUrl: string,
  now: Date = new Date(),
): Promise<PreviewLinkResult> {
  if (!isUuid(articleId)) return { ok: false, reason: "not_found" };
  const [row] = await db
    .select({
      slug: articles.slug,
      authorId: articles.authorId,
      isDraft: articles.isDraft,
      publishedAt: articles.publishedAt,
    })
    .from(articles)
    .where(eq(articles.id, articleId));
  if (!row) return { ok: false, reason: "not_found" };
  const editor = viewer.role === "admin" || viewer.role === "editor";
  if (!editor && row.authorId !== viewer.id) return { ok: false, reason: "forbidden" };
  if (isPublishedNow(row, now)) return { ok: false, reason: "published" };
  const expiresAt = new Date(now.getTime() + PREVIEW_LINK_HOURS * 60 * 60 * 1000);
  const token = signPreviewToken(articleId, expiresAt);
  const base = publicUrl.replace(/\/+$/, "");
  return {
    ok: true,
    url: `${base}${articlePath(row.slug)}?${PREVIEW_PARAM}=${token}`,
    expiresAt: expiresAt.toISOString(),
  };
}
