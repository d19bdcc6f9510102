import { History, RotateCcw } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { type FetcherWithComponents, Link, useFetcher, useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { DialogFormFooter, TitledDialog } from "~/components/ui/titled-dialog";
import { toast } from "~/components/ui/toast";
import { canonicalCategory } from "~/lib/categories";
import { publishStatus } from "~/lib/publication";
import { formatDanishDateTime } from "~/lib/relative-time";
import {
  ArticleCoreFields,
  type ArticleFormValues,
  CategoryFields,
  PublishAtField,
  useArticleForm,
} from "./article-fields";
import type { EditorActionResult } from "./article-schema";
import { type FieldErrors, parseEditArticle } from "./article-schema";
import type { ArticleSnapshot } from "./article-snapshot";
import { toDateTimeLocal } from "./datetime-local";
import { DraftSwitch } from "./draft-switch";
import { EDITORIAL_TEXT as T } from "./editorial-messages";
import { FormAutosave } from "./form-autosave";
import { breakingPushHref, toastArticleSaved } from "./saved-article-links";
import { SharePreviewButton } from "./share-preview-button";
import type { TagSuggestions } from "./tag-rules";
import { isEditorRole } from "./workflow";
import {
  type TransitionEntry,
  TransitionList,
  WorkflowActions,
  type WorkflowViewer,
} from "./workflow-actions";
import { WorkflowBadge } from "./workflow-badge";

const EDIT_FORM_ID = "rediger-artikel";

/** The saved fields (as a revision stores them) with what the dialog needs to save again. */
export interface EditableArticle extends Omit<ArticleSnapshot, "partner" | "publishedAt"> {
  id: string;
  partner?: string | null;
  publishedAt: Date | string | null;
  version: number;
  /** Issue 26: the review state and whose article it is. */
  reviewState?: string | null;
  authorId?: string | null;
}

export interface RevisionRow {
  id: string;
  version: number;
  createdAt: Date | string;
  createdBy: string | null;
}

const NO_ERRORS: FieldErrors = {};

function formValuesOf(article: EditableArticle): ArticleFormValues {
  return {
    title: article.title,
    slug: article.slug,
    excerpt: article.excerpt,
    content: article.content,
    // One spelling per meaning (issue 22): a stored 'Transfer' is the choice 'Transfers'.
    category: canonicalCategory(article.category),
    partner: article.partner ?? "",
    tags: article.tags ?? [],
    image: { url: article.imageUrl ?? "", alt: article.imageAlt ?? "", credit: article.imageCredit ?? "" },
    isDraft: article.isDraft,
    publishAt: toDateTimeLocal(article.publishedAt),
    live: false,
  };
}

/**
 * Spec §2 edit dialog. Saves against the version it was opened with: a save after someone else's
 * is refused and nothing is overwritten. On failure the dialog stays open (spec §8).
 */
export function ArticleEditDialog({
  article,
  revisions,
  categories,
  suggestions,
  publicUrl,
  now,
  onClose,
  presence,
  readOnly = false,
  notes,
  transitions = [],
  viewer,
}: {
  article: EditableArticle;
  revisions: RevisionRow[];
  categories: readonly string[];
  suggestions: TagSuggestions;
  publicUrl: string;
  now: Date;
  onClose: () => void;
  /** Issue 26: the presence banner ('Sofie Lund redigerer nu'), composed by the route. */
  presence?: React.ReactNode;
  /** Someone else holds the edit: the fields are disabled and the form cannot be saved. */
  readOnly?: boolean;
  /** Issue 26: the internal notes panel ('Noter'), composed by the route. */
  notes?: React.ReactNode;
  /** Issue 26: the workflow history and who is looking (their role picks the buttons). */
  transitions?: readonly TransitionEntry[];
  viewer?: WorkflowViewer;
}) {
  const editor = !viewer || isEditorRole(viewer.role);
  // The fetcher lives here, not in the form: a save bumps the version, which remounts the form.
  const fetcher = useFetcher<EditorActionResult>();
  const [failure, setFailure] = useState<{
    version: number;
    fieldErrors: FieldErrors;
    conflict: boolean;
  } | null>(null);
  const handled = useRef<EditorActionResult | undefined>(undefined);
  const result = fetcher.data;
  const version = article.version;
  useEffect(() => {
    if (result?.intent !== "update" || handled.current === result) return;
    handled.current = result;
    if (result.ok) {
      toastArticleSaved(result.title, result.message, result.article);
      onClose();
      return;
    }
    setFailure({ version, fieldErrors: result.fieldErrors ?? NO_ERRORS, conflict: Boolean(result.conflict) });
    toast.error(result.title, { description: result.message });
  }, [result, onClose, version]);
  const current = failure?.version === version ? failure : null;

  return (
    <TitledDialog
      onOpenChange={(open) => (open ? undefined : onClose())}
      className="sm:max-w-3xl"
      title="Rediger artikel"
      descriptionClassName="flex flex-wrap items-center gap-2"
      description={
        <>
          <span>Version {article.version}</span>
          <StatusBadge article={article} now={now} />
          {/* Issue 25: a published article can go out as a breaking push (confirmed on /admin/push). */}
          {publishStatus(article, now) === "published" ? (
            <Link className="text-primary underline underline-offset-2" to={breakingPushHref(article.id)}>
              Send som breaking-push
            </Link>
          ) : null}
          {/* Issue 26: a signed link (48 hours) that shows the unpublished article to whoever holds it. */}
          {publishStatus(article, now) !== "published" ? <SharePreviewButton articleId={article.id} /> : null}
        </>
      }
    >
      {presence}
      {viewer ? (
        <WorkflowActions
          article={{
            ...article,
            reviewState: article.reviewState ?? null,
            authorId: article.authorId ?? null,
          }}
          viewer={viewer}
          now={now}
          formId={EDIT_FORM_ID}
          transitions={transitions}
          disabled={readOnly}
        />
      ) : null}
      {/* A new version (after a reload or a restore) starts the form afresh. */}
      <EditForm
        key={`${article.id}:${article.version}`}
        article={article}
        fetcher={fetcher}
        serverErrors={current?.fieldErrors ?? NO_ERRORS}
        conflict={current?.conflict ?? false}
        categories={categories}
        suggestions={suggestions}
        publicUrl={publicUrl}
        onCancel={onClose}
        readOnly={readOnly}
        editor={editor}
      />
      <RevisionList article={article} revisions={revisions} canRestore={editor} />
      <TransitionList transitions={transitions} />
      {notes}
    </TitledDialog>
  );
}

function StatusBadge({ article, now }: { article: EditableArticle; now: Date }) {
  // Issue 26: the workflow state ('Til redigering', 'Godkendt' …), not only draft or published.
  return <WorkflowBadge article={{ ...article, reviewState: article.reviewState ?? null }} now={now} />;
}

function EditForm({
  article,
  fetcher,
  serverErrors,
  conflict,
  categories,
  suggestions,
  publicUrl,
  onCancel,
  readOnly = false,
  editor = true,
}: {
  article: EditableArticle;
  fetcher: FetcherWithComponents<EditorActionResult>;
  serverErrors: FieldErrors;
  conflict: boolean;
  categories: readonly string[];
  suggestions: TagSuggestions;
  publicUrl: string;
  onCancel: () => void;
  readOnly?: boolean;
  /** Issue 26: false for a contributor: no draft switch or publish time (the server ignores them). */
  editor?: boolean;
}) {
  const form = useArticleForm(formValuesOf(article));
  const { values, set } = form;
  const formRef = useRef<HTMLFormElement>(null);
  const revalidator = useRevalidator();
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const busy = fetcher.state !== "idle";
  // A new answer from the server replaces what the browser found.
  const [lastServerErrors, setLastServerErrors] = useState(serverErrors);
  if (serverErrors !== lastServerErrors) {
    setLastServerErrors(serverErrors);
    setClientErrors(null);
  }
  const errors = clientErrors ?? serverErrors;
  const p = (name: string) => `rediger-${name}`;

  return (
    <fetcher.Form
      id={EDIT_FORM_ID}
      ref={formRef}
      method="post"
      action="/admin/articles"
      noValidate
      className="grid gap-5"
      onSubmit={(event) => {
        const parsed = parseEditArticle(new FormData(event.currentTarget));
        if (!parsed.ok) {
          event.preventDefault();
          setClientErrors(parsed.fieldErrors);
          toast.error(T.error, { description: T.updateFailed });
          return;
        }
        setClientErrors(null);
      }}
    >
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="id" value={article.id} />
      <input type="hidden" name="version" value={article.version} />
      {/* Issue 26: autosave while this one holds the edit, and the restore prompt. */}
      {readOnly ? null : (
        <FormAutosave draftKey={article.id} formRef={formRef} baseVersion={article.version} form={form} />
      )}

      {conflict ? (
        <div
          role="alert"
          className="grid gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm"
        >
          <p className="font-medium text-destructive">{T.conflict}</p>
          <div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={revalidator.state !== "idle"}
              onClick={() => void revalidator.revalidate()}
            >
              Genindlæs
            </Button>
          </div>
        </div>
      ) : null}

      {/* Issue 26: read-only while someone else holds the edit (the values stay readable). */}
      <fieldset disabled={readOnly} className="contents">
        <ArticleCoreFields
          idPrefix="rediger"
          form={form}
          errors={errors}
          suggestions={suggestions}
          publicUrl={publicUrl}
          afterTitle={<CategoryFields idPrefix="rediger" form={form} errors={errors} choices={categories} />}
        />

        {editor ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <DraftSwitch
              id={p("draft")}
              checked={values.isDraft}
              onCheckedChange={(checked) => set("isDraft", checked)}
              label="Kladde"
              description="En kladde er skjult for læserne."
            />
            <PublishAtField idPrefix="rediger" form={form} errors={errors} />
          </div>
        ) : (
          <input type="hidden" name="isDraft" value="on" />
        )}
      </fieldset>

      <DialogFormFooter
        onCancel={onCancel}
        busy={busy}
        submitLabel="Gem ændringer"
        submitDisabled={readOnly}
        cancelDisabled={false}
      />
    </fetcher.Form>
  );
}

