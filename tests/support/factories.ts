import { CURRENT_SEASON, LEAGUES } from "../../app/lib/leagues";
import type { Database } from "../../app/server/db/client.server";
import { articles, clubs, leagues, matches, user } from "../../app/server/db/schema";

/*
 * Rows the database tests insert, with defaults for what a test does not care about (issue 23):
 * `db.insert(articles).values(articleRow({ title: "…" }))`, or several tables at once in one
 * transaction with `insertRows(db, { clubs: [...], articles: [...] })`. Each call gets fresh
 * unique values; what a test states overrides the defaults.
 */

export type ArticleRow = typeof articles.$inferInsert;
export type UserRow = typeof user.$inferInsert;
export type LeagueRow = typeof leagues.$inferInsert;
export type ClubRow = typeof clubs.$inferInsert;
export type MatchRow = typeof matches.$inferInsert;

/** An article's values; `hoursAgo` is a shorthand for `publishedAt` that many hours before now. */
export type ArticleValues = Partial<ArticleRow> & { hoursAgo?: number };

const HOUR = 3_600_000;
let counter = 0;

/** `hours` hours before now (or before `from`). */
export function hoursAgo(hours: number, from = Date.now()): Date {
  return new Date(from - hours * HOUR);
}

/** A published article (an hour old unless `hoursAgo` or `publishedAt` says otherwise, category "Nyheder") with a unique slug and title. */
export function articleRow(values: ArticleValues = {}): ArticleRow {
  const n = ++counter;
  const { hoursAgo: age = 1, ...rest } = values;
  return {
    slug: `artikel-${n}`,
    title: `Artikel ${n}`,
    category: "Nyheder",
    publishedAt: hoursAgo(age),
    ...rest,
  };
}

/** A confirmed reader account with a unique id and address. */
export function userRow(values: Partial<UserRow> = {}): UserRow {
  const n = ++counter;
  return {
    id: `bruger-${n}`,
    email: `bruger-${n}@forsiden.test`,
    name: `Bruger ${n}`,
    role: "user",
    emailVerified: true,
    ...values,
  };
}

/** A Danish 3F Superliga club with a unique slug and name. */
export function clubRow(values: Partial<ClubRow> = {}): ClubRow {
  const n = ++counter;
  return { slug: `klub-${n}`, name: `Klub ${n}`, league: "3F Superliga", country: "Danmark", ...values };
}

/** The teams of the Copenhagen derby with their clubs' slugs: spread into a match row, then its time. */
export const COPENHAGEN_DERBY = {
  homeTeam: "FC København",
  awayTeam: "Brøndby IF",
  homeClubSlug: "fc-kobenhavn",
  awayClubSlug: "brondby-if",
} as const;

/** An upcoming 3F Superliga match a day from now between two unique teams. */
export function matchRow(values: Partial<MatchRow> = {}): MatchRow {
  const n = ++counter;
  return {
    homeTeam: `Hjemmehold ${n}`,
    awayTeam: `Udehold ${n}`,
    kickoffAt: hoursAgo(-24),
    competition: "3F Superliga",
    ...values,
  };
}

/** Every league of spec §2 in LEAGUES order, as the seed writes them. */
export function leagueRows(values: Partial<LeagueRow> = {}): LeagueRow[] {
  return LEAGUES.map((l, i) => ({
    key: l.key,
    name: l.name,
    country: l.country,
    season: CURRENT_SEASON,
    section: l.section,
    sortOrder: i,
    ...values,
  }));
}

export interface Rows {
  users?: Partial<UserRow>[];
  leagues?: LeagueRow[];
  clubs?: Partial<ClubRow>[];
  articles?: ArticleValues[];
  matches?: Partial<MatchRow>[];
}

/**
 * Inserts the rows through their factories in one transaction, parents first (users, leagues,
 * clubs, articles, matches), and returns the stored rows in the order given.
 */
export async function insertRows(db: Database, rows: Rows) {
  return db.transaction(async (tx) => {
    const insert = async <T>(list: T[] | undefined, write: (values: T[]) => Promise<unknown[]>) =>
      list && list.length > 0 ? write(list) : [];
    const users = await insert(rows.users, (v) => tx.insert(user).values(v.map(userRow)).returning());
    const leagueList = await insert(rows.leagues, (v) => tx.insert(leagues).values(v).returning());
    const clubList = await insert(rows.clubs, (v) => tx.insert(clubs).values(v.map(clubRow)).returning());
    const articleList = await insert(rows.articles, (v) =>
      tx.insert(articles).values(v.map(articleRow)).returning(),
    );
    const matchList = await insert(rows.matches, (v) =>
      tx.insert(matches).values(v.map(matchRow)).returning(),
    );
    return {
      users: users as (typeof user.$inferSelect)[],
      leagues: leagueList as (typeof leagues.$inferSelect)[],
      clubs: clubList as (typeof clubs.$inferSelect)[],
      articles: articleList as (typeof articles.$inferSelect)[],
      matches: matchList as (typeof matches.$inferSelect)[],
    };
  });
}
