import { RelativeTime } from "~/components/relative-time";
import { type CardPictureFields, imageOf, ResponsiveImage } from "~/components/responsive-image";
import { categoryLabel } from "~/lib/categories";

/** The article fields a club news item shows (a subset of the public article card). */
export interface ClubNewsItem extends CardPictureFields {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  publishedAt: Date | string | null;
  partner: string | null;
}

/** Spec §2 club page 'Nyheder': up to 6 articles, newest first; empty 'Ingen nyheder'. */
export function ClubNewsList({ articles, serverNow }: { articles: ClubNewsItem[]; serverNow: string }) {
  if (articles.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-border p-8 text-center text-muted-foreground">
        Ingen nyheder
      </p>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2" data-testid="club-news">
      {articles.map((article) => (
        <li key={article.id}>
          <article className="flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm">
            {article.imageUrl ? (
              <ResponsiveImage
                image={imageOf(article)}
                alt={article.imageAlt ?? ""}
                sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                className="bg-muted"
              />
            ) : null}
            <div className="flex flex-1 flex-col p-4">
              <p className="flex items-center gap-2 text-xs font-bold uppercase tracking-wide text-primary">
                {article.partner ? (
                  <span className="rounded-sm bg-foreground px-1.5 py-0.5 text-background">Annonce</span>
                ) : null}
                <span>{categoryLabel(article.category)}</span>
              </p>
              <h3 className="mt-1 text-lg font-bold leading-snug">
                <a href={`/article/${article.slug}`} className="hover:text-primary hover:underline">
                  {article.title}
                </a>
              </h3>
              {article.excerpt ? (
                <p className="mt-2 line-clamp-3 text-sm text-muted-foreground">{article.excerpt}</p>
              ) : null}
              {article.publishedAt ? (
                <RelativeTime
                  date={article.publishedAt}
                  serverNow={serverNow}
                  variant="list"
                  className="mt-auto pt-3 text-xs text-muted-foreground"
                />
              ) : null}
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
