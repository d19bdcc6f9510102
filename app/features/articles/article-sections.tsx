import { RelativeTime } from "~/components/relative-time";
import { imageOf, ResponsiveImage } from "~/components/responsive-image";
import { Badge } from "~/components/ui/badge";
import { authorPath } from "~/lib/bylines";
import { categoryLabel } from "~/lib/categories";
import { formatDanishDateTime } from "~/lib/relative-time";
import { AdvertorialLabel, ArticleCard } from "./article-cards";
import { iso } from "./article-json-ld";
import type { ArticleHeading } from "./article-page.server";
import { type CardArticle, isAdvertorial, readerExcerpt } from "./card-article";
import { TagBadges } from "./tag-badges";

/**
 * The parts of an article page that never change while the page stays: `article-view.tsx`
 * renders them as static islands (ADR 0023), so a reader's browser keeps the server's markup and
 * does not load their code. Times follow the reader's clock through `useReaderClock`.
 */

/** The category, time, headline, standfirst, byline, tags and the lead picture. */
export function ArticleHeader({
  article,
  tagNames,
  now,
}: {
  article: ArticleHeading;
  tagNames: Record<string, string>;
  now: string;
}) {
  const tags = article.tags ?? [];
  return (
    <>
      <header className="mt-4">
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <Badge data-category>{categoryLabel(article.category)}</Badge>
          {isAdvertorial(article) ? <AdvertorialLabel partner={article.partner} /> : null}
          {article.publishedAt ? (
            <RelativeTime date={article.publishedAt} serverNow={now} className="text-muted-foreground" />
          ) : null}
        </div>
        <h1 className="mt-3 font-display text-3xl font-black leading-tight md:text-5xl">{article.title}</h1>
        {article.excerpt ? (
          <p className="mt-4 text-lg leading-relaxed text-muted-foreground md:text-xl">
            {readerExcerpt(article)}
          </p>
        ) : null}
        <p className="mt-4 text-sm">
          {article.author ? (
            <>
              Af <Byline name={article.author} slug={article.isAgentGenerated ? null : article.authorSlug} />
              {article.publishedAt ? " · " : null}
            </>
          ) : null}
          {article.publishedAt ? (
            <time dateTime={iso(article.publishedAt)} className="text-muted-foreground">
              {formatDanishDateTime(article.publishedAt)}
            </time>
          ) : null}
        </p>
        <div className="mt-4">
          <TagBadges tags={tags} names={tagNames} followFrom={`/article/${article.slug}`} />
        </div>
      </header>

      {article.imageUrl ? (
        <figure className="mt-6">
          <ResponsiveImage
            image={imageOf(article)}
            alt={article.imageAlt ?? article.title}
            sizes="(min-width: 768px) 768px, 100vw"
            aspectRatio={16 / 9}
            priority
            className="overflow-hidden rounded-lg bg-muted"
          />
          {article.imageCredit ? (
            <figcaption className="mt-2 text-xs text-muted-foreground">
              Foto: {article.imageCredit}
            </figcaption>
          ) : null}
        </figure>
      ) : null}
    </>
  );
}

/** 'Læs også': three related cards. */
export function RelatedArticles({ related, now }: { related: CardArticle[]; now: string }) {
  return (
    <section aria-labelledby="laes-ogsaa" className="mt-12 border-t border-border pt-6">
      <h2 id="laes-ogsaa" className="mb-4 font-display text-2xl font-black">
        Læs også
      </h2>
      <div className="grid gap-6 sm:grid-cols-3" data-related>
        {related.map((a) => (
          <ArticleCard key={a.id} article={a} serverNow={now} />
        ))}
      </div>
    </section>
  );
}

/** The writer's display name, linked to their author page when they have one (issue 14). */
function Byline({ name, slug }: { name: string; slug: string | null }) {
  if (!slug) return <span className="font-semibold">{name}</span>;
  return (
    <a href={authorPath(slug)} rel="author" className="font-semibold underline-offset-4 hover:underline">
      {name}
    </a>
  );
}
