import { BODY_BLOCK_TEXT as T } from "~/features/editorial/editorial-messages";
import { resolveEmbed } from "~/features/embeds/embeds.server";
import { matchEmbedUrl } from "~/lib/embed-providers";
import { getAppStorage } from "~/server/app-storage.server";
import { getDb } from "~/server/db/client.server";
import { logger } from "~/server/logger.server";
import { createRateLimiter, type RateLimitRule } from "~/server/rate-limit.server";
import { requireStaff } from "~/server/session.server";
import type { Route } from "./+types/embed-preview";

/**
 * Previews per staff member: each one may fetch a provider's oEmbed answer and copy its
 * thumbnail through the image pipeline, like an upload. The store failing lets it through (the
 * preview needs the database anyway).
 */
export const EMBED_PREVIEW_RATE_RULE: RateLimitRule = {
  id: "embed-preview-user",
  limit: 30,
  windowMs: 60_000,
  onStoreError: "open",
};
const limiter = createRateLimiter(EMBED_PREVIEW_RATE_RULE);
const MAX_URL_LENGTH = 2048;

const json = (body: unknown, status = 200, headers: HeadersInit = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": "private, no-store", ...headers } });

/**
 * Issue 27 'Indsæt indlejring': `GET ?url=…` → `{ card }` (what the reader's card will show, from
 * the stored oEmbed data, fetched now when missing or stale), 400 with the supported services for
 * a link that is no embed, 422 when the provider's data cannot be fetched (the editor may insert
 * the line anyway: it stays a plain link).
 */
export async function loader(args: Route.LoaderArgs) {
  const user = requireStaff(args);
  const { request, context } = args;
  // It stores what it fetches: another site must not make an editor's browser call it.
  if (request.headers.get("sec-fetch-site") === "cross-site") return json({ error: "Ingen adgang" }, 403);
  const raw = new URL(request.url).searchParams.get("url")?.trim() ?? "";
  const match = raw.length <= MAX_URL_LENGTH ? matchEmbedUrl(raw) : null;
  if (!match) return json({ error: T.embedUnsupported }, 400);

  const limit = await limiter.attempt(user.id);
  if (!limit.allowed) {
    return json({ error: T.embedTooMany }, 429, { "Retry-After": String(limit.retryAfterSeconds) });
  }
  try {
    const card = await resolveEmbed(getDb(), getAppStorage(), match.url);
    if (!card) return json({ error: T.embedFetchFailed, url: match.url }, 422);
    return json({ card });
  } catch (err) {
    logger.error({ err, requestId: context.requestId, url: match.url }, "embed preview failed");
    return json({ error: T.embedFetchFailed, url: match.url }, 500);
  }
}
