import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { articleRow, userRow } from "#tests/support/factories.ts";
import { createTestDatabase, TEST_DB_KIND } from "#tests/support/test-database.ts";
import type { Database } from "~/server/db/client.server";
import { articles, articleWorkingCopies, user } from "~/server/db/schema";
import {
  answerWorkingCopyRead,
  answerWorkingCopyWrite,
  getWorkingCopy,
  purgeOldWorkingCopies,
  saveWorkingCopy,
} from "./working-copies.server";

const editor = { id: "wc-editor", role: "editor" };
const writer = { id: "wc-skribent", role: "contributor" };
const otherWriter = { id: "wc-skribent-2", role: "contributor" };

const DAY = 86_400_000;

describe(`working copies (autosave, issue 26) on ${TEST_DB_KIND}`, () => {
  let db: Database;
  let ownArticle: string;
  let othersArticle: string;

  beforeAll(async () => {
    db = (await createTestDatabase()).db;
    await db
      .insert(user)
      .values([
        userRow({ id: editor.id, role: "editor", name: "Rikke Redaktør" }),
        userRow({ id: writer.id, role: "contributor", name: "Sofie Lund" }),
        userRow({ id: otherWriter.id, role: "contributor", name: "Mads Holm" }),
      ]);
  });

  beforeEach(async () => {
    await db.delete(articleWorkingCopies);
    await db.delete(articles);
    const rows = await db
      .insert(articles)
      .values([
        articleRow({ title: "Sofies kladde", isDraft: true, publishedAt: null, authorId: writer.id }),
        articleRow({ title: "Mads' kladde", isDraft: true, publishedAt: null, authorId: otherWriter.id }),
      ])
      .returning({ id: articles.id });
    [ownArticle, othersArticle] = rows.map((r) => r.id);
  });

  const save = (who: typeof editor, body: Record<string, unknown>, method = "POST", now?: Date) =>
    answerWorkingCopyWrite(db, who, method, { intent: "save", ...body }, now);

  it("stores the caller's copy and gives it back; a later save replaces it", async () => {
    const first = new Date("2026-11-27T13:30:00Z");
    const second = new Date("2026-11-27T13:32:00Z");
    await save(writer, { draftKey: "ny", fields: { title: "Første udkast" } }, "POST", first);
    const answer = await save(
      writer,
      { draftKey: "ny", fields: { title: "Andet udkast", content: "Brødtekst" } },
      "POST",
      second,
    );
    expect(answer).toEqual({ status: 200, body: { savedAt: second.toISOString() } });
    expect(await answerWorkingCopyRead(db, writer, "ny")).toEqual({
      status: 200,
      body: {
        copy: {
          savedAt: second.toISOString(),
          baseVersion: null,
          fields: { title: "Andet udkast", content: "Brødtekst" },
        },
      },
    });
  });

  it("a copy belongs to its writer: another account reads nothing", async () => {
    await save(editor, { draftKey: ownArticle, baseVersion: 1, fields: { title: "Redaktørens version" } });
    expect(await answerWorkingCopyRead(db, writer, ownArticle)).toEqual({
      status: 200,
      body: { copy: null },
    });
    expect((await getWorkingCopy(db, editor.id, ownArticle))?.baseVersion).toBe(1);
  });

  it("a contributor keeps copies of the new-article form and their own articles only", async () => {
    expect(
      (await save(writer, { draftKey: ownArticle, baseVersion: 1, fields: { title: "x" } })).status,
    ).toBe(200);
    expect(await save(writer, { draftKey: othersArticle, baseVersion: 1, fields: { title: "x" } })).toEqual({
      status: 403,
      body: { message: "Ingen adgang" },
    });
    expect(await answerWorkingCopyRead(db, writer, othersArticle)).toEqual({
      status: 403,
      body: { message: "Ingen adgang" },
    });
    // Editors may keep a copy of anyone's article.
    expect(
      (await save(editor, { draftKey: othersArticle, baseVersion: 1, fields: { title: "x" } })).status,
    ).toBe(200);
    const stored = await db.select({ user: articleWorkingCopies.userId }).from(articleWorkingCopies);
    expect(stored.map((r) => r.user).sort()).toEqual([editor.id, writer.id].sort());
  });

  it("refuses bad input with 400 (never 500) and unknown articles with 404", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    expect(await save(editor, { draftKey: missing, fields: {} })).toEqual({
      status: 404,
      body: { message: "Artiklen findes ikke." },
    });
    expect((await save(editor, { draftKey: "'; drop table articles", fields: {} })).status).toBe(400);
    expect((await save(editor, { draftKey: "ny", fields: { title: "x".repeat(301) } })).status).toBe(400);
    expect((await save(editor, { draftKey: "ny", fields: { content: 42 } })).status).toBe(400);
    expect(await answerWorkingCopyWrite(db, editor, "POST", { intent: "publish", draftKey: "ny" })).toEqual({
      status: 400,
      body: { message: "Ukendt handling" },
    });
    expect((await answerWorkingCopyWrite(db, editor, "POST", null)).status).toBe(400);
    expect((await answerWorkingCopyRead(db, editor, null)).status).toBe(400);
    expect((await answerWorkingCopyRead(db, editor, "not-a-key")).status).toBe(400);
    expect(await db.select().from(articleWorkingCopies)).toEqual([]);
  });

  it("keeps only the article form's fields (intent, id, version and the like are dropped)", async () => {
    await save(editor, {
      draftKey: "ny",
      fields: {
        title: "Titel",
        tags: '["klub:agf"]',
        isDraft: "on",
        intent: "update",
        id: "x",
        version: "3",
      },
    });
    expect((await getWorkingCopy(db, editor.id, "ny"))?.fields).toEqual({
      title: "Titel",
      tags: '["klub:agf"]',
      isDraft: "on",
    });
  });

  it("PUT saves and DELETE (intent 'discard') removes the caller's copy ('Kassér')", async () => {
    expect(
      (await answerWorkingCopyWrite(db, writer, "PUT", { draftKey: "ny", fields: { title: "x" } })).status,
    ).toBe(200);
    await save(editor, { draftKey: "ny", fields: { title: "Redaktørens" } });
    expect(await answerWorkingCopyWrite(db, writer, "DELETE", { draftKey: "ny" })).toEqual({
      status: 200,
      body: { discarded: true },
    });
    expect(await getWorkingCopy(db, writer.id, "ny")).toBeNull();
    // Someone else's copy of the same form stays.
    expect((await getWorkingCopy(db, editor.id, "ny"))?.fields).toEqual({ title: "Redaktørens" });
  });

  it("the nightly job deletes copies older than 30 days and keeps the rest", async () => {
    const now = new Date("2026-11-27T03:30:00Z");
    await saveWorkingCopy(
      db,
      writer.id,
      { draftKey: "ny", baseVersion: null, fields: { title: "gammel" } },
      new Date(now.getTime() - 31 * DAY),
    );
    await saveWorkingCopy(
      db,
      writer.id,
      { draftKey: ownArticle, baseVersion: 1, fields: { title: "ny" } },
      new Date(now.getTime() - 29 * DAY),
    );
    expect(await purgeOldWorkingCopies(db, now)).toEqual({ deletedWorkingCopies: 1 });
    const left = await db.select({ key: articleWorkingCopies.draftKey }).from(articleWorkingCopies);
    expect(left).toEqual([{ key: ownArticle }]);
  });

  it("a copy goes with its article when the article is deleted", async () => {
    await save(writer, { draftKey: ownArticle, baseVersion: 1, fields: { title: "x" } });
    await db.delete(articles).where(eq(articles.id, ownArticle));
    expect(await db.select().from(articleWorkingCopies)).toEqual([]);
  });
});
