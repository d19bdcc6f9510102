import { type FormResult, NO_MATCHES_PLAYED, type StandingsRow } from "./standings-row";

/**
 * A league table computed from finished matches: 3 points for a win, 1 for a draw; ordered by
 * points, goal difference, goals for, then name; form = the last 5 results, stored oldest first
 * with the latest last (the public league page's convention).
 */

export interface FinishedMatch {
  homeTeam: string;
  awayTeam: string;
  homeClubSlug: string | null;
  awayClubSlug: string | null;
  kickoffAt: Date | string;
  homeScore: number;
  awayScore: number;
}

/** A row of the computed table: the stored row's shape, without an id yet. */
export type ComputedRow = Omit<StandingsRow, "id" | "form"> & { form: FormResult[] };

const byName = new Intl.Collator("da");

export function computeStandings(matches: readonly FinishedMatch[]): ComputedRow[] {
  const table = new Map<
    string,
    Omit<ComputedRow, "position"> & { results: { at: number; r: FormResult }[] }
  >();
  const entry = (team: string, clubSlug: string | null) => {
    let row = table.get(team);
    if (!row) {
      row = {
        team,
        clubSlug,
        ...NO_MATCHES_PLAYED,
        form: [],
        results: [],
      };
      table.set(team, row);
    }
    row.clubSlug ??= clubSlug;
    return row;
  };
  const record = (row: ReturnType<typeof entry>, scored: number, conceded: number, at: number) => {
    row.played++;
    row.goalsFor += scored;
    row.goalsAgainst += conceded;
    const r = scored > conceded ? "W" : scored === conceded ? "D" : "L";
    if (r === "W") {
      row.won++;
      row.points += 3;
    } else if (r === "D") {
      row.drawn++;
      row.points += 1;
    } else row.lost++;
    row.results.push({ at, r });
  };
  for (const m of matches) {
    const at = new Date(m.kickoffAt).getTime();
    record(entry(m.homeTeam.trim(), m.homeClubSlug), m.homeScore, m.awayScore, at);
    record(entry(m.awayTeam.trim(), m.awayClubSlug), m.awayScore, m.homeScore, at);
  }
  return [...table.values()]
    .sort(
      (a, b) =>
        b.points - a.points ||
        b.goalsFor - b.goalsAgainst - (a.goalsFor - a.goalsAgainst) ||
        b.goalsFor - a.goalsFor ||
        byName.compare(a.team, b.team),
    )
    .map(({ results, ...row }, i) => ({
      ...row,
      position: i + 1,
      form: [...results]
        .sort((x, y) => x.at - y.at)
        .slice(-5)
        .map((x) => x.r),
    }));
}
