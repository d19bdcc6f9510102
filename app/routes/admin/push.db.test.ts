// Issue 25: role checks of /admin/push (loader and action), on PGlite and PostgreSQL: editors and
// administrators only; a reader gets 403 and an anonymous visitor the sign-in page.
import { beforeAll, describe, expect, it } from "vitest";
import { insertRows } from "#tests/support/factories.ts";
import { argsOf as args, outcome } from "#tests/support/route-calls.ts";
import { createTestDatabase, TEST_DB_KIND } from "#tests/support/test-database.ts";
import { action, loader } from "~/routes/admin/push";
import { type DatabaseHandle, setDatabaseHandle } from "~/server/db/client.server";
import { pushMessages } from "~/server/db/schema";

describe(`/admin/push: roles (${TEST_DB_KIND})`, () => {
  let handle: DatabaseHandle;
  let articleId: string;

  beforeAll(async () => {
    handle = await createTestDatabase();
    setDatabaseHandle(handle);
    const rows = await insertRows(handle.db, {
      users: [
        { id: "u-editor", email: "editor@forsiden.test", name: "Eva Editor", role: "editor" },
        { id: "u-admin", email: "admin@forsiden.test", role: "admin" },
        { id: "u-user", email: "user@forsiden.test", role: "user" },
      ],
      articles: [{ slug: "stor-nyhed", title: "Stor nyhed" }],
    });
    articleId = rows.articles[0].id;
  });

  it("anonymous visitors are sent to sign in; a reader gets 403 'Ingen adgang' from the loader and the action", async () => {
    const path = `/admin/push?artikel=${articleId}`;
    expect(await outcome(() => loader(args(path, "anonymous")))).toMatchObject({
      status: 302,
      location: `/auth?redirectTo=${encodeURIComponent(path)}`,
    });
    const breaking = { intent: "breaking", articleId };
    expect(await outcome(() => action(args("/admin/push", "anonymous", breaking)))).toMatchObject({
      status: 302,
    });
    expect(await outcome(() => loader(args(path, "user")))).toEqual({
      status: 403,
      body: { message: "Ingen adgang" },
    });
    expect(await outcome(() => action(args("/admin/push", "user", breaking)))).toEqual({
      status: 403,
      body: { message: "Ingen adgang" },
    });
    expect(await handle.db.select().from(pushMessages)).toHaveLength(0);
  });

  it("editors and administrators open the page with the article's confirmation, and an editor sends", async () => {
    for (const who of ["editor", "admin"] as const) {
      const page = await outcome(() => loader(args(`/admin/push?artikel=${articleId}`, who)));
      expect(page.status).toBe(200);
      expect(page.body).toMatchObject({
        isAdmin: who === "admin",
        candidate: { article: { id: articleId, title: "Stor nyhed" }, published: true, devices: 0 },
        candidateMissing: false,
        list: { rows: [], next: null },
      });
    }
    const sent = await outcome(() =>
      action(args("/admin/push", "editor", { intent: "breaking", articleId })),
    );
    expect(sent).toEqual({
      status: 200,
      body: { ok: true, intent: "breaking", message: "Breaking-pushen er sendt til 0 enheder.", articleId },
    });
    const after = await outcome(() => loader(args("/admin/push", "admin")));
    expect(after.body).toMatchObject({
      candidate: null,
      list: { rows: [{ kindLabel: "Breaking", title: "Stor nyhed", author: "Eva Editor" }] },
    });
  });
});
