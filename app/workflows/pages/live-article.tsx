import { staticIsland } from "~/components/static-island";
import { LiveBlog } from "~/features/live/live-blog";
import type { LiveBlogData } from "~/features/live/live-queries.server";

// An update's text is article markdown (no ads inside an update). The updates the page came with
// keep the server's markup (a static island, ADR 0023); one that arrives or changes later mounts
// afresh and loads the markdown renderer then.
const UpdateBody = staticIsland("live-update-body", () =>
  import("./live-update-body").then((m) => m.LiveUpdateBody),
);
const renderLiveBody = (markdown: string) => <UpdateBody content={markdown} />;

/**
 * A live article's blog with its updates rendered as article text: the route loads this module
 * only for a live article (issue 23), so it composes the two features here rather than in the
 * route's own module, which every article loads.
 */
export function LiveArticle({ initial }: { initial: LiveBlogData }) {
  return <LiveBlog initial={initial} renderBody={renderLiveBody} />;
}
