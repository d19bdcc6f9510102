import {
  listStaffNotifications,
  markNotificationsRead,
} from "~/features/newsroom/staff-notifications.server";
import { getDb } from "~/server/db/client.server";
import { requireStaff } from "~/server/session.server";
import type { Route } from "./+types/notifications";

const json = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { "Cache-Control": "private, no-store" } });

/** Issue 26: the bell's list, the signed-in staff member's own notifications ({ unread, items }). */
export async function loader(args: Route.LoaderArgs) {
  const user = requireStaff(args);
  return json(await listStaffNotifications(getDb(), user.id));
}

/** POST intent "read_all", or "read" with `id`: marks the user's own notifications read. */
export async function action(args: Route.ActionArgs) {
  const user = requireStaff(args);
  if (args.request.method !== "POST") {
    return new Response("Method Not Allowed", { status: 405, headers: { Allow: "GET, POST" } });
  }
  const form = await args.request.formData();
  const intent = form.get("intent");
  if (intent !== "read_all" && intent !== "read") {
    return json({ ok: false, message: "Ukendt handling" }, 400);
  }
  const id = intent === "read" ? String(form.get("id") ?? "") : undefined;
  const changed = await markNotificationsRead(getDb(), user.id, id);
  return json({ ok: true, changed, ...(await listStaffNotifications(getDb(), user.id)) });
}
