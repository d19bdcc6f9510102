import { z } from "zod";
import { canonicalCategory } from "~/lib/categories";
import { type ActionResult, formDataToObject, type ParseResult, parseForm } from "~/lib/form";
import { parseTags } from "~/lib/tags";
import { uuidField } from "~/lib/uuid";
import { parseDateTimeLocal } from "./datetime-local";

/** Spec §3: the admin form's category choices. */
export const ARTICLE_CATEGORIES = ["Transfers", "Kampe", "Nyheder", "Analyse", "Advertorial"] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

/**
 * The edit dialog's category choices (issue 22): the spec's admin choices, then the other
 * categories in use (one spelling per meaning), and the article's own.
 */
export function editCategoryChoices(inUse: readonly string[], current: string): string[] {
  const choices: string[] = [...ARTICLE_CATEGORIES];
  for (const c of [...inUse, current]) {
    const label = canonicalCategory(c);
    if (label && !choices.includes(label)) choices.push(label);
  }
  return choices;
}

/** Spec §5 (required fields) plus the editor's own checks. */
export const ARTICLE_MESSAGES = {
  titleRequired: "Titel er påkrævet",
  contentRequired: "Indhold er påkrævet",
  excerptRequired: "Uddrag er påkrævet",
  categoryRequired: "Kategori er påkrævet",
  slugTaken: "Denne URL er allerede i brug",
  partnerRequired: "Partner er påkrævet for en advertorial",
  imageUrlInvalid: "Billed-URL skal starte med https://, http:// eller /",
  publishAtInvalid: "Ugyldigt publiceringstidspunkt",
  categoryUnknown: "Vælg en kategori fra listen",
  tooLong: "Teksten er for lang",
  unknownArticle: "Artiklen findes ikke.",
} as const;

export const MAX_TAGS = 30;

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, ARTICLE_MESSAGES.tooLong);

const optionalText = (max: number) => z.string().trim().max(max, ARTICLE_MESSAGES.tooLong).default("");

const imageUrl = optionalText(2000).refine(
  (value) => value === "" || /^https?:\/\/\S+$/i.test(value) || /^\/[^/\s]\S*$/.test(value),
  ARTICLE_MESSAGES.imageUrlInvalid,
);

const tagsField = z
  .string()
  .default("[]")
  .transform((value) => parseTags(value).slice(0, MAX_TAGS));

const checkbox = z
  .string()
  .optional()
  .transform((value) => value === "on" || value === "true" || value === "1");

/** A chosen publish time (Copenhagen wall clock); empty means now. A future one schedules. */
const publishAt = z
  .string()
  .trim()
  .default("")
  .transform((value, ctx) => {
    if (!value) return null;
    const date = parseDateTimeLocal(value);
    if (!date) {
      ctx.addIssue({ code: "custom", message: ARTICLE_MESSAGES.publishAtInvalid });
      return z.NEVER;
    }
    return date;
  });

/** Issue 26: the 'Send til redigering' button (save or create, and submit, at once). */
const reviewButton = z
  .string()
  .optional()
  .transform((value) => value === "submit");

// Sponsored content must name who paid for it.
function requirePartner(value: { category: string; partner: string }, ctx: z.RefinementCtx) {
  if (value.category === "Advertorial" && !value.partner) {
    ctx.addIssue({ code: "custom", path: ["partner"], message: ARTICLE_MESSAGES.partnerRequired });
  }
}

const shared = {
  title: requiredText(ARTICLE_MESSAGES.titleRequired, 300),
  excerpt: requiredText(ARTICLE_MESSAGES.excerptRequired, 1000),
  content: requiredText(ARTICLE_MESSAGES.contentRequired, 200_000),
  slug: optionalText(200),
  imageUrl,
  imageAlt: optionalText(500),
  imageCredit: optionalText(300),
  tags: tagsField,
  isDraft: checkbox,
};

