import { countArticleView } from "~/features/articles/article-views.server";
import { getDb } from "~/server/db/client.server";
import { logger } from "~/server/logger.server";
import { createRateLimiter } from "~/server/rate-limit.server";
import type { Route } from "./+types/article-view";

const NO_STORE = { "Cache-Control": "private, no-store" };

// One address may count at most this many views a minute; more are accepted but not counted.
// Counting needs the database anyway: a store failure lets the view through to countArticleView.
const limiter = createRateLimiter({
  id: "article-view-address",
  limit: 60,
  windowMs: 60_000,
  onStoreError: "open",
});

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST", ...NO_STORE } });
}

/** Spec §7 RPC increment_article_views: the browser posts once per visit after the page loads. */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") {
    return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST", ...NO_STORE } });
  }
  if (!(await limiter.attempt(context.clientIp)).allowed) {
    return new Response(null, { status: 204, headers: NO_STORE });
  }
  try {
    const result = await countArticleView(getDb(), params.id, request.headers.get("user-agent"));
    if (!result.counted && result.reason === "invalid-id") {
      return new Response("Ugyldigt artikel-id", { status: 400, headers: NO_STORE });
    }
    return new Response(null, { status: 204, headers: NO_STORE });
  } catch (error) {
    // Spec §7: a failure is only logged; the reader's page is never affected.
    logger.warn({ err: error, reqId: context.requestId, articleId: params.id }, "article view not counted");
    return new Response(null, { status: 503, headers: NO_STORE });
  }
}
