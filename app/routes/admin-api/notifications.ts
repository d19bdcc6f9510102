import { countSubmitted } from "~/features/editorial/workflow.server";
import {
  listStaffNotifications,
  markNotificationsRead,
} from "~/features/newsroom/staff-notifications.server";
import { NOT_A_FORM_MESSAGE, readFormBody } from "~/lib/form";
import { getDb } from "~/server/db/client.server";
import { isEditor, requireStaff } from "~/server/session.server";
import type { Route } from "./+types/notifications";

const json = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { "Cache-Control": "private, no-store" } });

/**
 * Issue 26: the newsroom status of the signed-in staff member: their own notifications (the bell:
 * { unread, items }) and, for editors, the review queue's count (the sidebar's badge; null for a
 * contributor, who sees no site-wide numbers).
 */
export async function loader(args: Route.LoaderArgs) {
  const user = requireStaff(args);
  const db = getDb();
  const [list, reviewCount] = await Promise.all([
    listStaffNotifications(db, user.id),
    isEditor(user.role) ? countSubmitted(db) : null,
  ]);
  return json({ ...list, reviewCount });
}

/** POST intent "read_all", or "read" with `id`: marks the user's own notifications read. */
export async function action(args: Route.ActionArgs) {
  const user = requireStaff(args);
  if (args.request.method !== "POST") {
    return new Response("Method Not Allowed", { status: 405, headers: { Allow: "GET, POST" } });
  }
  const form = await readFormBody(args.request);
  if (!form) return json({ ok: false, message: NOT_A_FORM_MESSAGE }, 400);
  const intent = form.get("intent");
  if (intent !== "read_all" && intent !== "read") {
    return json({ ok: false, message: "Ukendt handling" }, 400);
  }
  const id = intent === "read" ? String(form.get("id") ?? "") : undefined;
  const changed = await markNotificationsRead(getDb(), user.id, id);
  return json({ ok: true, changed, ...(await listStaffNotifications(getDb(), user.id)) });
}
