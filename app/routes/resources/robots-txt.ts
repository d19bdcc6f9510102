import { renderRobotsTxt } from "~/features/seo/feeds.server";
import { getSiteInfo } from "~/features/settings/settings.server";
import { getDb } from "~/server/db/client.server";

export async function loader() {
  return new Response(renderRobotsTxt(await getSiteInfo(getDb())), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
