import { data } from "react-router";
import { listClubTagOptions } from "~/features/editorial/admin-article-queries.server";
import { handleCreateArticle } from "~/features/editorial/article-actions.server";
import { NewArticleForm } from "~/features/editorial/new-article-form";
import { buildTagSuggestions } from "~/features/editorial/tag-rules";
import { LEAGUES } from "~/lib/leagues";
import { useRootData } from "~/lib/use-root-data";
import { getDb } from "~/server/db/client.server";
import { requireStaff } from "~/server/session.server";
import type { Route } from "./+types/new-article";

export function meta() {
  return [{ title: "Opret Ny Artikel | Forsiden" }];
}

export async function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  const clubs = await listClubTagOptions(getDb());
  return { suggestions: buildTagSuggestions({ leagues: LEAGUES, clubs }) };
}

export async function action(args: Route.ActionArgs) {
  const user = requireStaff(args);
  const form = await args.request.formData();
  const { result, status } = await handleCreateArticle(
    getDb(),
    { id: user.id, email: user.email, name: user.name },
    form,
    args.context.requestId,
  );
  return data(result, { status });
}

export default function NewArticlePage({ loaderData, actionData }: Route.ComponentProps) {
  const { site } = useRootData();
  return (
    <div className="mx-auto grid max-w-3xl grid-cols-1 gap-6">
      <div>
        <h1 className="text-2xl font-bold">Opret Ny Artikel</h1>
        <p className="text-muted-foreground">
          Skriv en artikel, og publicer den med det samme eller gem den som kladde.
        </p>
      </div>
      <NewArticleForm result={actionData} suggestions={loaderData.suggestions} publicUrl={site.publicUrl} />
    </div>
  );
}
