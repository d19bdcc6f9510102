import { Link } from "react-router";
import { toast } from "~/components/ui/toast";

export interface SavedArticle {
  id: string;
  slug: string;
  isDraft: boolean;
}

/**
 * Where a saved article can be seen and edited (issue 14): its public address, which for a draft
 * or a scheduled article is the staff preview at the same address, and the edit dialog.
 */
export function savedArticleHrefs(article: SavedArticle) {
  return {
    view: `/article/${encodeURIComponent(article.slug)}`,
    edit: `/admin/articles?rediger=${encodeURIComponent(article.id)}`,
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
    </span>
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
