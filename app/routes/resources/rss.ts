import { renderRssFeed } from "~/features/seo/feeds.server";
import { getSiteInfo } from "~/features/settings/settings.server";
import { getDb } from "~/server/db/client.server";

export async function loader() {
  const db = getDb();
  return new Response(await renderRssFeed(db, await getSiteInfo(db)), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
