import { type CentreMatch, type MatchPhase, type MatchStatus, PHASE_LABELS } from "./match-centre-days";

/** The live stream's address (issue 15; served by the live feature). */
export const MATCH_EVENTS_URL = "/live/kampe/events";

/** `event: match` on the stream: the new state of one match. */
export interface MatchEvent {
  id: string;
  status: MatchStatus;
  homeScore: number | null;
  awayScore: number | null;
  phase: MatchPhase | null;
  minute: number | null;
}

const STATUSES: ReadonlySet<string> = new Set(["upcoming", "live", "finished"]);

const isScore = (v: unknown): v is number | null =>
  v === null || (Number.isInteger(v) && (v as number) >= 0 && (v as number) < 1000);
const isMinute = (v: unknown): v is number | null =>
  v === null || (Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 130);

/** The event in a message's data, or null when it is not one (a bad message changes nothing). */
export function parseMatchEvent(data: string): MatchEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const v = value as Record<string, unknown>;
  const phase = v.phase ?? null;
  const minute = v.minute ?? null;
  if (typeof v.id !== "string" || typeof v.status !== "string" || !STATUSES.has(v.status)) return null;
  if (!isScore(v.homeScore ?? null) || !isScore(v.awayScore ?? null) || !isMinute(minute)) return null;
  if (phase !== null && (typeof phase !== "string" || !Object.hasOwn(PHASE_LABELS, phase))) return null;
  return {
    id: v.id,
    status: v.status as MatchStatus,
    homeScore: (v.homeScore ?? null) as number | null,
    awayScore: (v.awayScore ?? null) as number | null,
    phase: phase as MatchPhase | null,
    minute: minute as number | null,
  };
}

/**
 * Applies one event to the match with its id: score, phase, minute and status (the LIVE marker).
 * Returns the same array when nothing changes, so React skips the render.
 */
export function applyMatchEvent<M extends CentreMatch>(
  matches: readonly M[],
  event: MatchEvent,
): readonly M[] {
  const index = matches.findIndex((m) => m.id === event.id);
  if (index === -1) return matches;
  const current = matches[index];
  const live = event.status === "live";
  const next: M = {
    ...current,
    status: event.status,
    homeScore: event.homeScore,
    awayScore: event.awayScore,
    // Phase and minute belong to a live match only (the schema keeps them null otherwise).
    phase: live ? event.phase : null,
    minute: live ? event.minute : null,
  };
  if (
    next.status === current.status &&
    next.homeScore === current.homeScore &&
    next.awayScore === current.awayScore &&
    next.phase === current.phase &&
    next.minute === current.minute
  ) {
    return matches;
  }
  const copy = [...matches];
  copy[index] = next;
  return copy;
}

/** How close to kick-off (either side) an upcoming match makes the page listen. */
export const LISTEN_WINDOW_MS = 3 * 3_600_000;

/**
 * Open the stream only when something can change soon: a match is live, or one kicks off within
 * the next hours (or should have kicked off in the last ones). Otherwise no request is made.
 */
export function shouldListen(matches: readonly CentreMatch[], now: number): boolean {
  return matches.some((m) => {
    if (m.status === "live") return true;
    if (m.status !== "upcoming") return false;
    return Math.abs(new Date(m.kickoffAt).getTime() - now) <= LISTEN_WINDOW_MS;
  });
}
