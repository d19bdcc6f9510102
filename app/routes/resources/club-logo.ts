import { findClubCrest } from "~/features/clubs/club-queries.server";
import { renderClubCrestSvg } from "~/features/media/illustrations.server";
import { getDb } from "~/server/db/client.server";
import type { Route } from "./+types/club-logo";

// The SVG is drawn from our own data, but it is still served as a locked-down document.
const SVG_HEADERS = {
  "Content-Type": "image/svg+xml",
  "Cache-Control": "public, max-age=86400",
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
  "X-Content-Type-Options": "nosniff",
};

/** /logos/{slug}.svg: the bundled crest of a club (spec §3 logo fallback), 404 for unknown slugs. */
export async function loader({ params }: Route.LoaderArgs) {
  const club = await findClubCrest(getDb(), params.slug);
  if (!club) {
    return new Response("Ikke fundet", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff" },
    });
  }
  return new Response(renderClubCrestSvg(club), { headers: SVG_HEADERS });
}
