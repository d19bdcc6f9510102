import { renderNewsSitemap } from "~/features/seo/feeds.server";
import { getSiteInfo } from "~/features/settings/settings.server";
import { getDb } from "~/server/db/client.server";

export async function loader() {
  const db = getDb();
  return new Response(await renderNewsSitemap(db, await getSiteInfo(db)), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
