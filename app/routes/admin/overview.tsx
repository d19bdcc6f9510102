import {
  getOverviewStats,
  listMissingCompanyDetails,
  listRecentActivity,
} from "~/features/overview/overview.server";
import { OverviewPage } from "~/features/overview/overview-page";
import { useRootData } from "~/lib/use-root-data";
import { getDb } from "~/server/db/client.server";
import { requireStaff } from "~/server/session.server";
import type { Route } from "./+types/overview";

export async function loader(args: Route.LoaderArgs) {
  const user = requireStaff(args);
  const db = getDb();
  const [stats, activity, missingCompanyDetails] = await Promise.all([
    getOverviewStats(db),
    listRecentActivity(db),
    listMissingCompanyDetails(db),
  ]);
  return { stats, activity, missingCompanyDetails, canEditSettings: user.role === "admin" };
}

export function meta() {
  return [{ title: "Oversigt | Forsiden" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function OverviewRoute({ loaderData }: Route.ComponentProps) {
  const { now } = useRootData();
  return <OverviewPage {...loaderData} serverNow={now} />;
}
