import {
  answerWorkingCopyRead,
  answerWorkingCopyWrite,
  type WorkingCopyAnswer,
} from "~/features/working-copies/working-copies.server";
import { getDb } from "~/server/db/client.server";
import { requireStaff } from "~/server/session.server";
import type { Route } from "./+types/working-copy";

// Issue 26 autosave: the signed-in staff member's working copy of an article form.
// GET ?noegle={articleId|ny}; POST/PUT/DELETE with a JSON body (intent "save" or "discard").
const reply = ({ status, body }: WorkingCopyAnswer) =>
  Response.json(body, { status, headers: { "Cache-Control": "private, no-store" } });

export async function loader(args: Route.LoaderArgs) {
  const user = requireStaff(args);
  const key = new URL(args.request.url).searchParams.get("noegle");
  return reply(await answerWorkingCopyRead(getDb(), user, key));
}

export async function action(args: Route.ActionArgs) {
  const user = requireStaff(args);
  let body: unknown;
  try {
    body = await args.request.json();
  } catch {
    body = null;
  }
  return reply(await answerWorkingCopyWrite(getDb(), user, args.request.method, body));
}
