/**
 * Spec §2/§9 standings presentation: zones by row, form letters, goal difference.
 */

import { type LeagueRules, type StandingsZone, zoneAt } from "~/lib/leagues";

/**
 * Left border colour of a row per zone, and the matching legend swatch. Each is at least 3:1 on
 * white (WCAG 1.4.11); the zone is also in text (legend, and a screen-reader label in the row).
 * Green for going up or through, blue for a play-off or Europa League, purple for Conference
 * League, orange for the relegation round, red for going down, grey for out.
 */
export const ZONE_BORDER: Record<StandingsZone, string> = {
  "champions-league": "border-l-[#15803d]",
  "europa-league": "border-l-[#1d4ed8]",
  "conference-league": "border-l-[#7e22ce]",
  promotion: "border-l-[#15803d]",
  "promotion-playoff": "border-l-[#1d4ed8]",
  "promotion-round": "border-l-[#1d4ed8]",
  "championship-round": "border-l-[#15803d]",
  "relegation-round": "border-l-[#c2410c]",
  "relegation-playoff": "border-l-[#c2410c]",
  relegation: "border-l-[#b91c1c]",
  "round-of-16": "border-l-[#15803d]",
  "knockout-playoff": "border-l-[#1d4ed8]",
  eliminated: "border-l-[#6b7280]",
  qualified: "border-l-[#15803d]",
  "qualifying-playoff": "border-l-[#1d4ed8]",
};
export const ZONE_SWATCH: Record<StandingsZone, string> = {
  "champions-league": "bg-[#15803d]",
  "europa-league": "bg-[#1d4ed8]",
  "conference-league": "bg-[#7e22ce]",
  promotion: "bg-[#15803d]",
  "promotion-playoff": "bg-[#1d4ed8]",
  "promotion-round": "bg-[#1d4ed8]",
  "championship-round": "bg-[#15803d]",
  "relegation-round": "bg-[#c2410c]",
  "relegation-playoff": "bg-[#c2410c]",
  relegation: "bg-[#b91c1c]",
  "round-of-16": "bg-[#15803d]",
  "knockout-playoff": "bg-[#1d4ed8]",
  eliminated: "bg-[#6b7280]",
  qualified: "bg-[#15803d]",
  "qualifying-playoff": "bg-[#1d4ed8]",
};

/**
 * The zones a table shows, in the order the league lists them: what its legend lists. Zones
 * count against the league's number of teams (`zoneAt`), so a 10-row excerpt of a 20-team table
 * shows no relegation.
 */
export function zonesShown(positions: readonly number[], rules: LeagueRules): StandingsZone[] {
  const shown = new Set(positions.map((p) => zoneAt(p, rules)));
  return [...new Set(rules.zones.map((z) => z.zone))].filter((zone) => shown.has(zone));
}

export type FormResult = "W" | "D" | "L";

export interface FormDisplay {
  /** The Danish letter: V (vundet), U (uafgjort), T (tabt). */
  letter: "V" | "U" | "T";
  label: "Vundet" | "Uafgjort" | "Tabt";
  className: string;
}

const FORM_DISPLAY: Record<FormResult, FormDisplay> = {
  W: { letter: "V", label: "Vundet", className: "bg-[#15803d] text-white" },
  D: { letter: "U", label: "Uafgjort", className: "bg-[#facc15] text-black" },
  L: { letter: "T", label: "Tabt", className: "bg-[#b91c1c] text-white" },
};

/** Stored W/D/L shown as the Danish V (green), U (yellow), T (red); unknown letters are dropped. */
export function formDisplay(result: string): FormDisplay | null {
  const key = result.trim().toUpperCase();
  return key === "W" || key === "D" || key === "L" ? FORM_DISPLAY[key] : null;
}

/** Spec §9: the last 5 results (stored oldest first, so the latest stays on the right). */
export function lastFiveForm(form: readonly string[]): FormDisplay[] {
  return form
    .map(formDisplay)
    .filter((f): f is FormDisplay => f !== null)
    .slice(-5);
}

export function goalDifference(goalsFor: number, goalsAgainst: number): number {
  return goalsFor - goalsAgainst;
}

/** "+5" when positive, "-3" when negative, "0" without a sign. */
export function formatGoalDifference(diff: number): string {
  return diff > 0 ? `+${diff}` : String(diff);
}

/** Green when positive, red when negative, neutral at 0. */
export function goalDifferenceClass(diff: number): string {
  if (diff > 0) return "text-[#15803d]";
  if (diff < 0) return "text-[#b91c1c]";
  return "text-muted-foreground";
}
