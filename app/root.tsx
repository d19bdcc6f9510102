import { useEffect } from "react";
import { data, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { pushBellScript } from "~/components/push-bell/push-bell-script";
import { Toaster, toast } from "~/components/ui/toast";
import { getPublicAdConfig, type PublicAdConfig } from "~/features/ads/ad-config.server";
import { HeaderAdBanner } from "~/features/ads/ad-islands";
import { AdNetworkScript } from "~/features/ads/ad-network-script";
import { ConsentBannerSlot } from "~/features/consent/consent-banner-slot";
import { ConsentProvider, useConsent } from "~/features/consent/consent-context";
import { CONSENT_COOKIE_NAME } from "~/features/consent/consent-cookie";
import { ACCOUNT_STATUS_SCRIPT } from "~/features/shell/account-link";
import { ErrorContent } from "~/features/shell/error-content";
import { organizationJsonLd } from "~/features/shell/json-ld";
import { SiteShell } from "~/features/shell/site-shell";
import { serializeInlineJson } from "~/lib/inline-json";
import { useNonce } from "~/lib/nonce";
import { useReaderClock } from "~/lib/reader-clock";
import type { SiteInfo } from "~/lib/seo";
import { serverOnlyHtml } from "~/lib/server-only-html";
import { type RootData, useRootData } from "~/lib/use-root-data";
import { ZOD_JITLESS_SCRIPT } from "~/lib/zod-jitless";
import { getDb } from "~/server/db/client.server";
import { getEnv } from "~/server/env.server";
import { clearFlashCookie, type Flash, readFlash } from "~/server/flash.server";
import { companyDetailsOf, getCachedSiteSettings } from "~/server/site-settings.server";

/** Configuration the browser may see, also published as `window.__ENV`. */
type PublicEnv = PublicAdConfig;

export type RootLoaderData = RootData & { publicEnv?: PublicEnv; flash?: Flash | null };

export async function loader({ context, request }: Route.LoaderArgs) {
  // The per-process copy the maintenance check already read for this request (no query per page).
  const settings = await getCachedSiteSettings(getDb());
  const site: SiteInfo = {
    siteName: settings.siteName,
    siteDescription: settings.siteDescription,
    publicUrl: getEnv().publicUrl,
  };
  // The render time: relative times hydrate with the same clock the server used.
  // The ad network's address only where this answer's CSP allows its script (ADR 0012).
  // Never on a private page (the reader's account, ADR 0025), whatever the policy allows.
  const publicEnv = context.csp?.adsAllowed && !context.privatePath ? getPublicAdConfig() : NO_PUBLIC_ENV;
  // A one-time message carried across a redirect ('Login succesfuld', 'Din e-mail er bekræftet'),
  // read once here for every page and cleared. The page cache renders without cookies, so a
  // cached page never holds one.
  const flash = readFlash(request);
  const value: RootLoaderData = {
    site,
    company: companyDetailsOf(settings),
    now: new Date().toISOString(),
    publicEnv,
    flash,
  };
  return data(value, flash ? { headers: { "Set-Cookie": clearFlashCookie() } } : undefined);
}

/**
 * Runs before the first paint: a stored cookie choice hides the banner the server rendered.
 * Without scripts it never runs, and the banner sits at the end of the page instead of over it.
 */
const CONSENT_MARK_SCRIPT = `document.documentElement.dataset.js="on";if(/(?:^|;\\s*)${CONSENT_COOKIE_NAME}=v1\\./.test(document.cookie))document.documentElement.dataset.consent="stored"`;

const NO_PUBLIC_ENV: PublicEnv = { AD_NETWORK_SCRIPT_URL: null };

export function Layout({ children }: { children: React.ReactNode }) {
  // Also rendered for the error boundary, when the loader may have failed.
  const rootData = useRouteLoaderData<RootLoaderData>("root");
  const { site, company } = useRootData();
  const publicEnv = rootData?.publicEnv ?? NO_PUBLIC_ENV;
  // The CSP nonce of this server render; undefined in the browser (see ~/lib/nonce).
  const nonce = useNonce();
  return (
    // The consent script below may mark <html> before React hydrates it.
    <html lang="da" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#c8102e" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Issue 25: the web app (home screen, push on iOS). Written by the server only, so not in
            the bundle every page loads: React keeps head elements it does not render as they are. */}
        {import.meta.env.SSR ? (
          <>
            <link rel="manifest" href="/manifest.webmanifest" />
            <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
          </>
        ) : null}
        <link rel="alternate" type="application/rss+xml" title={site.siteName} href="/rss.xml" />
        <script
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant, hides the server's consent banner copy when a choice is stored.
          dangerouslySetInnerHTML={serverOnlyHtml(
            // Then the header's account link for a signed-in reader (ADR 0025), and the push bells'
            // click listener (issue 25).
            import.meta.env.SSR &&
              (() => `${CONSENT_MARK_SCRIPT};${ACCOUNT_STATUS_SCRIPT};${pushBellScript()}`),
          )}
        />
        <Meta />
        <Links />
        {/* Data, never executed: CSP does not apply to it, so it needs no nonce. */}
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: serialised with `<` escaped.
          dangerouslySetInnerHTML={serverOnlyHtml(
            import.meta.env.SSR && (() => serializeInlineJson(organizationJsonLd(site, company))),
          )}
        />
        <script
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: whitelisted public config, `<` escaped.
          dangerouslySetInnerHTML={serverOnlyHtml(
            import.meta.env.SSR &&
              (() => `window.__ENV=${serializeInlineJson(publicEnv)};${ZOD_JITLESS_SCRIPT}`),
          )}
        />
      </head>
      <body className="min-h-screen bg-background text-foreground antialiased">
        <ConsentProvider>
          {/* Issue 22: first in the focus order on a first visit (it is fixed at the bottom, so it
              is not where it sits in the document that shows). */}
          <ConsentBannerSlot />
          {children}
          <ConsentGatedScripts />
        </ConsentProvider>
        <Toaster />
        <FlashToast flash={rootData?.flash ?? null} />
        <HydrationMarker />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Shows the flash of this response as a toast, once (after the Toaster has mounted). */
function FlashToast({ flash }: { flash: Flash | null }) {
  useEffect(() => {
    if (flash) toast.success(flash.title, { description: flash.message });
  }, [flash]);
  return null;
}

/** Marks the document once React has hydrated (end-to-end tests wait for it before clicking). */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}

/** Third-party scripts wait for the matching consent (PRODUCT.md: ads only after consent). */
function ConsentGatedScripts() {
  const { hasConsent } = useConsent();
  return <AdNetworkScript allowed={hasConsent("marketing")} />;
}

export default function App() {
  useReaderClock();
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { openSettings } = useConsent();
  return (
    <SiteShell banner={<HeaderAdBanner />} onOpenCookieSettings={openSettings}>
      <ErrorContent error={error} />
    </SiteShell>
  );
}
