import { listMyOpenAssignments } from "~/features/assignments/assignment-queries.server";
import { MyAssignments } from "~/features/assignments/my-assignments";
import { countOwnByState, countSubmitted } from "~/features/editorial/workflow.server";
import { loadNewsroomOverview } from "~/features/overview/overview.server";
import { OverviewPage } from "~/features/overview/overview-page";
import { useRootData } from "~/lib/use-root-data";
import { getDb } from "~/server/db/client.server";
import { isEditor, requireStaff } from "~/server/session.server";
import { MyArticlesByState, ReviewQueueCard } from "~/workflows/newsroom/review-queue";
import type { Route } from "./+types/overview";

export async function loader(args: Route.LoaderArgs) {
  const user = requireStaff(args);
  const db = getDb();
  // Issue 26: null for a contributor, who never gets site-wide figures or others' activity.
  const editor = isEditor(user.role);
  const [newsroom, myAssignments, reviewCount, ownByState] = await Promise.all([
    loadNewsroomOverview(db, user.role),
    listMyOpenAssignments(db, user.id),
    // Issue 26: the queue for editors; a contributor sees only their own articles by state.
    editor ? countSubmitted(db) : null,
    editor ? null : countOwnByState(db, user.id),
  ]);
  return { newsroom, myAssignments, reviewCount, ownByState, canEditSettings: user.role === "admin" };
}

export function meta() {
  return [{ title: "Oversigt | Forsiden" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function OverviewRoute({ loaderData }: Route.ComponentProps) {
  const { now } = useRootData();
  const { myAssignments, reviewCount, ownByState, ...overview } = loaderData;
  return (
    <OverviewPage
      {...overview}
      serverNow={now}
      myAssignments={<MyAssignments rows={myAssignments} />}
      reviewQueue={
        reviewCount !== null ? (
          <ReviewQueueCard count={reviewCount} />
        ) : ownByState ? (
          <MyArticlesByState counts={ownByState} />
        ) : null
      }
    />
  );
}
