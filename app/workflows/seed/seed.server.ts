import { count, eq, inArray, sql } from "drizzle-orm";
import type { SeedPhoto } from "~/features/media/illustrations.server";
import { rasterizeSvg, renderPhotoSvg } from "~/features/media/illustrations.server";
import { bodyMediaUrlsOf } from "~/lib/article-body";
import { CURRENT_SEASON, LEAGUES } from "~/lib/leagues";
import { getAppStorage } from "~/server/app-storage.server";
import type { Database } from "~/server/db/client.server";
import {
  articles,
  clubs,
  leagues,
  matches,
  media,
  siteSettings,
  standingsRows,
  user,
} from "~/server/db/schema";
import type { Env } from "~/server/env.server";
import { mediaFileColumns, processImage, storeProcessedImage } from "~/server/images.server";
import { ensureSettingsRow } from "~/server/site-settings.server";
import { ARTICLE_IMAGES_BUCKET, type ObjectStorage } from "~/server/storage.server";
import { seedArticles } from "./data/articles";
import { seedClubs } from "./data/clubs";
import { seedCompany } from "./data/company";
import { seedMatches } from "./data/matches";
import { seedPhotos } from "./data/photos";
import { richArticle } from "./data/rich-article";
import { seedStaff } from "./data/staff";
import { seedStandings } from "./data/standings";
import { seedLiveCoverage } from "./seed-live.server";
import { placeSeedMatch } from "./seed-matches";
import { ensureRichArticleThumbnails, seedRichArticle } from "./seed-rich-article.server";

type Storage = ObjectStorage;

export interface SeedSummary {
  clubs: number;
  articles: number;
  photos: number;
  standings: number;
  matches: number;
}

const HOUR = 60 * 60 * 1000;

/** Loads the sample content on first start: only into a database with no articles and no clubs. */
export async function seedIfEmpty(db: Database, env: Env): Promise<SeedSummary | null> {
  const [{ value: articleCount }] = await db.select({ value: count() }).from(articles);
  const [{ value: clubCount }] = await db.select({ value: count() }).from(clubs);
  if (articleCount > 0 || clubCount > 0) return null;
  return seedDatabase(db, getAppStorage(env));
}

/** Stock photos are stored under fixed names, so a second seed finds them instead of making copies. */
export function stockPhotoBaseName(key: string): string {
  return `stock-${key}`;
}

async function ensurePhoto(db: Database, storage: Storage, photo: SeedPhoto) {
  const baseName = stockPhotoBaseName(photo.key);
  const existing = await db
    .select({ url: media.url })
    .from(media)
    .where(sql`${media.storageKey} = ${`${ARTICLE_IMAGES_BUCKET}/${baseName}.jpg`}`);
  if (existing[0] && (await storage.exists(ARTICLE_IMAGES_BUCKET, `${baseName}.jpg`))) {
    return existing[0].url;
  }
  const svg = renderPhotoSvg(photo, 1200, 675);
  const jpeg = await rasterizeSvg(svg, "jpeg");
  // Sample photos get WebP variants only: AVIF encoding would make the first start slow.
  const processed = await processImage(jpeg, { avif: false });
  const stored = await storeProcessedImage(storage, ARTICLE_IMAGES_BUCKET, baseName, processed);
  await db
    .insert(media)
    .values({
      ...mediaFileColumns(stored, processed),
      title: photo.caption,
      alt: photo.caption,
      caption: photo.caption,
      keywords: photo.keywords,
      photographer: photo.photographer,
      club: photo.club,
      category: photo.category,
      source: "stock",
    })
    .onConflictDoNothing();
  return stored.url;
}

/** Runs `task` over `items`, at most `limit` at a time (sharp already uses the cores). */
async function mapLimit<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]);
    }
  });
  await Promise.all(workers);
  return results;
}

