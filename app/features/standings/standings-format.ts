/**
 * Spec §2/§9 standings presentation: zones by row, form letters, goal difference.
 */

export const STANDINGS_ZONES = ["champions-league", "europa-league", "relegation"] as const;
export type StandingsZone = (typeof STANDINGS_ZONES)[number];

export const ZONE_LABELS: Record<StandingsZone, string> = {
  "champions-league": "Champions League",
  "europa-league": "Europa League",
  relegation: "Nedrykning",
};

/** Left border colour of a row per zone, and the matching legend swatch (green, blue, red; AA on white). */
export const ZONE_BORDER: Record<StandingsZone, string> = {
  "champions-league": "border-l-[#15803d]",
  "europa-league": "border-l-[#1d4ed8]",
  relegation: "border-l-[#b91c1c]",
};
export const ZONE_SWATCH: Record<StandingsZone, string> = {
  "champions-league": "bg-[#15803d]",
  "europa-league": "bg-[#1d4ed8]",
  relegation: "bg-[#b91c1c]",
};

/**
 * The zone of the row at `rank` (1-based) in a table of `rowCount` rows: rows 1-4 Champions League,
 * rows 5-6 Europa League, the last 3 Nedrykning. Precedence for short tables: the top zones win,
 * so relegation only applies to rows below 6 (a 5-row table has no relegation row, a 7-row table
 * has one) and a row never gets two zones.
 */
export function standingsZone(rank: number, rowCount: number): StandingsZone | null {
  if (rank < 1 || rank > rowCount) return null;
  if (rank <= 4) return "champions-league";
  if (rank <= 6) return "europa-league";
  if (rank > rowCount - 3) return "relegation";
  return null;
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
