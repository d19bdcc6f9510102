import { data, isRouteErrorResponse, Link } from "react-router";
import { staticIsland } from "~/components/static-island";
import { Button } from "~/components/ui/button";
import { ChevronLeft, ChevronRight } from "~/components/ui/icons";
import { AUTHOR_MAX_PAGE, listAuthorArticles } from "~/features/articles/author-articles.server";
import { cardFields } from "~/features/articles/card-fields";
import { AuthorHeader } from "~/features/authors/author-header";
import { authorMeta, authorNotFoundMeta, authorPageNumber } from "~/features/authors/author-meta";
import { findAuthorBySlug } from "~/features/authors/author-queries.server";
import { authorPath } from "~/lib/bylines";
import { siteFromMatches } from "~/lib/seo";
import { useRootData } from "~/lib/use-root-data";
import { getDb } from "~/server/db/client.server";
import { holdForIsland } from "~/server/island-data.server";
import type { Route } from "./+types/forfatter";

const NOT_FOUND = { status: 404, statusText: "Forfatter ikke fundet" };

/** Issue 14: an author's page, with their latest public articles, 12 a page (`?side=N`). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const page = authorPageNumber(new URL(request.url).searchParams, AUTHOR_MAX_PAGE);
  const db = getDb();
  const author = page ? await findAuthorBySlug(db, params.slug) : null;
  if (!author || !page) throw data(null, NOT_FOUND);
  const list = await listAuthorArticles(db, author.id, page);
  // A page past the last one does not exist (page 1 of an author without articles does).
  if (page > 1 && list.articles.length === 0) throw data(null, NOT_FOUND);
  const { id: _id, ...profile } = author;
  // The list is a static island: a document's server holds it (ADR 0023).
  return {
    author: profile,
    page,
    articles: holdForIsland(context, list.articles.map(cardFields)),
    count: list.articles.length,
    hasOlder: list.hasOlder,
  };
}

export function meta({ matches, data: loaderData, params }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (!loaderData) return authorNotFoundMeta(site, params.slug);
  return authorMeta(site, loaderData.author, loaderData.page);
}

// The cards never change while the page stays: a static island (ADR 0023).
const AuthorArticles = staticIsland("author-articles", () =>
  import("~/features/articles/author-article-list").then((m) => m.AuthorArticles),
);

export default function AuthorPage({ loaderData }: Route.ComponentProps) {
  const { author, page, articles, count, hasOlder } = loaderData;
  const { now } = useRootData();
  const path = authorPath(author.slug);
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-6">
      <AuthorHeader author={author} />
      <section aria-labelledby="forfatter-artikler" className="mt-10">
        <h2 id="forfatter-artikler" className="mb-4 border-b pb-2 font-display text-2xl font-black">
          {page > 1 ? `Artikler af ${author.name} – side ${page}` : `Seneste artikler af ${author.name}`}
        </h2>
        {count === 0 ? (
          <p className="text-muted-foreground">{author.name} har ikke udgivet nogen artikler endnu.</p>
        ) : (
          <AuthorArticles articles={articles} now={now} />
        )}
        {page > 1 || hasOlder ? (
          <nav aria-label="Sider" className="mt-8 flex items-center justify-between gap-4">
            {page > 1 ? (
              <Button asChild variant="outline">
                <Link to={page === 2 ? path : `${path}?side=${page - 1}`} rel="prev">
                  <ChevronLeft aria-hidden="true" />
                  Nyere artikler
                </Link>
              </Button>
            ) : (
              <span />
            )}
            {hasOlder ? (
              <Button asChild variant="outline">
                <Link to={`${path}?side=${page + 1}`} rel="next">
                  Ældre artikler
                  <ChevronRight aria-hidden="true" />
                </Link>
              </Button>
            ) : null}
          </nav>
        ) : null}
      </section>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">
        {notFound ? "Forfatter ikke fundet" : "Kunne ikke indlæse siden"}
      </h1>
      <p className="mt-2 text-muted-foreground">
        {notFound ? "Den forfatter du leder efter findes ikke." : "Prøv at genindlæse siden"}
      </p>
      <Link to="/" className="mt-6 inline-block font-semibold text-primary underline underline-offset-4">
        Gå til forsiden
      </Link>
    </main>
  );
}
