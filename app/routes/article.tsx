import { ArrowLeft } from "lucide-react";
import { data, Link } from "react-router";
import { RelativeTime } from "~/components/relative-time";
import { ResponsiveImage } from "~/components/responsive-image";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { AdSlot } from "~/features/ads/ad-slot";
import { ArticleBody } from "~/features/articles/article-body";
import { AdvertorialLabel, ArticleCard, articlePath, isAdvertorial } from "~/features/articles/article-cards";
import { findArticleForPage, findClubNamesForTags } from "~/features/articles/article-page.server";
import { findRelatedArticles } from "~/features/articles/related-articles.server";
import { ShareButtons } from "~/features/articles/share-buttons";
import { TagBadges } from "~/features/articles/tag-badges";
import { tagValueLabel } from "~/features/articles/tag-style";
import { useArticleView } from "~/features/articles/use-article-view";
import { LEAGUES } from "~/lib/leagues";
import { formatDanishDateTime } from "~/lib/relative-time";
import { absoluteUrl, pageMeta, type SiteInfo, siteFromMatches } from "~/lib/seo";
import { useRootData } from "~/lib/use-root-data";
import { getDb } from "~/server/db/client.server";
import { isStaff } from "~/server/session.server";
import type { Route } from "./+types/article";

const LEAGUE_NAMES = Object.fromEntries(LEAGUES.map((l) => [`liga:${l.key}`, l.name]));

export async function loader({ params, context }: Route.LoaderArgs) {
  const db = getDb();
  // Staff may preview drafts and scheduled articles at their address; readers get a 404.
  const staff = isStaff(context.session?.user.role);
  const article = await findArticleForPage(db, params.slugOrId, { includeDrafts: staff });
  // Spec §2: not found (also drafts and scheduled articles for readers) with a real 404 status.
  if (!article) return data({ article: null, related: [], tagNames: {}, preview: false }, { status: 404 });
  const preview = article.isDraft || !article.publishedAt || new Date(article.publishedAt) > new Date();
  const tags = article.tags ?? [];
  const [related, clubNames] = await Promise.all([
    findRelatedArticles(db, article),
    findClubNamesForTags(db, tags),
  ]);
  return { article, related, tagNames: { ...LEAGUE_NAMES, ...clubNames } as Record<string, string>, preview };
}

type LoadedArticle = NonNullable<Route.ComponentProps["loaderData"]["article"]>;

function iso(value: Date | string | null | undefined): string | undefined {
  if (!value) return undefined;
  return typeof value === "string" ? value : value.toISOString();
}

function articleJsonLd(site: SiteInfo, article: LoadedArticle, keywords: string[]) {
  const url = absoluteUrl(site, articlePath(article));
  const published = iso(article.publishedAt);
  const modified = iso(article.updatedAt) ?? published;
  const publisher = {
    "@type": "Organization",
    name: site.siteName,
    url: absoluteUrl(site, "/"),
    logo: { "@type": "ImageObject", url: absoluteUrl(site, "/favicon.svg") },
  };
  const author = article.author
    ? { "@type": article.isAgentGenerated ? "Organization" : "Person", name: article.author }
    : { "@type": "Organization", name: site.siteName };
  return [
    {
      "@context": "https://schema.org",
      "@type": "NewsArticle",
      headline: article.title,
      description: article.excerpt,
      mainEntityOfPage: { "@type": "WebPage", "@id": url },
      url,
      ...(article.imageUrl ? { image: [absoluteUrl(site, article.imageUrl)] } : {}),
      datePublished: published,
      dateModified: modified,
      articleSection: article.category,
      ...(keywords.length ? { keywords: keywords.join(", ") } : {}),
      inLanguage: "da-DK",
      author,
      publisher,
    },
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Forsiden", item: absoluteUrl(site, "/") },
        { "@type": "ListItem", position: 2, name: article.category },
        { "@type": "ListItem", position: 3, name: article.title, item: url },
      ],
    },
  ];
}

export function meta({ matches, data, params }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  const article = data?.article;
  if (!article) {
    return pageMeta({
      site,
      title: "Artikel ikke fundet",
      description: "Den artikel du leder efter eksisterer ikke.",
      path: `/article/${params.slugOrId}`,
      noindex: true,
    });
  }
  const published = iso(article.publishedAt);
  const modified = iso(article.updatedAt) ?? published;
  const keywords = (article.tags ?? []).map((tag) => tagValueLabel(tag, data.tagNames));
  return pageMeta({
    site,
    title: article.title,
    description: article.excerpt || undefined,
    path: articlePath(article),
    image: article.imageUrl,
    type: "article",
    noindex: data.preview,
    extra: [
      ...(published ? [{ property: "article:published_time", content: published }] : []),
      ...(modified ? [{ property: "article:modified_time", content: modified }] : []),
      { property: "article:section", content: article.category },
      ...keywords.map((keyword) => ({ property: "article:tag", content: keyword })),
    ],
    jsonLd: articleJsonLd(site, article, keywords),
  });
}

function NotFound() {
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

function ArticleView({
  article,
  related,
  tagNames,
}: {
  article: LoadedArticle;
  related: Route.ComponentProps["loaderData"]["related"];
  tagNames: Record<string, string>;
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
            <Badge data-category>{article.category}</Badge>
            {isAdvertorial(article) ? <AdvertorialLabel partner={article.partner} /> : null}
            {article.publishedAt ? (
              <RelativeTime date={article.publishedAt} serverNow={now} className="text-muted-foreground" />
            ) : null}
          </div>
          <h1 className="mt-3 font-display text-3xl font-black leading-tight md:text-5xl">{article.title}</h1>
          {article.excerpt ? (
            <p className="mt-4 text-lg leading-relaxed text-muted-foreground md:text-xl">{article.excerpt}</p>
          ) : null}
          <p className="mt-4 text-sm">
            {article.author ? (
              <>
                Af <span className="font-semibold">{article.author}</span>
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

        <div className="mt-6">
          <ArticleBody
            content={article.content}
            renderAd={(slot) => <AdSlot id={`article-inline-${slot}`} />}
          />
        </div>

        <AdSlot id="article-mobile-1" className="mt-8 md:hidden" />

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
        <div className="sticky top-4">
          <AdSlot id="article-sky" />
        </div>
      </aside>
    </main>
  );
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, related, tagNames, preview } = loaderData;
  if (!article) return <NotFound />;
  // A fresh component per article, so the view counter runs again on client navigation.
  const view = <ArticleView key={article.id} article={article} related={related} tagNames={tagNames} />;
  if (!preview) return view;
  return (
    <>
      <p role="status" className="bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-900">
        Forhåndsvisning: {article.isDraft ? "artiklen er en kladde" : "artiklen er planlagt"} og kan ikke ses
        af læserne endnu.
      </p>
      {view}
    </>
  );
}
