import { Link } from "react-router";
import { RelativeTime } from "~/components/relative-time";
import { type CardPictureFields, imageOf, ResponsiveImage } from "~/components/responsive-image";
import { AnnonceBadge } from "~/components/ui/annonce-badge";
import { Badge } from "~/components/ui/badge";
import { Megaphone } from "~/components/ui/icons";
import { withoutAnnoncePrefix } from "~/lib/advertorial-excerpt";
import { useRootData } from "~/lib/use-root-data";
import { cn } from "~/lib/utils";
import { type AdvertorialCategoryKey, categoryLabel } from "./advertorial-categories";

/** Spec §3 Advertorial item: id, title, excerpt, image, partner, publishedAt, link, category. */
export interface AdvertorialCardData extends CardPictureFields {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  partner: string | null;
  publishedAt: Date | string | null;
  category: AdvertorialCategoryKey | null;
}

function CardImage({
  item,
  sizes,
  priority,
  className,
}: {
  item: AdvertorialCardData;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  if (!item.imageUrl) {
    return (
      <div
        aria-hidden="true"
        className={cn(
          "flex aspect-video w-full items-center justify-center bg-muted text-muted-foreground",
          className,
        )}
      >
        <Megaphone className="size-10" />
      </div>
    );
  }
  return (
    <ResponsiveImage
      image={imageOf(item)}
      alt={item.imageAlt ?? ""}
      sizes={sizes}
      priority={priority}
      className={cn("overflow-hidden bg-muted", className)}
      imgClassName="h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
    />
  );
}

/** 'ANNONCE' badge, category and partner: what every advertorial shows above its title. */
function CardLabels({ item }: { item: AdvertorialCardData }) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs">
      <AnnonceBadge />
      {item.category ? (
        <Badge variant="outline" className="font-semibold">
          {categoryLabel(item.category)}
        </Badge>
      ) : null}
    </div>
  );
}

function CardMeta({ item }: { item: AdvertorialCardData }) {
  const { now } = useRootData();
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
      {item.partner ? (
        <span>
          I samarbejde med <strong className="font-semibold text-foreground">{item.partner}</strong>
        </span>
      ) : null}
      {item.partner && item.publishedAt ? <span aria-hidden="true">·</span> : null}
      {item.publishedAt ? (
        <RelativeTime date={new Date(item.publishedAt).toISOString()} serverNow={now} variant="list" />
      ) : null}
    </p>
  );
}

/** The first advertorial, shown large. */
export function FeaturedAdvertorial({ item }: { item: AdvertorialCardData }) {
  return (
    <article
      data-testid="advertorial-item"
      className="group relative grid overflow-hidden rounded-xl border border-border bg-card shadow-sm focus-within:ring-2 focus-within:ring-ring md:grid-cols-2"
    >
      <CardImage item={item} sizes="(min-width: 1024px) 460px, (min-width: 768px) 50vw, 100vw" priority />
      <div className="flex flex-col gap-3 p-5 md:p-6">
        <CardLabels item={item} />
        <h2 className="text-2xl font-black leading-tight tracking-tight md:text-3xl">
          <Link
            to={`/article/${item.slug}`}
            className="after:absolute after:inset-0 after:content-[''] hover:text-primary focus-visible:outline-none"
          >
            {item.title}
          </Link>
        </h2>
        <p className="text-muted-foreground">{withoutAnnoncePrefix(item.excerpt)}</p>
        <div className="mt-auto">
          <CardMeta item={item} />
        </div>
      </div>
    </article>
  );
}

/** One advertorial in the grid. */
export function AdvertorialCard({
  item,
  wide = false,
  className,
}: {
  item: AdvertorialCardData;
  /** Spans both columns of the grid, image beside the text (the last of an odd number). */
  wide?: boolean;
  className?: string;
}) {
  return (
    <article
      data-testid="advertorial-item"
      className={cn(
        "group relative flex flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm focus-within:ring-2 focus-within:ring-ring",
        wide && "sm:col-span-2 sm:flex-row",
        className,
      )}
    >
      <CardImage
        item={item}
        sizes="(min-width: 1024px) 330px, (min-width: 640px) 50vw, 100vw"
        className={wide ? "sm:aspect-auto sm:w-2/5 sm:shrink-0" : undefined}
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <CardLabels item={item} />
        <h3 className="text-lg font-bold leading-snug">
          <Link
            to={`/article/${item.slug}`}
            className="after:absolute after:inset-0 after:content-[''] hover:text-primary focus-visible:outline-none"
          >
            {item.title}
          </Link>
        </h3>
        <p className="line-clamp-3 text-sm text-muted-foreground">{withoutAnnoncePrefix(item.excerpt)}</p>
        <div className="mt-auto">
          <CardMeta item={item} />
        </div>
      </div>
    </article>
  );
}
