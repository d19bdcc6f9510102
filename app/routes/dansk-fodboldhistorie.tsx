import { listHistoryArticles } from "~/features/history/history.server";
import { HistoryPage } from "~/features/history/history-page";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { getDb } from "~/server/db/client.server";
import type { Route } from "./+types/dansk-fodboldhistorie";

export async function loader() {
  return { articles: await listHistoryArticles(getDb()) };
}

export function meta({ matches, data }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  const path = "/dansk-fodboldhistorie";
  return pageMeta({
    site,
    title: "Dansk Fodboldhistorie",
    description:
      "Legendariske kampe, danske legender og historiske øjeblikke: historien om dansk fodbold fra de tidlige år til EM-triumfen i 1992 og frem til i dag.",
    path,
    image: data?.articles[0]?.imageUrl,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "CollectionPage",
        name: "Dansk Fodboldhistorie",
        url: `${site.publicUrl}${path}`,
        inLanguage: "da-DK",
        isPartOf: { "@type": "WebSite", name: site.siteName, url: site.publicUrl || "/" },
      },
    ],
  });
}

export default function DanskFodboldhistorie({ loaderData }: Route.ComponentProps) {
  return <HistoryPage articles={loaderData.articles} />;
}
