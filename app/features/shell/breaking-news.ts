/** One headline of the mobile menu's 'Breaking News' list (the ticker's 5 latest). */
export interface BreakingNewsItem {
  id: string;
  slug: string;
  title: string;
  /** ISO time, so the list hydrates with the same text the server rendered. */
  publishedAt: string | null;
}

/** Only what the menu shows: the layout loader's data goes into every public page. */
export function toBreakingNewsItems(
  rows: ReadonlyArray<{
    id: string | number;
    slug: string;
    title: string;
    publishedAt: Date | string | null;
  }>,
): BreakingNewsItem[] {
  return rows.map((row) => ({
    id: String(row.id),
    slug: row.slug,
    title: row.title,
    publishedAt:
      row.publishedAt === null
        ? null
        : typeof row.publishedAt === "string"
          ? row.publishedAt
          : row.publishedAt.toISOString(),
  }));
}

export function articleHref(item: { slug: string; id: string }): string {
  return `/article/${encodeURIComponent(item.slug || item.id)}`;
}
