import type { ReactNode } from "react";
import { Link } from "react-router";
import { RelativeTime } from "~/components/relative-time";
import { ResponsiveImage } from "~/components/responsive-image";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { ArrowLeft } from "~/components/ui/icons";
import { authorPath } from "~/lib/bylines";
import { categoryLabel } from "~/lib/categories";
import { formatDanishDateTime } from "~/lib/relative-time";
import { useRootData } from "~/lib/use-root-data";
import { ArticleBody } from "./article-body";
import {
  AdvertorialLabel,
  ArticleCard,
  articlePath,
  type CardArticle,
  isAdvertorial,
  readerExcerpt,
} from "./article-cards";
import { iso } from "./article-json-ld";
import type { ArticlePageData } from "./article-page.server";
import { ShareButtons } from "./share-buttons";
import { TagBadges } from "./tag-badges";
import { useArticleView } from "./use-article-view";

/** The article page's ad slots; the route renders them (this feature does not import ads). */
export type ArticleAdId = `article-inline-${1 | 2 | 3}` | "article-mobile-1" | "article-sky";

/** Spec §2: the article page's not-found state. */
export function ArticleNotFound() {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="font-display text-3xl font-black">Artikel ikke fundet</h1>
      <p className="mt-3 text-muted-foreground">Den artikel du leder efter eksisterer ikke.</p>
      <Button asChild className="mt-8">
        <Link to="/">
          <ArrowLeft aria-hidden="true" />
          Tilbage til forsiden
        </Link>
      </Button>
    </main>
  );
}

/** Staff preview of a draft or a scheduled article: a banner above the page. */
export function ArticlePreviewBanner({ isDraft }: { isDraft: boolean }) {
  return (
    <p role="status" className="bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-900">
      Forhåndsvisning: {isDraft ? "artiklen er en kladde" : "artiklen er planlagt"} og kan ikke ses af læserne
      endnu.
    </p>
  );
}

/**
 * One article: header, image, share buttons, the body with its inline ads, and "Læs også".
 * The ad slots come from the route (`renderAd`), so this feature does not import ads.
 */
export function ArticleView({
  article,
  related,
  tagNames,
  renderAd,
  live,
}: {
  article: ArticlePageData;
  related: CardArticle[];
  tagNames: Record<string, string>;
  renderAd: (id: ArticleAdId, className?: string) => ReactNode;
  /** A live article's score header and updates (issue 15), composed by the route. */
  live?: ReactNode;
}) {
  const { site, now } = useRootData();
  useArticleView(article.id);
  const shareUrl = `${site.publicUrl}${articlePath(article)}`;
  const tags = article.tags ?? [];
  return (
    <main
      id="main"
      className="mx-auto max-w-7xl px-4 py-6 xl:grid xl:grid-cols-[minmax(0,1fr)_255px] xl:gap-10"
    >
      <article className="mx-auto min-w-0 max-w-3xl" data-article-id={article.id}>
        <Button asChild variant="ghost" size="sm" className="-ml-3">
          <Link to="/">
            <ArrowLeft aria-hidden="true" />
            Tilbage til forsiden
          </Link>
        </Button>

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
                Af{" "}
                <Byline name={article.author} slug={article.isAgentGenerated ? null : article.authorSlug} />
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
            <TagBadges tags={tags} names={tagNames} />
          </div>
        </header>

        {article.imageUrl ? (
          <figure className="mt-6">
            <ResponsiveImage
              image={{
                url: article.imageUrl,
                width: article.imageWidth,
                height: article.imageHeight,
                variants: article.imageVariants,
              }}
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

        <div className="mt-6">
          <ShareButtons url={shareUrl} title={article.title} />
        </div>

        {live ? <div className="mt-6">{live}</div> : null}

        <div className="mt-6">
          <ArticleBody content={article.content} renderAd={(slot) => renderAd(`article-inline-${slot}`)} />
        </div>

        {renderAd("article-mobile-1", "mt-8 md:hidden")}

        {related.length > 0 ? (
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
        ) : null}
      </article>
      <aside aria-label="Annoncer" className="hidden xl:block">
        <div className="sticky top-4">{renderAd("article-sky")}</div>
      </aside>
    </main>
  );
}

/** The writer's display name, linked to their author page when they have one (issue 14). */
function Byline({ name, slug }: { name: string; slug: string | null }) {
  if (!slug) return <span className="font-semibold">{name}</span>;
  return (
    <Link to={authorPath(slug)} rel="author" className="font-semibold underline-offset-4 hover:underline">
      {name}
    </Link>
  );
}
