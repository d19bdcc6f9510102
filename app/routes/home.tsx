import { Link } from "react-router";
import { listLatestArticles } from "~/features/articles/public-queries.server";
import { getDb } from "~/server/db/client.server";
import type { Route } from "./+types/home";

export async function loader() {
  const latest = await listLatestArticles(getDb(), 30);
  return { latest };
}

export function meta() {
  return [
    { title: "Forsiden - Danske & Internationale fodboldnyheder 24/7" },
    { name: "description", content: "Danske & Internationale fodboldnyheder 24/7" },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { latest } = loaderData;
  if (latest.length === 0) {
    return (
      <main className="mx-auto max-w-7xl px-4 py-16 text-center">
        <h1 className="text-xl font-bold">Kunne ikke indlæse artikler</h1>
        <p className="text-muted-foreground">Prøv at genindlæse siden</p>
      </main>
    );
  }
  return (
    <main className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="sr-only">Seneste fodboldnyheder</h1>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {latest.map((article) => (
          <li key={article.id} className="rounded-lg border border-border p-4">
            <p className="text-xs font-bold uppercase text-primary">{article.category}</p>
            <h2 className="mt-1 text-lg font-bold">
              <Link to={`/article/${article.slug}`} className="hover:underline">
                {article.title}
              </Link>
            </h2>
            <p className="mt-2 text-sm text-muted-foreground">{article.excerpt}</p>
          </li>
        ))}
      </ul>
    </main>
  );
}
