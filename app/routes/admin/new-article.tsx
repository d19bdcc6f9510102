import { data } from "react-router";
import { AssignmentBrief } from "~/features/assignments/assignment-brief";
import { findAssignmentDraft } from "~/features/assignments/assignment-queries.server";
import { ASSIGNMENT_FIELD } from "~/features/assignments/assignment-schema";
import { listClubTagOptions } from "~/features/editorial/admin-article-queries.server";
import { handleCreateArticle } from "~/features/editorial/article-actions.server";
import { NewArticleForm } from "~/features/editorial/new-article-form";
import { buildTagSuggestions } from "~/features/editorial/tag-rules";
import { isEditorRole } from "~/features/editorial/workflow";
import { LEAGUES } from "~/lib/leagues";
import { useRootData } from "~/lib/use-root-data";
import { isUuid } from "~/lib/uuid";
import { getDb } from "~/server/db/client.server";
import { requireStaff } from "~/server/session.server";
import { assignmentStart } from "~/workflows/assignments/start-draft.server";
import { resolveArticleEmbeds } from "~/workflows/embeds/resolve-article-embeds.server";
import { reviewNotifier } from "~/workflows/newsroom/review-notifier.server";
import type { Route } from "./+types/new-article";

export function meta() {
  return [{ title: "Opret Ny Artikel | Forsiden" }];
}

export async function loader(args: Route.LoaderArgs) {
  const user = requireStaff(args);
  const clubs = await listClubTagOptions(getDb());
  // Issue 26: ?opgave={id} starts the draft of an assignment (the assignee's or any, for an editor).
  const opgave = new URL(args.request.url).searchParams.get(ASSIGNMENT_FIELD);
  const found = opgave && isUuid(opgave) ? await findAssignmentDraft(getDb(), opgave, user) : null;
  return {
    suggestions: buildTagSuggestions({ leagues: LEAGUES, clubs }),
    assignment: found?.ok ? found.assignment : null,
    // Issue 26: a contributor gets 'Gem som kladde' and 'Send til redigering', no publish controls.
    contributor: !isEditorRole(user.role),
  };
}

export async function action(args: Route.ActionArgs) {
  const user = requireStaff(args);
  const form = await args.request.formData();
  const start = await assignmentStart(getDb(), user, form);
  if (!start.ok) return data(start.result, { status: start.status });
  const { result, status } = await handleCreateArticle(
    getDb(),
    { id: user.id, email: user.email, name: user.name, role: user.role },
    form,
    args.context.requestId,
    reviewNotifier,
    start.afterInsert,
    resolveArticleEmbeds,
  );
  if (result.ok) start.announce();
  return data(result, { status });
}

export default function NewArticlePage({ loaderData, actionData }: Route.ComponentProps) {
  const { site } = useRootData();
  const { assignment } = loaderData;
  return (
    <div className="mx-auto grid max-w-3xl grid-cols-1 gap-6">
      <div>
        <h1 className="text-2xl font-bold">Opret Ny Artikel</h1>
        <p className="text-muted-foreground">
          Skriv en artikel, og publicer den med det samme eller gem den som kladde.
        </p>
      </div>
      {assignment ? <AssignmentBrief {...assignment} /> : null}
      <NewArticleForm
        result={actionData}
        suggestions={loaderData.suggestions}
        publicUrl={site.publicUrl}
        contributor={loaderData.contributor}
        {...(assignment && !assignment.articleId
          ? {
              prefill: { title: assignment.title, tags: assignment.tags, isDraft: true },
              extraFields: <input type="hidden" name={ASSIGNMENT_FIELD} value={assignment.id} />,
            }
          : {})}
      />
    </div>
  );
}
