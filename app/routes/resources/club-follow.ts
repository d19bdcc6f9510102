import { data, redirect } from "react-router";
import { z } from "zod";
import { setClubFollow } from "~/features/follows/follows.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { getDb } from "~/server/db/client.server";
import { getSessionUser } from "~/server/session.server";
import type { Route } from "./+types/club-follow";

// POST /api/klubber/{club id or slug}/foelg: 'Følg' and 'Følger' on club pages, article badges and
// the match centre. A plain form post (works without JavaScript: back to the page it came from),
// or JSON for the browser's fetch (Accept: application/json).
const NO_STORE = { "Cache-Control": "private, no-store" };

export const FOLLOW_MESSAGES = {
  signIn: "Log ind for at følge klubber.",
  unknownClub: "Klubben findes ikke.",
  tooMany: "Du kan følge højst 30 klubber.",
  invalid: "Ugyldig anmodning.",
} as const;

const followForm = z.object({
  intent: z.enum(["follow", "unfollow"]),
  redirectTo: z.string().max(2000).optional(),
});

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST", ...NO_STORE } });
}

export async function action(args: Route.ActionArgs) {
  const { request, params } = args;
  const wantsJson = (request.headers.get("accept") ?? "").includes("application/json");
  // A body that is not a form (JSON, garbage) is a bad request, never a server error.
  const form = await request.formData().then(
    (body) => Object.fromEntries(body),
    () => null,
  );
  const parsed = followForm.safeParse(form);
  if (!parsed.success) return data({ error: FOLLOW_MESSAGES.invalid }, { status: 400, headers: NO_STORE });
  const back = safeRedirect(parsed.data.redirectTo, "/mine-klubber");
  const user = getSessionUser(args);
  if (!user) {
    if (wantsJson) return data({ error: FOLLOW_MESSAGES.signIn }, { status: 401, headers: NO_STORE });
    throw redirect(`/konto/log-ind?redirectTo=${encodeURIComponent(back)}`, {
      status: 303,
      headers: NO_STORE,
    });
  }
  const result = await setClubFollow(getDb(), user.id, params.clubId, parsed.data.intent === "follow");
  if (result === "unknown-club")
    return data({ error: FOLLOW_MESSAGES.unknownClub }, { status: 404, headers: NO_STORE });
  if (result === "too-many")
    return data({ error: FOLLOW_MESSAGES.tooMany }, { status: 409, headers: NO_STORE });
  if (wantsJson) return data({ following: result === "followed" }, { headers: NO_STORE });
  throw redirect(back, { status: 303, headers: NO_STORE });
}
