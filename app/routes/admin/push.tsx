import { data } from "react-router";
import { handlePushAdminAction } from "~/features/push-admin/breaking-push.server";
import { PushAdminPage } from "~/features/push-admin/push-admin-page";
import {
  listPushMessages,
  loadBreakingCandidate,
  loadDeviceTotals,
} from "~/features/push-admin/push-admin-queries.server";
import { PUSH_ADMIN_TEXT, parsePushCursor } from "~/features/push-admin/push-admin-schema";
import { readFormBody } from "~/lib/form";
import { privatePageMeta } from "~/lib/private-page-meta";
import { getDb } from "~/server/db/client.server";
import { requireEditor } from "~/server/session.server";
import type { Route } from "./+types/push";

export const meta = privatePageMeta("Push-beskeder");

// Issue 25: `?artikel={id}` opens the breaking push's confirmation; `?efter=` pages the list.
export async function loader(args: Route.LoaderArgs) {
  const user = requireEditor(args);
  const params = new URL(args.request.url).searchParams;
  const articleId = params.get("artikel");
  const db = getDb();
  const [list, totals, candidate] = await Promise.all([
    listPushMessages(db, parsePushCursor(params.get("efter"))),
    loadDeviceTotals(db),
    articleId ? loadBreakingCandidate(db, articleId) : null,
  ]);
  return {
    isAdmin: user.role === "admin",
    list,
    totals,
    candidate,
    candidateMissing: Boolean(articleId && !candidate),
  };
}

export async function action(args: Route.ActionArgs) {
  const user = requireEditor(args);
  const form = await readFormBody(args.request);
  if (!form) {
    return data(
      { ok: false as const, intent: "unknown" as const, message: PUSH_ADMIN_TEXT.invalid },
      { status: 400 },
    );
  }
  const { result, status } = await handlePushAdminAction(
    getDb(),
    { id: user.id, email: user.email, role: user.role },
    form,
  );
  return data(result, { status });
}

export default function PushAdminRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <PushAdminPage {...loaderData} result={actionData} />;
}
