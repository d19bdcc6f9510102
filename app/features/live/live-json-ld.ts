import { EVENT_LABELS } from "./live-labels";
import type { LiveBlogData } from "./live-queries.server";

/** Plain text of a markdown update for a headline: no markup, first line, at most 110 characters. */
function headlineOf(markdown: string): string {
  const text = markdown
    .split("\n")
    .find((line) => line.trim())
    ?.replace(/!\[[^\]]*\]\([^)]*\)/g, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_#>`]/g, "")
    .trim();
  const line = text || "Opdatering";
  return line.length > 110 ? `${line.slice(0, 109)}…` : line;
}

/**
 * Schema.org LiveBlogPosting for a live article (issue 15): coverage times, the match as a
 * SportsEvent, and the newest updates as `liveBlogUpdate` BlogPostings.
 */
export function liveBlogJsonLd(
  page: { url: string; title: string; description?: string | null },
  live: LiveBlogData,
  maxUpdates = 50,
) {
  const match = live.match;
  return {
    "@context": "https://schema.org",
    "@type": "LiveBlogPosting",
    "@id": `${page.url}#live`,
    url: page.url,
    headline: page.title,
    ...(page.description ? { description: page.description } : {}),
    inLanguage: "da-DK",
    ...(live.coverageStartedAt ? { coverageStartTime: live.coverageStartedAt } : {}),
    ...(live.coverageEndedAt ? { coverageEndTime: live.coverageEndedAt } : {}),
    ...(match
      ? {
          about: {
            "@type": "SportsEvent",
            name: `${match.home.name} – ${match.away.name}`,
            startDate: match.kickoffAt,
            homeTeam: { "@type": "SportsTeam", name: match.home.name },
            awayTeam: { "@type": "SportsTeam", name: match.away.name },
          },
        }
      : {}),
    liveBlogUpdate: live.updates.slice(0, maxUpdates).map((update) => ({
      "@type": "BlogPosting",
      "@id": `${page.url}#update-${update.id}`,
      headline: update.eventType
        ? `${update.minute != null ? `${update.minute}' ` : ""}${EVENT_LABELS[update.eventType]}: ${headlineOf(update.body)}`
        : headlineOf(update.body),
      articleBody: update.body,
      datePublished: update.createdAt,
      dateModified: update.updatedAt,
      ...(update.imageUrl ? { image: update.imageUrl } : {}),
    })),
  };
}
