import { getIndexingStatus } from "~/features/indexing/indexing-status.server";
import { requestIndexing } from "~/features/indexing/request-indexing.server";
import { getDb } from "~/server/db/client.server";
import { logger } from "~/server/logger.server";
import { requireStaff } from "~/server/session.server";
import type { Route } from "./+types/indexing";

const noStore = { "Cache-Control": "private, no-store" };

// GET: the indexing status as JSON. POST: the 'request-indexing' function (spec §7), answering
// { success, submittedUrls, errors }.
export async function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  return Response.json(await getIndexingStatus(getDb()), { headers: noStore });
}

export async function action(args: Route.ActionArgs) {
  requireStaff(args);
  if (args.request.method !== "POST") {
    return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
  }
  try {
    const result = await requestIndexing(getDb(), { trigger: "manual" });
    return Response.json(result, { headers: noStore });
  } catch (error) {
    logger.error({ err: error, reqId: args.context.requestId }, "request-indexing failed");
    return Response.json(
      { success: false, submittedUrls: 0, errors: [], error: "Der opstod en uventet fejl på serveren" },
      { status: 500, headers: noStore },
    );
  }
}
