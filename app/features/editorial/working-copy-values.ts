import { type ArticleFormValues, EMPTY_ARTICLE_FORM } from "./article-fields";

/** A restored copy (the form's posted names) as form values; what the copy lacks is left empty. */
export function formValuesFromCopy(fields: Record<string, string>): ArticleFormValues {
  let tags: string[] = [];
  try {
    const parsed = JSON.parse(fields.tags ?? "[]");
    if (Array.isArray(parsed)) tags = parsed.filter((t): t is string => typeof t === "string");
  } catch {
    tags = [];
  }
  const on = (value: string | undefined) => value === "on" || value === "true";
  return {
    ...EMPTY_ARTICLE_FORM,
    title: fields.title ?? "",
    slug: fields.slug ?? "",
    excerpt: fields.excerpt ?? "",
    content: fields.content ?? "",
    category: fields.category ?? "",
    partner: fields.partner ?? "",
    tags,
    image: { url: fields.imageUrl ?? "", alt: fields.imageAlt ?? "", credit: fields.imageCredit ?? "" },
    isDraft: on(fields.isDraft),
    publishAt: fields.publishAt ?? "",
    live: on(fields.live),
  };
}
