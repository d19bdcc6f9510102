import { CURRENT_SEASON, LEAGUES } from "../../app/lib/leagues";
import type { articles, leagues, user } from "../../app/server/db/schema";

/*
 * Rows the database tests insert, with defaults for what a test does not care about (issue 23):
 * `db.insert(articles).values(articleRow({ title: "…" }))`. Each call gets fresh unique values.
 */

export type ArticleRow = typeof articles.$inferInsert;
export type UserRow = typeof user.$inferInsert;
export type LeagueRow = typeof leagues.$inferInsert;

const HOUR = 3_600_000;
let counter = 0;

/** `hours` hours before now (or before `from`). */
export function hoursAgo(hours: number, from = Date.now()): Date {
  return new Date(from - hours * HOUR);
}

/** A published article (an hour old, category "Nyheder") with a unique slug and title. */
export function articleRow(values: Partial<ArticleRow> = {}): ArticleRow {
  const n = ++counter;
  return {
    slug: `artikel-${n}`,
    title: `Artikel ${n}`,
    category: "Nyheder",
    publishedAt: hoursAgo(1),
    ...values,
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
