import {
  answerGeneratorAction,
  handleHistoryAction,
  loadGeneratorPage,
} from "~/features/ai-generation/generator-actions.server";
import { HistoryGenerator } from "~/features/ai-generation/history-generator";
import { type GeneratorOutcome, generatorOutcome } from "~/features/ai-generation/messages";
import { requireEditor } from "~/server/session.server";
import { resolveArticleEmbeds } from "~/workflows/embeds/resolve-article-embeds.server";
import type { Route } from "./+types/historie";

export async function loader(args: Route.LoaderArgs) {
  return loadGeneratorPage(requireEditor(args));
}

export async function action(args: Route.ActionArgs) {
  return answerGeneratorAction(handleHistoryAction, args, requireEditor(args), resolveArticleEmbeds);
}

/** A network failure or an unexpected error still ends in the failure card (spec §8). */
export function clientAction({ serverAction }: Route.ClientActionArgs): Promise<GeneratorOutcome> {
  return generatorOutcome(serverAction);
}

export function meta() {
  return [{ title: "Dansk Fodboldhistorie | Forsiden" }];
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <div>
        <h1 className="text-2xl font-bold">Dansk Fodboldhistorie</h1>
        <p className="text-muted-foreground">
          Skriv et emne fra dansk fodboldhistorie, så genererer AI&apos;en en artikel, der publiceres på{" "}
          <a className="underline" href="/dansk-fodboldhistorie" target="_blank" rel="noopener">
            Dansk Fodboldhistorie
          </a>
          .
        </p>
      </div>
      <HistoryGenerator configured={loaderData.configured} showSettingNames={loaderData.showSettingNames} />
    </div>
  );
}
