import { PRESENCE_TEXT } from "~/features/presence/presence-text";
import { readFormBody } from "~/lib/form";
import { getDb } from "~/server/db/client.server";
import { logger } from "~/server/logger.server";
import { requireStaff } from "~/server/session.server";
import {
  getArticlePresence,
  handlePresenceAction,
  type PresenceResult,
} from "~/workflows/presence/presence.server";
import type { Route } from "./+types/presence";

const json = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { "Cache-Control": "private, no-store" } });

const answer = (result: PresenceResult) =>
  result.ok ? json(result.state) : json({ error: result.message }, result.status);

/**
 * Issue 26, presence on an article: GET who has it open and who holds the edit; POST `intent` =
 * join | heartbeat | leave | takeover (a form body, so `navigator.sendBeacon` can leave on pagehide).
 */
export async function loader(args: Route.LoaderArgs) {
  const user = requireStaff(args);
  return answer(await getArticlePresence(getDb(), user, args.params.articleId));
}

export async function action(args: Route.ActionArgs) {
  const user = requireStaff(args);
  if (args.request.method !== "POST") {
    return new Response("Method Not Allowed", { status: 405, headers: { Allow: "GET, POST" } });
  }
  const form = await readFormBody(args.request);
  if (!form) return json({ error: PRESENCE_TEXT.unknownIntent }, 400);
  try {
    return answer(await handlePresenceAction(getDb(), user, args.params.articleId, form));
  } catch (err) {
    logger.error({ err, requestId: args.context.requestId }, "presence update failed");
    return json({ error: PRESENCE_TEXT.failed }, 500);
  }
}
