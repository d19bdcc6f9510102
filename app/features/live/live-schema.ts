import { z } from "zod";
import { isUuid } from "~/lib/uuid";
import { LIVE_EVENT_TYPES, LIVE_STATUSES, MATCH_PHASES } from "./live-labels";

/** The live desk's forms (issue 15). Shared by the desk and the server; messages in Danish. */

export const LIVE_MESSAGES = {
  emptyBody: "Skriv en tekst til opdateringen.",
  minuteRange: "Minuttet skal være et helt tal mellem 0 og 130.",
  unknownEvent: "Ukendt hændelsestype.",
  sideRequired: "Vælg hvilket hold målet er til.",
  unknownStatus: "Ukendt status.",
  unknownPhase: "Ukendt kampfase.",
  scoreRange: "Scoren skal være et helt tal mellem 0 og 99.",
  imageUrl: "Billedet skal være en adresse fra billedbiblioteket.",
  unknownMatch: "Ukendt kamp.",
  unknownUpdate: "Ukendt opdatering.",
  unknownSwitch: "Vælg til eller fra.",
} as const;

const optionalMinute = z
  .string()
  .trim()
  .optional()
  .transform((v) => v ?? "")
  .refine((v) => v === "" || (/^\d{1,3}$/.test(v) && Number(v) <= 130), LIVE_MESSAGES.minuteRange)
  .transform((v) => (v === "" ? null : Number(v)));

const optionalEventType = z
  .string()
  .optional()
  .transform((v) => v ?? "")
  .refine((v) => v === "" || (LIVE_EVENT_TYPES as readonly string[]).includes(v), LIVE_MESSAGES.unknownEvent)
  .transform((v) => (v === "" ? null : (v as (typeof LIVE_EVENT_TYPES)[number])));

const optionalImage = z
  .string()
  .trim()
  .optional()
  .transform((v) => v ?? "")
  .refine(
    (v) => v === "" || v.startsWith("/storage/") || /^https:\/\/[^\s]+$/.test(v),
    LIVE_MESSAGES.imageUrl,
  )
  .transform((v) => (v === "" ? null : v));

const optionalText = z
  .string()
  .trim()
  .max(300)
  .optional()
  .transform((v) => (v ? v : null));

export const updateSchema = z.object({
  body: z.string().trim().min(1, LIVE_MESSAGES.emptyBody).max(20_000),
  eventType: optionalEventType,
  minute: optionalMinute,
  side: z
    .enum(["home", "away", ""])
    .optional()
    .transform((v) => (v ? v : null)),
  imageUrl: optionalImage,
  imageAlt: optionalText,
  // Issue 25: 'Send som push til artiklens følgere' (an update that does not go out on its own).
  push: z
    .string()
    .optional()
    .transform((v) => v === "on" || v === "true"),
});
/** `push` may be left out by callers other than the desk's form (seeds, tests): no push then. */
export type UpdateInput = Omit<z.output<typeof updateSchema>, "push"> & { push?: boolean };

export const coverageSchema = z.object({
  liveStatus: z.enum(LIVE_STATUSES, { message: LIVE_MESSAGES.unknownStatus }),
  matchId: z
    .string()
    .optional()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || isUuid(v), LIVE_MESSAGES.unknownMatch),
});
export type CoverageInput = z.output<typeof coverageSchema>;

const score = z
  .string()
  .trim()
  .refine((v) => /^\d{1,2}$/.test(v), LIVE_MESSAGES.scoreRange)
  .transform(Number);

export const matchStateSchema = z.object({
  homeScore: score,
  awayScore: score,
  phase: z
    .string()
    .optional()
    .transform((v) => v ?? "")
    .refine((v) => v === "" || (MATCH_PHASES as readonly string[]).includes(v), LIVE_MESSAGES.unknownPhase)
    .transform((v) => (v === "" ? null : (v as (typeof MATCH_PHASES)[number]))),
  minute: optionalMinute,
});
export type MatchStateInput = z.output<typeof matchStateSchema>;

/** Issue 25: the desk's switch 'Automatiske push-beskeder' (articles.live_push). */
export const livePushSchema = z.object({
  livePush: z.enum(["on", "off"], { message: LIVE_MESSAGES.unknownSwitch }).transform((v) => v === "on"),
});
