import { Outlet, useRouteLoaderData } from "react-router";
import { HeaderAdBanner } from "~/features/ads/ad-islands";
import { houseAdPicturesForPage } from "~/features/ads/house-ad-pictures.server";
import { listHeadlinesOfRequest } from "~/features/articles/public-queries.server";
import { useConsent } from "~/features/consent/consent-context";
import { toBreakingNewsItems } from "~/features/shell/breaking-news";
import { ErrorContent } from "~/features/shell/error-content";
import { SiteShell } from "~/features/shell/site-shell";
import { getDb } from "~/server/db/client.server";
import type { Route } from "./+types/public-layout";

export async function loader({ request, context }: Route.LoaderArgs) {
  // The mobile menu's 'Breaking News': the ticker's 5 latest headlines, only the fields it shows
  // (on the front page the same read as its list, once per request).
  const db = getDb();
  const [latest, houseAdPictures] = await Promise.all([
    listHeadlinesOfRequest(db, request, 5),
    // Issue 22: the house ads' pictures; each page plans its ads from them and its path.
    houseAdPicturesForPage(db, Boolean(context.csp?.adsAllowed)),
  ]);
  return { breakingNews: toBreakingNewsItems(latest), houseAdPictures };
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  const { openSettings } = useConsent();
  return (
    <SiteShell
      breakingNews={loaderData.breakingNews}
      banner={<HeaderAdBanner />}
      onOpenCookieSettings={openSettings}
    >
      <Outlet />
    </SiteShell>
  );
}

// A failing page keeps the full public shell (menu with headlines included).
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("routes/public-layout");
  const { openSettings } = useConsent();
  return (
    <SiteShell
      breakingNews={data?.breakingNews}
      banner={<HeaderAdBanner />}
      onOpenCookieSettings={openSettings}
    >
      <ErrorContent error={error} />
    </SiteShell>
  );
}
