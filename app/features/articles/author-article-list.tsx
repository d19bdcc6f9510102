import { ArticleCard } from "./article-cards";
import type { CardArticle } from "./card-article";

/** An author page's cards, newest first; the first one is the page's largest picture (its LCP). */
export function AuthorArticles({ articles, now }: { articles: CardArticle[]; now: string }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="author-articles">
      {articles.map((a, i) => (
        <ArticleCard key={a.id} article={a} serverNow={now} priority={i === 0} />
      ))}
    </div>
  );
}
