import { data, Link } from "react-router";
import { findPublicArticle } from "~/features/articles/public-queries.server";
import { getDb } from "~/server/db/client.server";
import type { Route } from "./+types/article";

export async function loader({ params }: Route.LoaderArgs) {
  const article = await findPublicArticle(getDb(), params.slugOrId);
  if (!article) return data({ article: null }, { status: 404 });
  return { article };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data?.article) return [{ title: "Artikel ikke fundet | Forsiden" }];
  return [
    { title: `${data.article.title} | Forsiden` },
    { name: "description", content: data.article.excerpt },
  ];
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData;
  if (!article) {
    return (
      <main className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">Artikel ikke fundet</h1>
        <p className="mt-2 text-muted-foreground">Den artikel du leder efter eksisterer ikke.</p>
        <Link to="/" className="mt-6 inline-block font-semibold text-primary underline">
          Tilbage til forsiden
        </Link>
      </main>
    );
  }
  const blocks = article.content.split(/\n\s*\n/).filter((b) => b.trim());
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <Link to="/" className="text-sm font-semibold text-primary">
        Tilbage til forsiden
      </Link>
      <p className="mt-6 text-xs font-bold uppercase text-primary">{article.category}</p>
      <h1 className="mt-2 text-3xl font-black">{article.title}</h1>
      <p className="mt-3 text-lg text-muted-foreground">{article.excerpt}</p>
      <div className="mt-6 space-y-4">
        {blocks.length === 0 ? (
          <p>Ingen artikelindhold tilgængeligt.</p>
        ) : (
          blocks.map((block, i) => <p key={i}>{block}</p>)
        )}
      </div>
    </main>
  );
}
