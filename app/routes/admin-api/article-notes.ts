import { listNotes, listStaffNames, noteAccess } from "~/features/article-notes/article-notes.server";
import type { NoteThread } from "~/features/article-notes/note-schema";
import { NOT_A_FORM_MESSAGE, readFormBody } from "~/lib/form";
import { getDb } from "~/server/db/client.server";
import { requireStaff } from "~/server/session.server";
import { handleNoteAction } from "~/workflows/article-notes/note-actions.server";
import type { Route } from "./+types/article-notes";

const json = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { "Cache-Control": "private, no-store" } });

/** Issue 26: an article's internal notes (staff; a contributor only on their own articles). */
export async function loader(args: Route.LoaderArgs) {
  const user = requireStaff(args);
  const db = getDb();
  const access = await noteAccess(db, user, args.params.articleId);
  if (!access.ok) return json({ message: access.message }, access.status);
  const [notes, staff] = await Promise.all([listNotes(db, access.article.id), listStaffNames(db)]);
  const thread: NoteThread = { notes, viewerId: user.id, now: new Date().toISOString(), staff };
  return json(thread);
}

/** POST intent create | resolve | reopen | delete. */
export async function action(args: Route.ActionArgs) {
  const user = requireStaff(args);
  if (args.request.method !== "POST") {
    return new Response("Method Not Allowed", { status: 405, headers: { Allow: "GET, POST" } });
  }
  const form = await readFormBody(args.request);
  if (!form) return json({ ok: false, message: NOT_A_FORM_MESSAGE }, 400);
  const { result, status } = await handleNoteAction(getDb(), user, args.params.articleId, form);
  return json(result, status);
}
