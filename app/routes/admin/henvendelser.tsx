import { data } from "react-router";
import {
  CONTACT_ADMIN_TEXT,
  type ContactAdminActionResult,
  contactActionSchema,
  parseContactListParams,
} from "~/features/contact/contact-admin";
import {
  deleteContactMessage,
  getContactMessage,
  listContactMessages,
  setContactHandled,
} from "~/features/contact/contact-admin.server";
import { ContactMessagesPage } from "~/features/contact/contact-messages-page";
import { parseForm } from "~/lib/form";
import { privatePageMeta } from "~/lib/private-page-meta";
import { getDb } from "~/server/db/client.server";
import { requireEditor } from "~/server/session.server";
import type { Route } from "./+types/henvendelser";

export const meta = privatePageMeta("Henvendelser");

export async function loader(args: Route.LoaderArgs) {
  requireEditor(args);
  const { filter, page, id } = parseContactListParams(new URL(args.request.url).searchParams);
  const db = getDb();
  const [list, selected] = await Promise.all([
    listContactMessages(db, { filter, page }),
    id ? getContactMessage(db, id) : Promise.resolve(null),
  ]);
  return { list, selected, filter, selectedId: id };
}

export async function action(args: Route.ActionArgs) {
  const staff = requireEditor(args);
  const parsed = parseForm(contactActionSchema, await args.request.formData());
  if (!parsed.ok)
    return data<ContactAdminActionResult>(
      { ok: false, message: CONTACT_ADMIN_TEXT.invalid },
      { status: 400 },
    );
  const actor = { id: staff.id, email: staff.email };
  const db = getDb();
  const { intent, id } = parsed.data;
  const result =
    intent === "delete"
      ? await deleteContactMessage(db, actor, id)
      : await setContactHandled(db, actor, id, intent === "handled");
  if (!result.ok)
    return data<ContactAdminActionResult>({ ok: false, message: result.message }, { status: result.status });
  return data<ContactAdminActionResult>({ ok: true, message: result.message, intent });
}

export default function HenvendelserRoute({ loaderData }: Route.ComponentProps) {
  return <ContactMessagesPage {...loaderData} />;
}
