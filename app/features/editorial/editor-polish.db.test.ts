import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertRows } from "#tests/support/factories.ts";
import { createTestDatabase, TEST_DB_KIND } from "#tests/support/test-database.ts";
import { DISPLAY_NAME_TEXT } from "~/lib/bylines";
import { confirmDisplayName, needsDisplayName } from "~/server/author-identity.server";
import type { Database } from "~/server/db/client.server";
import { articleRevisions, articles, auditLog, user } from "~/server/db/schema";
import { listAdminArticles } from "./admin-article-queries.server";
import { handleArticleListAction, handleCreateArticle } from "./article-actions.server";
import { createArticle, restoreRevision, updateArticle } from "./article-mutations.server";

/** Issue 22, the editor's points: publishing needs a chosen display name; category; filters. */

const named = { id: "named-1", email: "rikke@forsiden.test", name: "Rikke Redaktør" };
// As a sign-up that was made staff: the name made from the address ("Ux Admin"), never chosen.
const nameless = { id: "nameless-1", email: "ux-admin@example.dk", name: "Ux Admin" };

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return data;
}

const article = {
  title: "FCK henter ny back",
  excerpt: "Et uddrag",
  content: "Første afsnit.",
  category: "Transfers",
};

describe(`issue 22 editor rules on ${TEST_DB_KIND}`, () => {
  let db: Database;
  beforeAll(async () => {
    db = (await createTestDatabase()).db;
  });
  beforeEach(async () => {
    await db.delete(articles);
    await db.delete(auditLog);
    await db.delete(user);
    await insertRows(db, {
      users: [
        { ...named, role: "editor", nameConfirmedAt: new Date() },
        { ...nameless, role: "editor" },
      ],
    });
  });

  describe("a staff account without a display name cannot publish", () => {
    it("a name made from the e-mail is not a chosen name; saving one is", async () => {
      expect(await needsDisplayName(db, nameless.id)).toBe(true);
      expect(await needsDisplayName(db, named.id)).toBe(false);
      await confirmDisplayName(db, nameless.id);
      expect(await needsDisplayName(db, nameless.id)).toBe(false);
    });

    it("new article: publishing is refused with the Danish message and nothing is written", async () => {
      const outcome = await handleCreateArticle(db, nameless, form(article));
      expect(outcome).toMatchObject({
        status: 403,
        result: { ok: false, title: "Fejl", message: DISPLAY_NAME_TEXT.publishRefused },
      });
      expect(DISPLAY_NAME_TEXT.publishRefused).toBe(
        "Du kan ikke publicere endnu: Vælg dit visningsnavn under Min profil (/admin/profil). Læserne ser navnet som byline over dine artikler.",
      );
      expect(await db.select().from(articles)).toHaveLength(0);
      // A draft is fine: nobody reads it under that name.
      const draft = await handleCreateArticle(db, nameless, form({ ...article, isDraft: "on" }));
      expect(draft).toMatchObject({
        status: 200,
        result: { ok: true, message: "Artiklen er gemt som kladde" },
      });
    });

    it("scheduled publishing is refused too", async () => {
      const outcome = await handleCreateArticle(
        db,
        nameless,
        form({ ...article, publishAt: "2099-01-01T12:00" }),
      );
      expect(outcome).toMatchObject({ status: 403, result: { message: DISPLAY_NAME_TEXT.publishRefused } });
    });

    it("edit: publishing a draft is refused; a draft stays a draft", async () => {
      const created = await createArticle(db, nameless, { ...article, slug: "", tags: [], isDraft: true });
      if (!created.ok) throw new Error(created.reason);
      const outcome = await handleArticleListAction(
        db,
        nameless,
        form({ ...article, intent: "update", id: created.article.id, version: "1" }),
      );
      expect(outcome).toMatchObject({
        status: 403,
        result: { ok: false, message: DISPLAY_NAME_TEXT.publishRefused },
      });
      const [row] = await db.select().from(articles).where(eq(articles.id, created.article.id));
      expect(row).toMatchObject({ isDraft: true, publishedAt: null, version: 1 });
    });

    it("restoring a published version of a draft is refused", async () => {
      const created = await createArticle(db, named, { ...article, slug: "", tags: [], isDraft: false });
      if (!created.ok) throw new Error(created.reason);
      const toDraft = await updateArticle(db, named, created.article.id, {
        ...article,
        slug: created.article.slug,
        tags: [],
        isDraft: true,
        version: 1,
      });
      if (!toDraft.ok) throw new Error(toDraft.reason);
      const [revision] = await db
        .select({ id: articleRevisions.id })
        .from(articleRevisions)
        .where(eq(articleRevisions.articleId, created.article.id));
      const restored = await restoreRevision(db, nameless, created.article.id, revision.id, 2);
      expect(restored).toEqual({ ok: false, reason: "no_display_name" });
    });

    it("with a chosen name the same account publishes", async () => {
      await confirmDisplayName(db, nameless.id);
      const outcome = await handleCreateArticle(db, nameless, form(article));
      expect(outcome).toMatchObject({
        status: 200,
        result: { ok: true, message: "Artiklen er blevet oprettet og publiceret" },
      });
    });
  });

  describe("category in the edit dialog and one spelling per meaning", () => {
    async function created(category = "Nyheder") {
      const result = await createArticle(db, named, {
        ...article,
        category,
        slug: "",
        tags: [],
        isDraft: false,
      });
      if (!result.ok) throw new Error(result.reason);
      return result.article;
    }

    it("an edit changes the category", async () => {
      const saved = await created();
      const outcome = await handleArticleListAction(
        db,
        named,
        form({ ...article, category: "Analyse", intent: "update", id: saved.id, version: "1" }),
      );
      expect(outcome).toMatchObject({
        status: 200,
        result: { ok: true, message: "Artiklen er blevet opdateret" },
      });
      const [row] = await db.select().from(articles).where(eq(articles.id, saved.id));
      expect(row.category).toBe("Analyse");
    });

    it("a variant is stored as the one spelling ('Transfer' → 'Transfers')", async () => {
      const saved = await created();
      await handleArticleListAction(
        db,
        named,
        form({ ...article, category: "Transfer", intent: "update", id: saved.id, version: "1" }),
      );
      const [row] = await db.select().from(articles).where(eq(articles.id, saved.id));
      expect(row.category).toBe("Transfers");
    });

    it("a category neither offered nor in use is refused and nothing changes", async () => {
      const saved = await created();
      const outcome = await handleArticleListAction(
        db,
        named,
        form({ ...article, category: "Sladder og rygter", intent: "update", id: saved.id, version: "1" }),
      );
      expect(outcome).toMatchObject({
        status: 400,
        result: { ok: false, fieldErrors: { category: "Vælg en kategori fra listen" } },
      });
      const [row] = await db.select().from(articles).where(eq(articles.id, saved.id));
      expect(row).toMatchObject({ category: "Nyheder", version: 1 });
    });

    it("a category in use (not an admin choice) may be chosen", async () => {
      await created("Landshold");
      const saved = await created();
      const outcome = await handleArticleListAction(
        db,
        named,
        form({ ...article, category: "Landshold", intent: "update", id: saved.id, version: "1" }),
      );
      expect(outcome.status).toBe(200);
    });
  });

  it("scheduling when creating: a future time is stored and said in the message", async () => {
    const outcome = await handleCreateArticle(db, named, form({ ...article, publishAt: "2099-03-12T18:00" }));
    expect(outcome.status).toBe(200);
    expect(outcome.result.ok && outcome.result.message).toMatch(
      /^Artiklen er oprettet og planlagt til udgivelse 12\. marts 2099/,
    );
    const [row] = await db.select().from(articles);
    expect(row.publishedAt?.toISOString()).toBe("2099-03-12T17:00:00.000Z");
    expect(row.isDraft).toBe(false);
  });

  describe("article list filters (status, author)", () => {
    beforeEach(async () => {
      const now = new Date();
      const base = { ...article, slug: "", tags: [] };
      await createArticle(db, named, { ...base, title: "Udgivet af Rikke", isDraft: false });
      await createArticle(db, named, { ...base, title: "Kladde af Rikke", isDraft: true });
      await createArticle(db, named, {
        ...base,
        title: "Planlagt af Rikke",
        isDraft: false,
        publishAt: new Date(now.getTime() + 86_400_000),
      });
      await createArticle(db, named, { ...base, title: "Liveblog af Rikke", isDraft: false, live: true });
      await db.update(articles).set({ liveStatus: "live" }).where(eq(articles.title, "Liveblog af Rikke"));
      await confirmDisplayName(db, nameless.id);
      await createArticle(db, nameless, { ...base, title: "Udgivet af Ux", isDraft: false });
    });

    const titles = async (options: Parameters<typeof listAdminArticles>[1]) =>
      (await listAdminArticles(db, options)).rows.map((r) => r.title).sort();

    it("status: udgivet, kladde, planlagt, live", async () => {
      expect(await titles({ status: "udgivet" })).toEqual([
        "Liveblog af Rikke",
        "Udgivet af Rikke",
        "Udgivet af Ux",
      ]);
      expect(await titles({ status: "kladde" })).toEqual(["Kladde af Rikke"]);
      expect(await titles({ status: "planlagt" })).toEqual(["Planlagt af Rikke"]);
      expect(await titles({ status: "live" })).toEqual(["Liveblog af Rikke"]);
    });

    it("author, alone and with a status and a search", async () => {
      expect(await titles({ authorId: nameless.id })).toEqual(["Udgivet af Ux"]);
      expect(await titles({ authorId: named.id, status: "kladde" })).toEqual(["Kladde af Rikke"]);
      expect(await titles({ authorId: named.id, q: "planlagt" })).toEqual(["Planlagt af Rikke"]);
      const list = await listAdminArticles(db, { authorId: named.id, status: "udgivet" });
      expect(list).toMatchObject({ matching: 2, status: "udgivet", authorId: named.id });
    });
  });
});

