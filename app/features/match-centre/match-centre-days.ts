import { copenhagenDay, copenhagenParts, fromCopenhagen } from "~/lib/copenhagen-time";
import { LEAGUES } from "~/lib/leagues";
import { DANISH_MONTHS, formatClock } from "~/lib/relative-time";

export type MatchStatus = "upcoming" | "live" | "finished";
export type MatchPhase =
  | "first_half"
  | "half_time"
  | "second_half"
  | "extra_time"
  | "penalties"
  | "full_time";

/** One match as the match centre shows it (a row of `matches`, dates as ISO strings or Dates). */
export interface CentreMatch {
  id: string;
  homeTeam: string;
  awayTeam: string;
  homeClubSlug: string | null;
  awayClubSlug: string | null;
  kickoffAt: string | Date;
  competition: string;
  leagueKey: string | null;
  status: string;
  homeScore: number | null;
  awayScore: number | null;
  phase: string | null;
  minute: number | null;
  /** Issue 22: the slug of the match's live article (its card links to the live blog). */
  liveSlug?: string | null;
}

/** Issue 15: the phase of a live match, in Danish (its keys are the phases a stream may send). */
export const PHASE_LABELS: Record<MatchPhase, string> = {
  first_half: "1. halvleg",
  half_time: "Pause",
  second_half: "2. halvleg",
  extra_time: "Forlænget",
  penalties: "Straffespark",
  full_time: "Slut",
};

/** Phases in which the clock runs, so the minute is worth showing. */
const RUNNING: ReadonlySet<string> = new Set(["first_half", "second_half", "extra_time"]);

/** The window the match centre reads: yesterday's results, today and the next three days. */
export const DAYS_BACK = 1;
export const DAYS_AHEAD = 3;

/** Start of the Copenhagen calendar day `offset` days from `now`'s day. */
export function copenhagenDayStart(now: Date, offset = 0): Date {
  const p = copenhagenParts(now);
  // Date.UTC normalises day overflow (31 + 1 → the 1st of the next month).
  const day = new Date(Date.UTC(p.year, p.month - 1, p.day + offset));
  return fromCopenhagen(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate());
}

/** [from, to) of the match centre's window around `now`. */
export function matchCentreWindow(now: Date): { from: Date; to: Date } {
  return { from: copenhagenDayStart(now, -DAYS_BACK), to: copenhagenDayStart(now, DAYS_AHEAD + 1) };
}

// da-DK's names, as Intl writes them; written out because a formatter with a time zone was the
// costliest line of the front page's scripts in a phone's profile (ADR 0022).
const WEEKDAYS = ["Søndag", "Mandag", "Tirsdag", "Onsdag", "Torsdag", "Fredag", "Lørdag"];
/** "jan.", …, "maj", … "dec.": da-DK's short month, the first three letters of the name. */
const shortMonth = (month: number) => {
  const name = DANISH_MONTHS[month - 1];
  return name.length > 3 ? `${name.slice(0, 3)}.` : name;
};

/** "I går", "I dag", "I morgen", else the Danish weekday and date ("Fredag 27. nov."). */
export function dayLabel(kickoff: Date, now: Date): string {
  const day = copenhagenDay(kickoff);
  for (const [offset, label] of [
    [-1, "I går"],
    [0, "I dag"],
    [1, "I morgen"],
  ] as const) {
    if (day === copenhagenDay(copenhagenDayStart(now, offset))) return label;
  }
  const p = copenhagenParts(kickoff);
  const weekday = new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay();
  return `${WEEKDAYS[weekday]} ${p.day}. ${shortMonth(p.month)}`;
}

/** Kick-off on the Copenhagen clock, "18.00". */
export const kickoffTime = (match: Pick<CentreMatch, "kickoffAt">) => formatClock(match.kickoffAt);

/** The status line above a match: kick-off time, the minute or phase while live, or 'Slut'. */
export function statusText(match: Pick<CentreMatch, "status" | "phase" | "minute" | "kickoffAt">): string {
  if (match.status === "finished") return "Slut";
  if (match.status !== "live") return kickoffTime(match);
  const phase =
    match.phase && Object.hasOwn(PHASE_LABELS, match.phase) ? PHASE_LABELS[match.phase as MatchPhase] : null;
  if (match.minute != null && (match.phase == null || RUNNING.has(match.phase))) {
    return phase ? `${match.minute}' · ${phase}` : `${match.minute}'`;
  }
  return phase ?? "Live";
}

/** Scores are shown once a match has started; before that the cells stay empty. */
export function shownScore(match: Pick<CentreMatch, "status">, score: number | null): string {
  return match.status === "upcoming" || score == null ? "" : String(score);
}

/** Danish football first, then the leagues in the overview's order, then cups and friendlies. */
function competitionRank(leagueKey: string | null): number {
  if (leagueKey === "3f-superliga") return -1;
  const index = LEAGUES.findIndex((l) => l.key === leagueKey);
  return index === -1 ? LEAGUES.length : index;
}

export interface CompetitionGroup<M extends CentreMatch = CentreMatch> {
  competition: string;
  matches: M[];
}

export interface DayGroup<M extends CentreMatch = CentreMatch> {
  day: string;
  label: string;
  competitions: CompetitionGroup<M>[];
}

/**
 * Groups matches by Copenhagen day and, within a day, by competition, in kick-off order. Today
 * comes first, then the days ahead, then yesterday's results ('I går'): the reader looks for
 * today. Days before yesterday are dropped; yesterday keeps only its results. A live match is
 * played now, so it is today's (issue 22: never under 'I morgen', nor dropped after midnight),
 * first in its competition.
 */
export function groupMatchesByDay<M extends CentreMatch>(matches: readonly M[], now: Date): DayGroup<M>[] {
  const yesterday = copenhagenDay(copenhagenDayStart(now, -DAYS_BACK));
  const today = copenhagenDayStart(now);
  const days = new Map<string, DayGroup<M>>();
  const isLive = (m: M) => (m.status === "live" ? 0 : 1);
  const sorted = [...matches].sort(
    (a, b) => isLive(a) - isLive(b) || +new Date(a.kickoffAt) - +new Date(b.kickoffAt),
  );
  for (const match of sorted) {
    const shownOn = match.status === "live" ? today : new Date(match.kickoffAt);
    const day = copenhagenDay(shownOn);
    if (day < yesterday || (day === yesterday && match.status !== "finished")) continue;
    let group = days.get(day);
    if (!group) {
      group = { day, label: dayLabel(shownOn, now), competitions: [] };
      days.set(day, group);
    }
    let competition = group.competitions.find((c) => c.competition === match.competition);
    if (!competition) {
      competition = { competition: match.competition, matches: [] };
      group.competitions.push(competition);
    }
    competition.matches.push(match);
  }
  for (const group of days.values()) {
    group.competitions.sort(
      (a, b) => competitionRank(a.matches[0].leagueKey) - competitionRank(b.matches[0].leagueKey),
    );
  }
  // "YYYY-MM-DD" sorts as plain text; localeCompare would build an ICU collator in the browser.
  const ordered = [...days.values()].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  return [...ordered.filter((d) => d.day !== yesterday), ...ordered.filter((d) => d.day === yesterday)];
}
