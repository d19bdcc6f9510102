import { beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "#tests/support/test-database.ts";
// The club page composes the articles feature's tag query with the club-derived tags; this test
// checks that composition the way the route uses it.
import { listArticlesWithAnyTag } from "~/features/articles/public-queries.server";
import type { Database } from "~/server/db/client.server";
import { articles, clubs } from "~/server/db/schema";
import { clubNewsTags } from "./club-details";
import {
  findClubBySlug,
  findClubCrest,
  listClubsBySlugs,
  listClubsForFilter,
  listClubsInLeague,
} from "./club-queries.server";

let db: Database;

const club = (slug: string, name: string, league: string, country: string) => ({
  slug,
  name,
  league,
  country,
  location: `${name} by`,
  stadium: `${name} Stadion`,
});

beforeAll(async () => {
  const handle = await createTestDatabase();
  db = handle.db;
  await db.insert(clubs).values([
    club("zeta-fc", "Zeta FC", "3F Superliga", "Danmark"),
    club("alpha-fc", "Alpha FC", "3F Superliga", "Danmark"),
    club("beta-bk", "Beta BK", "Betinia Liga", "Danmark"),
    club("danmark-landshold", "Danmark", "Landshold", "Danmark"),
    club("england-landshold", "England", "Landshold", "England"),
    club("arsenal", "Arsenal", "Premier League", "England"),
    club("leicester", "Leicester City", "Championship", "England"),
    {
      ...club("fc-kobenhavn", "FC København", "3F Superliga", "Danmark"),
      shortName: "FCK",
      website: "fck.dk",
      founded: 1992,
      description: "Klubben fra Parken.",
      primaryColor: "#ffffff",
      secondaryColor: "#003b8e",
    },
  ]);
});

describe("club list (spec §7: ordered by league then name, filtered by country unless Landshold)", () => {
  it("lists a country's clubs by league then name, without its national team", async () => {
    const rows = await listClubsForFilter(db, "Danmark");
    expect(rows.map((r) => [r.league, r.name])).toEqual([
      ["3F Superliga", "Alpha FC"],
      ["3F Superliga", "FC København"],
      ["3F Superliga", "Zeta FC"],
      ["Betinia Liga", "Beta BK"],
    ]);
  });

  it("lists only the chosen country", async () => {
    const rows = await listClubsForFilter(db, "England");
    expect(rows.map((r) => r.name)).toEqual(["Leicester City", "Arsenal"]);
  });

  it("lists every national team under Landshold, by name", async () => {
    const rows = await listClubsForFilter(db, "Landshold");
    expect(rows.map((r) => r.name)).toEqual(["Danmark", "England"]);
  });

  it("returns the card fields", async () => {
    const [row] = await listClubsForFilter(db, "England");
    expect(row).toMatchObject({
      slug: "leicester",
      name: "Leicester City",
      league: "Championship",
      location: "Leicester City by",
      stadium: "Leicester City Stadion",
      logoUrl: null,
    });
  });

  it("returns clubs by slug in the order asked, skipping unknown slugs", async () => {
    const rows = await listClubsBySlugs(db, ["zeta-fc", "findes-ikke", "arsenal"]);
    expect(rows.map((r) => r.slug)).toEqual(["zeta-fc", "arsenal"]);
    expect(await listClubsBySlugs(db, [])).toEqual([]);
  });

  it("lists one league's clubs by name", async () => {
    const rows = await listClubsInLeague(db, "3F Superliga");
    expect(rows.map((r) => r.slug)).toEqual(["alpha-fc", "fc-kobenhavn", "zeta-fc"]);
  });
});

describe("club by slug", () => {
  it("finds the club with its facts", async () => {
    expect(await findClubBySlug(db, "fc-kobenhavn")).toMatchObject({
      name: "FC København",
      shortName: "FCK",
      website: "fck.dk",
      founded: 1992,
      description: "Klubben fra Parken.",
      country: "Danmark",
    });
  });

  it("finds nothing for an unknown slug", async () => {
    expect(await findClubBySlug(db, "findes-ikke")).toBeUndefined();
    expect(await findClubCrest(db, "findes-ikke")).toBeUndefined();
  });

  it("gives the crest its colours", async () => {
    expect(await findClubCrest(db, "fc-kobenhavn")).toEqual({
      name: "FC København",
      shortName: "FCK",
      primaryColor: "#ffffff",
      secondaryColor: "#003b8e",
    });
  });
});

describe("club news (spec §7: not draft, not Gossip, club-derived tags, newest first, limit 6)", () => {
  const HOUR = 3_600_000;
  beforeAll(async () => {
    const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR);
    const base = { excerpt: "Uddrag", content: "Tekst", category: "Nyheder" };
    await db.insert(articles).values([
      ...Array.from({ length: 7 }, (_, i) => ({
        ...base,
        slug: `fck-nyhed-${i + 1}`,
        title: `FCK nyhed ${i + 1}`,
        tags: ["klub:fc-kobenhavn"],
        publishedAt: at(i + 1),
      })),
      { ...base, slug: "fck-via-navn", title: "Via kortnavn", tags: ["klub:fck"], publishedAt: at(0.5) },
      { ...base, slug: "fck-kladde", title: "Kladde", tags: ["klub:fc-kobenhavn"], isDraft: true },
      {
        ...base,
        slug: "fck-sladder",
        title: "Sladder",
        category: "Gossip",
        tags: ["klub:fc-kobenhavn"],
        publishedAt: at(0.2),
      },
      {
        ...base,
        slug: "fck-planlagt",
        title: "Planlagt",
        tags: ["klub:fc-kobenhavn"],
        publishedAt: new Date(Date.now() + 24 * HOUR),
      },
      { ...base, slug: "anden-klub", title: "Anden klub", tags: ["klub:brondby-if"], publishedAt: at(0.1) },
    ]);
  });

  it("shows at most 6, newest first, matching any of the club's tags", async () => {
    const tags = clubNewsTags({ slug: "fc-kobenhavn", name: "FC København", shortName: "FCK" });
    const news = await listArticlesWithAnyTag(db, tags, 6);
    expect(news.map((a) => a.slug)).toEqual([
      "fck-via-navn",
      "fck-nyhed-1",
      "fck-nyhed-2",
      "fck-nyhed-3",
      "fck-nyhed-4",
      "fck-nyhed-5",
    ]);
  });

  it("leaves out drafts, Gossip and articles scheduled for later", async () => {
    const tags = clubNewsTags({ slug: "fc-kobenhavn", name: "FC København", shortName: "FCK" });
    const slugs = (await listArticlesWithAnyTag(db, tags, 50)).map((a) => a.slug);
    expect(slugs).toHaveLength(8);
    expect(slugs).not.toContain("fck-kladde");
    expect(slugs).not.toContain("fck-sladder");
    expect(slugs).not.toContain("fck-planlagt");
    expect(slugs).not.toContain("anden-klub");
  });

  it("finds nothing for a club without tagged articles", async () => {
    const tags = clubNewsTags({ slug: "zeta-fc", name: "Zeta FC", shortName: null });
    expect(await listArticlesWithAnyTag(db, tags, 6)).toEqual([]);
  });
});
