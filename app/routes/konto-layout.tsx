import { useEffect } from "react";
import { Outlet, useRouteLoaderData } from "react-router";
import { adminStylesheetLinks } from "~/features/admin/admin-stylesheet";
import { listHeadlinesOfRequest } from "~/features/articles/public-queries.server";
import { useConsent } from "~/features/consent/consent-context";
import { toBreakingNewsItems } from "~/features/shell/breaking-news";
import { ErrorContent } from "~/features/shell/error-content";
import { SiteShell } from "~/features/shell/site-shell";
import { ACCOUNT_PATH } from "~/lib/account-link";
import { getDb } from "~/server/db/client.server";
import type { Route } from "./+types/konto-layout";

/*
 * The reader's own pages (/konto, /konto/log-ind, ADR 0025): the site's header and footer, no ads,
 * never cached (they are private paths in server/request-classification.ts as well). Their forms
 * and the confirmation dialog are styled by the whole-site sheet, linked here as on /auth.
 */
export const links = adminStylesheetLinks;

export async function loader({ request }: Route.LoaderArgs) {
  // The mobile menu's 'Breaking News', as on every public page.
  return { breakingNews: toBreakingNewsItems(await listHeadlinesOfRequest(getDb(), request, 5)) };
}

/** Personal pages: never stored by any cache. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const headers = new Headers(loaderHeaders);
  headers.set("Cache-Control", "private, no-store");
  return headers;
}

/**
 * Links out of the account pages load a document (a capture listener, ahead of React Router's):
 * the next page's header is then the server's, with its account link drawn for this session. A
 * client-side navigation would mount the public layout's header afresh, without that markup
 * (features/shell/account-link.ts).
 */
function useDocumentNavigationOut() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute("download")) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin || url.pathname.startsWith(ACCOUNT_PATH)) return;
      event.preventDefault();
      event.stopPropagation();
      window.location.assign(url.href);
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, []);
}

export default function AccountLayout({ loaderData }: Route.ComponentProps) {
  const { openSettings } = useConsent();
  useDocumentNavigationOut();
  return (
    <SiteShell breakingNews={loaderData.breakingNews} onOpenCookieSettings={openSettings}>
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("routes/konto-layout");
  const { openSettings } = useConsent();
  return (
    <SiteShell breakingNews={data?.breakingNews} onOpenCookieSettings={openSettings}>
      <ErrorContent error={error} />
    </SiteShell>
  );
}
