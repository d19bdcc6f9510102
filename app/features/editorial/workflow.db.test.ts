import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, TEST_DB_KIND } from "#tests/support/test-database.ts";
import type { Database } from "~/server/db/client.server";
import { articles, articleTransitions, auditLog, user } from "~/server/db/schema";
import { getArticleForEdit, listAdminArticles } from "./admin-article-queries.server";
import { handleArticleListAction, handleCreateArticle } from "./article-actions.server";
import { createArticle, type UpdateArticleInput, updateArticle } from "./article-mutations.server";
import { countOwnByState, countSubmitted, listTransitions, transitionArticle } from "./workflow.server";

const skribent = { id: "wf-skribent", email: "sofie@forsiden.test", name: "Sofie Lund", role: "contributor" };
const anden = { id: "wf-anden", email: "anden@forsiden.test", name: "Anders And", role: "contributor" };
const redaktor = { id: "wf-redaktor", email: "rikke@forsiden.test", name: "Rikke Redaktør", role: "editor" };

const base = {
  title: "Brøndby vinder derbyet",
  slug: "",
  excerpt: "Et uddrag",
  content: "Første afsnit.",
  category: "Kampe",
  tags: [] as string[],
  isDraft: true,
};

function form(values: Record<string, unknown>) {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) if (v !== null && v !== undefined) f.set(k, String(v));
  return f;
}

async function row(db: Database, id: string) {
  const [r] = await db.select().from(articles).where(eq(articles.id, id));
  return r;
}

async function editInput(db: Database, id: string, overrides: Partial<UpdateArticleInput> = {}) {
  const a = (await getArticleForEdit(db, id))!;
  return {
    title: a.title,
    slug: a.slug,
    excerpt: a.excerpt,
    content: a.content,
    category: a.category,
    tags: a.tags ?? [],
    isDraft: a.isDraft,
    version: a.version,
    ...overrides,
  };
}

