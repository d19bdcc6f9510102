import { data, isRouteErrorResponse } from "react-router";
import { listHistoryArticles } from "~/features/history/history.server";
import { HistoryPage } from "~/features/history/history-page";
import { NotFoundPage } from "~/features/shell/not-found-page";
import { findHistoryTheme, historyThemePath } from "~/lib/history-themes";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { getDb } from "~/server/db/client.server";
import type { Route } from "./+types/dansk-fodboldhistorie-tema";

/** One theme of the history page (its teaser card links here): the articles filed under it. */
export async function loader({ params }: Route.LoaderArgs) {
  const theme = findHistoryTheme(params.tema);
  if (!theme) throw data(null, { status: 404 });
  return { theme, articles: await listHistoryArticles(getDb(), { tag: theme.tag }) };
}

export function meta({ matches, data }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (!data)
    return [{ title: `Siden blev ikke fundet | ${site.siteName}` }, { name: "robots", content: "noindex" }];
  const path = historyThemePath(data.theme);
  return pageMeta({
    site,
    title: `${data.theme.title} | Dansk Fodboldhistorie`,
    description: data.theme.text,
    path,
    image: data.articles[0]?.imageUrl,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "CollectionPage",
        name: data.theme.title,
        url: `${site.publicUrl}${path}`,
        inLanguage: "da-DK",
        isPartOf: { "@type": "WebSite", name: site.siteName, url: site.publicUrl || "/" },
      },
    ],
  });
}

export default function HistoryThemeRoute({ loaderData }: Route.ComponentProps) {
  return <HistoryPage theme={loaderData.theme} articles={loaderData.articles} />;
}

/** An unknown theme is the site's 404 page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  throw error;
}
