import { data } from "react-router";
import { getDb } from "~/server/db/client.server";
import { getSessionUser } from "~/server/session.server";
import { loadMyClubsStrip } from "~/workflows/my-clubs/my-clubs.server";
import type { Route } from "./+types/my-clubs-strip";

// GET /api/mine-klubber: the front page's 'Mine klubber' strip for the signed-in reader. The front
// page itself stays one cached document for everybody; this answer is private.
export async function loader(args: Route.LoaderArgs) {
  const headers = { "Cache-Control": "private, no-store" };
  const user = getSessionUser(args);
  if (!user) return data({ signedIn: false, clubs: [] }, { headers });
  return data({ signedIn: true, clubs: await loadMyClubsStrip(getDb(), user.id) }, { headers });
}
