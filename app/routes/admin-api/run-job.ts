import { getDatabaseHandle } from "~/server/db/client.server";
import { requireEditor } from "~/server/session.server";
import { runJobByHand } from "~/workflows/jobs/run-job.server";
import type { Route } from "./+types/run-job";

// POST /admin/api/jobs/{name}/run: runs a scheduled job by hand ('Kør nu' on /admin/logs).
export function loader(args: Route.LoaderArgs) {
  requireEditor(args);
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

export async function action(args: Route.ActionArgs) {
  requireEditor(args);
  if (args.request.method !== "POST") {
    return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
  }
  const result = await runJobByHand(getDatabaseHandle(), args.params.name);
  return Response.json(result, { headers: { "Cache-Control": "private, no-store" } });
}
