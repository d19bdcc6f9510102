/** Live coverage vocabulary (issue 15): keys as stored, Danish labels and icons as shown. */

export const LIVE_STATUSES = ["pre", "live", "ended"] as const;
export type LiveStatus = (typeof LIVE_STATUSES)[number];
export const LIVE_STATUS_LABELS: Record<LiveStatus, string> = {
  pre: "Før kampen",
  live: "Live",
  ended: "Slut",
};

export const MATCH_PHASES = [
  "first_half",
  "half_time",
  "second_half",
  "extra_time",
  "penalties",
  "full_time",
] as const;
export type MatchPhase = (typeof MATCH_PHASES)[number];
export const PHASE_LABELS: Record<MatchPhase, string> = {
  first_half: "1. halvleg",
  half_time: "Pause",
  second_half: "2. halvleg",
  extra_time: "Forlænget",
  penalties: "Straffespark",
  full_time: "Slut",
};

export const LIVE_EVENT_TYPES = [
  "goal",
  "own_goal",
  "penalty",
  "yellow_card",
  "red_card",
  "substitution",
  "var",
  "kickoff",
  "half_time",
  "full_time",
] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];
export const EVENT_LABELS: Record<LiveEventType, string> = {
  goal: "Mål",
  own_goal: "Selvmål",
  penalty: "Straffe",
  yellow_card: "Gult kort",
  red_card: "Rødt kort",
  substitution: "Udskiftning",
  var: "VAR",
  kickoff: "Kampstart",
  half_time: "Pause",
  full_time: "Slutfløjt",
};
/** Emoji icons: render the same on the server, in the island and in any font stack. */
export const EVENT_ICONS: Record<LiveEventType, string> = {
  goal: "⚽",
  own_goal: "⚽",
  penalty: "🎯",
  yellow_card: "🟨",
  red_card: "🟥",
  substitution: "🔄",
  var: "📺",
  kickoff: "🏁",
  half_time: "⏸️",
  full_time: "🏁",
};

export function isLiveEventType(value: string | null | undefined): value is LiveEventType {
  return !!value && (LIVE_EVENT_TYPES as readonly string[]).includes(value);
}

export function isMatchPhase(value: string | null | undefined): value is MatchPhase {
  return !!value && (MATCH_PHASES as readonly string[]).includes(value);
}

/** The match row as the streams send it (`event: match`, and `score` with `liveStatus`). */
export interface LiveMatchState {
  id: string;
  status: "upcoming" | "live" | "finished";
  homeScore: number | null;
  awayScore: number | null;
  phase: MatchPhase | null;
  minute: number | null;
}

export interface LiveScoreState extends LiveMatchState {
  liveStatus: LiveStatus;
}

/** One update as the page renders it and the stream sends it (`event: update`). */
export interface LiveUpdateView {
  id: string;
  body: string;
  eventType: LiveEventType | null;
  minute: number | null;
  imageUrl: string | null;
  imageAlt: string | null;
  pinned: boolean;
  author: string | null;
  createdAt: string;
  updatedAt: string;
}

/** "23'" or the phase ("Pause") or nothing. */
export function clockLabel(match: { phase: string | null; minute: number | null; status: string }): string {
  if (match.status === "finished") return "Slut";
  if (match.phase === "half_time" || match.phase === "penalties" || match.phase === "full_time") {
    return PHASE_LABELS[match.phase];
  }
  if (match.minute != null) return `${match.minute}'`;
  return isMatchPhase(match.phase) ? PHASE_LABELS[match.phase] : "";
}
