import { isRouteErrorResponse } from "react-router";
import { isDatabaseUnavailableData } from "~/lib/database-unavailable";
import { NotFoundPage } from "./not-found-page";

/** Danish words for the statuses a page can answer with. */
export const STATUS_TEXT: Record<number, string> = {
  400: "Ugyldig forespørgsel",
  401: "Du er ikke logget ind",
  403: "Ingen adgang",
  405: "Handlingen er ikke tilladt",
  409: "Konflikt",
  413: "Forespørgslen er for stor",
  415: "Formatet understøttes ikke",
  429: "For mange forespørgsler",
  500: "Serverfejl",
  502: "Serverfejl",
  503: "Tjenesten er midlertidigt utilgængelig",
};

/** The content of an error boundary: the spec's 404 page, else a Danish error message. */
export function ErrorPage({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (isRouteErrorResponse(error) && isDatabaseUnavailableData(error.data)) {
    // The database is away (server/database-outage.ts): a "try again shortly", not an error.
    return (
      <main className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h1 className="text-3xl font-bold">{error.data.heading}</h1>
        <p className="mt-4 text-muted-foreground">{error.data.message}</p>
      </main>
    );
  }
  // Never the HTTP reason phrase ("Internal Server Error"): readers get Danish.
  const message = isRouteErrorResponse(error)
    ? `Fejl ${error.status}: ${STATUS_TEXT[error.status] ?? "Uventet fejl"}`
    : "Uventet fejl";
  return (
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
  );
}
