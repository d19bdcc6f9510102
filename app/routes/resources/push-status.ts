import { PUSH_MESSAGES } from "~/features/push/push-messages";
import {
  pushAddressLimiter,
  readDeviceStatus,
  readPushJson,
} from "~/features/push/push-subscriptions.server";
import { getDb } from "~/server/db/client.server";
import type { Route } from "./+types/push-status";

// Issue 25: `POST /api/push/subscriptions/status` with `{ endpoint, auth }`: what this browser's
// device follows, for the bell's panel. A POST so the auth secret never sits in a URL or a log.
const NO_STORE = { "Cache-Control": "private, no-store" };

const answer = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { ...NO_STORE, ...headers } });

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST", ...NO_STORE } });
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") {
    return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST", ...NO_STORE } });
  }
  const attempt = await pushAddressLimiter().attempt(context.clientIp);
  if (!attempt.allowed) {
    // Fails closed: without its counters (a store failure) the call is refused too.
    const [error, status] = attempt.storeError
      ? [PUSH_MESSAGES.unavailable, 503]
      : [PUSH_MESSAGES.rateLimited, 429];
    return answer({ error }, status, { "Retry-After": String(attempt.retryAfterSeconds) });
  }
  const body = await readPushJson(request);
  if (!body.ok) return answer({ error: body.error }, body.status);
  const status = await readDeviceStatus(getDb(), body.value);
  if (!status.ok) return answer({ error: status.error }, status.status);
  return answer(status.value ? { subscribed: true, ...status.value } : { subscribed: false });
}