/** Spec §5 New article: title, content, excerpt, category required; the rest optional. */
export const newArticleSchema = z
  .object({
    ...shared,
    category: z.enum(ARTICLE_CATEGORIES, { error: ARTICLE_MESSAGES.categoryRequired }),
    partner: optionalText(200),
    // Issue 22: scheduling is possible when creating, not only when editing.
    publishAt,
    // A live blog from the start: the success panel then leads to the live desk.
    live: checkbox,
    review: reviewButton,
  })
  .superRefine(requirePartner);

/**
 * The edit dialog: the spec's fields plus the version it was opened with, a publish time and
 * (issue 22) the category, so a wrong one can be fixed. Which categories are allowed (the admin
 * choices and those in use) is checked by the action against the database.
 */
export const editArticleSchema = z
  .object({
    ...shared,
    id: uuidField(ARTICLE_MESSAGES.unknownArticle),
    version: z.coerce.number().int().positive(),
    review: reviewButton,
    // Left out (a form from before issue 22), the article keeps its category.
    category: optionalText(60),
    partner: optionalText(200),
    publishAt,
  })
  .superRefine(requirePartner);

export type NewArticleInput = z.infer<typeof newArticleSchema>;
export type EditArticleInput = z.infer<typeof editArticleSchema>;
export type { FieldErrors } from "~/lib/form";

const FORM_KEYS = [
  "id",
  "version",
  "title",
  "excerpt",
  "content",
  "category",
  "partner",
  "slug",
  "imageUrl",
  "imageAlt",
  "imageCredit",
  "tags",
  "isDraft",
  "publishAt",
  "live",
  "review",
] as const;

/** Only the string fields the schemas know; a missing field is left out so defaults apply. */
export function formToObject(form: FormData): Record<string, string> {
  return formDataToObject(form, FORM_KEYS);
}

export function parseNewArticle(input: FormData | Record<string, unknown>): ParseResult<NewArticleInput> {
  return parseForm(newArticleSchema, input, { fields: FORM_KEYS });
}

export function parseEditArticle(input: FormData | Record<string, unknown>): ParseResult<EditArticleInput> {
  return parseForm(editArticleSchema, input, { fields: FORM_KEYS });
}

/** What a save answers about the article: enough for the success panel's links and words. */
export interface SavedArticleSummary {
  id: string;
  slug: string;
  title?: string;
  isDraft: boolean;
  version: number;
  /** ISO time; in the future for a scheduled article. */
  publishedAt?: string | null;
  /** "pre", "live" or "ended" for a live blog (the panel then offers the live desk). */
  liveStatus?: string | null;
  /** Issue 26: submitted, approved, returned or null. */
  reviewState?: string | null;
}

export type EditorIntent =
  | "create"
  | "update"
  | "restore"
  | "delete"
  // Issue 26: the review workflow's transitions.
  | "submit"
  | "approve"
  | "send_back"
  | "publish";

/** Issue 26: a workflow transition from the editor (id + the version it was opened with). */
export const transitionSchema = z.object({
  id: uuidField(ARTICLE_MESSAGES.unknownArticle),
  version: z.coerce.number().int().positive(),
  comment: z.string().trim().max(2000, ARTICLE_MESSAGES.tooLong).default(""),
});

export function parseTransition(input: FormData | Record<string, unknown>) {
  return parseForm(transitionSchema, input, { fields: ["id", "version", "comment"] });
}

/** What the editor's actions answer; the components turn it into toasts and field messages. */
export type EditorActionResult = ActionResult<
  EditorIntent,
  {
    intent: EditorIntent;
    title: string;
    article?: SavedArticleSummary;
  },
  {
    intent: EditorIntent | "unknown";
    title: string;
    /** Someone else saved meanwhile: the dialog offers to reload. */
    conflict?: boolean;
    /** The submitted values, so a plain (no-JavaScript) form can be shown again filled in. */
    values?: Record<string, string>;
  }
>;
