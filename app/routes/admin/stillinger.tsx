import { data } from "react-router";
import { handleStandingsAction } from "~/features/standings/standings-admin-actions.server";
import { StandingsAdminPage } from "~/features/standings/standings-admin-page";
import { loadStandingsAdminPage } from "~/features/standings/standings-admin-page.server";
import { getDb } from "~/server/db/client.server";
import { requireEditor } from "~/server/session.server";
import type { Route } from "./+types/stillinger";

export function meta() {
  return [{ title: "Stillinger & kampe | Forsiden" }, { name: "robots", content: "noindex, nofollow" }];
}

export async function loader(args: Route.LoaderArgs) {
  requireEditor(args);
  return loadStandingsAdminPage(getDb(), new URL(args.request.url).searchParams);
}

export async function action(args: Route.ActionArgs) {
  const user = requireEditor(args);
  const { result, status } = await handleStandingsAction(
    getDb(),
    { id: user.id, email: user.email },
    await args.request.formData(),
    args.context.requestId,
  );
  return data(result, { status });
}

export default function StandingsAdminRoute({ loaderData }: Route.ComponentProps) {
  return <StandingsAdminPage loaderData={loaderData} />;
}
