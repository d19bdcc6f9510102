import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cachedPageState, cachePageForTest } from "#tests/support/page-cache.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import type { Database } from "~/server/db/client.server";
import { cacheGeneration, invalidatePageCache } from "~/server/page-cache.server";
import { createArticle, deleteArticle, updateArticle } from "./article-mutations.server";

const actor = { id: "user-1", email: "redaktor@forsiden.dk", name: "Rikke Redaktør" };

const PAGES = [
  "/",
  "/?liga:superliga",
  "/_root.data?_routes=routes%2Fhome",
  "/rss.xml",
  "/sitemaps/articles-1.xml",
  "/news-sitemap.xml",
  "/soeg?q=angriber",
  "/klubber/fc-kobenhavn",
  "/klubber/brondby-if",
  "/klubber/agf",
  "/stillinger",
  "/klubber",
];

async function fillCache(extra: string[] = []) {
  for (const key of [...PAGES, ...extra]) await cachePageForTest(key);
}

function states(keys: string[]) {
  return Object.fromEntries(keys.map((key) => [key, cachedPageState(key) ?? "gone"]));
}

describe("an article's writes tell the page cache which pages changed", () => {
  let db: Database;
  beforeAll(async () => {
    db = (await createTestDatabase()).db;
  });
  beforeEach(() => invalidatePageCache());

  it("a publish drops home, its clubs' pages and the feeds hard; every other page goes stale", async () => {
    await fillCache(["/article/fck-henter-angriber"]);
    const saved = await createArticle(db, actor, {
      title: "FCK henter angriber",
      slug: "fck-henter-angriber",
      excerpt: "Et uddrag",
      content: "Første afsnit.",
      category: "Transfers",
      tags: ["klub:fc-kobenhavn", "transfer:rygter"],
      isDraft: false,
    });
    expect(saved.ok).toBe(true);
    expect(states([...PAGES, "/article/fck-henter-angriber"])).toEqual({
      "/": "gone",
      "/?liga:superliga": "gone",
      "/_root.data?_routes=routes%2Fhome": "gone",
      "/rss.xml": "gone",
      "/sitemaps/articles-1.xml": "gone",
      "/news-sitemap.xml": "gone",
      "/soeg?q=angriber": "gone",
      "/klubber/fc-kobenhavn": "gone",
      "/klubber/brondby-if": "stale",
      "/klubber/agf": "stale",
      "/stillinger": "stale",
      "/klubber": "stale",
      "/article/fck-henter-angriber": "gone",
    });
  });

  it("an edit drops the old and the new slug and the clubs of the old and the new tags", async () => {
    const created = await createArticle(db, actor, {
      title: "Brøndby vinder",
      slug: "brondby-vinder",
      excerpt: "Et uddrag",
      content: "Tekst.",
      category: "Superliga",
      tags: ["klub:brondby-if"],
      isDraft: false,
    });
    if (!created.ok) throw new Error(created.reason);
    await fillCache([
      "/article/brondby-vinder",
      "/article/brondby-vinder-igen",
      `/article/${created.article.id}`,
    ]);
    const updated = await updateArticle(db, actor, created.article.id, {
      category: "Nyheder",
      title: "Brøndby vinder igen",
      slug: "brondby-vinder-igen",
      excerpt: "Et uddrag",
      content: "Tekst.",
      tags: ["klub:agf"],
      isDraft: false,
      version: created.article.version,
    });
    expect(updated.ok).toBe(true);
    expect(
      states([
        "/article/brondby-vinder",
        "/article/brondby-vinder-igen",
        `/article/${created.article.id}`,
        "/klubber/brondby-if",
        "/klubber/agf",
        "/klubber/fc-kobenhavn",
      ]),
    ).toEqual({
      "/article/brondby-vinder": "gone",
      "/article/brondby-vinder-igen": "gone",
      [`/article/${created.article.id}`]: "gone",
      "/klubber/brondby-if": "gone",
      "/klubber/agf": "gone",
      "/klubber/fc-kobenhavn": "stale",
    });

    await fillCache(["/article/brondby-vinder-igen"]);
    expect(await deleteArticle(db, actor, created.article.id)).toBe(true);
    expect(states(["/article/brondby-vinder-igen", "/klubber/agf", "/"])).toEqual({
      "/article/brondby-vinder-igen": "gone",
      "/klubber/agf": "gone",
      "/": "gone",
    });
  });

  it("a draft that stays a draft changes no public page", async () => {
    await fillCache();
    const generation = cacheGeneration();
    const saved = await createArticle(db, actor, {
      title: "Kladde",
      slug: "kladde-til-cache",
      excerpt: "Et uddrag",
      content: "Tekst.",
      category: "Transfers",
      tags: ["klub:fc-kobenhavn"],
      isDraft: true,
    });
    expect(saved.ok).toBe(true);
    expect(cacheGeneration()).toBe(generation);
    expect(cachedPageState("/")).toBe("fresh");
  });
});
