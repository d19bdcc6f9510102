/**
 * Issue 26 (ADR 0028): the review workflow. The state the admin shows is derived from `is_draft`,
 * `review_state` and a future `published_at`; readers are gated by `is_draft` alone. This module is
 * pure (the browser shows the buttons from it, the server enforces the same table in the write).
 */
export type WorkflowState = "draft" | "returned" | "submitted" | "approved" | "scheduled" | "published";
export type ReviewState = "submitted" | "approved" | "returned";

export const WORKFLOW_LABELS: Record<WorkflowState, string> = {
  draft: "Kladde",
  returned: "Sendt tilbage",
  submitted: "Til redigering",
  approved: "Godkendt",
  scheduled: "Planlagt",
  published: "Publiceret",
};

export interface WorkflowFacts {
  isDraft: boolean;
  reviewState: string | null;
  publishedAt: Date | string | null;
}

function time(value: Date | string | null): number | null {
  if (value === null) return null;
  const ms = typeof value === "string" ? Date.parse(value) : value.getTime();
  return Number.isNaN(ms) ? null : ms;
}

export function workflowStateOf(article: WorkflowFacts, now: Date = new Date()): WorkflowState {
  if (!article.isDraft) {
    const at = time(article.publishedAt);
    return at !== null && at > now.getTime() ? "scheduled" : "published";
  }
  if (article.reviewState === "submitted" || article.reviewState === "approved") return article.reviewState;
  if (article.reviewState === "returned") return "returned";
  return "draft";
}

/** The transitions a button or intent asks for. `publish` means now; scheduling is the save's time field. */
export type WorkflowTransition = "submit" | "approve" | "send_back" | "publish";

export const TRANSITION_LABELS: Record<WorkflowTransition, string> = {
  submit: "Send til redigering",
  approve: "Godkend",
  send_back: "Send tilbage",
  publish: "Publicér nu",
};

/** Where each transition may start and where it leads. */
export const TRANSITIONS: Record<
  WorkflowTransition,
  { from: readonly WorkflowState[]; to: WorkflowState; editorOnly: boolean }
> = {
  submit: { from: ["draft", "returned"], to: "submitted", editorOnly: false },
  approve: { from: ["submitted"], to: "approved", editorOnly: true },
  send_back: { from: ["submitted", "approved"], to: "returned", editorOnly: true },
  publish: {
    from: ["draft", "returned", "submitted", "approved", "scheduled"],
    to: "published",
    editorOnly: true,
  },
};

export interface WorkflowActor {
  id: string;
  /** admin | editor | contributor. */
  role: string;
}

export interface WorkflowArticle extends WorkflowFacts {
  authorId: string | null;
}

export function isEditorRole(role: string | null | undefined): boolean {
  return role === "admin" || role === "editor";
}

function isOwn(actor: WorkflowActor, article: WorkflowArticle): boolean {
  return article.authorId !== null && article.authorId === actor.id;
}

/** The states a contributor may still change their own article in. */
const CONTRIBUTOR_EDITABLE: readonly WorkflowState[] = ["draft", "returned", "submitted"];

/** May the actor save changes to the article (the edit dialog's 'Gem')? */
export function mayEditArticle(actor: WorkflowActor, article: WorkflowArticle, now = new Date()): boolean {
  if (isEditorRole(actor.role)) return true;
  if (actor.role !== "contributor") return false;
  return isOwn(actor, article) && CONTRIBUTOR_EDITABLE.includes(workflowStateOf(article, now));
}

/** Publish, schedule, unpublish, delete and restore revisions: editors and admins only. */
export function mayPublish(actor: Pick<WorkflowActor, "role">): boolean {
  return isEditorRole(actor.role);
}

export type TransitionCheck =
  | { ok: true; from: WorkflowState; to: WorkflowState }
  | { ok: false; reason: "forbidden" | "wrong_state" };

/** Whether the actor may make the transition on the article now; who is checked before the state. */
export function checkTransition(
  transition: WorkflowTransition,
  actor: WorkflowActor,
  article: WorkflowArticle,
  now = new Date(),
): TransitionCheck {
  const rule = TRANSITIONS[transition];
  const editor = isEditorRole(actor.role);
  if (rule.editorOnly && !editor) return { ok: false, reason: "forbidden" };
  if (!editor && !(actor.role === "contributor" && isOwn(actor, article))) {
    return { ok: false, reason: "forbidden" };
  }
  const from = workflowStateOf(article, now);
  if (!rule.from.includes(from)) return { ok: false, reason: "wrong_state" };
  return { ok: true, from, to: rule.to };
}

/** The buttons the editor shows: the transitions this actor may make on the article now. */
export function availableTransitions(
  actor: WorkflowActor,
  article: WorkflowArticle,
  now = new Date(),
): WorkflowTransition[] {
  return (Object.keys(TRANSITIONS) as WorkflowTransition[]).filter(
    (t) => checkTransition(t, actor, article, now).ok,
  );
}
