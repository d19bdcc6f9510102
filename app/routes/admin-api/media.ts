import { listPickerCategories, listPickerImages } from "~/features/editorial/admin-article-queries.server";
import { searchMediaLibrary } from "~/features/media/media-library.server";
import { isImageRights } from "~/lib/image-rights";
import { getDb } from "~/server/db/client.server";
import { logger } from "~/server/logger.server";
import { requireStaff } from "~/server/session.server";
import type { Route } from "./+types/media";

const json = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { "Cache-Control": "private, no-store" } });

/**
 * The editor's image tools:
 * - `?kilde=artikler&kategori=…` the existing-image picker (spec §7: articles with an image, latest 50);
 * - `?q=…&klub=…&kategori=…&rettigheder=…` the stock-photo search over the media library
 *   (`rettigheder`: issue 27's 'Kilde' filter; `kilde` already names the picker above). An unknown
 *   value filters nothing.
 */
export async function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  const params = new URL(args.request.url).searchParams;
  const db = getDb();
  try {
    if (params.get("kilde") === "artikler") {
      const [images, categories] = await Promise.all([
        listPickerImages(db, params.get("kategori") || null),
        listPickerCategories(db),
      ]);
      return json({ images, categories });
    }
    const rights = params.get("rettigheder");
    const results = await searchMediaLibrary(db, {
      q: params.get("q"),
      club: params.get("klub"),
      category: params.get("kategori"),
      rights: isImageRights(rights) ? rights : null,
    });
    return json({ results });
  } catch (err) {
    logger.error({ err, requestId: args.context.requestId }, "image search failed");
    return json({ error: "Billedsøgningen kunne ikke gennemføres. Prøv igen." }, 500);
  }
}
