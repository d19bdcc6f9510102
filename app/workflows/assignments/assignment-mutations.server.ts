import { and, eq, inArray } from "drizzle-orm";
import { mayStart } from "~/features/assignments/assignment-queries.server";
import {
  type AssignmentActionResult,
  type AssignmentFieldErrors,
  type AssignmentInput,
  type AssignmentIntent,
  parseAssignment,
  ASSIGNMENT_TEXT as T,
} from "~/features/assignments/assignment-schema";
import { announceNewsroom, publishNewsroom } from "~/features/newsroom/newsroom-bus.server";
import {
  deliverNotifications,
  notifyStaff,
  type PendingNotifications,
} from "~/features/newsroom/staff-notify.server";
import { formatDanishDateTime } from "~/lib/relative-time";
import { isUuid } from "~/lib/uuid";
import { type AuditActor, recordAudit } from "~/server/audit.server";
import type { Queryable } from "~/server/db/client.server";
import { assignments, clubs, matches, user } from "~/server/db/schema";
import { isDatabaseUnavailable } from "~/server/db/unavailable.server";
import type { LiveEvent } from "~/server/live-bus.server";
import { logger } from "~/server/logger.server";
import type { Mail } from "~/server/mail.server";
import { isEditor, STAFF_ROLES } from "~/server/session.server";

export interface AssignmentActor extends AuditActor {
  /** The display name the assignee's notification names. */
  name: string;
  role: string;
}

export interface AssignmentOutcome {
  result: AssignmentActionResult;
  status: number;
}

type WriteResult =
  | { ok: true; id: string; events: LiveEvent[]; pending: PendingNotifications | null }
  | { ok: false; status: number; message: string; fieldErrors?: AssignmentFieldErrors };

/** The references must exist: a staff assignee, a match, a club. Checked in the write's transaction. */
async function checkReferences(tx: Queryable, input: AssignmentInput): Promise<AssignmentFieldErrors> {
  const errors: AssignmentFieldErrors = {};
  const [assignee] = await tx
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.id, input.assigneeId), inArray(user.role, [...STAFF_ROLES])));
  if (!assignee) errors.assigneeId = T.assigneeRequired;
  if (input.matchId) {
    const [match] = await tx.select({ id: matches.id }).from(matches).where(eq(matches.id, input.matchId));
    if (!match) errors.matchId = T.matchUnknown;
  }
  if (input.clubId) {
    const [club] = await tx.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, input.clubId));
    if (!club) errors.clubId = T.clubUnknown;
  }
  return errors;
}

function notifyAssignee(tx: Queryable, actor: AssignmentActor, input: AssignmentInput) {
  return notifyStaff(
    tx,
    {
      userIds: [input.assigneeId],
      kind: "assignment",
      text: T.notification(actor.name || actor.email, input.title, formatDanishDateTime(input.deadline)),
      href: "/admin/opgaver",
    },
    actor.id,
  );
}

/** How the assignee's mail leaves (tests pass a collector); the app's mailer by default. */
export interface AssignmentEffects {
  send?: (mail: Mail) => Promise<void>;
}

/** After the commit: the list on every open tab re-reads, the assignee hears of it. */
async function afterCommit(db: Queryable, result: WriteResult, effects: AssignmentEffects) {
  if (!result.ok) return;
  announceNewsroom(result.events);
  if (result.pending) await deliverNotifications(db, result.pending, effects.send);
}

/** A new assignment (editors): one transaction with the audit entry, the event and the assignee's notification. */
export async function createAssignment(
  db: Queryable,
  actor: AssignmentActor,
  input: AssignmentInput,
  effects: AssignmentEffects = {},
): Promise<WriteResult> {
  const result = await db.transaction(async (tx): Promise<WriteResult> => {
    const fieldErrors = await checkReferences(tx, input);
    if (Object.keys(fieldErrors).length > 0)
      return { ok: false, status: 400, message: T.failed, fieldErrors };
    const [row] = await tx
      .insert(assignments)
      .values({
        title: input.title,
        brief: input.brief,
        deadline: input.deadline,
        assigneeId: input.assigneeId,
        createdBy: actor.id,
        matchId: input.matchId,
        clubId: input.clubId,
      })
      .returning({ id: assignments.id });
    await recordAudit(tx, actor, {
      action: "created",
      entityType: "assignment",
      entityId: row.id,
      summary: `oprettede opgaven "${input.title}"`,
    });
    const events = await publishNewsroom(tx, [{ event: "assignment", data: { assignmentId: row.id } }]);
    const pending = await notifyAssignee(tx, actor, input);
    return { ok: true, id: row.id, events, pending };
  });
  await afterCommit(db, result, effects);
  return result;
}

