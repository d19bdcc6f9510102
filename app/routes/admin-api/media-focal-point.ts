import { findFocalMedia, saveFocalPoint } from "~/features/media/focal-point.server";
import { formDataToObject, NOT_A_FORM_MESSAGE, readFormBody } from "~/lib/form";
import { getAppStorage } from "~/server/app-storage.server";
import { getDb } from "~/server/db/client.server";
import { createRateLimiter, type RateLimitRule } from "~/server/rate-limit.server";
import { requireStaff } from "~/server/session.server";
import type { Route } from "./+types/media-focal-point";

/** Each save cuts the picture's crops again (up to a second of CPU): per staff member. */
export const FOCAL_POINT_RATE_RULE: RateLimitRule = {
  id: "focal-point-user",
  limit: 30,
  windowMs: 60_000,
  onStoreError: "open",
};
export const MSG_TOO_MANY_FOCAL_SAVES = "For mange ændringer af fokuspunkter. Prøv igen om lidt.";
const limiter = createRateLimiter(FOCAL_POINT_RATE_RULE);

const json = (body: unknown, status = 200, headers: HeadersInit = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": "private, no-store", ...headers } });

/** Issue 27: GET ?url=… → the picture as the focal-point editor needs it (`media` null: not ours). */
export async function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  const url = new URL(args.request.url).searchParams.get("url");
  return json({ media: await findFocalMedia(getDb(), url) });
}

/** POST (form or JSON) `id` or `url`, `x` and `y` in 0–1 (both empty: no focal point). */
export async function action(args: Route.ActionArgs) {
  const user = requireStaff(args);
  const { request } = args;
  if (request.method !== "POST")
    return json({ ok: false, message: "Brug POST" }, 405, { Allow: "GET, POST" });
  const limit = await limiter.attempt(user.id);
  if (!limit.allowed) {
    return json({ ok: false, message: MSG_TOO_MANY_FOCAL_SAVES }, 429, {
      "Retry-After": String(limit.retryAfterSeconds),
    });
  }
  let input: unknown;
  if (request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() === "application/json") {
    input = await request.json().catch(() => undefined);
  } else {
    const form = await readFormBody(request);
    input = form ? formDataToObject(form, ["id", "url", "x", "y"]) : undefined;
  }
  if (input === undefined || input === null || typeof input !== "object") {
    return json({ ok: false, message: NOT_A_FORM_MESSAGE }, 400);
  }
  const answer = await saveFocalPoint(getDb(), getAppStorage(), { id: user.id, email: user.email }, input);
  return json(answer.body, answer.status);
}
