import type { ReactNode } from "react";
import { Link } from "react-router";
import { staticIsland } from "~/components/static-island";
import { buttonVariants } from "~/components/ui/button-variants";
import { ArrowLeft } from "~/components/ui/icons";
import type { Held } from "~/lib/island-data";
import { clockToTheMinute } from "~/lib/relative-time";
import { useRootData } from "~/lib/use-root-data";
import type { ArticleHeading } from "./article-page.server";
import type { BodyMedia } from "./body-media";
import { articlePath, type CardArticle } from "./card-article";
import { ShareButtons } from "./share-buttons";
import { useArticleView } from "./use-article-view";

// What never changes while the page stays is a static island (ADR 0023): the browser keeps the
// server's markup of the header, the body (its ad slots are islands of their own) and 'Læs også'.
const sections = () => import("./article-sections");
// All three are rendered apart and remembered by their data (issue 27: a rich body is the page's
// largest part; issue 23: the page is mostly re-rendered for a change around them).
const apart = { apart: true };
const ArticleHeader = staticIsland("article-header", () => sections().then((m) => m.ArticleHeader), apart);
const RelatedArticles = staticIsland(
  "related-articles",
  () => sections().then((m) => m.RelatedArticles),
  apart,
);
const ArticleBodyIsland = staticIsland(
  "article-body",
  () => import("./article-body").then((m) => m.ArticleBody),
  apart,
);

/** The article page's ad slots; the route renders them (this feature does not import ads). */
export type ArticleAdId = `article-inline-${1 | 2 | 3}` | "article-mobile-1" | "article-sky";

/** Spec §2: the article page's not-found state. */
export function ArticleNotFound() {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="font-display text-3xl font-black">Artikel ikke fundet</h1>
      <p className="mt-3 text-muted-foreground">Den artikel du leder efter eksisterer ikke.</p>
      <Link to="/" className={buttonVariants({ className: "mt-8" })}>
        <ArrowLeft aria-hidden="true" />
        Tilbage til forsiden
      </Link>
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
  content,
  media,
  related,
  tagNames,
  renderAd,
  live,
  afterBody,
}: {
  article: ArticleHeading;
  /** The body (held by the server in a document: it is in the markup once, not twice). */
  content: Held<string>;
  /** The body's embeds and pictures (issue 27, held like the body), null when it has none. */
  media: Held<BodyMedia> | null;
  /** 'Læs også' (held like the body), null without related articles. */
  related: Held<CardArticle[]> | null;
  tagNames: Record<string, string>;
  renderAd: (id: ArticleAdId, className?: string) => ReactNode;
  /** A live article's score header and updates (issue 15), composed by the route. */
  live?: ReactNode;
  /** Under the body (issue 24: the newsletter sign-up, composed by the route). */
  afterBody?: ReactNode;
}) {
  const { site, now } = useRootData();
  // The islands' clock to the minute, on the server only: the browser never renders apart.
  const islandNow = import.meta.env.SSR ? clockToTheMinute(now) : now;
  useArticleView(article.id);
  const shareUrl = `${site.publicUrl}${articlePath(article)}`;
  return (
    <main
      id="main"
      className="mx-auto max-w-7xl px-4 py-6 xl:grid xl:grid-cols-[minmax(0,1fr)_255px] xl:gap-10"
    >
      <article className="mx-auto min-w-0 max-w-3xl" data-article-id={article.id}>
        <Link to="/" className={buttonVariants({ variant: "ghost", size: "sm", className: "-ml-3" })}>
          <ArrowLeft aria-hidden="true" />
          Tilbage til forsiden
        </Link>

        <ArticleHeader article={article} tagNames={tagNames} now={islandNow} />

        <div className="mt-6">
          <ShareButtons url={shareUrl} title={article.title} />
        </div>

        {live ? <div className="mt-6">{live}</div> : null}

        <div className="mt-6">
          <ArticleBodyIsland
            content={content}
            media={media ?? undefined}
            renderAd={(slot: 1 | 2 | 3) => renderAd(`article-inline-${slot}`)}
          />
        </div>

        {afterBody ? <div className="mt-8">{afterBody}</div> : null}

        {renderAd("article-mobile-1", "mt-8 md:hidden")}

        {related ? <RelatedArticles related={related} now={islandNow} /> : null}
      </article>
      <aside aria-label="Annoncer" className="hidden xl:block">
        <div className="sticky top-4">{renderAd("article-sky")}</div>
      </aside>
    </main>
  );
}
