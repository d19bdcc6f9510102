import { ArticleCard, CompactArticleItem, FeaturedArticle, SquareArticle } from "./article-cards";
import type { CardArticle } from "./card-article";

/**
 * The front page's lists of cards. They never change while the page stays, so `home-page.tsx`
 * renders them as static islands (ADR 0023): a reader's browser keeps the server's markup and
 * does not load the cards' code. The times in them follow the reader's clock through
 * `useReaderClock`.
 */

function SectionHeading({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <h2 id={id} className="section-heading">
      {children}
    </h2>
  );
}

/** The lead story and the two squares beside it. */
export function TopStories({
  featured,
  squares,
  now,
}: {
  featured: CardArticle;
  squares: CardArticle[];
  now: string;
}) {
  return (
    <section aria-label="Tophistorier" className="grid gap-6 md:grid-cols-3">
      <FeaturedArticle article={featured} serverNow={now} className="md:col-span-2" />
      <div className="grid grid-cols-2 gap-4 md:grid-cols-1 md:content-start">
        {squares.map((a) => (
          <SquareArticle key={a.id} article={a} serverNow={now} />
        ))}
      </div>
    </section>
  );
}

/** 'Seneste Nyheder' (three a row) and 'Flere Nyheder' (three a row from lg). */
export function CardSection({
  id,
  heading,
  articles,
  now,
  wide,
}: {
  id: string;
  heading: string;
  articles: CardArticle[];
  now: string;
  /** Two a row from sm and three from lg, instead of three from sm. */
  wide?: boolean;
}) {
  return (
    <section aria-labelledby={id}>
      <SectionHeading id={id}>{heading}</SectionHeading>
      <div
        className={
          wide ? "grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3" : "grid gap-4 sm:grid-cols-3 sm:gap-6"
        }
      >
        {articles.map((a) => (
          <ArticleCard key={a.id} article={a} serverNow={now} rowOnMobile />
        ))}
      </div>
    </section>
  );
}

/** 'Seneste Opdateringer': compact lines, two columns from md. */
export function UpdatesSection({ articles, now }: { articles: CardArticle[]; now: string }) {
  return (
    <section aria-labelledby="seneste-opdateringer">
      <SectionHeading id="seneste-opdateringer">Seneste Opdateringer</SectionHeading>
      <div className="grid divide-y divide-border md:grid-cols-2 md:gap-x-8 md:divide-y-0">
        {articles.map((a) => (
          <div key={a.id} className="border-border md:border-b">
            <CompactArticleItem article={a} serverNow={now} />
          </div>
        ))}
      </div>
    </section>
  );
}

/** A filtered front page's cards. */
export function FilterResults({ articles, now }: { articles: CardArticle[]; now: string }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2" data-filter-results>
      {articles.map((a) => (
        <ArticleCard key={a.id} article={a} serverNow={now} headingLevel={2} />
      ))}
    </div>
  );
}
