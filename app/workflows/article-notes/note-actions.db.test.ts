import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertRows } from "#tests/support/factories.ts";
import { createTestDatabase, TEST_DB_KIND } from "#tests/support/test-database.ts";
import {
  listStaffNotifications,
  markNotificationsRead,
} from "~/features/newsroom/staff-notifications.server";
import type { Database } from "~/server/db/client.server";
import { articleNotes, siteSettings, staffNotifications } from "~/server/db/schema";
import { parseEnv, setEnvForTesting } from "~/server/env.server";
import type { Mail } from "~/server/mail.server";
import { handleNoteAction } from "./note-actions.server";

const admin = { id: "mention-admin", email: "admin@noter.test", name: "Anne Admin", role: "admin" };
const editor = {
  id: "mention-redaktoer",
  email: "redaktoer@noter.test",
  name: "Rikke Redaktør",
  role: "editor",
};
const writer = {
  id: "mention-skribent",
  email: "skribent@noter.test",
  name: "Sofie Lund",
  role: "contributor",
};
const reader = { id: "mention-laeser", email: "laeser@noter.test", name: "Lars Læser", role: "user" };

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

describe(`notes with @mentions and the bell on ${TEST_DB_KIND}`, () => {
  let db: Database;
  let articleId: string;
  let foreignId: string;
  const mails: Mail[] = [];
  const send = async (mail: Mail) => {
    mails.push(mail);
  };
  const post = (actor: typeof editor, id: string, values: Record<string, string>) =>
    handleNoteAction(db, actor, id, form(values), send);
  const notificationsOf = (userId: string) =>
    db.select().from(staffNotifications).where(eq(staffNotifications.userId, userId));

  beforeAll(async () => {
    db = (await createTestDatabase()).db;
    setEnvForTesting(
      parseEnv({ NODE_ENV: "test", PUBLIC_URL: "https://forsiden.test", LOG_LEVEL: "silent" }),
    );
    afterAll(() => setEnvForTesting(undefined));
    const rows = await insertRows(db, {
      users: [admin, editor, writer, reader],
      articles: [
        { title: "Derbyet", isDraft: true, authorId: writer.id },
        { title: "Andres artikel", authorId: editor.id },
      ],
    });
    [articleId, foreignId] = rows.articles.map((a) => a.id);
  });

  it("a mention notifies the mentioned staff members only, never the author or a reader", async () => {
    const answer = await post(editor, articleId, {
      intent: "create",
      body: "@Anne Admin og @Sofie kan I se på rubrikken? @Rikke Redaktør @Lars Læser",
    });
    expect(answer).toEqual({ result: { ok: true, intent: "create", message: "Noten er gemt" }, status: 200 });
    for (const id of [admin.id, writer.id]) {
      expect((await notificationsOf(id)).map((n) => [n.kind, n.text, n.href])).toEqual([
        [
          "mention",
          'Rikke Redaktør nævnte dig i en note på "Derbyet"',
          `/admin/articles?rediger=${articleId}`,
        ],
      ]);
    }
    expect(await notificationsOf(editor.id)).toEqual([]);
    expect(await notificationsOf(reader.id)).toEqual([]);
    expect(mails.map((m) => [m.to, m.subject]).sort()).toEqual([
      ["admin@noter.test", 'Forsiden: Rikke Redaktør nævnte dig i en note på "Derbyet"'],
      ["skribent@noter.test", 'Forsiden: Rikke Redaktør nævnte dig i en note på "Derbyet"'],
    ]);
    expect(mails[0].text).toContain(`https://forsiden.test/admin/articles?rediger=${articleId}`);
  });

  it("no mail when the settings' notifications are off, but the bell still gets it", async () => {
    mails.length = 0;
    await db.insert(siteSettings).values({ enableNotifications: false });
    await post(writer, articleId, { intent: "create", body: "Klar, @Rikke Redaktør" });
    await db.delete(siteSettings);
    expect(mails).toEqual([]);
    expect((await notificationsOf(editor.id)).map((n) => n.text)).toEqual([
      'Sofie Lund nævnte dig i en note på "Derbyet"',
    ]);
  });

  it("refuses an empty or too long note with the Danish message and writes nothing", async () => {
    const before = (await db.select().from(articleNotes)).length;
    expect(await post(editor, articleId, { intent: "create", body: "   " })).toEqual({
      result: {
        ok: false,
        intent: "create",
        message: "Skriv en note",
        fieldErrors: { body: "Skriv en note" },
      },
      status: 400,
    });
    expect((await post(editor, articleId, { intent: "create", body: "x".repeat(4001) })).result.message).toBe(
      "Noten må højst være 4000 tegn",
    );
    expect(await db.select().from(articleNotes)).toHaveLength(before);
  });

  it("a contributor on another's article gets 403; an unknown article 404; an unknown intent 400", async () => {
    expect(await post(writer, foreignId, { intent: "create", body: "Hej" })).toEqual({
      result: { ok: false, intent: "create", message: "Ingen adgang" },
      status: 403,
    });
    expect((await post(editor, crypto.randomUUID(), { intent: "create", body: "Hej" })).status).toBe(404);
    expect(await post(editor, articleId, { intent: "slet-alt" })).toEqual({
      result: { ok: false, intent: "unknown", message: "Ukendt handling" },
      status: 400,
    });
    expect((await post(editor, articleId, { intent: "resolve", noteId: "ikke-et-id" })).status).toBe(404);
  });

  it("the bell counts unread, lists the latest first, and 'read' / 'read_all' touch only one's own", async () => {
    await post(editor, articleId, { intent: "create", body: "@Anne Admin en gang til" });
    const list = await listStaffNotifications(db, admin.id);
    expect(list.unread).toBe(2);
    expect(list.items.map((i) => i.text)).toEqual([
      'Rikke Redaktør nævnte dig i en note på "Derbyet"',
      'Rikke Redaktør nævnte dig i en note på "Derbyet"',
    ]);
    // Someone else's notification cannot be marked through one's own account.
    expect(await markNotificationsRead(db, writer.id, list.items[0].id)).toBe(0);
    expect(await markNotificationsRead(db, admin.id, list.items[0].id)).toBe(1);
    expect(await listStaffNotifications(db, admin.id)).toMatchObject({ unread: 1 });
    expect(await markNotificationsRead(db, admin.id)).toBe(1);
    const after = await listStaffNotifications(db, admin.id);
    expect(after.unread).toBe(0);
    expect(after.items.every((i) => i.read)).toBe(true);
    expect((await listStaffNotifications(db, writer.id)).unread).toBe(1);
  });
});
