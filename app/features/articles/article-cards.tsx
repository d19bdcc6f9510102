import { RelativeTime } from "~/components/relative-time";
import { imageOf, ResponsiveImage } from "~/components/responsive-image";
import { AnnonceBadge } from "~/components/ui/annonce-badge";
import { LiveBadge } from "~/components/ui/live-badge";
import { categoryLabel } from "~/lib/categories";
import { cn } from "~/lib/utils";
import { articlePath, type CardArticle, isAdvertorial, readerExcerpt } from "./card-article";

/** PRODUCT.md: sponsored articles carry 'Annonce' and the partner's name wherever they appear. */
export function AdvertorialLabel({ partner, className }: { partner: string | null; className?: string }) {
  return (
    <span className={cn("inline-flex flex-wrap items-center gap-1.5 text-xs", className)}>
      <AnnonceBadge />
      {partner ? <span className="text-muted-foreground">i samarbejde med {partner}</span> : null}
    </span>
  );
}

/** Category (or the advertorial label) and the publish time above a headline. */
export function ArticleKicker({
  article,
  serverNow,
  timeVariant = "relative",
  className,
}: {
  article: CardArticle;
  serverNow: string;
  timeVariant?: "relative" | "list";
  className?: string;
}) {
  return (
    <div className={cn("kicker", className)}>
      {article.liveStatus === "live" ? <LiveBadge /> : null}
      {isAdvertorial(article) ? (
        <AdvertorialLabel partner={article.partner} />
      ) : (
        <span className="kicker-category">{categoryLabel(article.category)}</span>
      )}
      {article.publishedAt ? (
        <RelativeTime
          date={article.publishedAt}
          serverNow={serverNow}
          variant={timeVariant}
          className="kicker-time"
        />
      ) : null}
    </div>
  );
}

/** The picture fields of a card (search results show them too). */
export type CardImageFields = Pick<
  CardArticle,
  "imageUrl" | "imageAlt" | "imageWidth" | "imageHeight" | "imageVariants" | "imageFocalX" | "imageFocalY"
>;

/** A card's picture in a reserved aspect-ratio box, or the 'Forsiden' placeholder without one. */
export function CardImage({
  article,
  sizes,
  aspectRatio,
  priority,
  thumbnailOnMobile,
}: {
  article: CardImageFields;
  sizes: string;
  aspectRatio: number;
  priority?: boolean;
  thumbnailOnMobile?: boolean;
}) {
  if (!article.imageUrl) {
    return (
      <div
        aria-hidden="true"
        className={cn(
          "flex w-full items-center justify-center bg-linear-to-br from-pitch to-foreground font-display font-black text-white/80",
          thumbnailOnMobile ? "text-sm sm:text-2xl" : "text-2xl",
        )}
        style={{ aspectRatio: String(aspectRatio) }}
      >
        Forsiden
      </div>
    );
  }
  return (
    <ResponsiveImage
      image={imageOf(article)}
      alt={article.imageAlt ?? ""}
      sizes={sizes}
      aspectRatio={aspectRatio}
      priority={priority}
      className="card-picture"
      imgClassName="card-img"
    />
  );
}

interface CardProps {
  article: CardArticle;
  serverNow: string;
  className?: string;
}

/** The home page's large lead article; its image is the page's LCP and loads first. */
export function FeaturedArticle({ article, serverNow, className }: CardProps) {
  return (
    <article data-card="featured" className={cn("group", className)}>
      <a href={articlePath(article)} className="block">
        <CardImage
          article={article}
          sizes="(min-width: 1280px) 640px, (min-width: 768px) 60vw, 100vw"
          aspectRatio={16 / 9}
          priority
        />
        <div className="mt-3">
          <ArticleKicker article={article} serverNow={serverNow} />
          <h2 className="mt-1 font-display text-2xl font-black leading-tight group-hover:underline md:text-4xl">
            {article.title}
          </h2>
          <p className="mt-2 text-muted-foreground md:text-lg">{readerExcerpt(article)}</p>
        </div>
      </a>
    </article>
  );
}

/** One of the two square articles beside the lead. */
export function SquareArticle({ article, serverNow, className }: CardProps) {
  return (
    <article data-card="square" className={cn("group", className)}>
      <a href={articlePath(article)} className="block">
        <CardImage article={article} sizes="(min-width: 768px) 300px, 50vw" aspectRatio={1} />
        <ArticleKicker article={article} serverNow={serverNow} className="mt-2" />
        <h2 className="mt-1 font-display text-base font-bold leading-snug group-hover:underline md:text-lg">
          {article.title}
        </h2>
      </a>
    </article>
  );
}

/**
 * A standard card with image, headline and a short excerpt. `rowOnMobile`: below 640 px a compact
 * row (thumbnail beside the headline, no excerpt), so the front page stays short on phones.
 */
export function ArticleCard({
  article,
  serverNow,
  className,
  headingLevel = 3,
  rowOnMobile = false,
  priority = false,
}: CardProps & {
  headingLevel?: 2 | 3;
  rowOnMobile?: boolean;
  /** The page's first card when nothing larger comes before it: its image is the LCP, so it loads at once. */
  priority?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      data-card="standard"
      data-row-on-mobile={rowOnMobile || undefined}
      className={cn("group", className)}
    >
      {/* `data-row-on-mobile` lays the card out as a row below 640 px (public-components.css). */}
      <a href={articlePath(article)} className={rowOnMobile ? undefined : "block"}>
        <div>
          <CardImage
            article={article}
            sizes={`(min-width: 1024px) 300px, (min-width: 640px) 50vw, ${rowOnMobile ? "112px" : "100vw"}`}
            aspectRatio={16 / 9}
            thumbnailOnMobile={rowOnMobile}
            priority={priority}
          />
        </div>
        <div className="card-body">
          <ArticleKicker
            article={article}
            serverNow={serverNow}
            className={rowOnMobile ? undefined : "mt-2"}
          />
          <Heading className={rowOnMobile ? "card-title" : "card-title text-lg"}>{article.title}</Heading>
          <p className="card-excerpt">{readerExcerpt(article)}</p>
        </div>
      </a>
    </article>
  );
}

/** A line in a compact list: list time ('HH.mm', 'i går HH.mm'), headline, category. */
export function CompactArticleItem({ article, serverNow }: CardProps) {
  return (
    <article data-card="compact" className="compact-item group">
      <span className="compact-time">
        {article.publishedAt ? (
          <RelativeTime date={article.publishedAt} serverNow={serverNow} variant="list" />
        ) : null}
      </span>
      <div>
        <h3 className="compact-title">
          <a href={articlePath(article)}>{article.title}</a>
        </h3>
        {isAdvertorial(article) ? (
          <AdvertorialLabel partner={article.partner} className="mt-1" />
        ) : (
          <p className="compact-category">{categoryLabel(article.category)}</p>
        )}
      </div>
    </article>
  );
}
