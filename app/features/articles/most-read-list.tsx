import { categoryLabel } from "~/lib/categories";
import { formatViews } from "~/lib/relative-time";
import { AdvertorialLabel } from "./article-cards";
import { articlePath, isAdvertorial } from "./card-article";
import type { ArticleCard } from "./public-queries.server";

/** What a 'Mest læste' line shows (no picture, no excerpt). */
export type MostReadArticle = Pick<ArticleCard, "id" | "slug" | "title" | "category" | "partner" | "views">;

/** The hydration data of the list: only the fields it renders. */
export function mostReadFields(article: MostReadArticle): MostReadArticle {
  const { id, slug, title, category, partner, views } = article;
  return { id, slug, title, category, partner, views };
}

/** Spec §2 'Mest læste': the 5 most read, numbered, most read first. */
export function MostReadList({ articles }: { articles: MostReadArticle[] }) {
  return (
    <section aria-labelledby="mest-laeste" className="rounded-lg border border-border bg-card p-4">
      <h2 id="mest-laeste" className="border-b-2 border-primary pb-2 font-display text-xl font-black">
        Mest læste
      </h2>
      <ol className="divide-y divide-border">
        {articles.map((article, i) => (
          <li key={article.id} data-most-read-item data-views={article.views} className="most-read-item">
            <span aria-hidden="true" className="most-read-rank">
              {i + 1}
            </span>
            <div className="min-w-0">
              <a href={articlePath(article)} className="most-read-link">
                {article.title}
              </a>
              <p className="most-read-meta">
                {isAdvertorial(article) ? (
                  <AdvertorialLabel partner={article.partner} />
                ) : (
                  categoryLabel(article.category)
                )}
                <span className="sr-only">, </span>
                <span className="ml-2">{formatViews(article.views)} visninger</span>
              </p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
