import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, TEST_DB_KIND } from "#tests/support/test-database.ts";
import type { Database } from "~/server/db/client.server";
import { articleRevisions, articles, auditLog, user } from "~/server/db/schema";
import {
  getArticleForEdit,
  listAdminArticles,
  listPickerCategories,
  listPickerImages,
  listRevisions,
} from "./admin-article-queries.server";
import { handleArticleListAction, handleCreateArticle } from "./article-actions.server";
import {
  createArticle,
  deleteArticle,
  restoreRevision,
  type UpdateArticleInput,
  updateArticle,
} from "./article-mutations.server";

const actor = { id: "user-1", email: "redaktor@forsiden.dk", name: "Rikke Redaktør" };
const other = { id: "user-2", email: "anden@forsiden.dk", name: "Anden" };

function draftInput(overrides: Partial<Parameters<typeof createArticle>[2]> = {}) {
  return {
    title: "FCK sikrer sig ny angriber",
    slug: "",
    excerpt: "Et uddrag",
    content: "Første afsnit.\n\nAndet afsnit.",
    category: "Transfers",
    tags: ["klub:fc-kobenhavn"],
    isDraft: false,
    ...overrides,
  };
}

async function createOk(db: Database, overrides: Partial<Parameters<typeof createArticle>[2]> = {}) {
  const result = await createArticle(db, actor, draftInput(overrides));
  if (!result.ok) throw new Error(`create failed: ${result.reason}`);
  return result.article;
}

function updateInputFrom(
  article: NonNullable<Awaited<ReturnType<typeof getArticleForEdit>>>,
  overrides: Partial<UpdateArticleInput> = {},
): UpdateArticleInput {
  return {
    title: article.title,
    slug: article.slug,
    excerpt: article.excerpt,
    content: article.content,
    category: article.category,
    partner: article.partner,
    imageUrl: article.imageUrl,
    imageAlt: article.imageAlt,
    imageCredit: article.imageCredit,
    tags: article.tags ?? [],
    isDraft: article.isDraft,
    version: article.version,
    ...overrides,
  };
}

/** A submitted form with these fields. */
function formOf(values: Record<string, string>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) form.set(k, v);
  return form;
}

