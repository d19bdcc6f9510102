/** A result in a team's form: won, drawn, lost (shown as V, U, T). */
export type FormResult = "W" | "D" | "L";

/**
 * One row of a league table (spec §3), as stored, shown and seeded: the one shape the query, the
 * public table, the admin editor and the sample data share.
 */
export interface StandingsRow {
  id: string;
  position: number;
  team: string;
  clubSlug: string | null;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  points: number;
  /** Oldest first, latest last; at most five are shown. */
  form: string[];
}

/** A team's numbers before its first match: where a recomputed table and a new editor row start. */
export const NO_MATCHES_PLAYED: Readonly<
  Pick<StandingsRow, "played" | "won" | "drawn" | "lost" | "goalsFor" | "goalsAgainst" | "points">
> = { played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0, points: 0 };
