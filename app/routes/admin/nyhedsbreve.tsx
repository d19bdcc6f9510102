import { data } from "react-router";
import {
  NEWSLETTER_ADMIN_TEXT,
  type NewsletterAdminActionResult,
  newsletterAdminActionSchema,
  parsePreviewList,
} from "~/features/newsletters/newsletter-admin";
import {
  latestNewsletterSendErrors,
  listNewsletterCounts,
  listRecentNewsletterIssues,
  loadNewsletterLead,
  loadNewsletterPreview,
  saveNewsletterLead,
  sendNewsletterTest,
} from "~/features/newsletters/newsletter-admin.server";
import { NewsletterAdminPage } from "~/features/newsletters/newsletter-admin-page";
import { parseForm } from "~/lib/form";
import { privatePageMeta } from "~/lib/private-page-meta";
import { getDatabaseHandle, getDb } from "~/server/db/client.server";
import { requireEditor } from "~/server/session.server";
import { sendNewsletterNow } from "~/workflows/newsletters/newsletter-send-now.server";
import type { Route } from "./+types/nyhedsbreve";

export const meta = privatePageMeta("Nyhedsbreve");

export async function loader(args: Route.LoaderArgs) {
  const user = requireEditor(args);
  const listKey = parsePreviewList(new URL(args.request.url).searchParams);
  const db = getDb();
  const now = new Date();
  const [lists, preview, lead, issues] = await Promise.all([
    listNewsletterCounts(db),
    loadNewsletterPreview(db, listKey, now),
    loadNewsletterLead(db, now),
    listRecentNewsletterIssues(db),
  ]);
  const sendErrors = await latestNewsletterSendErrors(db, issues);
  return { isAdmin: user.role === "admin", lists, listKey, preview, lead, issues, sendErrors };
}

export async function action(args: Route.ActionArgs) {
  const user = requireEditor(args);
  const parsed = parseForm(newsletterAdminActionSchema, await args.request.formData());
  if (!parsed.ok) {
    return data<NewsletterAdminActionResult>(
      { ok: false, intent: "unknown", message: NEWSLETTER_ADMIN_TEXT.invalid },
      { status: 400 },
    );
  }
  const input = parsed.data;
  const now = new Date();
  const result =
    input.intent === "lead"
      ? await saveNewsletterLead(getDb(), { id: user.id, email: user.email }, input.articleId, now)
      : input.intent === "test"
        ? await sendNewsletterTest(getDb(), input.liste, user.email, now)
        : await sendNewsletterNow(getDatabaseHandle(), input.target);
  if (!result.ok) {
    return data<NewsletterAdminActionResult>(
      { ok: false, intent: input.intent, message: result.message },
      { status: result.status },
    );
  }
  return data<NewsletterAdminActionResult>({ ok: true, intent: input.intent, message: result.message });
}

export default function NyhedsbreveRoute({ loaderData }: Route.ComponentProps) {
  return <NewsletterAdminPage {...loaderData} />;
}
