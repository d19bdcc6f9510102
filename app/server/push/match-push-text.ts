/**
 * What a match push says and how it is keyed (issue 25): one wording and one set of dedupe keys
 * for the live desk and the football-data sync, so that between them a score change, a kick-off
 * or a final whistle is pushed once. Pure: the desk's page shows the same counts and texts.
 */

/** The match pushes that go out on their own (goals, red cards and the match's phases). */
export type MatchPushKind = "goal" | "disallowed" | "red_card" | "kickoff" | "half_time" | "full_time";

export interface MatchScoreLine {
  homeTeam: string;
  awayTeam: string;
  homeScore: number | null;
  awayScore: number | null;
}

/**
 * RFC 8030 `Topic` for a match's pushes: at most 32 characters of the URL-safe base64 alphabet. The
 * push service replaces an undelivered older push of the match with the newer one (the newer score).
 */
export function matchPushTopic(matchId: string): string {
  return `m${matchId.replace(/-/g, "")}`.slice(0, 32);
}

/** One push per score: the desk's goal, the desk's score form and the sync all use this key. */
export function scoreDedupeKey(matchId: string, homeScore: number, awayScore: number): string {
  return `score:${matchId}:${homeScore}-${awayScore}`;
}

/** The match statuses a push announces: kick-off (live), half-time and full-time (finished). */
export type MatchPushStatus = "live" | "half_time" | "finished";

/** One push per kick-off, half-time and final whistle, from the desk or the sync. */
export function statusDedupeKey(matchId: string, status: MatchPushStatus): string {
  return `status:${matchId}:${status}`;
}

/** "FC København 1–0 Brøndby IF" (an en dash, as the site writes scores). */
export function scoreLine(match: MatchScoreLine): string {
  return `${match.homeTeam} ${match.homeScore ?? 0}–${match.awayScore ?? 0} ${match.awayTeam}`;
}

const minuteSuffix = (minute: number | null | undefined) => (minute == null ? "" : ` (${minute}′)`);

/** The notification's title: 'MÅL! FC København 1–0 Brøndby IF (23′)', 'Pause: …', 'Slut: …'. */
export function matchPushTitle(kind: MatchPushKind, match: MatchScoreLine, minute?: number | null): string {
  switch (kind) {
    case "goal":
      return `MÅL! ${scoreLine(match)}${minuteSuffix(minute)}`;
    case "disallowed":
      return `Mål annulleret: ${scoreLine(match)}${minuteSuffix(minute)}`;
    case "red_card":
      return `Rødt kort: ${scoreLine(match)}${minuteSuffix(minute)}`;
    case "kickoff":
      return `Kampstart: ${match.homeTeam} – ${match.awayTeam}`;
    case "half_time":
      return `Pause: ${scoreLine(match)}`;
    case "full_time":
      return `Slut: ${scoreLine(match)}`;
  }
}

/** The body when no update text says more (the football-data sync). */
export function defaultMatchPushBody(kind: MatchPushKind, scorer?: string | null): string {
  switch (kind) {
    case "goal":
      return scorer ? `Mål til ${scorer}.` : "Stillingen er ændret.";
    case "disallowed":
      return scorer ? `Målet til ${scorer} er annulleret.` : "Et mål er annulleret.";
    case "red_card":
      return "Rødt kort i kampen.";
    case "kickoff":
      return "Kampen er i gang.";
    case "half_time":
      return "Første halvleg er slut.";
    case "full_time":
      return "Kampen er slut.";
  }
}

/**
 * How long a push service keeps an undelivered push, in seconds: a goal is old news after a quarter
 * of an hour (the next score replaces it anyway); a final whistle or a live update keeps an hour.
 */
export const PUSH_TTL_SECONDS = {
  goal: 15 * 60,
  disallowed: 15 * 60,
  red_card: 15 * 60,
  kickoff: 30 * 60,
  half_time: 15 * 60,
  full_time: 60 * 60,
  update: 60 * 60,
  breaking: 6 * 60 * 60,
  story: 6 * 60 * 60,
} as const;

/** The notification's body: markdown turned into plain text, at most `max` characters. */
export function pushBodyText(markdown: string, max = 140): string {
  const text = markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^\s{0,3}(?:#{1,6}|>|[-*+]|\d+\.)\s+/gm, "")
    .replace(/\*\*|__|~~|`|(?<!\w)[*_]|[*_](?!\w)/g, "")
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const deviceNumber = new Intl.NumberFormat("da-DK");

/** "1 enhed", "1.234 enheder" (Danish number format). */
export function formatDeviceCount(count: number): string {
  return `${deviceNumber.format(count)} ${count === 1 ? "enhed" : "enheder"}`;
}
