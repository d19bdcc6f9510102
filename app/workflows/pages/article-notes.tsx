import { useState } from "react";
import { useRouteLoaderData } from "react-router";
import { NotesPanel } from "~/features/article-notes/notes-panel";
import { useNewsroomStream } from "~/features/newsroom/use-newsroom-stream";

/**
 * The edit dialog's 'Noter' (issue 26) wired to the newsroom stream: a notification for this staff
 * member (a mention) or a reconnect re-reads the thread.
 */
export function ArticleNotes({ articleId }: { articleId: string }) {
  const layout = useRouteLoaderData("routes/admin/layout") as
    | { user: { id: string }; newsroomSeq: number }
    | undefined;
  const [refreshKey, setRefreshKey] = useState(0);
  useNewsroomStream(layout?.newsroomSeq ?? 0, (message) => {
    if (
      message.event === "reset" ||
      (message.event === "notification" && message.data.userId === layout?.user.id)
    ) {
      setRefreshKey((key) => key + 1);
    }
  });
  return <NotesPanel articleId={articleId} refreshKey={refreshKey} />;
}
