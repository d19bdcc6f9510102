import {
  createNote,
  deleteNote,
  type NoteActor,
  noteAccess,
  setNoteResolved,
} from "~/features/article-notes/article-notes.server";
import {
  isNoteIntent,
  NOTE_TEXT,
  type NoteActionResult,
  noteBodySchema,
} from "~/features/article-notes/note-schema";
import { deliverNotifications, notifyStaff } from "~/features/newsroom/staff-notify.server";
import { parseForm } from "~/lib/form";
import type { Database } from "~/server/db/client.server";
import type { Mail } from "~/server/mail.server";

/**
 * POST /admin/api/artikler/:articleId/noter (issue 26): where the notes meet the staff
 * notifications. A mention's notification is written in the note's transaction and delivered
 * (stream event, e-mail) after the commit.
 */
export async function handleNoteAction(
  db: Database,
  actor: NoteActor,
  articleId: string,
  form: FormData,
  send?: (mail: Mail) => Promise<void>,
): Promise<{ result: NoteActionResult; status: number }> {
  const intent = form.get("intent");
  if (!isNoteIntent(intent)) {
    return { result: { ok: false, intent: "unknown", message: NOTE_TEXT.unknownIntent }, status: 400 };
  }
  const access = await noteAccess(db, actor, articleId);
  if (!access.ok) return { result: { ok: false, intent, message: access.message }, status: access.status };

  if (intent === "create") {
    const parsed = parseForm(noteBodySchema, form, { fields: ["body"] });
    if (!parsed.ok) {
      return {
        result: {
          ok: false,
          intent,
          message: parsed.fieldErrors.body ?? NOTE_TEXT.empty,
          fieldErrors: parsed.fieldErrors,
        },
        status: 400,
      };
    }
    const { pending } = await createNote(db, actor, access.article, parsed.data.body, (tx, notice, actorId) =>
      notifyStaff(tx, { ...notice, kind: "mention" }, actorId),
    );
    if (pending) await deliverNotifications(db, pending, send);
    return { result: { ok: true, intent, message: NOTE_TEXT.created }, status: 200 };
  }

  const noteId = String(form.get("noteId") ?? "");
  const change =
    intent === "delete"
      ? await deleteNote(db, actor, access.article, noteId)
      : await setNoteResolved(db, actor, access.article, noteId, intent === "resolve");
  return change.ok
    ? { result: { ok: true, intent, message: change.message }, status: 200 }
    : { result: { ok: false, intent, message: change.message }, status: change.status };
}
