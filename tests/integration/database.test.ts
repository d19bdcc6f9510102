import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { count, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  listArticlesWithAnyTag,
  listLatestArticles,
  searchArticles,
} from "../../app/features/articles/public-queries.server";
import { executeRows, migrateDatabase } from "../../app/server/db/client.server";
import { articles, clubs, embeds, matches, media, standingsRows, user } from "../../app/server/db/schema";
import { createLocalStorage } from "../../app/server/storage.server";
import { seedDatabase } from "../../app/workflows/seed/seed.server";
import { createTestDatabase, TEST_DB_KIND } from "../support/test-database";

describe(`database on ${TEST_DB_KIND}`, () => {
  let handle: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });

  it("applies the migrations (and a second run is a no-op)", async () => {
    await migrateDatabase(handle);
    const tables = await executeRows<{ table_name: string }>(
      handle.db,
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    );
    const names = tables.map((r) => r.table_name);
    for (const table of ["articles", "clubs", "media", "standings_rows", "matches", "cron_executions"]) {
      expect(names).toContain(table);
    }
  });

  it("finds articles by tag overlap and by Danish full-text search with stemming", async () => {
    const now = Date.now();
    await handle.db.insert(articles).values([
      {
        slug: "fck-henter-angriber",
        title: "FC København henter ny angriber",
        excerpt: "Klubben bekræfter handlen",
        content: "Angriberen skrev under på en femårig kontrakt med klubben.",
        tags: ["klub:fc-kobenhavn", "transfer:kobt"],
        publishedAt: new Date(now - 60_000),
      },
      {
        slug: "brondby-vinder-derby",
        title: "Brøndby vinder derbyet",
        excerpt: "Stor sejr på Vestegnen",
        content: "Fansene fejrede sejren i timevis.",
        tags: ["klub:brondby-if", "derby"],
        publishedAt: new Date(now - 120_000),
      },
      {
        slug: "kladde-om-fck",
        title: "Kladde om FCK",
        excerpt: "Ikke publiceret",
        content: "Angriberne træner.",
        tags: ["klub:fc-kobenhavn"],
        isDraft: true,
      },
      {
        slug: "planlagt-om-fck",
        title: "Planlagt artikel om angribere",
        excerpt: "Udkommer i morgen",
        content: "Angriberen præsenteres i morgen.",
        tags: ["klub:fc-kobenhavn"],
        publishedAt: new Date(now + 86_400_000),
      },
    ]);

    const tagged = await listArticlesWithAnyTag(handle.db, ["klub:fc-kobenhavn", "klub:agf"], 10);
    expect(tagged.map((a) => a.slug)).toEqual(["fck-henter-angriber"]);

    const derby = await listArticlesWithAnyTag(handle.db, ["derby"], 10);
    expect(derby.map((a) => a.slug)).toEqual(["brondby-vinder-derby"]);

    // "angribere" and "angriberen" share the Danish stem of "angriber".
    const found = await searchArticles(handle.db, "angribere");
    expect(found.map((a) => a.slug)).toEqual(["fck-henter-angriber"]);
    const fans = await searchArticles(handle.db, "derby sejrene");
    expect(fans.map((a) => a.slug)).toEqual(["brondby-vinder-derby"]);

    const latest = await listLatestArticles(handle.db, 10);
    expect(latest.map((a) => a.slug)).toEqual(["fck-henter-angriber", "brondby-vinder-derby"]);
    await handle.db.delete(articles);
  });

  it("seeds the sample content, and seeding twice adds nothing", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "forsiden-storage-"));
    const storage = createLocalStorage(dir, "/storage");
    const first = await seedDatabase(handle.db, storage);
    expect(first.articles).toBeGreaterThanOrEqual(40);
    expect(first.clubs).toBeGreaterThan(60);
    // Issue 14: the sample bylines belong to the seeded newsroom, with titles and author pages.
    const bylines = await handle.db
      .select({ name: user.name, slug: user.authorSlug, title: user.jobTitle, n: count() })
      .from(articles)
      .innerJoin(user, eq(user.id, articles.authorId))
      .groupBy(user.name, user.authorSlug, user.jobTitle)
      .orderBy(user.authorSlug);
    expect(bylines.map((b) => `${b.name} /forfatter/${b.slug} ${b.title}`)).toEqual([
      "Jonas Holm /forfatter/jonas-holm Kampreporter",
      "Line Bech /forfatter/line-bech Sportsredaktør",
      "Mads Kjær /forfatter/mads-kjaer Sportsjournalist",
      "Sofie Lund /forfatter/sofie-lund Fodboldreporter",
    ]);
    expect(bylines.every((b) => b.n >= 3)).toBe(true);

    const totals = async () => ({
      articles: (await handle.db.select({ n: count() }).from(articles))[0].n,
      clubs: (await handle.db.select({ n: count() }).from(clubs))[0].n,
      media: (await handle.db.select({ n: count() }).from(media))[0].n,
      standings: (await handle.db.select({ n: count() }).from(standingsRows))[0].n,
      matches: (await handle.db.select({ n: count() }).from(matches))[0].n,
      embeds: (await handle.db.select({ n: count() }).from(embeds))[0].n,
    });
    const before = await totals();
    const second = await seedDatabase(handle.db, storage);
    expect(second.articles).toBe(0);
    expect(second.clubs).toBe(0);
    expect(second.standings).toBe(0);
    expect(second.matches).toBe(0);
    expect(await totals()).toEqual(before);

    // Issue 27: the rich sample article, with an embed of each of the eight services stored.
    const [rich] = await handle.db
      .select({ content: articles.content, isDraft: articles.isDraft })
      .from(articles)
      .where(eq(articles.slug, "saadan-blev-derbyet-oplevet-maal-jubel-og-reaktioner"));
    expect(rich.isDraft).toBe(false);
    expect(before.embeds).toBe(8);
    // Its two inline pictures are stock photos the seed stored.
    const pictures = [...rich.content.matchAll(/^!\[[^\]]+\]\((\S+) "Forsiden Grafik"\)$/gm)].map(
      (m) => m[1],
    );
    expect(pictures).toHaveLength(2);
    for (const url of pictures) {
      const [photo] = await handle.db.select({ source: media.source }).from(media).where(eq(media.url, url));
      expect(photo?.source).toBe("stock");
    }

    // The stock photos exist as files with responsive variants.
    const [photo] = await handle.db.select().from(media).where(eq(media.source, "stock")).limit(1);
    expect(photo.variants.length).toBeGreaterThan(0);
    const name = photo.url.split("/").pop()!;
    expect(await storage.exists("article-images", name)).toBe(true);
    await fs.rm(dir, { recursive: true, force: true });
  }, 120_000);
});

describe.runIf(TEST_DB_KIND === "postgres")("migrations on PostgreSQL", () => {
  it("are safe when two instances start at once (advisory lock)", async () => {
    const { inject } = await import("vitest");
    const pg = (await import("pg")).default;
    const { openDatabase } = await import("../../app/server/db/client.server");
    const baseUrl = inject("postgresUrl");
    const name = `forsiden_concurrent_${Date.now()}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    const a = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
    const b = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
    await Promise.all([migrateDatabase(a), migrateDatabase(b)]);
    const applied = await executeRows<{ n: number }>(
      a.db,
      sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
    );
    const journal = await import("../../drizzle/meta/_journal.json");
    expect(applied[0].n).toBe(journal.entries.length);
    await a.close();
    await b.close();
    await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
    await admin.end();
  });
});
