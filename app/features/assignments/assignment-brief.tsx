import { ClipboardList } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { ASSIGNMENT_TEXT as T } from "./assignment-schema";

export interface AssignmentBriefProps {
  title: string;
  brief: string;
  /** Set once the draft is started: the page links to it instead of prefilling a new one. */
  articleId: string | null;
}

/** Above the new-article form when it is started from an assignment (issue 26). */
export function AssignmentBrief({ title, brief, articleId }: AssignmentBriefProps) {
  return (
    <section
      aria-label="Opgave"
      data-testid="assignment-brief"
      className="grid gap-2 rounded-md border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950"
    >
      <p className="flex items-center gap-2 font-semibold">
        <ClipboardList className="size-4" aria-hidden />
        Opgave: {title}
      </p>
      {brief ? <p className="whitespace-pre-line">{T.brief(brief)}</p> : null}
      {articleId ? (
        <div className="flex flex-wrap items-center gap-3">
          <span>{T.alreadyStarted}.</span>
          <Button asChild size="sm" variant="outline">
            <Link to={`/admin/articles?rediger=${articleId}`}>{T.openArticle}</Link>
          </Button>
        </div>
      ) : null}
    </section>
  );
}
