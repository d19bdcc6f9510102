import { data } from "react-router";
import { lazyOnDemand } from "~/components/lazy-on-demand";
import { ServerJsonLd } from "~/components/server-json-ld";
import { staticIsland, useHeldValue } from "~/components/static-island";
import { AdSlot } from "~/features/ads/ad-islands";
import type { AdSlotId } from "~/features/ads/ad-slots";
import { isShortArticle } from "~/features/ads/short-article";
import { jsonLdVideos } from "~/features/articles/article-json-ld";
import {
  articleJsonLdCount,
  articleMeta,
  articleNotFoundMeta,
  articleStructuredData,
} from "~/features/articles/article-meta";
import {
  findArticleByPreviewToken,
  findArticleForPage,
  findClubNamesForTags,
  previewOptionsFor,
} from "~/features/articles/article-page.server";
import { ArticleNotFound, ArticlePreviewBanner, ArticleView } from "~/features/articles/article-view";
import { hasBodyMedia } from "~/features/articles/body-media";
import { loadBodyMedia } from "~/features/articles/body-media.server";
import { articlePath } from "~/features/articles/card-article";
import { cardFields } from "~/features/articles/card-fields";
import { PREVIEW_PARAM } from "~/features/articles/preview-token.server";
import { findRelatedArticles } from "~/features/articles/related-articles.server";
import { liveBlogJsonLd } from "~/features/live/live-json-ld";
import { loadLiveBlog } from "~/features/live/live-queries.server";
import { frameOriginsFor } from "~/lib/embed-providers";
import { LEAGUE_NAMES } from "~/lib/leagues";
import { isPublishedNow } from "~/lib/publication";
import { absoluteUrl, siteFromMatches } from "~/lib/seo";
import { useRootData } from "~/lib/use-root-data";
import { getDb } from "~/server/db/client.server";
import { holdForIsland } from "~/server/island-data.server";
import type { Route } from "./+types/article";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const db = getDb();
  // Editors preview any draft or scheduled article at its address, a contributor only their own
  // (issue 26); everyone else gets the reader's 404.
  const scope = previewOptionsFor(context.session?.user);
  // Issue 26: a shared preview link (signed, 48 hours) shows the draft to whoever holds it; it is
  // never cached (server/request-classification.ts). A bad token is answered as for any reader.
  const token = new URL(request.url).searchParams.get(PREVIEW_PARAM);
  const article =
    (token ? await findArticleByPreviewToken(db, params.slugOrId, token) : undefined) ??
    (await findArticleForPage(db, params.slugOrId, scope));
  // Spec §2: not found (also drafts and scheduled articles for readers) with a real 404 status.
  if (!article)
    return data(
      {
        article: null,
        content: null,
        media: null,
        videoCount: 0,
        embedPlayers: false,
        shortArticle: false,
        related: null,
        tagNames: {},
        preview: false,
        live: null,
      },
      { status: 404 },
    );
  const preview = !isPublishedNow(article);
  const tags = article.tags ?? [];
  const [related, clubNames, live, bodyMedia] = await Promise.all([
    findRelatedArticles(db, article),
    findClubNamesForTags(db, tags),
    loadLiveBlog(db, article),
    // Issue 27: the stored cards of the body's embeds and its pictures' variants (the article's
    // statement brought them when its save stored the body's addresses).
    loadBodyMedia(db, article.content, article.bodyMediaRows),
  ]);
  // Issue 27: this render's CSP frames the players of the embeds the page shows, and no others.
  const frameOrigins = frameOriginsFor(Object.values(bodyMedia.embeds));
  context.csp?.allowFrames(frameOrigins);
  // The body and 'Læs også' are static islands: a document's server holds them (ADR 0023).
  const { content, bodyMediaRows: _, ...heading } = article;
  return {
    article: heading,
    content: holdForIsland(context, content),
    media: hasBodyMedia(bodyMedia) ? holdForIsland(context, bodyMedia) : null,
    // The video embeds' JSON-LD is built from the held media on the server; the browser needs
    // only their number (ServerJsonLd's count).
    videoCount: jsonLdVideos(Object.values(bodyMedia.embeds)).length,
    // Only a page whose embeds have players loads the code that starts them.
    embedPlayers: frameOrigins.length > 0,
    // Issue 14: a short article keeps one inline ad on phones.
    shortArticle: isShortArticle(content),
    related: related.length > 0 ? holdForIsland(context, related.map(cardFields)) : null,
    tagNames: { ...LEAGUE_NAMES, ...clubNames } as Record<string, string>,
    preview,
    live,
  };
}

export function meta({ matches, data, params }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (!data?.article) return articleNotFoundMeta(site, params.slugOrId);
  return articleMeta(site, data.article, data.tagNames, data.preview);
}

// Issue 24: the newsletter sign-up under the body, a plain form in a static island (no code in the browser).
const NewsletterSignup = staticIsland("article-newsletter-signup", () =>
  import("~/features/newsletters/newsletter-signup-form").then((m) => m.ArticleNewsletterSignup),
);

// Issue 27: the embeds' players start at a click, or at once with marketing consent; only a page
// whose embeds have players loads that code.
const EmbedPlayers = lazyOnDemand("embed-players", () =>
  import("~/workflows/pages/embed-players").then((m) => m.EmbedPlayersWithConsent),
);

// Only a live article needs the live blog's code (issue 23): it loads on the pages that show one.
const LiveBlog = lazyOnDemand("live-blog", () =>
  import("~/workflows/pages/live-article").then((m) => m.LiveArticle),
);

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const {
    article,
    content,
    media,
    videoCount,
    embedPlayers,
    shortArticle,
    related,
    tagNames,
    preview,
    live,
  } = loaderData;
  const { site } = useRootData();
  // The server's copy of the held media, for the JSON-LD only the server writes; the browser's
  // build leaves the call out (a constant of each build, so the hooks never change).
  // biome-ignore lint/correctness/useHookAtTopLevel: the same branch on every render of a build.
  const bodyMedia = import.meta.env.SSR ? useHeldValue(media) : undefined;
  if (!article || content === null) return <ArticleNotFound />;
  // Structured data in the body, written by the server only (its builders stay out of the browser).
  const structuredData = (
    <ServerJsonLd
      count={articleJsonLdCount(videoCount) + (live ? 1 : 0)}
      build={
        import.meta.env.SSR &&
        (() => {
          const videos = jsonLdVideos(Object.values(bodyMedia?.embeds ?? {}));
          const items = articleStructuredData(site, article, tagNames, videos);
          if (!live) return items;
          const url = absoluteUrl(site, articlePath(article));
          return [
            ...items,
            liveBlogJsonLd({ url, title: article.title, description: article.excerpt }, live),
          ];
        })
      }
    />
  );
  const renderAd = (id: AdSlotId, className?: string) => (
    <AdSlot id={id} className={className} shortArticle={shortArticle} />
  );
  // A fresh component per article, so the view counter runs again on client navigation.
  const view = (
    <ArticleView
      key={article.id}
      article={article}
      content={content}
      media={media}
      related={related}
      tagNames={tagNames}
      renderAd={renderAd}
      live={live ? <LiveBlog key={live.articleId} initial={live} /> : undefined}
      afterBody={<NewsletterSignup />}
    />
  );
  return (
    <>
      {preview ? <ArticlePreviewBanner isDraft={article.isDraft} /> : null}
      {view}
      {embedPlayers ? <EmbedPlayers key={`embed-players-${article.id}`} /> : null}
      {structuredData}
    </>
  );
}
