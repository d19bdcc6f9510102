import fs from "node:fs/promises";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { createTestDatabase, TEST_DB_KIND } from "#tests/support/test-database.ts";
import { type Database, openDatabase } from "~/server/db/client.server";
import { articles } from "~/server/db/schema";
import { handleArticleListAction, handleCreateArticle } from "./article-actions.server";
import { createArticle } from "./article-mutations.server";

const actor = { id: "user-1", email: "redaktor@forsiden.dk", name: "Rikke Redaktør" };

/** A database that has gone away: a pool that was ended, or a PGlite that was closed. */
async function goneDatabase(base: Awaited<ReturnType<typeof createTestDatabase>>): Promise<Database> {
  const handle =
    base.kind === "postgres"
      ? await openDatabase({ databaseUrl: String(base.pool.options.connectionString), poolSize: 1 })
      : await openDatabase({ loadDataDir: new Blob([await fs.readFile(inject("pgliteDump"))]) });
  await handle.close();
  return handle.db;
}

function articleForm(title: string) {
  const form = new FormData();
  form.set("title", title);
  form.set("category", "Nyheder");
  form.set("excerpt", "Et uddrag");
  form.set("content", "Brødtekst.");
  form.set("tags", "[]");
  return form;
}

describe(`an editor's save while the database is away (${TEST_DB_KIND})`, () => {
  let base: Awaited<ReturnType<typeof createTestDatabase>>;
  let gone: Database;
  beforeAll(async () => {
    base = await createTestDatabase();
    gone = await goneDatabase(base);
  });

  it("creating an article answers 503 'Ikke gemt' with the sent values, and nothing is stored", async () => {
    const outcome = await handleCreateArticle(gone, actor, articleForm("Skrevet under udfaldet"));
    expect(outcome.status).toBe(503);
    expect(outcome.result).toMatchObject({
      ok: false,
      intent: "create",
      title: "Ikke gemt",
      message: "Ændringen blev ikke gemt, fordi databasen ikke svarer lige nu. Prøv igen om lidt.",
      values: { title: "Skrevet under udfaldet", category: "Nyheder" },
    });
    const stored = await base.db.select().from(articles).where(eq(articles.title, "Skrevet under udfaldet"));
    expect(stored).toEqual([]);
  });

  it("editing an article answers 503 'Ikke gemt', and the stored article is unchanged", async () => {
    const created = await createArticle(base.db, actor, {
      title: "Før udfaldet",
      slug: "",
      excerpt: "Et uddrag",
      content: "Brødtekst.",
      category: "Nyheder",
      tags: [],
      isDraft: false,
    });
    if (!created.ok) throw new Error("create failed");
    const gone = await goneDatabase(base);
    const form = articleForm("Ændret under udfaldet");
    form.set("intent", "update");
    form.set("id", created.article.id);
    form.set("version", String(created.article.version));
    const outcome = await handleArticleListAction(gone, actor, form);
    expect(outcome.status).toBe(503);
    expect(outcome.result).toMatchObject({ ok: false, intent: "update", title: "Ikke gemt" });
    const [row] = await base.db.select().from(articles).where(eq(articles.id, created.article.id));
    expect(row?.title).toBe("Før udfaldet");
    expect(row?.version).toBe(created.article.version);
  });

  it("a failure that is not an outage keeps its own answer (an unknown article: 404)", async () => {
    const form = articleForm("Ugyldigt id");
    form.set("intent", "update");
    form.set("id", "00000000-0000-4000-8000-000000000000");
    form.set("version", "1");
    const outcome = await handleArticleListAction(base.db, actor, form);
    expect(outcome.status).toBe(404);
    expect(outcome.result).toMatchObject({ ok: false, title: "Fejl" });
  });
});
