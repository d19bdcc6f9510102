import { getOverviewStats, listRecentActivity } from "~/features/overview/overview.server";
import { OverviewPage } from "~/features/overview/overview-page";
import { useRootData } from "~/lib/use-root-data";
import { getDb } from "~/server/db/client.server";
import { requireStaff } from "~/server/session.server";
import type { Route } from "./+types/overview";

export async function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  const db = getDb();
  const [stats, activity] = await Promise.all([getOverviewStats(db), listRecentActivity(db)]);
  return { stats, activity };
}

export function meta() {
  return [{ title: "Oversigt | Forsiden" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function OverviewRoute({ loaderData }: Route.ComponentProps) {
  const { now } = useRootData();
  return <OverviewPage stats={loaderData.stats} activity={loaderData.activity} serverNow={now} />;
}
