import { ArticleBody } from "~/features/articles/article-body";

/** A live update's text: article markdown, without the article's ad slots. */
export function LiveUpdateBody({ content }: { content: string }) {
  return <ArticleBody content={content} renderAd={() => null} />;
}
