import { BellRing, CheckCircle2, Eye, Pencil, Radio } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";

export interface SavedArticle {
  id: string;
  slug: string;
  isDraft: boolean;
  title?: string;
  /** "pre", "live" or "ended" for a live blog: then the live desk is offered too. */
  liveStatus?: string | null;
  /** ISO time; a published article (not a draft, not scheduled) can go out as a breaking push. */
  publishedAt?: string | null;
}

/** Issue 25: the breaking push's confirmation on /admin/push (how many devices, the cap). */
export function breakingPushHref(articleId: string): string {
  return `/admin/push?artikel=${encodeURIComponent(articleId)}`;
}

/**
 * Where a saved article can be seen and edited (issue 14): its public address, which for a draft
 * or a scheduled article is the staff preview at the same address, and the edit dialog.
 */
export function savedArticleHrefs(article: SavedArticle, now = new Date()) {
  const published =
    !article.isDraft && Boolean(article.publishedAt) && new Date(article.publishedAt ?? 0) <= now;
  return {
    view: `/article/${encodeURIComponent(article.slug)}`,
    edit: `/admin/articles?rediger=${encodeURIComponent(article.id)}`,
    liveDesk: article.liveStatus ? `/admin/live/${encodeURIComponent(article.id)}` : null,
    breakingPush: published ? breakingPushHref(article.id) : null,
  };
}

/** 'Se artikel' and 'Rediger', after a save (in the success toast and the no-JavaScript status). */
export function SavedArticleLinks({ article, onFollow }: { article: SavedArticle; onFollow?: () => void }) {
  const href = savedArticleHrefs(article);
  return (
    <span className="inline-flex flex-wrap gap-x-3 gap-y-1">
      {/* A full page load: the public site has its own layout, cache and (for a draft) preview banner. */}
      <a className="font-medium underline underline-offset-2" href={href.view} onClick={onFollow}>
        Se artikel
      </a>
      <Link className="font-medium underline underline-offset-2" to={href.edit} onClick={onFollow}>
        Rediger
      </Link>
      {href.liveDesk ? (
        <Link className="font-medium underline underline-offset-2" to={href.liveDesk} onClick={onFollow}>
          Live-desk
        </Link>
      ) : null}
    </span>
  );
}

/**
 * Issue 22: after a save on 'Opret Ny Artikel' a panel, not one small line: the spec's message,
 * the title, and where to go next ('Se artikel', 'Rediger', and for a live blog 'Live-desk').
 */
export function SavedArticlePanel({
  title,
  message,
  article,
}: {
  title: string;
  message: string;
  article: SavedArticle;
}) {
  const href = savedArticleHrefs(article);
  return (
    <section
      role="status"
      aria-labelledby="saved-article-title"
      data-testid="saved-article-panel"
      className="grid gap-3 rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-emerald-950 dark:bg-emerald-950/30 dark:text-emerald-50"
    >
      <div className="flex items-start gap-3">
        <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-600" />
        <div className="grid gap-1">
          <h2 id="saved-article-title" className="font-semibold">
            {title} {message}
          </h2>
          {article.title ? <p className="text-sm">“{article.title}”</p> : null}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {/* A full page load: the public site has its own layout, cache and (for a draft) preview banner. */}
        <a className={buttonVariants({ variant: "outline", size: "sm" })} href={href.view}>
          <Eye aria-hidden />
          Se artikel
        </a>
        <Link className={buttonVariants({ variant: "outline", size: "sm" })} to={href.edit}>
          <Pencil aria-hidden />
          Rediger
        </Link>
        {href.liveDesk ? (
          <Link className={buttonVariants({ size: "sm" })} to={href.liveDesk}>
            <Radio aria-hidden />
            Live-desk
          </Link>
        ) : null}
        {href.breakingPush ? (
          <Link className={buttonVariants({ variant: "outline", size: "sm" })} to={href.breakingPush}>
            <BellRing aria-hidden />
            Send som breaking-push
          </Link>
        ) : null}
      </div>
    </section>
  );
}

let toastCount = 0;

/** The success toast of a save: the spec's message, then the two links (kept open a little longer). */
export function toastArticleSaved(title: string, message: string, article: SavedArticle | undefined) {
  const id = `artikel-gemt-${++toastCount}`;
  toast.success(title, {
    id,
    description: article ? (
      <span className="grid gap-1">
        <span>{message}</span>
        {/* A followed link closes the toast (it would sit on top of the reopened dialog). */}
        <SavedArticleLinks article={article} onFollow={() => toast.dismiss(id)} />
      </span>
    ) : (
      message
    ),
    duration: article ? 10_000 : undefined,
  });
}
