import { beforeAll, describe, expect, it } from "vitest";
import { insertRows } from "#tests/support/factories.ts";
import { createTestDatabase, TEST_DB_KIND } from "#tests/support/test-database.ts";
import type { Database } from "~/server/db/client.server";
import { media } from "~/server/db/schema";
import { findArticleForPage, findClubNamesForTags, previewOptionsFor } from "./article-page.server";

describe(`findArticleForPage (spec §4: by slug, then by id) on ${TEST_DB_KIND}`, () => {
  let db: Database;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    db = (await createTestDatabase()).db;
    const { articles: rows } = await insertRows(db, {
      articles: [
        { slug: "offentlig", title: "Offentlig", publishedAt: new Date(Date.now() - 60_000) },
        { slug: "kladde", title: "Kladde", isDraft: true, publishedAt: null },
        { slug: "planlagt", title: "Planlagt", publishedAt: new Date(Date.now() + 3_600_000) },
        {
          slug: "egen-kladde",
          title: "Egen kladde",
          isDraft: true,
          publishedAt: null,
          authorId: "skribent-1",
        },
        {
          slug: "egen-planlagt",
          title: "Egen planlagt",
          publishedAt: new Date(Date.now() + 3_600_000),
          authorId: "skribent-1",
        },
      ],
      users: [
        { id: "skribent-1", role: "contributor" },
        { id: "skribent-2", role: "contributor" },
      ],
      clubs: [{ slug: "fc-kobenhavn", name: "FC København" }],
    });
    for (const row of rows) ids[row.slug] = row.id;
  });

  it("finds a published article by slug", async () => {
    expect((await findArticleForPage(db, "offentlig"))?.title).toBe("Offentlig");
  });

  it("falls back to the id", async () => {
    expect((await findArticleForPage(db, ids.offentlig))?.slug).toBe("offentlig");
  });

  it("does not find drafts or scheduled articles for readers, by slug or id", async () => {
    expect(await findArticleForPage(db, "kladde")).toBeUndefined();
    expect(await findArticleForPage(db, ids.kladde)).toBeUndefined();
    expect(await findArticleForPage(db, "planlagt")).toBeUndefined();
    expect(await findArticleForPage(db, ids.planlagt)).toBeUndefined();
  });

  it("finds drafts and scheduled articles with includeDrafts (staff preview)", async () => {
    expect((await findArticleForPage(db, "kladde", { includeDrafts: true }))?.isDraft).toBe(true);
    expect((await findArticleForPage(db, ids.planlagt, { includeDrafts: true }))?.slug).toBe("planlagt");
  });

  it("lets a contributor preview only their own drafts and scheduled articles (issue 26)", async () => {
    const own = previewOptionsFor({ id: "skribent-1", role: "contributor" });
    expect((await findArticleForPage(db, "egen-kladde", own))?.title).toBe("Egen kladde");
    expect((await findArticleForPage(db, ids["egen-planlagt"], own))?.slug).toBe("egen-planlagt");
    expect((await findArticleForPage(db, "offentlig", own))?.title).toBe("Offentlig");
    expect(await findArticleForPage(db, "kladde", own)).toBeUndefined();
    expect(await findArticleForPage(db, ids.planlagt, own)).toBeUndefined();
    const other = previewOptionsFor({ id: "skribent-2", role: "contributor" });
    expect(await findArticleForPage(db, "egen-kladde", other)).toBeUndefined();
    expect(await findArticleForPage(db, ids["egen-kladde"], other)).toBeUndefined();
  });

  it("gives editors and admins every draft, and readers none (issue 26)", async () => {
    for (const role of ["editor", "admin"]) {
      const scope = previewOptionsFor({ id: "redaktoer", role });
      expect((await findArticleForPage(db, "egen-kladde", scope))?.isDraft).toBe(true);
    }
    for (const viewer of [null, { id: "skribent-1", role: "user" }]) {
      expect(previewOptionsFor(viewer)).toEqual({});
      expect(await findArticleForPage(db, "egen-kladde", previewOptionsFor(viewer))).toBeUndefined();
    }
  });

  it("finds nothing for an unknown slug or id", async () => {
    expect(await findArticleForPage(db, "findes-ikke")).toBeUndefined();
    expect(await findArticleForPage(db, "00000000-0000-4000-8000-000000000000")).toBeUndefined();
  });

  it("names clubs of klub: tags", async () => {
    expect(
      await findClubNamesForTags(db, ["klub:fc-kobenhavn", "klub:ukendt", "liga:premier-league"]),
    ).toEqual({
      "klub:fc-kobenhavn": "FC København",
    });
    expect(await findClubNamesForTags(db, ["derby"])).toEqual({});
  });

  it("carries the picture's focal point and only the variants the page shows: 16:9 and the Open Graph JPEG (issue 27)", async () => {
    const url = "/storage/article-images/fokus-side.jpg";
    const v = (width: number, height: number, format: "webp" | "jpeg", crop?: "square" | "wide" | "og") => ({
      width,
      height,
      format,
      url: `/storage/article-images/fokus-side${crop ? `-${crop}` : ""}-${width}w.${format}`,
      ...(crop ? { crop } : {}),
    });
    await db.insert(media).values({
      url,
      storageKey: "article-images/fokus-side.jpg",
      mimeType: "image/jpeg",
      width: 1200,
      height: 800,
      sizeBytes: 1000,
      focalX: 0.25,
      focalY: 0.4,
      variants: [
        v(480, 320, "webp"),
        v(480, 480, "webp", "square"),
        v(480, 270, "webp", "wide"),
        v(1200, 675, "webp", "wide"),
        v(1200, 628, "webp", "og"),
        v(1200, 628, "jpeg", "og"),
      ],
    });
    await insertRows(db, { articles: [{ slug: "med-fokus", title: "Med fokus", imageUrl: url }] });
    const found = await findArticleForPage(db, "med-fokus");
    expect([found?.imageFocalX, found?.imageFocalY]).toEqual([0.25, 0.4]);
    expect(found?.imageVariants?.map((x) => x.url)).toEqual([
      "/storage/article-images/fokus-side-wide-480w.webp",
      "/storage/article-images/fokus-side-wide-1200w.webp",
    ]);
    // The share picture is chosen on the server: the Open Graph crop's JPEG with its size.
    expect(found?.shareImage).toEqual({
      url: "/storage/article-images/fokus-side-og-1200w.jpeg",
      width: 1200,
      height: 628,
    });
  });
});
