import { findAssignmentDraft } from "~/features/assignments/assignment-queries.server";
import { ASSIGNMENT_FIELD, ASSIGNMENT_TEXT } from "~/features/assignments/assignment-schema";
import type { EditorActionResult } from "~/features/editorial/article-schema";
import { EDITORIAL_TEXT } from "~/features/editorial/editorial-messages";
import { isUuid } from "~/lib/uuid";
import type { Queryable } from "~/server/db/client.server";
import { type AssignmentActor, assignmentStarter } from "./assignment-mutations.server";

export type AssignmentStart =
  | {
      ok: true;
      /** For handleCreateArticle: links the assignment inside the article's create transaction. */
      afterInsert?: (tx: Queryable, articleId: string) => Promise<void>;
      /** After a successful create: the newsroom event reaches the open lists. */
      announce: () => void;
    }
  | { ok: false; result: EditorActionResult; status: number };

/**
 * The new-article action (issue 26): a form with `opgave` starts that assignment's draft. Checked
 * before the create (a clear 403/404/409), and again under a row lock inside the create's
 * transaction, so two tabs cannot both start it.
 */
export async function assignmentStart(
  db: Queryable,
  actor: AssignmentActor,
  form: FormData,
): Promise<AssignmentStart> {
  const raw = form.get(ASSIGNMENT_FIELD);
  if (typeof raw !== "string" || raw === "") return { ok: true, announce: () => {} };
  const refuse = (status: number, message: string): AssignmentStart => ({
    ok: false,
    result: { ok: false, intent: "create", title: EDITORIAL_TEXT.error, message },
    status,
  });
  if (!isUuid(raw)) return refuse(404, ASSIGNMENT_TEXT.notFound);
  const found = await findAssignmentDraft(db, raw, actor);
  if (!found.ok) return refuse(found.status, found.message);
  if (found.assignment.status !== "open" || found.assignment.articleId) {
    return refuse(409, ASSIGNMENT_TEXT.alreadyStarted);
  }
  return { ok: true, ...assignmentStarter(actor, raw) };
}
