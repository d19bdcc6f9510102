import { PUSH_MESSAGES } from "~/features/push/push-messages";
import { getDb } from "~/server/db/client.server";
import { logger } from "~/server/logger.server";
import { getVapidPublicKey } from "~/server/push/vapid.server";
import type { Route } from "./+types/push-key";

/**
 * `GET /api/push/key` (issue 25): the VAPID public key the browser subscribes with (base64url).
 * The same for everybody and fixed while the site runs, so browsers may keep it for an hour
 * (server/api-cache-control.ts lets this one API answer keep its own policy).
 */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    const publicKey = await getVapidPublicKey(getDb());
    return Response.json({ publicKey }, { headers: { "Cache-Control": "public, max-age=3600" } });
  } catch (error) {
    logger.warn({ err: error, reqId: context.requestId }, "push: no VAPID public key");
    return Response.json(
      { error: PUSH_MESSAGES.unavailable },
      { status: 503, headers: { "Cache-Control": "private, no-store", "Retry-After": "5" } },
    );
  }
}
