import { useRevalidator, useRouteLoaderData } from "react-router";
import { getPlanning } from "~/features/assignments/assignment-queries.server";
import { PlanningPage } from "~/features/assignments/planning-page";
import { useNewsroomStream } from "~/features/newsroom/use-newsroom-stream";
import { getDb } from "~/server/db/client.server";
import { requireEditor } from "~/server/session.server";
import type { Route } from "./+types/planlaegning";

export function meta() {
  return [{ title: "Planlægning | Forsiden" }, { name: "robots", content: "noindex, nofollow" }];
}

/** Issue 26: the editors' day view. */
export async function loader(args: Route.LoaderArgs) {
  requireEditor(args);
  return { days: await getPlanning(getDb()) };
}

export default function PlanlaegningRoute({ loaderData }: Route.ComponentProps) {
  // New assignments and the review queue change what the days hold.
  const revalidator = useRevalidator();
  const layout = useRouteLoaderData("routes/admin/layout") as { newsroomSeq?: number } | undefined;
  useNewsroomStream(layout?.newsroomSeq ?? 0, (m) => {
    if (m.event === "assignment" || m.event === "queue") void revalidator.revalidate();
  });
  return <PlanningPage days={loaderData.days} />;
}
