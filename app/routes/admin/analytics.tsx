import { getAnalyticsSummary } from "~/features/analytics/analytics.server";
import { AnalyticsPage } from "~/features/analytics/analytics-page";
import { MostFollowedPanel } from "~/features/analytics/most-followed-panel";
import { mostFollowedClubs } from "~/features/follows/follows.server";
import { IndexingPanel } from "~/features/indexing/indexing-panel";
import { getIndexingStatus } from "~/features/indexing/indexing-status.server";
import { getDb } from "~/server/db/client.server";
import { requireEditor } from "~/server/session.server";
import type { Route } from "./+types/analytics";

export async function loader(args: Route.LoaderArgs) {
  requireEditor(args);
  const db = getDb();
  const [summary, indexing, mostFollowed] = await Promise.all([
    getAnalyticsSummary(db),
    getIndexingStatus(db),
    mostFollowedClubs(db),
  ]);
  return { summary, indexing, mostFollowed };
}

export function meta() {
  return [{ title: "Analytics | Forsiden" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function AnalyticsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <AnalyticsPage
      summary={loaderData.summary}
      readersPanel={<MostFollowedPanel clubs={loaderData.mostFollowed} />}
      indexingPanel={<IndexingPanel status={loaderData.indexing} />}
    />
  );
}
