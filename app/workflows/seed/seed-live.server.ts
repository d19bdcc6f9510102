import { and, asc, eq, gt } from "drizzle-orm";
import type { Tx } from "~/server/db/client.server";
import { articles, liveUpdates, matches } from "~/server/db/schema";
import { derbyArticle, derbyMatch, derbyUpdates, upcomingLiveArticle } from "./data/live";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Sample live coverage (issue 15): a finished derby live blog with its match row, and a 'pre' live
 * article for the next Superliga fixture. Only when its article is new (a second seed adds nothing).
 */
export async function seedLiveCoverage(tx: Tx, now: Date): Promise<number> {
  let added = 0;
  const kickoff = derbyMatch.kickoffAt.getTime();
  const [derby] = await tx
    .insert(articles)
    .values({
      ...derbyArticle,
      publishedAt: new Date(kickoff - 45 * MINUTE),
      createdAt: new Date(kickoff - 45 * MINUTE),
      updatedAt: new Date(kickoff + 115 * MINUTE),
      liveStatus: "ended",
      coverageStartedAt: new Date(kickoff - 30 * MINUTE),
      coverageEndedAt: new Date(kickoff + 115 * MINUTE),
    })
    .onConflictDoNothing()
    .returning({ id: articles.id });
  if (derby) {
    const [match] = await tx.insert(matches).values(derbyMatch).returning({ id: matches.id });
    // Issue 22: a live article ranks by its newest update (articles.latest_at).
    const newest = new Date(kickoff + Math.max(...derbyUpdates.map((u) => u.postedAfter)) * MINUTE);
    await tx
      .update(articles)
      .set({ liveMatchId: match.id, liveUpdatedAt: newest })
      .where(eq(articles.id, derby.id));
    await tx.insert(liveUpdates).values(
      derbyUpdates.map((u) => {
        const at = new Date(kickoff + u.postedAfter * MINUTE);
        return {
          articleId: derby.id,
          body: u.body,
          eventType: u.eventType,
          minute: u.minute,
          pinned: u.pinned ?? false,
          author: derbyArticle.author,
          createdAt: at,
          updatedAt: at,
        };
      }),
    );
    added++;
  }

  const [next] = await tx
    .select({ id: matches.id, homeTeam: matches.homeTeam, awayTeam: matches.awayTeam })
    .from(matches)
    .where(
      and(eq(matches.leagueKey, "3f-superliga"), eq(matches.status, "upcoming"), gt(matches.kickoffAt, now)),
    )
    .orderBy(asc(matches.kickoffAt))
    .limit(1);
  if (!next) return added;
  const publishedAt = new Date(now.getTime() - upcomingLiveArticle.publishedHoursAgo * HOUR);
  const [pre] = await tx
    .insert(articles)
    .values({
      slug: upcomingLiveArticle.slug,
      title: `LIVE: ${next.homeTeam} – ${next.awayTeam}`,
      excerpt: upcomingLiveArticle.excerpt,
      content: `${next.homeTeam} møder ${next.awayTeam} i Superligaen. Vi dækker kampen live her.`,
      category: upcomingLiveArticle.category,
      author: upcomingLiveArticle.author,
      tags: ["liga:3f-superliga"],
      publishedAt,
      createdAt: publishedAt,
      updatedAt: publishedAt,
      liveStatus: "pre",
      liveMatchId: next.id,
      liveUpdatedAt: publishedAt,
    })
    .onConflictDoNothing()
    .returning({ id: articles.id });
  if (pre) {
    await tx.insert(liveUpdates).values({
      articleId: pre.id,
      body: upcomingLiveArticle.firstUpdate,
      author: upcomingLiveArticle.author,
      createdAt: publishedAt,
      updatedAt: publishedAt,
    });
    added++;
  }
  return added;
}
