/**
 * The match form's rules (shared by browser and server). Kick-off is a date and a time on the
 * Copenhagen clock. A finished match needs both scores; an upcoming one must have none.
 */
import { z } from "zod";
import { copenhagenParts, fromCopenhagen } from "~/lib/copenhagen-time";
import { type FieldErrors, type ParseResult, parseForm } from "~/lib/form";
import { LEAGUE_KEYS, SEASON_PATTERN } from "~/lib/leagues";

export const MATCH_TEXT = {
  homeRequired: "Hjemmehold er påkrævet",
  awayRequired: "Udehold er påkrævet",
  teamTooLong: "Holdnavnet må højst være 80 tegn",
  sameTeams: "Hjemme- og udehold skal være forskellige",
  slugInvalid: "Klub-slug må kun indeholde a-z, 0-9 og bindestreger",
  dateInvalid: "Dato skal være en gyldig dato (ÅÅÅÅ-MM-DD)",
  timeInvalid: "Tid skal være et klokkeslæt (TT:MM)",
  competitionRequired: "Turnering er påkrævet",
  competitionTooLong: "Turneringen må højst være 80 tegn",
  leagueUnknown: "Ukendt liga",
  seasonInvalid: "Sæson skal skrives som 2024-25 eller 2026",
  seasonWithoutLeague: "Vælg en liga for at angive en sæson",
  statusInvalid: "Status skal være Kommende eller Afsluttet",
  scoreRequired: "Resultat er påkrævet, når kampen er afsluttet",
  scoreForbidden: "En kommende kamp må ikke have et resultat",
  scoreInvalid: "Mål skal være et helt tal fra 0 til 99",
  created: "Kampen er oprettet",
  updated: "Kampen er opdateret",
  deleted: "Kampen er slettet",
  notFound: "Kampen findes ikke længere",
  saveFailed: "Kampen blev ikke gemt. Ret fejlene og prøv igen.",
} as const;

export const unknownMatchClubMessage = (slug: string) => `Klubben "${slug}" findes ikke`;

const optionalText = z
  .string()
  .optional()
  .nullable()
  .transform((v) => v?.trim() || null);

const slugField = optionalText.refine(
  (v) => v === null || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(v),
  MATCH_TEXT.slugInvalid,
);

const scoreField = optionalText.transform((v, ctx) => {
  if (v === null) return null;
  if (!/^\d{1,2}$/.test(v)) {
    ctx.addIssue({ code: "custom", message: MATCH_TEXT.scoreInvalid });
    return z.NEVER;
  }
  return Number(v);
});

const pad = (n: number) => String(n).padStart(2, "0");

/** "2025-03-15" + "18:30" on the Copenhagen clock → the instant, or null when either is invalid. */
export function kickoffFromParts(date: string, time: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  const t = /^(\d{2})[:.](\d{2})$/.exec(time.trim());
  if (!d || !t) return null;
  const [year, month, day] = d.slice(1).map(Number);
  const [hour, minute] = t.slice(1).map(Number);
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  const instant = fromCopenhagen(year, month, day, hour, minute);
  const back = copenhagenParts(instant);
  // 31 February rolls over; a time skipped by the spring DST change moves: both refused.
  if (
    back.year !== year ||
    back.month !== month ||
    back.day !== day ||
    back.hour !== hour ||
    back.minute !== minute
  ) {
    return null;
  }
  return instant;
}

/** The form's date and time fields for a stored kick-off. */
export function kickoffToParts(value: Date | string): { date: string; time: string } {
  const p = copenhagenParts(new Date(value));
  return { date: `${p.year}-${pad(p.month)}-${pad(p.day)}`, time: `${pad(p.hour)}:${pad(p.minute)}` };
}

const TIME_PATTERN = /^([01]\d|2[0-3])[:.]([0-5]\d)$/;

