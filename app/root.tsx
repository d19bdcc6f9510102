import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { getSiteSettings } from "~/features/settings/settings.server";
import { NotFoundPage } from "~/features/shell/not-found-page";
import { SiteFooter } from "~/features/shell/site-footer";
import { SiteHeader } from "~/features/shell/site-header";
import type { SiteInfo } from "~/lib/seo";
import { getDb } from "~/server/db/client.server";
import { getEnv } from "~/server/env.server";

export async function loader() {
  const settings = await getSiteSettings(getDb());
  const site: SiteInfo = {
    siteName: settings.siteName,
    siteDescription: settings.siteDescription,
    publicUrl: getEnv().publicUrl,
  };
  // The render time: relative times hydrate with the same clock the server used.
  return { site, now: new Date().toISOString() };
}

export type RootLoaderData = Awaited<ReturnType<typeof loader>>;

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="da">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#c8102e" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-background text-foreground antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <>
        <SiteHeader />
        <NotFoundPage />
        <SiteFooter />
      </>
    );
  }
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Uventet fejl";
  return (
    <>
      <SiteHeader />
      <main className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h1 className="text-3xl font-bold">Der opstod en fejl</h1>
        <p className="mt-4 text-muted-foreground">{message}</p>
        <p className="mt-2 text-muted-foreground">Prøv at genindlæse siden, eller gå tilbage til forsiden.</p>
        <a href="/" className="mt-6 inline-block font-semibold text-primary underline">
          Tilbage til forsiden
        </a>
        {import.meta.env.DEV && error instanceof Error ? (
          <pre className="mt-8 overflow-x-auto text-left text-xs">{error.stack}</pre>
        ) : null}
      </main>
      <SiteFooter />
    </>
  );
}
