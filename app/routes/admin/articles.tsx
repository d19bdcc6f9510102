import { Plus } from "lucide-react";
import { useCallback } from "react";
import { data, Link, useNavigate, useRevalidator, useRouteLoaderData } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import {
  getArticleForEdit,
  listAdminArticles,
  listArticleCategories,
  listClubTagOptions,
  listRevisions,
  listStaffAuthors,
} from "~/features/editorial/admin-article-queries.server";
import { handleArticleListAction } from "~/features/editorial/article-actions.server";
import { ArticleEditDialog } from "~/features/editorial/article-edit-dialog";
import {
  ArticleFilters,
  ArticlePagination,
  ArticleSearch,
  ArticlesTable,
  useDeleteToasts,
} from "~/features/editorial/article-list";
import { editCategoryChoices } from "~/features/editorial/article-schema";
import { filterParams, listHref, parsePage, parseStatusFilter } from "~/features/editorial/pagination";
import { buildTagSuggestions } from "~/features/editorial/tag-rules";
import { isEditorRole } from "~/features/editorial/workflow";
import { listTransitions } from "~/features/editorial/workflow.server";
import { useNewsroomStream } from "~/features/newsroom/use-newsroom-stream";
import { EditingNowLabel, PresenceBanner } from "~/features/presence/presence-banner";
import { useArticlePresence } from "~/features/presence/use-article-presence";
import { LEAGUES } from "~/lib/leagues";
import { useRootData } from "~/lib/use-root-data";
import { getDb } from "~/server/db/client.server";
import { requireStaff } from "~/server/session.server";
import { resolveArticleEmbeds } from "~/workflows/embeds/resolve-article-embeds.server";
import { reviewNotifier } from "~/workflows/newsroom/review-notifier.server";
import { useQueueRevalidation } from "~/workflows/newsroom/use-queue-revalidation";
import { ArticleNotes } from "~/workflows/pages/article-notes";
import { listEditingByArticle } from "~/workflows/presence/presence.server";
import type { Route } from "./+types/articles";

const PATH = "/admin/articles";

export function meta() {
  return [{ title: "Artikler | Forsiden" }];
}

export async function loader(args: Route.LoaderArgs) {
  const user = requireStaff(args);
  const params = new URL(args.request.url).searchParams;
  const db = getDb();
  const editId = params.get("rediger");
  // Issue 26: a contributor ('skribent') sees and opens only their own articles.
  const ownOnly = isEditorRole(user.role) ? null : user.id;
  const [list, clubs, authors, editing] = await Promise.all([
    listAdminArticles(db, {
      q: params.get("q") ?? "",
      page: parsePage(params.get("side")),
      status: parseStatusFilter(params.get("status")),
      authorId: ownOnly ?? params.get("forfatter"),
    }),
    listClubTagOptions(db),
    // A contributor's list is their own: no author filter to offer.
    ownOnly ? [] : listStaffAuthors(db),
    editId
      ? Promise.all([
          getArticleForEdit(db, editId),
          listRevisions(db, editId),
          listArticleCategories(db),
          listTransitions(db, editId),
        ]).then(([article, revisions, inUse, transitions]) =>
          article && (!ownOnly || article.authorId === ownOnly)
            ? { article, revisions, transitions, categories: editCategoryChoices(inUse, article.category) }
            : null,
        )
      : null,
  ]);
  // Issue 26: 'Sofie Lund redigerer nu' on the rows someone else is editing.
  const editingBy = await listEditingByArticle(
    db,
    list.rows.map((r) => r.id),
    { exceptUserId: user.id },
  );
  return {
    list,
    editingBy,
    authors,
    editing,
    editMissing: Boolean(editId && !editing),
    viewer: { id: user.id, role: user.role },
    suggestions: buildTagSuggestions({ leagues: LEAGUES, clubs }),
  };
}

export async function action(args: Route.ActionArgs) {
  const user = requireStaff(args);
  const form = await args.request.formData();
  const { result, status } = await handleArticleListAction(
    getDb(),
    { id: user.id, email: user.email, name: user.name, role: user.role },
    form,
    args.context.requestId,
    reviewNotifier,
    resolveArticleEmbeds,
  );
  return data(result, { status });
}

export default function ArticlesPage({ loaderData }: Route.ComponentProps) {
  const { list, authors, editing, editMissing, suggestions, editingBy } = loaderData;
  const { site, now } = useRootData();
  const navigate = useNavigate();
  useDeleteToasts();
  // Issue 26: a submission (or approval …) on any instance shows up without a reload.
  useQueueRevalidation();
  const editor = isEditorRole(loaderData.viewer.role);
  // A contributor's own-articles filter is not a filter they chose (no 'Ryd filtre' for it).
  const filters = { status: list.status, authorId: editor ? list.authorId : null };
  const filterQuery = new URLSearchParams(filterParams(filters)).toString();
  const closeDialog = useCallback(
    () =>
      navigate(listHref(PATH, list.q, list.page, Object.fromEntries(new URLSearchParams(filterQuery))), {
        preventScrollReset: true,
      }),
    [navigate, list.q, list.page, filterQuery],
  );
  const serverNow = new Date(now);
  // Issue 26: presence in the open editor; a "presence" event re-reads it, or the list's labels.
  const presence = useArticlePresence(editing?.article.id);
  const revalidator = useRevalidator();
  const layout = useRouteLoaderData("routes/admin/layout") as { newsroomSeq?: number } | undefined;
  useNewsroomStream(layout?.newsroomSeq ?? 0, (m) => {
    if (m.event !== "presence") return;
    if (m.data.articleId === editing?.article.id) presence.refresh();
    else if (list.rows.some((r) => r.id === m.data.articleId)) void revalidator.revalidate();
  });

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">Artikler</h1>
          <p className="text-muted-foreground" data-testid="article-total">
            I alt {list.total} {list.total === 1 ? "artikel" : "artikler"}
          </p>
        </div>
        <Link to="/admin/new-article" className={buttonVariants()}>
          <Plus aria-hidden />
          Opret Ny Artikel
        </Link>
      </div>

      <ArticleSearch q={list.q} filters={filters} />
      <ArticleFilters q={list.q} filters={filters} authors={authors} />
      {list.q ? (
        <p role="status" className="text-sm text-muted-foreground">
          {list.matching} {list.matching === 1 ? "artikel" : "artikler"} matcher “{list.q}”.{" "}
          <Link to={PATH} className="underline">
            Ryd søgning
          </Link>
        </p>
      ) : null}
      {editMissing ? (
        <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
          Artiklen findes ikke længere.
        </p>
      ) : null}

      <ArticlesTable
        rows={list.rows}
        q={list.q}
        page={list.page}
        now={serverNow}
        filters={filters}
        rowNotice={(row) => <EditingNowLabel name={editingBy[row.id]} />}
        editor={editor}
      />
      <ArticlePagination q={list.q} page={list.page} pages={list.pages} filters={filters} />

      {editing ? (
        <ArticleEditDialog
          article={editing.article}
          revisions={editing.revisions}
          transitions={editing.transitions}
          viewer={loaderData.viewer}
          categories={editing.categories}
          suggestions={suggestions}
          publicUrl={site.publicUrl}
          now={serverNow}
          onClose={closeDialog}
          presence={<PresenceBanner presence={presence} />}
          readOnly={presence.readOnly}
          notes={<ArticleNotes articleId={editing.article.id} />}
        />
      ) : null}
    </div>
  );
}
