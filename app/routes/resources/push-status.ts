import { guardPushCall, readDeviceStatus } from "~/features/push/push-subscriptions.server";
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
  const body = await guardPushCall(request, context.clientIp);
  if (!body.ok) return answer({ error: body.error }, body.status, body.headers);
  const status = await readDeviceStatus(getDb(), body.body);
  if (!status.ok) return answer({ error: status.error }, status.status);
  return answer(status.value ? { subscribed: true, ...status.value } : { subscribed: false });
}
