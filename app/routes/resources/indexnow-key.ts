import { indexNowKeyFile } from "~/features/indexing/indexnow-key.server";
import { getDb } from "~/server/db/client.server";
import type { Route } from "./+types/indexnow-key";

// The IndexNow key file /{key}.txt (indexnow.org): the key as plain text; every other /{x}.txt is a 404.
export async function loader({ params }: Route.LoaderArgs) {
  const body = await indexNowKeyFile(getDb(), params.key);
  if (body === null)
    return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
