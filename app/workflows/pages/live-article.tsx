import { ArticleBody } from "~/features/articles/article-body";
import { LiveBlog } from "~/features/live/live-blog";
import type { LiveBlogData } from "~/features/live/live-queries.server";

// Live updates render with the article body's markdown (no ads inside an update).
const renderLiveBody = (markdown: string) => <ArticleBody content={markdown} renderAd={() => null} />;

/**
 * A live article's blog with its updates rendered as article text: the route loads this module
 * only for a live article (issue 23), so it composes the two features here rather than in the
 * route's own module, which every article loads.
 */
export function LiveArticle({ initial }: { initial: LiveBlogData }) {
  return <LiveBlog initial={initial} renderBody={renderLiveBody} />;
}
