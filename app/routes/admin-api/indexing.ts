import { indexingActionResult } from "~/features/indexing/indexing-messages";
import { getIndexingStatus } from "~/features/indexing/indexing-status.server";
import { requestIndexing } from "~/features/indexing/request-indexing.server";
import { getDb } from "~/server/db/client.server";
import { logger } from "~/server/logger.server";
import { requireEditor } from "~/server/session.server";
import type { Route } from "./+types/indexing";

const noStore = { "Cache-Control": "private, no-store" };

// GET: the indexing status as JSON. POST: the 'request-indexing' function (spec §7); its result
// (success, submittedUrls, errors) answered as the app's ActionResult: { ok, message, submittedUrls, errors }.
export async function loader(args: Route.LoaderArgs) {
  requireEditor(args);
  return Response.json(await getIndexingStatus(getDb()), { headers: noStore });
}

export async function action(args: Route.ActionArgs) {
  requireEditor(args);
  if (args.request.method !== "POST") {
    return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
  }
  try {
    const result = await requestIndexing(getDb(), { trigger: "manual" });
    return Response.json(indexingActionResult(result), { headers: noStore });
  } catch (error) {
    logger.error({ err: error, reqId: args.context.requestId }, "request-indexing failed");
    return Response.json(
      { ok: false, message: "Der opstod en uventet fejl på serveren", submittedUrls: 0, errors: [] },
      { status: 500, headers: noStore },
    );
  }
}
