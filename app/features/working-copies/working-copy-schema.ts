import { z } from "zod";
import { isUuid } from "~/lib/uuid";

/** The new-article form's key: one working copy per user for the article not yet created. */
export const NEW_ARTICLE_KEY = "ny";

/** An article's id, or 'ny' for the new-article form. */
export function isDraftKey(value: unknown): value is string {
  return value === NEW_ARTICLE_KEY || isUuid(value);
}

/** What the browser may say about a saved copy (the endpoint's GET answer). */
export interface WorkingCopyView {
  savedAt: string;
  baseVersion: number | null;
  fields: Record<string, string>;
}

// The article forms' field names with the same bounds as the save (article-schema.ts), so a copy
// can always be saved as the article; unknown names (intent, id, version …) are dropped.
const text = (max: number) => z.string().max(max).optional();
export const workingCopyFieldsSchema = z.object({
  title: text(300),
  slug: text(200),
  excerpt: text(1000),
  content: text(200_000),
  category: text(100),
  partner: text(200),
  tags: text(10_000),
  imageUrl: text(2000),
  imageAlt: text(500),
  imageCredit: text(300),
  isDraft: text(10),
  publishAt: text(40),
  live: text(10),
});

export const saveWorkingCopySchema = z.object({
  intent: z.literal("save"),
  draftKey: z.string().refine(isDraftKey),
  baseVersion: z.number().int().nonnegative().nullable().default(null),
  fields: workingCopyFieldsSchema,
});

export const discardWorkingCopySchema = z.object({
  intent: z.literal("discard"),
  draftKey: z.string().refine(isDraftKey),
});

export const WORKING_COPY_TEXT = {
  invalid: "Arbejdskopien kunne ikke gemmes.",
  notFound: "Artiklen findes ikke.",
  forbidden: "Ingen adgang",
  unknownIntent: "Ukendt handling",
} as const;
