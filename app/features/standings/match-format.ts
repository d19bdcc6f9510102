import { TIME_ZONE } from "~/lib/copenhagen-time";
import { formatClock } from "~/lib/relative-time";

// Created on first use: a formatter with a time zone is costly to build (ADR 0022).
let matchDate: Intl.DateTimeFormat | undefined;

/** "lør. 15. mar. 2025" (da-DK, Copenhagen). */
export function formatMatchDate(value: Date | string): string {
  matchDate ??= new Intl.DateTimeFormat("da-DK", {
    timeZone: TIME_ZONE,
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
  });
  return matchDate.format(new Date(value));
}

/** Kick-off as 'HH.mm' on the Copenhagen clock. */
export function formatMatchTime(value: Date | string): string {
  return formatClock(new Date(value));
}

export type MatchStatus = "upcoming" | "live" | "finished";

/** Spec §2: status upcoming or finished, shown in Danish; issue 15 adds live. */
export function matchStatusLabel(status: string): string {
  if (status === "live") return "Live";
  return status === "finished" ? "Afsluttet" : "Kommende";
}

/** "2–1" for a finished or live match with both scores, else null. */
export function formatScore(match: { status: string; homeScore: number | null; awayScore: number | null }) {
  if (match.status === "upcoming" || match.homeScore == null || match.awayScore == null) return null;
  return `${match.homeScore}–${match.awayScore}`;
}
