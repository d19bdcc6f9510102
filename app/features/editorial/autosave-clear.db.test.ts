import { and, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { userRow } from "#tests/support/factories.ts";
import { createTestDatabase, TEST_DB_KIND } from "#tests/support/test-database.ts";
import type { Database } from "~/server/db/client.server";
import { articles, articleWorkingCopies, user } from "~/server/db/schema";
import { createArticle, updateArticle } from "./article-mutations.server";

const actor = { id: "autosave-editor", email: "rikke@forsiden.test", name: "Rikke Redaktør", role: "editor" };
const colleague = "autosave-colleague";

const input = {
  title: "Kladde med arbejdskopi",
  slug: "",
  excerpt: "Uddrag",
  content: "Brødtekst.",
  category: "Nyheder",
  tags: [],
  isDraft: true,
};

async function copies(db: Database) {
  const rows = await db
    .select({ userId: articleWorkingCopies.userId, key: articleWorkingCopies.draftKey })
    .from(articleWorkingCopies);
  return rows.map((r) => `${r.userId}:${r.key}`).sort();
}

describe(`a save ends the writer's working copy (issue 26) on ${TEST_DB_KIND}`, () => {
  let db: Database;
  beforeAll(async () => {
    db = (await createTestDatabase()).db;
    await db
      .insert(user)
      .values([
        userRow({ id: actor.id, role: "editor", name: actor.name }),
        userRow({ id: colleague, role: "editor" }),
      ]);
  });
  beforeEach(async () => {
    await db.delete(articleWorkingCopies);
    await db.delete(articles);
  });

  it("creating the article deletes the writer's 'ny' copy, not a colleague's", async () => {
    await db.insert(articleWorkingCopies).values([
      { userId: actor.id, draftKey: "ny", fields: { title: "x" } },
      { userId: colleague, draftKey: "ny", fields: { title: "y" } },
    ]);
    const result = await createArticle(db, actor, input);
    expect(result.ok).toBe(true);
    expect(await copies(db)).toEqual([`${colleague}:ny`]);
  });

  it("saving an article deletes the writer's copy of that article only", async () => {
    const created = await createArticle(db, actor, input);
    if (!created.ok) throw new Error(created.reason);
    const id = created.article.id;
    await db.insert(articleWorkingCopies).values([
      { userId: actor.id, draftKey: id, articleId: id, baseVersion: 1, fields: { title: "x" } },
      { userId: actor.id, draftKey: "ny", fields: { title: "næste" } },
      { userId: colleague, draftKey: id, articleId: id, baseVersion: 1, fields: { title: "y" } },
    ]);
    const saved = await updateArticle(db, actor, id, {
      ...input,
      title: "Gemt",
      version: created.article.version,
    });
    expect(saved.ok).toBe(true);
    expect(await copies(db)).toEqual([`${actor.id}:ny`, `${colleague}:${id}`].sort());
  });

  it("a refused save (stale version) keeps the copy", async () => {
    const created = await createArticle(db, actor, input);
    if (!created.ok) throw new Error(created.reason);
    const id = created.article.id;
    await db
      .insert(articleWorkingCopies)
      .values({ userId: actor.id, draftKey: id, articleId: id, baseVersion: 0, fields: { title: "x" } });
    const saved = await updateArticle(db, actor, id, { ...input, version: created.article.version + 5 });
    expect(saved).toEqual({ ok: false, reason: "conflict" });
    const kept = await db
      .select()
      .from(articleWorkingCopies)
      .where(and(eq(articleWorkingCopies.userId, actor.id), eq(articleWorkingCopies.draftKey, id)));
    expect(kept).toHaveLength(1);
  });
});