/** "2025-02-31" is not a calendar date; "2024-02-29" is. */
function isCalendarDate(value: string): boolean {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!d) return false;
  const [year, month, day] = d.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const matchFormSchema = z
  .object({
    homeTeam: z
      .string({ error: MATCH_TEXT.homeRequired })
      .trim()
      .min(1, MATCH_TEXT.homeRequired)
      .max(80, MATCH_TEXT.teamTooLong),
    awayTeam: z
      .string({ error: MATCH_TEXT.awayRequired })
      .trim()
      .min(1, MATCH_TEXT.awayRequired)
      .max(80, MATCH_TEXT.teamTooLong),
    homeClubSlug: slugField,
    awayClubSlug: slugField,
    date: z.string({ error: MATCH_TEXT.dateInvalid }).trim(),
    time: z.string({ error: MATCH_TEXT.timeInvalid }).trim(),
    competition: z
      .string({ error: MATCH_TEXT.competitionRequired })
      .trim()
      .min(1, MATCH_TEXT.competitionRequired)
      .max(80, MATCH_TEXT.competitionTooLong),
    leagueKey: optionalText.refine((v) => v === null || LEAGUE_KEYS.includes(v), MATCH_TEXT.leagueUnknown),
    season: optionalText.refine((v) => v === null || SEASON_PATTERN.test(v), MATCH_TEXT.seasonInvalid),
    status: z.enum(["upcoming", "finished"], { error: MATCH_TEXT.statusInvalid }),
    homeScore: scoreField,
    awayScore: scoreField,
  })
  .transform((m, ctx) => {
    if (m.homeTeam.toLocaleLowerCase("da") === m.awayTeam.toLocaleLowerCase("da")) {
      ctx.addIssue({ code: "custom", path: ["awayTeam"], message: MATCH_TEXT.sameTeams });
    }
    const dateOk = isCalendarDate(m.date);
    const timeOk = TIME_PATTERN.test(m.time);
    if (!dateOk) ctx.addIssue({ code: "custom", path: ["date"], message: MATCH_TEXT.dateInvalid });
    if (!timeOk) ctx.addIssue({ code: "custom", path: ["time"], message: MATCH_TEXT.timeInvalid });
    const kickoffAt = dateOk && timeOk ? kickoffFromParts(m.date, m.time) : null;
    // A valid date and time that the clock skips (spring DST change).
    if (dateOk && timeOk && !kickoffAt) {
      ctx.addIssue({ code: "custom", path: ["time"], message: MATCH_TEXT.timeInvalid });
    }
    if (m.season && !m.leagueKey) {
      ctx.addIssue({ code: "custom", path: ["season"], message: MATCH_TEXT.seasonWithoutLeague });
    }
    for (const side of ["homeScore", "awayScore"] as const) {
      if (m.status === "finished" && m[side] === null) {
        ctx.addIssue({ code: "custom", path: [side], message: MATCH_TEXT.scoreRequired });
      }
      if (m.status === "upcoming" && m[side] !== null) {
        ctx.addIssue({ code: "custom", path: [side], message: MATCH_TEXT.scoreForbidden });
      }
    }
    if (!kickoffAt) return z.NEVER;
    return {
      homeTeam: m.homeTeam,
      awayTeam: m.awayTeam,
      homeClubSlug: m.homeClubSlug,
      awayClubSlug: m.awayClubSlug,
      kickoffAt,
      competition: m.competition,
      leagueKey: m.leagueKey,
      season: m.season,
      status: m.status,
      homeScore: m.status === "finished" ? m.homeScore : null,
      awayScore: m.status === "finished" ? m.awayScore : null,
    };
  });

export type MatchInput = z.output<typeof matchFormSchema>;
export type MatchFieldErrors = FieldErrors;

export type ParsedMatch = ParseResult<MatchInput>;

export function parseMatchForm(values: Record<string, unknown>): ParsedMatch {
  return parseForm(matchFormSchema, values);
}
