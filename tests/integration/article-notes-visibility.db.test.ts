import { like } from "drizzle-orm";
import { createStaticHandler, type RouteObject } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { insertRows } from "#tests/support/factories.ts";
import { TEST_DB_KIND } from "#tests/support/test-database.ts";
import { articleStructuredData } from "~/features/articles/article-meta";
import { searchArticles } from "~/features/articles/public-queries.server";
import { searchSite } from "~/features/articles/search-page.server";
import { renderNewsSitemap, renderRssFeed, renderSitemap } from "~/features/seo/feeds.server";
import type { SiteInfo } from "~/lib/seo";
import * as root from "~/root";
import * as article from "~/routes/article";
import * as publicLayout from "~/routes/public-layout";
import * as soeg from "~/routes/soeg";
import type { DatabaseHandle } from "~/server/db/client.server";
import { articleNotes } from "~/server/db/schema";
import { withRequestMemo } from "~/server/request-memo.server";
import { handleNoteAction } from "~/workflows/article-notes/note-actions.server";
import { createAppDatabase } from "../support/app-database";

/*
 * Issue 26: internal notes never leave the back office. A published article gets notes (one with
 * a mention, one resolved) carrying a unique marker; nothing an anonymous reader, a feed reader or
 * a search engine can fetch holds it. The article page's loader data is exactly its `.data`
 * (single fetch) payload and what its HTML is rendered from; the e2e spec checks the HTML itself.
 */
const ORIGIN = "https://forsiden.test";
const site = { siteName: "Forsiden", siteDescription: "Fodboldnyheder", publicUrl: ORIGIN } as SiteInfo;
const MARKER = `NOTEMARKOER${crypto.randomUUID().replaceAll("-", "")}`;
const editor = { id: "lak-redaktoer", email: "redaktoer@lak.test", name: "Rikke Redaktør", role: "editor" };
const admin = { id: "lak-admin", email: "admin@lak.test", name: "Anne Admin", role: "admin" };

describe(`internal notes stay out of public output on ${TEST_DB_KIND}`, () => {
  let handle: DatabaseHandle;
  let query: (path: string) => Promise<Record<string, unknown>>;

  beforeAll(async () => {
    handle = await createAppDatabase(ORIGIN);
    const { articles } = await insertRows(handle.db, {
      users: [editor, admin],
      articles: [
        {
          slug: "derbyet-i-parken",
          title: "Derbyet i Parken",
          excerpt: "Et derby for bøgerne",
          content: "Derbyet i Parken endte uafgjort.",
          authorId: editor.id,
        },
      ],
    });
    const id = articles[0].id;
    const send = async () => {};
    for (const body of [
      `@Anne Admin se ${MARKER} i kilden`,
      `**${MARKER}** [link](https://x.test/${MARKER})`,
    ]) {
      const { status } = await handleNoteAction(
        handle.db,
        editor,
        id,
        toForm({ intent: "create", body }),
        send,
      );
      expect(status).toBe(200);
    }
    const routes: RouteObject[] = [
      {
        id: "root",
        path: "/",
        loader: root.loader as never,
        children: [
          {
            id: "routes/public-layout",
            loader: publicLayout.loader as never,
            children: [
              { id: "routes/article", path: "article/:slugOrId", loader: article.loader as never },
              { id: "routes/soeg", path: "soeg", loader: soeg.loader as never },
            ],
          },
        ],
      },
    ];
    const handler = createStaticHandler(routes);
    // An anonymous reader's request: no session, no island data (so the payload is whole).
    query = async (path) => {
      const requestContext = { requestId: "t", clientIp: "127.0.0.1", session: null };
      const result = await withRequestMemo(() =>
        handler.query(new Request(ORIGIN + path), { requestContext }),
      );
      if (result instanceof Response) throw new Error(`${path}: ${result.status}`);
      expect(result.statusCode).toBe(200);
      return result.loaderData;
    };
  }, 120_000);

  function toForm(values: Record<string, string>) {
    const form = new FormData();
    for (const [key, value] of Object.entries(values)) form.set(key, value);
    return form;
  }

  it("the notes exist (so their absence below means something)", async () => {
    const notes = await handle.db
      .select()
      .from(articleNotes)
      .where(like(articleNotes.body, `%${MARKER}%`));
    expect(notes).toHaveLength(2);
  });

  it("the article page's loader data (its .data payload and HTML source) and JSON-LD hold no note", async () => {
    const data = await query("/article/derbyet-i-parken");
    const page = data["routes/article"] as Awaited<ReturnType<typeof article.loader>>;
    expect(JSON.stringify(page)).toContain("Derbyet i Parken");
    expect(JSON.stringify(data)).not.toContain(MARKER);
    expect(JSON.stringify(data)).not.toContain("Anne Admin");
    if (!("article" in page) || !page.article) throw new Error("article not found");
    const jsonLd = articleStructuredData(site, page.article, page.tagNames);
    expect(JSON.stringify(jsonLd)).not.toContain(MARKER);
  });

  it("RSS, the sitemaps and the news sitemap hold no note", async () => {
    const rss = await renderRssFeed(handle.db, site);
    expect(rss).toContain("derbyet-i-parken");
    expect(rss).not.toContain(MARKER);
    expect(await renderSitemap(handle.db, site, "articles")).not.toContain(MARKER);
    const news = await renderNewsSitemap(handle.db, site);
    expect(news).toContain("derbyet-i-parken");
    expect(news).not.toContain(MARKER);
  });

  it("search finds the article by its words, never by a note's", async () => {
    expect((await searchArticles(handle.db, "derbyet", 10)).map((a) => a.slug)).toEqual(["derbyet-i-parken"]);
    expect(await searchArticles(handle.db, MARKER, 10)).toEqual([]);
    expect((await searchSite(handle.db, MARKER)).results).toEqual([]);
    const data = await query(`/soeg?q=derbyet`);
    expect(JSON.stringify(data)).toContain("derbyet-i-parken");
    expect(JSON.stringify(data)).not.toContain(MARKER);
  });
});