async function lockAssignment(tx: Queryable, id: string) {
  const [row] = await tx
    .select({
      id: assignments.id,
      title: assignments.title,
      status: assignments.status,
      assigneeId: assignments.assigneeId,
      articleId: assignments.articleId,
    })
    .from(assignments)
    .where(eq(assignments.id, id))
    .for("update");
  return row;
}

/** Edit (editors). A new assignee is notified; a closed assignment is not edited any more. */
export async function updateAssignment(
  db: Queryable,
  actor: AssignmentActor,
  id: string,
  input: AssignmentInput,
  effects: AssignmentEffects = {},
): Promise<WriteResult> {
  const result = await db.transaction(async (tx): Promise<WriteResult> => {
    const current = await lockAssignment(tx, id);
    if (!current) return { ok: false, status: 404, message: T.notFound };
    if (current.status === "cancelled" || current.status === "done") {
      return { ok: false, status: 409, message: T.closed };
    }
    const fieldErrors = await checkReferences(tx, input);
    if (Object.keys(fieldErrors).length > 0)
      return { ok: false, status: 400, message: T.failed, fieldErrors };
    await tx
      .update(assignments)
      .set({
        title: input.title,
        brief: input.brief,
        deadline: input.deadline,
        assigneeId: input.assigneeId,
        matchId: input.matchId,
        clubId: input.clubId,
        updatedAt: new Date(),
      })
      .where(eq(assignments.id, id));
    await recordAudit(tx, actor, {
      action: "updated",
      entityType: "assignment",
      entityId: id,
      summary: `redigerede opgaven "${input.title}"`,
    });
    const events = await publishNewsroom(tx, [{ event: "assignment", data: { assignmentId: id } }]);
    const pending = current.assigneeId !== input.assigneeId ? await notifyAssignee(tx, actor, input) : null;
    return { ok: true, id, events, pending };
  });
  await afterCommit(db, result, effects);
  return result;
}

/** 'Annullér' or mark done (editors); a closed assignment stays as it is. */
export async function closeAssignment(
  db: Queryable,
  actor: AssignmentActor,
  id: string,
  status: "cancelled" | "done",
  effects: AssignmentEffects = {},
): Promise<WriteResult> {
  const result = await db.transaction(async (tx): Promise<WriteResult> => {
    const current = await lockAssignment(tx, id);
    if (!current) return { ok: false, status: 404, message: T.notFound };
    if (current.status === "cancelled" || current.status === "done") {
      return { ok: false, status: 409, message: T.closed };
    }
    await tx.update(assignments).set({ status, updatedAt: new Date() }).where(eq(assignments.id, id));
    await recordAudit(tx, actor, {
      action: status === "cancelled" ? "cancelled" : "completed",
      entityType: "assignment",
      entityId: id,
      summary:
        status === "cancelled"
          ? `annullerede opgaven "${current.title}"`
          : `markerede opgaven "${current.title}" som færdig`,
    });
    const events = await publishNewsroom(tx, [{ event: "assignment", data: { assignmentId: id } }]);
    return { ok: true, id, events, pending: null };
  });
  await afterCommit(db, result, effects);
  return result;
}

/** Raised inside the article's create transaction, so the article is not created either. */
export class AssignmentStartRefused extends Error {}

/**
 * Starting the draft (issue 26): inside the transaction that creates the article, the assignment
 * gets the article and 'started'. The caller must be the assignee or an editor, and the assignment
 * still open without an article; otherwise it throws and the create rolls back. Returns the event
 * to announce after the commit.
 */
