import { accountDisplayName } from "~/features/accounts/account-queries.server";
import { listFollowedClubSlugs } from "~/features/follows/follows.server";
import { type AccountStatus, clearAccountMarkerCookie, hasAccountMarker } from "~/lib/account-link";
import { getDb } from "~/server/db/client.server";
import { getEnv } from "~/server/env.server";
import type { Route } from "./+types/konto-status";

/**
 * `GET /api/konto/status` (ADR 0025): whether this browser is signed in, and the name the header
 * shows. Private and never stored (server/api-cache-control.ts sets it for every /api/ answer; set
 * here too). The header only asks when the marker cookie is there; a marker without a session
 * (expired, signed out elsewhere) is cleared, so the next page view does not ask again.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  const user = context.session?.user;
  if (!user) {
    if (hasAccountMarker(request.headers.get("cookie"))) {
      headers.append("Set-Cookie", clearAccountMarkerCookie(getEnv().publicUrl.startsWith("https://")));
    }
    return Response.json({ signedIn: false, name: null, follows: [] } satisfies AccountStatus, { headers });
  }
  const db = getDb();
  const [name, follows] = await Promise.all([
    accountDisplayName(db, user.id),
    listFollowedClubSlugs(db, user.id),
  ]);
  return Response.json({ signedIn: true, name, follows } satisfies AccountStatus, { headers });
}
