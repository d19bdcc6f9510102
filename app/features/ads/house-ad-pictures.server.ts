import { asc, sql } from "drizzle-orm";
import { focalOf } from "~/lib/image-crops";
import type { MediaVariant } from "~/lib/media-variant";
import type { Queryable } from "~/server/db/client.server";
import { media } from "~/server/db/schema";
import { logger } from "~/server/logger.server";
import { getPublicAdConfig } from "./ad-config.server";
import { HOUSE_AD_KEYS, HOUSE_ADS, type HouseAdPicture, type HouseAdPictures } from "./house-ads";

/**
 * Issue 22: a house ad shows a real picture from the media library: the oldest image with its
 * promotion's keyword (the sample content's stock photos, or what the newsroom tagged so), so
 * the choice stays put while new uploads arrive. A promotion without one is not shown.
 */
export async function loadHouseAdPictures(db: Queryable): Promise<HouseAdPictures> {
  const rows = await Promise.all(
    HOUSE_AD_KEYS.map((key) =>
      db
        .select({
          url: media.url,
          width: media.width,
          height: media.height,
          variants: media.variants,
          focalX: media.focalX,
          focalY: media.focalY,
        })
        .from(media)
        .where(sql`${media.keywords} @> ARRAY[${HOUSE_ADS[key].pictureKeyword}]::text[]`)
        .orderBy(asc(media.createdAt), asc(media.url))
        .limit(1),
    ),
  );
  const pictures: HouseAdPictures = {};
  HOUSE_AD_KEYS.forEach((key, i) => {
    const row = rows[i][0];
    if (row) pictures[key] = toPicture(row);
  });
  return pictures;
}

/**
 * Only what the ad's <picture> needs: the whole picture's variants up to 800 px (a house ad is at
 * most 445 px wide; its boxes have many shapes, none a crop's, issue 27) and its focal point.
 */
function toPicture(
  row: Omit<HouseAdPicture, "variants" | "focal"> & {
    variants: MediaVariant[];
    focalX: number | null;
    focalY: number | null;
  },
): HouseAdPicture {
  const variants = row.variants
    .filter((v) => v.width <= 800 && !v.crop)
    .map(({ width, height, format, url }) => ({ width, height, format, url }));
  const focal = focalOf(row.focalX, row.focalY);
  return { url: row.url, width: row.width, height: row.height, variants, ...(focal ? { focal } : {}) };
}

/** How long one process reuses the pictures: every public page's layout asks for them. */
export const HOUSE_AD_PICTURES_TTL_MS = 5 * 60_000;

let cached: { value: Promise<HouseAdPictures>; expiresAt: number } | undefined;

/** The pictures, read at most once per TTL per process (a failed read is not kept). */
export function getHouseAdPictures(db: Queryable, now = Date.now()): Promise<HouseAdPictures> {
  if (cached && cached.expiresAt > now) return cached.value;
  const value = loadHouseAdPictures(db);
  const entry = { value, expiresAt: now + HOUSE_AD_PICTURES_TTL_MS };
  cached = entry;
  value.catch(() => {
    if (cached === entry) cached = undefined;
  });
  return value;
}

/**
 * The pictures a page's house ads need: none where the ad network fills the slots (the root
 * loader publishes its address only where the page's policy allows it, root.tsx). A failed read
 * shows no house ads rather than failing the page.
 */
export async function houseAdPicturesForPage(db: Queryable, adsAllowed: boolean): Promise<HouseAdPictures> {
  if (adsAllowed && getPublicAdConfig().AD_NETWORK_SCRIPT_URL) return {};
  try {
    return await getHouseAdPictures(db);
  } catch (error) {
    logger.warn({ err: error }, "house ad pictures could not be read; the slots stay empty");
    return {};
  }
}