/** Inserts every piece of sample content that is missing; running it twice adds nothing. */
export async function seedDatabase(db: Database, storage: Storage, now = new Date()): Promise<SeedSummary> {
  const photoUrls = new Map<string, string>();
  const urls = await mapLimit(seedPhotos, 3, (photo) => ensurePhoto(db, storage, photo));
  seedPhotos.forEach((photo, i) => {
    photoUrls.set(photo.key, urls[i]);
  });
  // Issue 27: the rich sample article's embed thumbnails (image work stays outside the transaction).
  const embedThumbnails = await ensureRichArticleThumbnails(db, storage);

  return db.transaction(async (tx) => {
    await tx
      .insert(leagues)
      .values(
        LEAGUES.map((l, i) => ({
          key: l.key,
          name: l.name,
          country: l.country,
          season: CURRENT_SEASON,
          section: l.section,
          sortOrder: i,
          externalCode: l.externalCode,
        })),
      )
      .onConflictDoNothing();

    const insertedClubs = await tx
      .insert(clubs)
      .values(seedClubs.map((c) => ({ ...c, logoUrl: null })))
      .onConflictDoNothing()
      .returning({ id: clubs.id });

    const insertedStandings = await tx
      .insert(standingsRows)
      .values(seedStandings.map((row) => ({ ...row, season: CURRENT_SEASON })))
      .onConflictDoNothing()
      .returning({ id: standingsRows.id });

    // The newsroom behind the bylines (issue 14): staff with a display name, title, bio and page.
    await tx
      .insert(user)
      .values(
        seedStaff.map((s) => ({
          id: `seed-${s.authorSlug}`,
          role: "editor",
          emailVerified: true,
          nameConfirmedAt: now,
          ...s,
        })),
      )
      .onConflictDoNothing();
    const staffRows = await tx
      .select({ id: user.id, name: user.name })
      .from(user)
      .where(
        inArray(
          user.email,
          seedStaff.map((s) => s.email),
        ),
      );
    const staffIdByName = new Map(staffRows.map((r) => [r.name, r.id]));

    const insertedArticles = await tx
      .insert(articles)
      .values(
        seedArticles.map((a) => {
          const publishedAt =
            a.isDraft || a.publishedHoursAgo == null
              ? null
              : new Date(now.getTime() - a.publishedHoursAgo * HOUR);
          const createdAt = publishedAt && publishedAt < now ? publishedAt : now;
          return {
            slug: a.slug,
            title: a.title,
            excerpt: a.excerpt,
            content: a.content,
            bodyMediaUrls: bodyMediaUrlsOf(a.content),
            category: a.category,
            tags: a.tags.length > 0 ? a.tags : null,
            imageUrl: a.photoKey ? (photoUrls.get(a.photoKey) ?? null) : null,
            imageAlt: a.photoKey ? a.imageAlt : null,
            imageCredit: a.photoKey ? a.imageCredit : null,
            publishedAt,
            createdAt,
            updatedAt: createdAt,
            isDraft: a.isDraft ?? false,
            isAgentGenerated: a.isAgentGenerated ?? false,
            author: a.author ?? null,
            authorId: (a.author && staffIdByName.get(a.author)) || null,
            // Never shown to readers yet, so never read.
            views: publishedAt && publishedAt <= now ? a.views : 0,
            partner: a.partner ?? null,
            generator: a.generator ?? null,
          };
        }),
      )
      .onConflictDoNothing()
      .returning({ id: articles.id });

    // Sample company details, only into fields nobody has filled in (issue 14).
    await ensureSettingsRow(tx);
    await tx
      .update(siteSettings)
      .set({
        companyName: sql`coalesce(${siteSettings.companyName}, ${seedCompany.name})`,
        companyCvr: sql`coalesce(${siteSettings.companyCvr}, ${seedCompany.cvr})`,
        companyStreet: sql`coalesce(${siteSettings.companyStreet}, ${seedCompany.street})`,
        companyPostalCity: sql`coalesce(${siteSettings.companyPostalCity}, ${seedCompany.postalCity})`,
        companyPhone: sql`coalesce(${siteSettings.companyPhone}, ${seedCompany.phone})`,
        companyEmail: sql`coalesce(${siteSettings.companyEmail}, ${seedCompany.email})`,
        responsibleEditor: sql`coalesce(${siteSettings.responsibleEditor}, ${seedCompany.responsibleEditor})`,
      })
      .where(eq(siteSettings.id, 1));

    // Matches have no natural key: they are sample fixtures, loaded only into an empty table.
    const [{ value: matchCount }] = await tx.select({ value: count() }).from(matches);
    let insertedMatches = 0;
    if (matchCount === 0) {
      const rows = await tx
        .insert(matches)
        .values(
          seedMatches.map((m) => ({
            ...placeSeedMatch(m, now),
            season: m.leagueKey ? CURRENT_SEASON : null,
          })),
        )
        .returning({ id: matches.id });
      insertedMatches = rows.length;
    }
    // Issue 15: a finished derby live blog and an upcoming live article.
    const liveArticles = await seedLiveCoverage(tx, now);
    // Issue 27: an article with an embed of each service, inline pictures and a fact box.
    const richArticles = await seedRichArticle(tx, {
      now,
      photoUrls,
      thumbnails: embedThumbnails,
      authorId: staffIdByName.get(richArticle.author) ?? null,
    });

    return {
      clubs: insertedClubs.length,
      articles: insertedArticles.length + liveArticles + richArticles,
      photos: seedPhotos.length,
      standings: insertedStandings.length,
      matches: insertedMatches,
    };
  });
}
