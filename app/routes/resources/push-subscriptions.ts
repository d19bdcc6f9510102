import { describeUserAgent } from "~/features/accounts/user-agent";
import { guardPushCall, subscribeDevice, unsubscribeDevice } from "~/features/push/push-subscriptions.server";
import { getDb } from "~/server/db/client.server";
import { getEnv } from "~/server/env.server";
import { parseExtraOrigins } from "~/server/push/push-endpoints";
import { getSessionUser } from "~/server/session.server";
import type { Route } from "./+types/push-subscriptions";

// Issue 25: a browser's push subscription. POST creates or changes it (topics, quiet hours),
// DELETE removes it; both JSON, rate-limited per address, private (server/api-cache-control.ts).
const NO_STORE = { "Cache-Control": "private, no-store" };
const ALLOW = "POST, DELETE";

const answer = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { ...NO_STORE, ...headers } });

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: ALLOW, ...NO_STORE } });
}

export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  if (request.method !== "POST" && request.method !== "DELETE") {
    return new Response("Method Not Allowed", { status: 405, headers: { Allow: ALLOW, ...NO_STORE } });
  }
  const body = await guardPushCall(request, context.clientIp);
  if (!body.ok) return answer({ error: body.error }, body.status, body.headers);
  const db = getDb();
  if (request.method === "DELETE") {
    const removed = await unsubscribeDevice(db, body.body);
    return removed.ok ? answer({ ok: true }) : answer({ error: removed.error }, removed.status);
  }
  const result = await subscribeDevice(db, body.body, {
    userId: getSessionUser(args)?.id ?? null,
    label: describeUserAgent(request.headers.get("user-agent")),
    extraOrigins: parseExtraOrigins(getEnv().PUSH_TEST_ENDPOINT_ORIGINS),
  });
  if (!result.ok) return answer({ error: result.error }, result.status);
  const { ok, ...device } = result;
  return answer({ ok, ...device });
}
