import { parseUploadRights, saveUploadedImage } from "~/features/media/media-library.server";
import { getAppStorage } from "~/server/app-storage.server";
import { getDb } from "~/server/db/client.server";
import {
  ImageValidationError,
  MAX_IMAGE_BYTES,
  MSG_NOT_AN_IMAGE,
  MSG_TOO_LARGE,
} from "~/server/images.server";
import { logger } from "~/server/logger.server";
import { createRateLimiter, MSG_TOO_MANY_UPLOADS, UPLOAD_RATE_RULE } from "~/server/rate-limit.server";
import { requireStaff } from "~/server/session.server";
import type { Route } from "./+types/upload";

const UPLOAD_FAILED = "Der opstod en fejl ved upload af billede";
// Room for the multipart envelope around a 5 MB file.
const MAX_REQUEST_BYTES = MAX_IMAGE_BYTES + 64 * 1024;
// Per staff user, shared with the portrait uploads of the author profile form.
const limiter = createRateLimiter(UPLOAD_RATE_RULE);

const json = (body: unknown, status = 200, headers: HeadersInit = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": "private, no-store", ...headers } });

export function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  return json({ error: "Brug POST" }, 405, { Allow: "POST" });
}

/**
 * POST multipart (field `file`, issue 27: `rights` and `credit`) → `{ url, id }`; spec §5 checks
 * again on the server by decoding. A picture that is not our own needs a credit (400, Danish).
 */
export async function action(args: Route.ActionArgs) {
  const user = requireStaff(args);
  const { request, context } = args;
  if (request.method !== "POST") return json({ error: "Brug POST" }, 405, { Allow: "POST" });
  const limit = await limiter.attempt(user.id);
  if (!limit.allowed) {
    return json({ error: MSG_TOO_MANY_UPLOADS }, 429, {
      "Retry-After": String(limit.retryAfterSeconds),
    });
  }
  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > MAX_REQUEST_BYTES) return json({ error: MSG_TOO_LARGE }, 413);

  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return json({ error: MSG_NOT_AN_IMAGE }, 400);
  }
  const file = form.get("file");
  const rights = parseUploadRights({ rights: form.get("rights"), credit: form.get("credit") });
  if (!rights.ok) return json({ error: rights.error }, 400);
  if (!(file instanceof File) || file.size === 0) return json({ error: MSG_NOT_AN_IMAGE }, 400);
  if (!file.type.startsWith("image/")) return json({ error: MSG_NOT_AN_IMAGE }, 400);
  if (file.size > MAX_IMAGE_BYTES) return json({ error: MSG_TOO_LARGE }, 413);

  try {
    const image = await saveUploadedImage(getDb(), getAppStorage(), Buffer.from(await file.arrayBuffer()), {
      createdBy: user.email,
      fileName: file.name,
      ...rights.value,
    });
    return json({ url: image.url, id: image.id, width: image.width, height: image.height }, 201);
  } catch (err) {
    if (err instanceof ImageValidationError) return json({ error: err.message }, 400);
    logger.error({ err, requestId: context.requestId }, "article image upload failed");
    return json({ error: UPLOAD_FAILED }, 500);
  }
}
