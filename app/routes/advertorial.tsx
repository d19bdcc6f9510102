import { AdSlot } from "~/features/ads/ad-islands";
import { categoryLabel, parseCategoryParam } from "~/features/advertorials/advertorial-categories";
import { getAdvertorialOverview, listAdvertorials } from "~/features/advertorials/advertorials.server";
import { AdvertorialsPage } from "~/features/advertorials/advertorials-page";
import { COMPANY_MAILBOXES } from "~/lib/company";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { getDb } from "~/server/db/client.server";
import type { Route } from "./+types/advertorial";

export async function loader({ request }: Route.LoaderArgs) {
  const category = parseCategoryParam(new URL(request.url).searchParams.get("kategori"));
  const db = getDb();
  const [items, overview] = await Promise.all([
    listAdvertorials(db, { category }),
    getAdvertorialOverview(db),
  ]);
  return { items, category, overview };
}

export function meta({ matches, data }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return pageMeta({
    site,
    title: data?.category
      ? `Annoncørbetalt indhold: ${categoryLabel(data.category)}`
      : "Annoncørbetalt indhold",
    description: `Annoncørbetalte artikler på ${site.siteName}, lavet i samarbejde med vores partnere og altid mærket som annonce.`,
    path: data?.category ? `/advertorial?kategori=${data.category}` : "/advertorial",
  });
}

export default function Advertorial({ loaderData }: Route.ComponentProps) {
  return (
    <AdvertorialsPage
      items={loaderData.items}
      category={loaderData.category}
      overview={loaderData.overview}
      advertisingEmail={COMPANY_MAILBOXES.advertising}
      banner={
        // The 970x250 billboard from md up; the 320x320 mobile slot below (spec §9).
        <>
          <AdSlot id="advertorial-billboard" className="hidden md:flex" />
          <AdSlot id="home-mobile-1" className="md:hidden" />
        </>
      }
    />
  );
}
