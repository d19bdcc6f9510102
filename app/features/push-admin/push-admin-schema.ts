import { z } from "zod";
import type { ActionResult } from "~/lib/form";
import { formatClock } from "~/lib/relative-time";
import { isUuid, uuidField } from "~/lib/uuid";

/** /admin/push (issue 25): the editors' texts, the breaking-push form and the list's cursor. */

/** At most one breaking push per this many minutes, unless an administrator overrides it. */
export const BREAKING_PUSH_INTERVAL_MINUTES = 10;

export const PUSH_ADMIN_TEXT = {
  invalid: "Formularen kunne ikke læses.",
  unknownArticle: "Artiklen findes ikke.",
  notPublished: "Artiklen er ikke publiceret. Kun en publiceret artikel kan sendes som breaking-push.",
  overrideAdminOnly: "Kun en administrator kan sende uden om grænsen på én breaking-push pr. 10 minutter.",
  /** The cap's refusal: when the last one went out and when the next may. */
  capped: (last: Date | string, next: Date | string) =>
    `Der blev sendt en breaking-push kl. ${formatClock(last)}. Den næste kan sendes kl. ${formatClock(next)} (højst én pr. ${BREAKING_PUSH_INTERVAL_MINUTES} minutter).`,
  sent: (devices: string) => `Breaking-pushen er sendt til ${devices}.`,
  noClubs: "Artiklen er ikke tagget med en af vores klubber, så den har ingen klubfølgere at sende til.",
  storyNotPublished:
    "Artiklen er ikke publiceret. Kun en publiceret artikel kan sendes til klubbernes følgere.",
  storyAlreadySent: "Artiklen er allerede sendt til klubbernes følgere. En artikel sendes kun én gang.",
  storySent: (devices: string) => `Historien er sendt til klubbernes følgere: ${devices}.`,
} as const;

const checkbox = z
  .string()
  .optional()
  .transform((value) => value === "on" || value === "true");

/** 'Send breaking-push': the article, 'også til klubbernes følgere' and an administrator's override. */
export const breakingPushSchema = z.object({
  intent: z.literal("breaking", { message: PUSH_ADMIN_TEXT.invalid }),
  articleId: uuidField(PUSH_ADMIN_TEXT.unknownArticle),
  clubs: checkbox,
  override: checkbox,
});
export type BreakingPushInput = z.output<typeof breakingPushSchema>;

/**
 * 'Send til klubbernes følgere': a club's big story to the devices following the article's clubs
 * only (not breaking). Once per article (its dedupe key), so it needs no cap of its own.
 */
/** The key that lets an article go to its clubs' followers once. */
export const clubStoryDedupeKey = (articleId: string) => `story:${articleId}`;

export const clubStoryPushSchema = z.object({
  intent: z.literal("club-story", { message: PUSH_ADMIN_TEXT.invalid }),
  articleId: uuidField(PUSH_ADMIN_TEXT.unknownArticle),
});

export type PushAdminIntent = "breaking" | "club-story";
export type PushAdminActionResult = ActionResult<
  PushAdminIntent,
  { articleId?: string },
  { articleId?: string }
>;

/**
 * The list's keyset cursor: the last row's `created_at` as PostgreSQL printed it (microseconds
 * kept, so no row of the same millisecond is skipped) and its id, joined by `_`.
 */
export interface PushListCursor {
  createdAt: string;
  id: string;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}(:?\d{2})?)$/;

export function encodePushCursor(cursor: PushListCursor): string {
  return `${cursor.createdAt}_${cursor.id}`;
}

/** A cursor from the address, or null for the first page (a malformed one too). */
export function parsePushCursor(value: string | null | undefined): PushListCursor | null {
  if (!value) return null;
  const at = value.lastIndexOf("_");
  const createdAt = value.slice(0, at);
  const id = value.slice(at + 1);
  if (at < 0 || !TIMESTAMP.test(createdAt) || !isUuid(id)) return null;
  return { createdAt, id };
}

/** A push's fan-out status in words. */
export const PUSH_STATUS_LABELS: Record<string, string> = {
  sending: "Sendes",
  done: "Sendt",
};