describe(`the review workflow on ${TEST_DB_KIND} (issue 26)`, () => {
  let db: Database;
  beforeAll(async () => {
    db = (await createTestDatabase()).db;
    const confirmed = new Date();
    for (const u of [skribent, anden, redaktor]) {
      await db
        .insert(user)
        .values({ id: u.id, email: u.email, name: u.name, role: u.role, nameConfirmedAt: confirmed })
        .onConflictDoNothing();
    }
  });
  beforeEach(async () => {
    await db.delete(articles);
    await db.delete(auditLog);
  });

  async function contributorDraft(submit = false) {
    const result = await createArticle(db, skribent, { ...base, submit });
    if (!result.ok) throw new Error(result.reason);
    return result.article;
  }

  it("a contributor's new article is a draft even when the form says publish, with a time", async () => {
    const result = await createArticle(db, skribent, {
      ...base,
      isDraft: false,
      publishAt: new Date(Date.now() + 3_600_000),
    });
    expect(result).toMatchObject({
      ok: true,
      article: { isDraft: true, publishedAt: null, reviewState: null },
    });
  });

  it("'Send til redigering' on the new-article form creates the article as 'Til redigering' with a transition", async () => {
    const { result, status } = await handleCreateArticle(
      db,
      skribent,
      form({ ...base, tags: "[]", isDraft: "off", review: "submit" }),
    );
    expect(status).toBe(200);
    expect(result).toMatchObject({ ok: true, message: "Artiklen er oprettet og sendt til redigering" });
    const id = result.ok ? result.article!.id : "";
    expect((await row(db, id)).reviewState).toBe("submitted");
    expect(await listTransitions(db, id)).toMatchObject([
      { fromState: "draft", toState: "submitted", actorName: "Sofie Lund", comment: null },
    ]);
    expect(await countSubmitted(db)).toBe(1);
  });

  it("a contributor cannot publish through a save (isDraft=false is ignored)", async () => {
    const draft = await contributorDraft();
    const saved = await updateArticle(
      db,
      skribent,
      draft.id,
      await editInput(db, draft.id, { isDraft: false }),
    );
    expect(saved).toMatchObject({ ok: true, article: { isDraft: true, publishedAt: null } });
  });

  it("a contributor cannot edit another's article: 403 'Ingen adgang', nothing changed", async () => {
    const draft = await contributorDraft();
    const input = await editInput(db, draft.id, { title: "Kapret" });
    expect(await updateArticle(db, anden, draft.id, input)).toEqual({ ok: false, reason: "forbidden" });
    const { result, status } = await handleArticleListAction(
      db,
      anden,
      form({ intent: "update", id: draft.id, ...input, tags: "[]", isDraft: "on" }),
    );
    expect(status).toBe(403);
    expect(result).toMatchObject({ ok: false, message: "Ingen adgang" });
    expect((await row(db, draft.id)).title).toBe(base.title);
  });

  it("a contributor cannot delete or restore: 403", async () => {
    const draft = await contributorDraft();
    const del = await handleArticleListAction(db, skribent, form({ intent: "delete", id: draft.id }));
    expect(del.status).toBe(403);
    expect(del.result).toMatchObject({ message: "Ingen adgang" });
    expect(await row(db, draft.id)).toBeDefined();
    const restore = await handleArticleListAction(
      db,
      skribent,
      form({ intent: "restore", id: draft.id, revisionId: draft.id, version: draft.version }),
    );
    expect(restore.status).toBe(403);
  });

  it("a contributor cannot approve or publish their own submission, nor edit it once approved", async () => {
    const draft = await contributorDraft(true);
    for (const intent of ["approve", "publish"]) {
      const { status, result } = await handleArticleListAction(
        db,
        skribent,
        form({ intent, id: draft.id, version: draft.version }),
      );
      expect(status, intent).toBe(403);
      expect(result).toMatchObject({ message: "Ingen adgang" });
    }
    const approved = await transitionArticle(db, redaktor, draft.id, "approve", { version: draft.version });
    expect(approved).toMatchObject({ ok: true, from: "submitted", to: "approved" });
    const input = await editInput(db, draft.id, { title: "Ændret efter godkendelse" });
    expect(await updateArticle(db, skribent, draft.id, input)).toEqual({ ok: false, reason: "forbidden" });
  });

  it("an editor sends back only with a comment: 'Skriv en kommentar til skribenten'", async () => {
    const draft = await contributorDraft(true);
    const { status, result } = await handleArticleListAction(
      db,
      redaktor,
      form({ intent: "send_back", id: draft.id, version: draft.version, comment: "  " }),
    );
    expect(status).toBe(400);
    expect(result).toMatchObject({ ok: false, message: "Skriv en kommentar til skribenten" });
    expect((await row(db, draft.id)).reviewState).toBe("submitted");

    const back = await handleArticleListAction(
      db,
      redaktor,
      form({ intent: "send_back", id: draft.id, version: draft.version, comment: "Mangler kilder" }),
    );
    expect(back.status).toBe(200);
    expect(back.result).toMatchObject({ ok: true, message: "Artiklen er sendt tilbage til skribenten" });
    expect((await row(db, draft.id)).reviewState).toBe("returned");
    expect((await listTransitions(db, draft.id))[0]).toMatchObject({
      fromState: "submitted",
      toState: "returned",
      actorName: "Rikke Redaktør",
      comment: "Mangler kilder",
    });
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, draft.id));
    expect(audit.map((a) => a.action)).toContain("returned");
  });

  it("the full round: submit, send back, resubmit, approve, publish now (review state cleared)", async () => {
    let a = await contributorDraft();
    const step = async (
      actor: typeof skribent,
      t: "submit" | "approve" | "send_back" | "publish",
      comment?: string,
    ) => {
      const r = await transitionArticle(db, actor, a.id, t, { version: a.version, comment });
      if (!r.ok) throw new Error(`${t}: ${r.reason}`);
      a = { ...a, version: r.article.version };
      return r;
    };
    await step(skribent, "submit");
    await step(redaktor, "send_back", "Stram indledningen");
    await step(skribent, "submit");
    await step(redaktor, "approve");
    const published = await step(redaktor, "publish");
    expect(published.article).toMatchObject({ isDraft: false, reviewState: null });
    expect(published.article.publishedAt).toBeInstanceOf(Date);
    const history = await db
      .select({ from: articleTransitions.fromState, to: articleTransitions.toState })
      .from(articleTransitions)
      .where(eq(articleTransitions.articleId, a.id));
    expect(history).toHaveLength(5);
    expect(history.map((h) => `${h.from}→${h.to}`).sort()).toEqual(
      [
        "draft→submitted",
        "submitted→returned",
        "returned→submitted",
        "submitted→approved",
        "approved→published",
      ].sort(),
    );
  });

  it("a stale version is refused (409) and a transition from the wrong state too", async () => {
    const draft = await contributorDraft(true);
    const stale = await handleArticleListAction(
      db,
      redaktor,
      form({ intent: "approve", id: draft.id, version: draft.version + 5 }),
    );
    expect(stale.status).toBe(409);
    const again = await handleArticleListAction(
      db,
      skribent,
      form({ intent: "submit", id: draft.id, version: draft.version }),
    );
    expect(again.status).toBe(409);
  });

  it("an editor scheduling an approved article through the save records →scheduled and clears the review", async () => {
    let a = await contributorDraft(true);
    const r = await transitionArticle(db, redaktor, a.id, "approve", { version: a.version });
    if (!r.ok) throw new Error(r.reason);
    a = { ...a, version: r.article.version };
    const when = new Date(Date.now() + 2 * 3_600_000);
    when.setSeconds(0, 0);
    const saved = await updateArticle(
      db,
      redaktor,
      a.id,
      await editInput(db, a.id, { isDraft: false, publishAt: when }),
    );
    expect(saved).toMatchObject({ ok: true, article: { isDraft: false, reviewState: null } });
    expect((await listTransitions(db, a.id))[0]).toMatchObject({
      fromState: "approved",
      toState: "scheduled",
    });
  });

  it("an unknown intent answers 400", async () => {
    const { status } = await handleArticleListAction(db, redaktor, form({ intent: "fly" }));
    expect(status).toBe(400);
  });

  it("the list's state filters and a contributor's own counts", async () => {
    await contributorDraft(true);
    await contributorDraft();
    await createArticle(db, redaktor, { ...base, title: "Redaktørens", isDraft: false });
    const submitted = await listAdminArticles(db, { status: "til-redigering" });
    expect(submitted.rows.map((r) => r.reviewState)).toEqual(["submitted"]);
    const own = await listAdminArticles(db, { authorId: skribent.id });
    expect(own.matching).toBe(2);
    expect(await countOwnByState(db, skribent.id)).toEqual({
      draft: 1,
      returned: 0,
      submitted: 1,
      approved: 0,
      scheduled: 0,
      published: 0,
    });
  });
});
