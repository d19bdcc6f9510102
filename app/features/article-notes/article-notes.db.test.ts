import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { insertRows } from "#tests/support/factories.ts";
import { createTestDatabase, TEST_DB_KIND } from "#tests/support/test-database.ts";
import type { Database } from "~/server/db/client.server";
import { articleNotes, auditLog } from "~/server/db/schema";
import {
  createNote,
  deleteNote,
  listNotes,
  type NoteActor,
  type NoteArticle,
  noteAccess,
  setNoteResolved,
} from "./article-notes.server";

const editor: NoteActor = {
  id: "noter-redaktoer",
  email: "redaktoer@noter.test",
  name: "Rikke Redaktør",
  role: "editor",
};
const writer: NoteActor = {
  id: "noter-skribent",
  email: "skribent@noter.test",
  name: "Sofie Lund",
  role: "contributor",
};
const other: NoteActor = {
  id: "noter-anden",
  email: "anden@noter.test",
  name: "Mads Holm",
  role: "contributor",
};

describe(`internal notes on ${TEST_DB_KIND}`, () => {
  let db: Database;
  let own: NoteArticle;
  let foreign: NoteArticle;

  beforeAll(async () => {
    db = (await createTestDatabase()).db;
    const rows = await insertRows(db, {
      users: [editor, writer, other].map(({ id, email, name, role }) => ({ id, email, name, role })),
      articles: [
        { title: "Skribentens kladde", isDraft: true, authorId: writer.id },
        { title: "Redaktørens artikel", authorId: editor.id },
      ],
    });
    [own, foreign] = rows.articles.map((a) => ({ id: a.id, title: a.title, authorId: a.authorId }));
  });

  it("staff may use an article's notes; a contributor only their own articles", async () => {
    expect(await noteAccess(db, editor, own.id)).toEqual({ ok: true, article: own });
    expect(await noteAccess(db, writer, own.id)).toEqual({ ok: true, article: own });
    expect(await noteAccess(db, writer, foreign.id)).toEqual({
      ok: false,
      status: 403,
      message: "Ingen adgang",
    });
    expect(await noteAccess(db, { id: "laeser", role: "user" }, own.id)).toMatchObject({ status: 403 });
  });

  it("an article that does not exist is 404, also for a malformed id", async () => {
    for (const id of [crypto.randomUUID(), "ikke-et-id"]) {
      expect(await noteAccess(db, editor, id)).toEqual({
        ok: false,
        status: 404,
        message: "Artiklen findes ikke",
      });
    }
  });

  it("lists the thread oldest first with the author's name, and audits each note", async () => {
    await createNote(db, writer, own, "Første udkast er klar");
    await createNote(db, editor, own, "**Tak**, jeg kigger");
    const notes = await listNotes(db, own.id);
    expect(notes.map((n) => [n.authorName, n.body])).toEqual([
      ["Sofie Lund", "Første udkast er klar"],
      ["Rikke Redaktør", "**Tak**, jeg kigger"],
    ]);
    expect(await listNotes(db, foreign.id)).toEqual([]);
    const audits = await db.select().from(auditLog).where(eq(auditLog.entityId, own.id));
    expect(audits.filter((a) => a.action === "note_created").map((a) => a.summary)).toEqual([
      'skrev en note på "Skribentens kladde"',
      'skrev en note på "Skribentens kladde"',
    ]);
  });

  it("stores the mentioned staff members, never the author", async () => {
    const { note } = await createNote(db, writer, own, "@Rikke Redaktør og @Mads, og mig selv @Sofie Lund");
    const [row] = await db.select().from(articleNotes).where(eq(articleNotes.id, note.id));
    expect(row.mentions).toEqual([editor.id, other.id]);
  });

  it("'Markér som løst' and 'Genåbn' set and clear who resolved it", async () => {
    const { note } = await createNote(db, writer, own, "Mangler kilde");
    expect(await setNoteResolved(db, editor, own, note.id, true)).toEqual({
      ok: true,
      message: "Noten er markeret som løst",
    });
    let [shown] = (await listNotes(db, own.id)).filter((n) => n.id === note.id);
    expect(shown.resolvedBy).toBe("Rikke Redaktør");
    expect(shown.resolvedAt).not.toBeNull();
    expect(await setNoteResolved(db, writer, own, note.id, false)).toEqual({
      ok: true,
      message: "Noten er genåbnet",
    });
    [shown] = (await listNotes(db, own.id)).filter((n) => n.id === note.id);
    expect(shown).toMatchObject({ resolvedAt: null, resolvedBy: null });
  });

  it("a note of another article is not found through this one", async () => {
    const { note } = await createNote(db, editor, foreign, "Kun her");
    expect(await setNoteResolved(db, editor, own, note.id, true)).toEqual({
      ok: false,
      status: 404,
      message: "Noten findes ikke",
    });
  });

  it("only the author deletes a note", async () => {
    const { note } = await createNote(db, writer, own, "Slet mig");
    expect(await deleteNote(db, editor, own, note.id)).toEqual({
      ok: false,
      status: 403,
      message: "Du kan kun slette dine egne noter",
    });
    expect(await deleteNote(db, writer, own, note.id)).toEqual({ ok: true, message: "Noten er slettet" });
    expect((await listNotes(db, own.id)).some((n) => n.id === note.id)).toBe(false);
  });
});
