import { inArray } from "drizzle-orm";
import type { Queryable } from "~/server/db/client.server";
import { articles, clubs } from "~/server/db/schema";
import { parsePushTopic } from "./push-topics";

/** How a screen words the topics: /konto's devices and /admin/push's audiences say it differently. */
export interface PushTopicWording {
  breaking: string;
  liveArticle: (title: string) => string;
  missingClub: string;
  missingArticle: string;
}

/**
 * Topics in words: breaking, the club's name, the live article's title (two lookups, by primary
 * key). A string that is not a topic stays as it is.
 */
export async function pushTopicNames(
  db: Queryable,
  topics: readonly string[],
  wording: PushTopicWording,
): Promise<(topic: string) => string> {
  const clubIds = new Set<string>();
  const articleIds = new Set<string>();
  for (const topic of topics) {
    const parsed = parsePushTopic(topic);
    if (parsed?.kind === "club") clubIds.add(parsed.id);
    if (parsed?.kind === "article") articleIds.add(parsed.id);
  }
  const [clubRows, articleRows] = await Promise.all([
    clubIds.size === 0
      ? []
      : db
          .select({ id: clubs.id, name: clubs.name })
          .from(clubs)
          .where(inArray(clubs.id, [...clubIds])),
    articleIds.size === 0
      ? []
      : db
          .select({ id: articles.id, title: articles.title })
          .from(articles)
          .where(inArray(articles.id, [...articleIds])),
  ]);
  const clubName = new Map(clubRows.map((c) => [c.id, c.name]));
  const articleTitle = new Map(articleRows.map((a) => [a.id, a.title]));
  return (topic) => {
    const parsed = parsePushTopic(topic);
    if (!parsed) return topic;
    if (parsed.kind === "breaking") return wording.breaking;
    if (parsed.kind === "club") return clubName.get(parsed.id) ?? wording.missingClub;
    const title = articleTitle.get(parsed.id);
    return title ? wording.liveArticle(title) : wording.missingArticle;
  };
}
