import { CheckCircle2, GitBranch, Send, Undo2, Upload } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/toast";
import { formatDanishDateTime } from "~/lib/relative-time";
import type { EditorActionResult } from "./article-schema";
import { EDITORIAL_TEXT as T } from "./editorial-messages";
import {
  availableTransitions,
  TRANSITION_LABELS,
  WORKFLOW_LABELS,
  type WorkflowArticle,
  type WorkflowState,
  workflowStateOf,
} from "./workflow";

export interface WorkflowViewer {
  id: string;
  role: string;
}

export interface TransitionEntry {
  id: string;
  fromState: string;
  toState: string;
  actorName: string;
  comment: string | null;
  createdAt: Date | string;
}

const PATH = "/admin/articles";

function label(state: string): string {
  return WORKFLOW_LABELS[state as WorkflowState] ?? state;
}

/**
 * Issue 26: the editor's workflow buttons, only those the signed-in role may use now (the server
 * checks the same table). 'Send til redigering' saves the form and submits it in one go; the
 * editor's 'Godkend', 'Send tilbage' (with a required comment) and 'Publicér nu' act on the saved
 * article. A send-back's comment is shown to the writer while the article is 'Sendt tilbage'.
 */
export function WorkflowActions({
  article,
  viewer,
  now,
  formId,
  transitions = [],
  disabled = false,
}: {
  article: WorkflowArticle & { id: string; version: number };
  viewer: WorkflowViewer;
  now: Date;
  /** The edit form 'Send til redigering' submits (with review=submit). */
  formId: string;
  transitions?: readonly TransitionEntry[];
  /** The form cannot be saved (someone else holds the edit): 'Send til redigering' saves it, so it waits too. */
  disabled?: boolean;
}) {
  const fetcher = useFetcher<EditorActionResult>();
  const handled = useRef<EditorActionResult | undefined>(undefined);
  const [askComment, setAskComment] = useState(false);
  const [comment, setComment] = useState("");
  const [commentError, setCommentError] = useState<string | null>(null);
  const commentId = useId();
  useEffect(() => {
    const result = fetcher.data;
    if (!result || handled.current === result) return;
    handled.current = result;
    if (result.ok) {
      toast.success(result.title, { description: result.message });
      setAskComment(false);
      setComment("");
    } else {
      if (result.fieldErrors?.comment) setCommentError(result.fieldErrors.comment);
      toast.error(result.title, { description: result.message });
    }
  }, [fetcher.data]);

  // 'Godkend', 'Send tilbage' and 'Publicér nu' act on the saved article: while the form holds
  // unsaved typing they wait for 'Gem', so an editor's changes are never dropped by a transition.
  // Keyed by the saved version: a save (a new version) starts clean.
  const [dirtyVersion, setDirtyVersion] = useState<number | null>(null);
  const unsaved = dirtyVersion === article.version;
  const version = article.version;
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!form) return;
    const mark = () => setDirtyVersion(version);
    form.addEventListener("input", mark);
    form.addEventListener("change", mark);
    return () => {
      form.removeEventListener("input", mark);
      form.removeEventListener("change", mark);
    };
  }, [formId, version]);

  const state = workflowStateOf(article, now);
  const allowed = availableTransitions(viewer, article, now);
  const busy = fetcher.state !== "idle";
  const savedOnly = busy || unsaved;
  const lastReturn = state === "returned" ? transitions.find((t) => t.toState === "returned") : undefined;
  const send = (intent: string, extra: Record<string, string> = {}) =>
    void fetcher.submit(
      { intent, id: article.id, version: String(article.version), ...extra },
      { method: "post", action: PATH },
    );

  if (allowed.length === 0 && !lastReturn) return null;
  return (
    <section aria-label="Redaktionelt forløb" className="grid gap-3" data-testid="workflow-actions">
      {lastReturn?.comment ? (
        <div role="note" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
          <p className="font-medium">
            Sendt tilbage af {lastReturn.actorName} · {formatDanishDateTime(lastReturn.createdAt)}
          </p>
          <p className="whitespace-pre-line" data-testid="return-comment">
            {lastReturn.comment}
          </p>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {allowed.includes("submit") ? (
          <Button type="submit" form={formId} name="review" value="submit" disabled={disabled || busy}>
            <Send aria-hidden />
            {TRANSITION_LABELS.submit}
          </Button>
        ) : null}
        {allowed.includes("approve") ? (
          <Button type="button" variant="outline" disabled={savedOnly} onClick={() => send("approve")}>
            <CheckCircle2 aria-hidden />
            {TRANSITION_LABELS.approve}
          </Button>
        ) : null}
        {allowed.includes("send_back") ? (
          <Button
            type="button"
            variant="outline"
            disabled={savedOnly}
            aria-expanded={askComment}
            onClick={() => setAskComment((open) => !open)}
          >
            <Undo2 aria-hidden />
            {TRANSITION_LABELS.send_back}
          </Button>
        ) : null}
        {allowed.includes("publish") ? (
          <Button type="button" variant="outline" disabled={savedOnly} onClick={() => send("publish")}>
            <Upload aria-hidden />
            {TRANSITION_LABELS.publish}
          </Button>
        ) : null}
        {busy ? <Spinner size="sm" /> : null}
      </div>
      {unsaved && allowed.some((t) => t !== "submit") ? (
        <p className="text-sm text-muted-foreground" data-testid="workflow-unsaved">
          {T.saveBeforeTransition}
        </p>
      ) : null}
      {askComment ? (
        <div className="grid gap-2 rounded-md border border-border p-3">
          <label htmlFor={commentId} className="text-sm font-medium">
            Kommentar til skribenten
          </label>
          <Textarea
            id={commentId}
            value={comment}
            rows={3}
            aria-invalid={commentError ? true : undefined}
            aria-describedby={commentError ? `${commentId}-fejl` : undefined}
            onChange={(e) => {
              setComment(e.target.value);
              setCommentError(null);
            }}
          />
          {commentError ? (
            <p id={`${commentId}-fejl`} className="text-sm text-destructive">
              {commentError}
            </p>
          ) : null}
          <div>
            <Button
              type="button"
              disabled={busy}
              onClick={() => {
                if (!comment.trim()) {
                  setCommentError(T.commentRequired);
                  return;
                }
                send("send_back", { comment });
              }}
            >
              Send tilbage til skribenten
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}

/** Issue 26: the article's workflow history beside its versions (who, when, comment). */
export function TransitionList({ transitions }: { transitions: readonly TransitionEntry[] }) {
  if (transitions.length === 0) return null;
  return (
    <section aria-labelledby="forloeb-title" className="grid gap-2 border-t border-border pt-4">
      <h3 id="forloeb-title" className="flex items-center gap-2 font-semibold">
        <GitBranch className="size-4" aria-hidden />
        Forløb
      </h3>
      <ul className="grid gap-1" data-testid="transition-list">
        {transitions.map((t) => (
          <li key={t.id} className="rounded-md px-2 py-1.5 text-sm">
            <span className="font-medium">
              {label(t.fromState)} → {label(t.toState)}
            </span>
            <span className="text-muted-foreground">
              {" · "}
              {formatDanishDateTime(t.createdAt)}
              {" · "}
              {t.actorName}
            </span>
            {t.comment ? <p className="whitespace-pre-line text-muted-foreground">“{t.comment}”</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The new-article form's buttons for a contributor: save as a draft, or submit at once. */
export function ContributorCreateButtons({ busy }: { busy: boolean }) {
  return (
    <div className="flex flex-wrap gap-2">
      {/* A contributor's article is always a draft (the server ignores anything else). */}
      <input type="hidden" name="isDraft" value="on" />
      <Button type="submit" size="lg" variant="outline" disabled={busy}>
        {T.submitDraft}
      </Button>
      <Button type="submit" size="lg" name="review" value="submit" disabled={busy}>
        {busy ? <Spinner size="sm" /> : <Send aria-hidden />}
        {T.submitReview}
      </Button>
    </div>
  );
}