describe(`issue 27: every save keeps the body's media addresses beside the body on ${TEST_DB_KIND}`, () => {
  it("create, edit and restore store what the reader's page looks up, in the save's own write", async () => {
    const db = (await createTestDatabase()).db;
    await insertRows(db, { users: [{ ...named, role: "editor", nameConfirmedAt: new Date() }] });
    const addressesOf = async (id: string) =>
      (await db.select({ urls: articles.bodyMediaUrls }).from(articles).where(eq(articles.id, id)))[0]?.urls;
    const video = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";
    const first = `Før.\n\n${video}\n\n![Jubel](/storage/media/jubel.jpg)`;
    const created = await createArticle(db, named, {
      ...article,
      content: first,
      slug: "",
      tags: [],
      isDraft: false,
    });
    if (!created.ok) throw new Error(created.reason);
    expect(await addressesOf(created.article.id)).toEqual([video, "/storage/media/jubel.jpg"]);

    const edited = await updateArticle(db, named, created.article.id, {
      ...article,
      content: "Kun tekst nu.",
      slug: created.article.slug,
      tags: [],
      isDraft: false,
      version: 1,
    });
    if (!edited.ok) throw new Error(edited.reason);
    expect(await addressesOf(created.article.id)).toEqual([]);

    const [revision] = await db
      .select({ id: articleRevisions.id })
      .from(articleRevisions)
      .where(eq(articleRevisions.articleId, created.article.id));
    const restored = await restoreRevision(db, named, created.article.id, revision.id, 2);
    if (!restored.ok) throw new Error(restored.reason);
    expect(await addressesOf(created.article.id)).toEqual([video, "/storage/media/jubel.jpg"]);
  });
});