/** 'Versioner': earlier states of the article; 'Gendan' saves one of them as a new version. */
function RevisionList({
  article,
  revisions,
  canRestore = true,
}: {
  article: EditableArticle;
  revisions: RevisionRow[];
  /** Issue 26: restoring is an editor's decision. */
  canRestore?: boolean;
}) {
  const fetcher = useFetcher<EditorActionResult>();
  const handled = useRef<EditorActionResult | undefined>(undefined);
  useEffect(() => {
    const result = fetcher.data;
    if (!result || handled.current === result) return;
    handled.current = result;
    if (result.ok) toast.success(result.title, { description: result.message });
    else toast.error(result.title, { description: result.message });
  }, [fetcher.data]);
  const busy = fetcher.state !== "idle";

  return (
    <section aria-labelledby="versioner-title" className="grid gap-2 border-t border-border pt-4">
      <h3 id="versioner-title" className="flex items-center gap-2 font-semibold">
        <History className="size-4" aria-hidden />
        Versioner
      </h3>
      {revisions.length === 0 ? (
        <p className="text-sm text-muted-foreground">Ingen tidligere versioner endnu.</p>
      ) : (
        <ul className="grid gap-1">
          {revisions.map((revision) => (
            <li
              key={revision.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-muted"
            >
              <span>
                <span className="font-medium">Version {revision.version}</span>
                <span className="text-muted-foreground">
                  {" · "}
                  {formatDanishDateTime(revision.createdAt)}
                  {" · "}
                  {revision.createdBy ?? "Ukendt"}
                </span>
              </span>
              {canRestore ? (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={busy}
                  aria-label={`Gendan version ${revision.version}`}
                  onClick={() =>
                    void fetcher.submit(
                      {
                        intent: "restore",
                        id: article.id,
                        revisionId: revision.id,
                        version: String(article.version),
                      },
                      { method: "post", action: "/admin/articles" },
                    )
                  }
                >
                  <RotateCcw aria-hidden />
                  Gendan
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
