import { data } from "react-router";
import { ArticleBody } from "~/features/articles/article-body";
import { ImageField } from "~/features/editorial/image-field";
import { buildTagSuggestions } from "~/features/editorial/tag-rules";
import { handleLiveAction } from "~/features/live/live-actions.server";
import { LiveDesk, type RenderImage } from "~/features/live/live-desk";
import { findLiveArticle, listMatchChoices, loadLiveBlog } from "~/features/live/live-queries.server";
import { readFormBody } from "~/lib/form";
import { privatePageMeta } from "~/lib/private-page-meta";
import { getDb } from "~/server/db/client.server";
import { requireEditor } from "~/server/session.server";
import type { Route } from "./+types/live";

export const meta = privatePageMeta("Live-desk");

function notFound(): never {
  throw data("Artiklen findes ikke.", { status: 404 });
}

export async function loader(args: Route.LoaderArgs) {
  requireEditor(args);
  const db = getDb();
  const article = await findLiveArticle(db, args.params.articleId);
  if (!article) notFound();
  const [live, matches] = await Promise.all([loadLiveBlog(db, article), listMatchChoices(db)]);
  return { article, live, matches };
}

export async function action(args: Route.ActionArgs) {
  const user = requireEditor(args);
  const form = await readFormBody(args.request);
  if (!form) return data({ ok: false as const, message: "Formularen kunne ikke læses." }, { status: 400 });
  const { result, status } = await handleLiveAction(
    getDb(),
    { id: user.id, email: user.email, name: user.name },
    args.params.articleId,
    form,
  );
  return data(result, { status });
}

const renderBody = (markdown: string) => <ArticleBody content={markdown} renderAd={() => null} />;
const NO_SUGGESTIONS = buildTagSuggestions({ leagues: [], clubs: [] });
// The image comes through the article editor's image tools (upload, library, stock photos).
const renderImage: RenderImage = (value, onChange) => (
  <ImageField
    idPrefix="live-image"
    value={{ url: value.url, alt: value.alt, credit: "" }}
    onChange={(next) => onChange({ url: next.url, alt: next.alt })}
    suggestions={NO_SUGGESTIONS}
  />
);

export default function LiveDeskPage({ loaderData }: Route.ComponentProps) {
  const { article, live, matches } = loaderData;
  return (
    <LiveDesk
      article={article}
      live={live}
      matches={matches}
      renderBody={renderBody}
      renderImage={renderImage}
    />
  );
}