describe(`editorial articles on ${TEST_DB_KIND}`, () => {
  let db: Database;
  beforeAll(async () => {
    db = (await createTestDatabase()).db;
  });
  beforeEach(async () => {
    await db.delete(articles);
    await db.delete(auditLog);
  });

  describe("admin list (spec §2, §5, §9)", () => {
    async function seedList() {
      const rows = Array.from({ length: 23 }, (_, i) => ({
        slug: `artikel-${i}`,
        title: i % 5 === 0 ? `Derby nummer ${i}` : `Almindelig nyhed ${i}`,
        category: i % 4 === 0 ? "Analyse" : "Nyheder",
        publishedAt: new Date(Date.UTC(2026, 0, 1 + i)),
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
        isDraft: false,
      }));
      rows.push({
        slug: "kladde",
        title: "Hemmelig kladde",
        category: "Nyheder",
        publishedAt: null as unknown as Date,
        createdAt: new Date(Date.UTC(2025, 0, 1)),
        isDraft: true,
      });
      await db.insert(articles).values(rows);
    }

    it("shows 10 per page with the total count of all articles", async () => {
      await seedList();
      const first = await listAdminArticles(db, {});
      expect(first).toMatchObject({ total: 24, matching: 24, page: 1, pages: 3 });
      expect(first.rows).toHaveLength(10);
      // Unpublished drafts first, then newest published.
      expect(first.rows[0].title).toBe("Hemmelig kladde");
      expect(first.rows[1].title).toBe("Almindelig nyhed 22");
      const last = await listAdminArticles(db, { page: 3 });
      expect(last.rows).toHaveLength(4);
      const seen = new Set(
        [
          ...(await listAdminArticles(db, { page: 1 })).rows,
          ...(await listAdminArticles(db, { page: 2 })).rows,
          ...last.rows,
        ].map((r) => r.id),
      );
      expect(seen.size).toBe(24);
    });

    it("pages in the back half, read from the end of the index, keep the list's order", async () => {
      await seedList();
      const whole = (await listAdminArticles(db, { pageSize: 24 })).rows.map((r) => r.id);
      const paged: string[] = [];
      for (let page = 1; page <= 5; page++) {
        paged.push(...(await listAdminArticles(db, { page, pageSize: 5 })).rows.map((r) => r.id));
      }
      expect(paged).toEqual(whole);
      const last = await listAdminArticles(db, { page: 3 });
      expect(last.rows.map((r) => r.id)).toEqual(whole.slice(20));
    });

    it("clamps a page beyond the end to the last page", async () => {
      await seedList();
      expect((await listAdminArticles(db, { page: 99 })).page).toBe(3);
    });

    it("searches title case-insensitively (ILIKE)", async () => {
      await seedList();
      const result = await listAdminArticles(db, { q: "DERBY" });
      expect(result.matching).toBe(5);
      expect(result.total).toBe(24);
      expect(result.rows.every((r) => r.title.startsWith("Derby"))).toBe(true);
    });

    it("searches category too", async () => {
      await seedList();
      const result = await listAdminArticles(db, { q: "analy" });
      expect(result.matching).toBe(6);
      expect(result.rows.every((r) => r.category === "Analyse")).toBe(true);
    });

    it("treats % and _ in a search as plain characters", async () => {
      await seedList();
      expect((await listAdminArticles(db, { q: "%" })).matching).toBe(0);
      expect((await listAdminArticles(db, { q: "_" })).matching).toBe(0);
    });
  });

  describe("create (spec §4, §7)", () => {
    it("a published article gets published_at = creation time, tags stored, empty image/credit null", async () => {
      const now = new Date("2026-04-01T10:00:00Z");
      const result = await createArticle(db, actor, draftInput(), now);
      expect(result.ok).toBe(true);
      const [row] = await db.select().from(articles);
      expect(row).toMatchObject({
        title: "FCK sikrer sig ny angriber",
        slug: "fck-sikrer-sig-ny-angriber",
        isDraft: false,
        tags: ["klub:fc-kobenhavn"],
        imageUrl: null,
        imageCredit: null,
        author: "Rikke Redaktør",
        version: 1,
      });
      expect(row.publishedAt?.toISOString()).toBe(now.toISOString());
      expect(row.createdAt.toISOString()).toBe(now.toISOString());
    });

    it("a draft gets published_at null and empty tags null", async () => {
      await createArticle(db, actor, draftInput({ isDraft: true, tags: [] }));
      const [row] = await db.select().from(articles);
      expect(row.publishedAt).toBeNull();
      expect(row.tags).toBeNull();
      expect(row.isDraft).toBe(true);
    });

    it("records who created it in the audit log, in Danish", async () => {
      await createOk(db, { isDraft: true, title: "Min kladde" });
      const [entry] = await db.select().from(auditLog);
      expect(entry).toMatchObject({
        actorEmail: actor.email,
        entityType: "article",
        summary: 'oprettede kladden "Min kladde"',
      });
    });

    it("records the writing account and its display name as the byline, never the e-mail (issue 14)", async () => {
      // As every sign-up before migration 0008: the address stored as the name.
      await db.insert(user).values({
        id: "byline-1",
        email: "ux-admin@example.dk",
        name: "ux-admin@example.dk",
        role: "editor",
      });
      const writer = { id: "byline-1", email: "ux-admin@example.dk", name: "ux-admin@example.dk" };
      // A draft: without a chosen display name the account cannot publish (issue 22).
      const result = await createArticle(db, writer, draftInput({ title: "Byline-prøve", isDraft: true }));
      if (!result.ok) throw new Error(result.reason);
      const [row] = await db
        .select({ author: articles.author, authorId: articles.authorId })
        .from(articles)
        .where(eq(articles.id, result.article.id));
      expect(row).toEqual({ author: "Ux Admin", authorId: "byline-1" });
      // An actor without an account row (a script) keeps a text byline, never an address.
      const scripted = await createArticle(
        db,
        { id: "x", email: "x@y.dk", name: "x@y.dk" },
        draftInput({ title: "Skript" }),
      );
      if (!scripted.ok) throw new Error(scripted.reason);
      const [text] = await db
        .select({ author: articles.author, authorId: articles.authorId })
        .from(articles)
        .where(eq(articles.id, scripted.article.id));
      expect(text).toEqual({ author: null, authorId: null });
    });

    it("keeps the partner only for advertorials", async () => {
      await createOk(db, { category: "Advertorial", partner: "Spilpartner A/S", title: "Annonce" });
      await createOk(db, { category: "Nyheder", partner: "Skal ikke gemmes", title: "Nyhed" });
      const rows = await db.select({ title: articles.title, partner: articles.partner }).from(articles);
      expect(rows.find((r) => r.title === "Annonce")?.partner).toBe("Spilpartner A/S");
      expect(rows.find((r) => r.title === "Nyhed")?.partner).toBeNull();
    });
  });

  describe("slug uniqueness (spec §5)", () => {
    it("a derived slug that is taken gets -2, -3 …", async () => {
      const a = await createOk(db);
      const b = await createOk(db);
      const c = await createOk(db);
      expect([a.slug, b.slug, c.slug]).toEqual([
        "fck-sikrer-sig-ny-angriber",
        "fck-sikrer-sig-ny-angriber-2",
        "fck-sikrer-sig-ny-angriber-3",
      ]);
    });

    it("a manually typed slug that is taken is refused with 'Denne URL er allerede i brug'", async () => {
      await createOk(db, { slug: "mit-eget-slug" });
      const form = formOf({
        title: "Noget andet",
        excerpt: "x",
        content: "y",
        category: "Nyheder",
        slug: "mit-eget-slug",
      });
      const outcome = await handleCreateArticle(db, actor, form);
      expect(outcome.status).toBe(400);
      expect(outcome.result).toMatchObject({
        ok: false,
        fieldErrors: { slug: "Denne URL er allerede i brug" },
      });
      expect(await db.select().from(articles)).toHaveLength(1);
    });

    it("an update may keep its own slug but not take another article's", async () => {
      const a = await createOk(db, { title: "Første" });
      const b = await createOk(db, { title: "Anden" });
      const current = (await getArticleForEdit(db, b.id))!;
      expect((await updateArticle(db, actor, b.id, updateInputFrom(current, { excerpt: "nyt" }))).ok).toBe(
        true,
      );
      const again = (await getArticleForEdit(db, b.id))!;
      const clash = await updateArticle(db, actor, b.id, updateInputFrom(again, { slug: a.slug }));
      expect(clash).toEqual({ ok: false, reason: "slug_taken" });
    });
  });

  describe("new-article action (spec §5, §8)", () => {
    it("answers with the spec's field messages and nothing is written", async () => {
      const outcome = await handleCreateArticle(db, actor, new FormData());
      expect(outcome.status).toBe(400);
      expect(outcome.result).toMatchObject({
        ok: false,
        title: "Fejl",
        fieldErrors: {
          title: "Titel er påkrævet",
          content: "Indhold er påkrævet",
          excerpt: "Uddrag er påkrævet",
          category: "Kategori er påkrævet",
        },
      });
      expect(await db.select().from(articles)).toHaveLength(0);
    });

    it("success toasts: 'Artiklen er blevet oprettet og publiceret' / 'Artiklen er gemt som kladde'", async () => {
      const form = formOf({ title: "Titel", excerpt: "x", content: "y", category: "Kampe" });
      expect((await handleCreateArticle(db, actor, form)).result).toMatchObject({
        ok: true,
        title: "Succes!",
        message: "Artiklen er blevet oprettet og publiceret",
      });
      form.set("isDraft", "on");
      expect((await handleCreateArticle(db, actor, form)).result).toMatchObject({
        ok: true,
        message: "Artiklen er gemt som kladde",
      });
    });
  });

  describe("update (spec §4, §7) with conflict protection and revisions", () => {
    it("saves, bumps the version and stores the previous state as a revision", async () => {
      const created = await createOk(db);
      const before = (await getArticleForEdit(db, created.id))!;
      const result = await updateArticle(
        db,
        actor,
        created.id,
        updateInputFrom(before, { title: "Ny titel", tags: [] }),
      );
      expect(result).toMatchObject({ ok: true, article: { version: 2, title: "Ny titel" } });
      const after = (await getArticleForEdit(db, created.id))!;
      expect(after.title).toBe("Ny titel");
      expect(after.tags).toBeNull();
      expect(after.publishedAt?.toISOString()).toBe(before.publishedAt?.toISOString());
      expect(after.updatedAt.getTime()).toBeGreaterThanOrEqual(before.updatedAt.getTime());
      const revisions = await db
        .select()
        .from(articleRevisions)
        .where(eq(articleRevisions.articleId, created.id));
      expect(revisions).toHaveLength(1);
      expect(revisions[0]).toMatchObject({ version: 1, createdBy: actor.email });
      expect(revisions[0].snapshot).toMatchObject({
        title: "FCK sikrer sig ny angriber",
        tags: ["klub:fc-kobenhavn"],
      });
      const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, "updated"));
      expect(audit.summary).toBe('opdaterede artiklen "Ny titel"');
    });

    it("refuses a save against an old version and overwrites nothing", async () => {
      const created = await createOk(db);
      const opened = (await getArticleForEdit(db, created.id))!;
      // Someone else saves first.
      expect(
        (await updateArticle(db, other, created.id, updateInputFrom(opened, { title: "Kollegaens titel" })))
          .ok,
      ).toBe(true);
      const stale = await updateArticle(
        db,
        actor,
        created.id,
        updateInputFrom(opened, { title: "Min titel" }),
      );
      expect(stale).toEqual({ ok: false, reason: "conflict" });
      const row = (await getArticleForEdit(db, created.id))!;
      expect(row).toMatchObject({ title: "Kollegaens titel", version: 2 });
      expect(await listRevisions(db, created.id)).toHaveLength(1);
    });

    it("the action answers a conflict with the Danish message and 409", async () => {
      const created = await createOk(db);
      const form = formOf({
        intent: "update",
        id: created.id,
        version: "7",
        title: "x",
        excerpt: "y",
        content: "z",
      });
      const outcome = await handleArticleListAction(db, actor, form);
      expect(outcome.status).toBe(409);
      expect(outcome.result).toMatchObject({
        ok: false,
        conflict: true,
        title: "Fejl",
        message:
          "Artiklen er blevet ændret af en anden, siden du åbnede den. Genindlæs for at se den nyeste version.",
      });
    });

    it("the action's success answer is 'Succes!' / 'Artiklen er blevet opdateret'", async () => {
      const created = await createOk(db);
      const form = formOf({
        intent: "update",
        id: created.id,
        version: "1",
        title: "x",
        excerpt: "y",
        content: "z",
        tags: "[]",
      });
      const outcome = await handleArticleListAction(db, actor, form);
      expect(outcome).toMatchObject({
        status: 200,
        result: { ok: true, title: "Succes!", message: "Artiklen er blevet opdateret" },
      });
    });

    it("turning it into a draft clears published_at; publishing again gets now", async () => {
      const created = await createOk(db);
      let row = (await getArticleForEdit(db, created.id))!;
      await updateArticle(db, actor, created.id, updateInputFrom(row, { isDraft: true }));
      row = (await getArticleForEdit(db, created.id))!;
      expect(row.publishedAt).toBeNull();
      const now = new Date("2026-09-09T09:09:00Z");
      await updateArticle(db, actor, created.id, updateInputFrom(row, { isDraft: false }), now);
      row = (await getArticleForEdit(db, created.id))!;
      expect(row.publishedAt?.toISOString()).toBe(now.toISOString());
      const actions = (await db.select().from(auditLog)).map((a) => a.action);
      expect(actions).toEqual(expect.arrayContaining(["unpublished", "published"]));
    });

    it("a chosen future publish time schedules the article", async () => {
      const created = await createOk(db);
      const row = (await getArticleForEdit(db, created.id))!;
      const future = new Date(Date.now() + 7 * 86_400_000);
      future.setSeconds(0, 0);
      await updateArticle(db, actor, created.id, updateInputFrom(row, { publishAt: future }));
      expect((await getArticleForEdit(db, created.id))!.publishedAt?.toISOString()).toBe(
        future.toISOString(),
      );
    });

    it("restoring a revision is itself a save with a revision", async () => {
      const created = await createOk(db, { title: "Original" });
      const v1 = (await getArticleForEdit(db, created.id))!;
      await updateArticle(
        db,
        actor,
        created.id,
        updateInputFrom(v1, { title: "Ændret", content: "Ny tekst" }),
      );
      const [revision] = await listRevisions(db, created.id);
      expect(revision.version).toBe(1);
      const restored = await restoreRevision(db, other, created.id, revision.id, 2);
      expect(restored).toMatchObject({ ok: true, article: { version: 3, title: "Original" } });
      const row = (await getArticleForEdit(db, created.id))!;
      expect(row).toMatchObject({
        title: "Original",
        content: "Første afsnit.\n\nAndet afsnit.",
        version: 3,
      });
      const revisions = await listRevisions(db, created.id);
      expect(revisions.map((r) => [r.version, r.createdBy])).toEqual([
        [2, other.email],
        [1, actor.email],
      ]);
      // A stale restore is refused like a stale save.
      expect(await restoreRevision(db, other, created.id, revision.id, 2)).toEqual({
        ok: false,
        reason: "conflict",
      });
    });
  });

  describe("delete (spec §4)", () => {
    it("deletes permanently, with its revisions, and says so in the audit log", async () => {
      const created = await createOk(db, { title: "Væk" });
      const row = (await getArticleForEdit(db, created.id))!;
      await updateArticle(db, actor, created.id, updateInputFrom(row, { excerpt: "ny" }));
      expect(await deleteArticle(db, actor, created.id)).toBe(true);
      expect(await getArticleForEdit(db, created.id)).toBeUndefined();
      expect(await db.select().from(articleRevisions)).toHaveLength(0);
      const entries = await db.select().from(auditLog).where(eq(auditLog.action, "deleted"));
      expect(entries[0].summary).toBe('slettede artiklen "Væk"');
      expect(await deleteArticle(db, actor, created.id)).toBe(false);
    });

    it("the action answers 'Succes!' / 'Artiklen er blevet slettet', or 'Der opstod en fejl ved sletning af artiklen'", async () => {
      const created = await createOk(db);
      const form = formOf({ intent: "delete", id: created.id });
      expect((await handleArticleListAction(db, actor, form)).result).toMatchObject({
        ok: true,
        title: "Succes!",
        message: "Artiklen er blevet slettet",
      });
      const again = await handleArticleListAction(db, actor, form);
      expect(again.result).toMatchObject({
        ok: false,
        title: "Fejl",
        message: "Der opstod en fejl ved sletning af artiklen",
      });
    });
  });

  describe("ids from the address bar", () => {
    it("an id that is not a UUID finds nothing instead of failing", async () => {
      expect(await getArticleForEdit(db, "ikke-et-id")).toBeUndefined();
      expect(await getArticleForEdit(db, "------------------------------------")).toBeUndefined();
      expect(await listRevisions(db, "ikke-et-id")).toEqual([]);
      expect(await deleteArticle(db, actor, "ikke-et-id")).toBe(false);
    });
  });

  describe("existing-image picker (spec §7)", () => {
    it("lists only articles with an image, latest first, at most 50, optionally one category", async () => {
      const rows = Array.from({ length: 60 }, (_, i) => ({
        slug: `billede-${i}`,
        title: `Billede ${i}`,
        category: i % 2 === 0 ? "Kampe" : "Nyheder",
        imageUrl: i < 55 ? `/storage/article-images/${i}.jpg` : null,
        publishedAt: new Date(Date.UTC(2026, 0, 1, i)),
      }));
      await db.insert(articles).values(rows);
      const all = await listPickerImages(db);
      expect(all).toHaveLength(50);
      expect(all.every((r) => r.imageUrl !== null)).toBe(true);
      expect(all[0].title).toBe("Billede 54");
      const kampe = await listPickerImages(db, "Kampe");
      expect(kampe.every((r) => r.category === "Kampe")).toBe(true);
      expect(kampe).toHaveLength(28);
      expect(await listPickerCategories(db)).toEqual(["Kampe", "Nyheder"]);
    });
  });
});
