import { renderSitemap } from "~/features/seo/feeds.server";
import { getSiteInfo } from "~/features/settings/settings.server";
import { getDb } from "~/server/db/client.server";
import type { Route } from "./+types/sitemap";

export async function loader({ params }: Route.LoaderArgs) {
  const db = getDb();
  const xml = await renderSitemap(db, await getSiteInfo(db), params.name);
  if (xml === null) return new Response("Not found", { status: 404 });
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