export async function linkAssignmentToArticle(
  tx: Queryable,
  actor: AssignmentActor,
  assignmentId: string,
  articleId: string,
): Promise<LiveEvent[]> {
  const current = await lockAssignment(tx, assignmentId);
  if (!current) throw new AssignmentStartRefused(T.notFound);
  if (!mayStart(actor, current.assigneeId)) throw new AssignmentStartRefused(T.notYours);
  if (current.status !== "open" || current.articleId) throw new AssignmentStartRefused(T.alreadyStarted);
  await tx
    .update(assignments)
    .set({ articleId, status: "started", updatedAt: new Date() })
    .where(eq(assignments.id, assignmentId));
  await recordAudit(tx, actor, {
    action: "started",
    entityType: "assignment",
    entityId: assignmentId,
    summary: `startede artiklen til opgaven "${current.title}"`,
    metadata: { articleId },
  });
  return publishNewsroom(tx, [{ event: "assignment", data: { assignmentId } }]);
}

/**
 * For the new-article action: `afterInsert` runs in the article's create transaction, `announce`
 * after its commit.
 */
export function assignmentStarter(actor: AssignmentActor, assignmentId: string) {
  let events: LiveEvent[] = [];
  return {
    afterInsert: async (tx: Queryable, articleId: string) => {
      events = await linkAssignmentToArticle(tx, actor, assignmentId, articleId);
    },
    announce: () => announceNewsroom(events),
  };
}

function failure(
  intent: AssignmentIntent | "unknown",
  status: number,
  message: string,
  fieldErrors?: AssignmentFieldErrors,
): AssignmentOutcome {
  return { result: { ok: false, intent, message, ...(fieldErrors ? { fieldErrors } : {}) }, status };
}

function outcome(intent: AssignmentIntent, written: WriteResult, message: string): AssignmentOutcome {
  if (!written.ok) return failure(intent, written.status, written.message, written.fieldErrors);
  return { result: { ok: true, intent, message }, status: 200 };
}

/** /admin/opgaver's action (the route has already required an editor). */
export async function handleAssignmentAction(
  db: Queryable,
  actor: AssignmentActor,
  form: FormData,
  requestId?: string,
  now: Date = new Date(),
  effects: AssignmentEffects = {},
): Promise<AssignmentOutcome> {
  const intent = form.get("intent");
  // The route requires an editor too; a contributor only reads and starts drafts.
  if (!isEditor(actor.role)) return failure("unknown", 403, "Ingen adgang");
  try {
    if (intent === "create") {
      const parsed = parseAssignment(form, now);
      if (!parsed.ok) return failure("create", 400, T.failed, parsed.fieldErrors);
      return outcome("create", await createAssignment(db, actor, parsed.data, effects), T.created);
    }
    if (intent === "update" || intent === "cancel" || intent === "done") {
      const id = String(form.get("id") ?? "");
      if (!isUuid(id)) return failure(intent, 404, T.notFound);
      if (intent !== "update") {
        const closed = await closeAssignment(
          db,
          actor,
          id,
          intent === "cancel" ? "cancelled" : "done",
          effects,
        );
        return outcome(intent, closed, intent === "cancel" ? T.cancelled : T.done);
      }
      const [existing] = await db
        .select({ deadline: assignments.deadline })
        .from(assignments)
        .where(eq(assignments.id, id));
      if (!existing) return failure("update", 404, T.notFound);
      const parsed = parseAssignment(form, now, existing.deadline);
      if (!parsed.ok) return failure("update", 400, T.failed, parsed.fieldErrors);
      return outcome("update", await updateAssignment(db, actor, id, parsed.data, effects), T.updated);
    }
  } catch (err) {
    if (isDatabaseUnavailable(err))
      logger.warn({ err, requestId }, "assignment not saved: database unavailable");
    else logger.error({ err, requestId, intent }, "assignment action failed");
    return failure(
      intent === "create" || intent === "update" || intent === "cancel" || intent === "done"
        ? intent
        : "unknown",
      isDatabaseUnavailable(err) ? 503 : 500,
      T.unexpected,
    );
  }
  return failure("unknown", 400, T.unknownIntent);
}
