import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, TEST_DB_KIND } from "#tests/support/test-database.ts";
import { handleArticleListAction, handleCreateArticle } from "~/features/editorial/article-actions.server";
import type { Database } from "~/server/db/client.server";
import { siteSettings, staffNotifications, user } from "~/server/db/schema";
import { reviewNotifier } from "./review-notifier.server";

const skribent = { id: "rn-skribent", email: "sofie@forsiden.test", name: "Sofie Lund", role: "contributor" };
const redaktor = { id: "rn-redaktor", email: "rikke@forsiden.test", name: "Rikke Redaktør", role: "editor" };
const admin = { id: "rn-admin", email: "admin@forsiden.test", name: "Anne Admin", role: "admin" };

function form(values: Record<string, string | number>) {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) f.set(k, String(v));
  return f;
}

const notificationsOf = (db: Database, userId: string) =>
  db
    .select({ kind: staffNotifications.kind, text: staffNotifications.text, href: staffNotifications.href })
    .from(staffNotifications)
    .where(eq(staffNotifications.userId, userId));

describe(`review workflow notifications on ${TEST_DB_KIND} (issue 26)`, () => {
  let db: Database;
  beforeAll(async () => {
    db = (await createTestDatabase()).db;
    // The rows are what is tested here; no mail.
    await db.insert(siteSettings).values({ id: 1, enableNotifications: false }).onConflictDoNothing();
    for (const u of [skribent, redaktor, admin]) {
      await db
        .insert(user)
        .values({ ...u, nameConfirmedAt: new Date() })
        .onConflictDoNothing();
    }
  });

  it("a submission tells every editor and admin, a send-back and an approval tell the author", async () => {
    const created = await handleCreateArticle(
      db,
      skribent,
      form({
        title: "Derbyet set fra tribunen",
        excerpt: "Et uddrag",
        content: "Tekst.",
        category: "Kampe",
        tags: "[]",
        review: "submit",
      }),
      undefined,
      reviewNotifier,
    );
    expect(created.status).toBe(200);
    const article = created.result.ok ? created.result.article! : null;
    if (!article) throw new Error("not created");
    const submitted = {
      kind: "submitted",
      text: 'Sofie Lund sendte "Derbyet set fra tribunen" til redigering',
      href: `/admin/articles?rediger=${article.id}`,
    };
    expect(await notificationsOf(db, redaktor.id)).toEqual([submitted]);
    expect(await notificationsOf(db, admin.id)).toEqual([submitted]);
    expect(await notificationsOf(db, skribent.id)).toEqual([]);

    const back = await handleArticleListAction(
      db,
      redaktor,
      form({ intent: "send_back", id: article.id, version: article.version, comment: "Mangler citat" }),
      undefined,
      reviewNotifier,
    );
    expect(back.status).toBe(200);
    expect(await notificationsOf(db, skribent.id)).toEqual([
      {
        kind: "returned",
        text: 'Rikke Redaktør sendte "Derbyet set fra tribunen" tilbage: Mangler citat',
        href: `/admin/articles?rediger=${article.id}`,
      },
    ]);
    const version = back.result.ok ? back.result.article!.version : 0;
    const resubmit = await handleArticleListAction(
      db,
      skribent,
      form({ intent: "submit", id: article.id, version }),
      undefined,
      reviewNotifier,
    );
    const approved = await handleArticleListAction(
      db,
      admin,
      form({
        intent: "approve",
        id: article.id,
        version: resubmit.result.ok ? resubmit.result.article!.version : 0,
      }),
      undefined,
      reviewNotifier,
    );
    expect(approved.result).toMatchObject({ ok: true, message: "Artiklen er godkendt" });
    expect((await notificationsOf(db, skribent.id)).map((n) => n.text)).toContain(
      'Anne Admin godkendte "Derbyet set fra tribunen"',
    );
    // The resubmission reached the editors again; the admin who approved is told nothing of it.
    expect(await notificationsOf(db, redaktor.id)).toHaveLength(2);
  });
});
