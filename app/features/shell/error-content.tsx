import { useLocation } from "react-router";
import { staticIsland } from "~/components/static-island";

const ErrorPageIsland = staticIsland("error-page", () => import("./error-page").then((m) => m.ErrorPage));

/**
 * What an error boundary shows, as a static island (ADR 0023, issue 23): the error and 404 pages
 * hold no state, so a page answered with an error keeps the server's markup, and no other page
 * loads their code. Keyed by the path, so another error after a client-side navigation mounts a
 * fresh one.
 */
export function ErrorContent({ error }: { error: unknown }) {
  const { pathname } = useLocation();
  return <ErrorPageIsland key={pathname} error={error} />;
}
