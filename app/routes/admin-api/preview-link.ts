import { createPreviewLink } from "~/features/articles/preview-token.server";
import { getDb } from "~/server/db/client.server";
import { getEnv } from "~/server/env.server";
import { requireStaff } from "~/server/session.server";
import type { Route } from "./+types/preview-link";

// Issue 26 'Del forhåndsvisning': POST answers a signed link (48 hours) to a draft's preview.
const NO_STORE = { "Cache-Control": "private, no-store" };
const MESSAGES = {
  not_found: [404, "Artiklen findes ikke."],
  forbidden: [403, "Ingen adgang"],
  published: [409, "Artiklen er publiceret: del dens almindelige adresse."],
} as const;

export function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST", ...NO_STORE } });
}

export async function action(args: Route.ActionArgs) {
  const user = requireStaff(args);
  if (args.request.method !== "POST") {
    return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST", ...NO_STORE } });
  }
  const result = await createPreviewLink(getDb(), user, args.params.articleId, getEnv().publicUrl);
  if (!result.ok) {
    const [status, message] = MESSAGES[result.reason];
    return Response.json({ message }, { status, headers: NO_STORE });
  }
  return Response.json({ url: result.url, expiresAt: result.expiresAt }, { headers: NO_STORE });
}
