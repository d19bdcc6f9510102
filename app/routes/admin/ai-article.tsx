import { AiArticleGenerator } from "~/features/ai-generation/ai-article-generator";
import {
  answerGeneratorAction,
  handleAiArticleAction,
  loadGeneratorPage,
} from "~/features/ai-generation/generator-actions.server";
import { type GeneratorOutcome, generatorOutcome } from "~/features/ai-generation/messages";
import { requireEditor } from "~/server/session.server";
import { resolveArticleEmbeds } from "~/workflows/embeds/resolve-article-embeds.server";
import type { Route } from "./+types/ai-article";

export async function loader(args: Route.LoaderArgs) {
  return loadGeneratorPage(requireEditor(args));
}

export async function action(args: Route.ActionArgs) {
  return answerGeneratorAction(handleAiArticleAction, args, requireEditor(args), resolveArticleEmbeds);
}

/** Spec §8 tells three failures apart: a server answer, no answer (network) and anything else. */
export function clientAction({ serverAction }: Route.ClientActionArgs): Promise<GeneratorOutcome> {
  return generatorOutcome(serverAction);
}

export function meta() {
  return [{ title: "AI Artikel Generator | Forsiden" }];
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <div>
        <h1 className="text-2xl font-bold">AI Artikel Generator</h1>
        <p className="text-muted-foreground">
          Indsæt et link til en artikel på Bold.dk, og få en ny, original artikel skrevet til Forsiden.
        </p>
      </div>
      <AiArticleGenerator {...loaderData} />
    </div>
  );
}
