import { FilePlus2, FileText } from "lucide-react";
import { Link, useFetcher } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { useActionResultToast } from "~/components/ui/use-action-result-toast";
import { formatDanishDateTime } from "~/lib/relative-time";
import type { AssignmentRow } from "./assignment-queries.server";
import {
  ASSIGNMENT_FIELD,
  type AssignmentActionResult,
  type AssignmentStatus,
  STATUS_LABELS,
  ASSIGNMENT_TEXT as T,
} from "./assignment-schema";

const STATUS_VARIANT: Record<AssignmentStatus, "default" | "secondary" | "outline" | "success"> = {
  open: "outline",
  started: "default",
  done: "success",
  cancelled: "secondary",
};

/** 'Åben', 'I gang', 'Færdig', 'Annulleret', and 'Overskredet' beside it when the deadline passed. */
export function AssignmentStatusBadges({ row }: { row: Pick<AssignmentRow, "status" | "overdue"> }) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      <Badge variant={STATUS_VARIANT[row.status]} data-testid="assignment-status">
        {STATUS_LABELS[row.status]}
      </Badge>
      {row.overdue ? (
        <Badge variant="destructive" data-testid="assignment-overdue">
          {T.overdue}
        </Badge>
      ) : null}
    </span>
  );
}

/** 'Start artikel' while open, 'Åbn artiklen' once a draft exists. */
export function AssignmentArticleLink({ row, canStart }: { row: AssignmentRow; canStart: boolean }) {
  if (row.articleId) {
    return (
      <Button asChild size="sm" variant="outline">
        <Link to={`/admin/articles?rediger=${row.articleId}`}>
          <FileText aria-hidden />
          {T.openArticle}
        </Link>
      </Button>
    );
  }
  if (row.status !== "open" || !canStart) return null;
  return (
    <Button asChild size="sm">
      <Link to={`/admin/new-article?${ASSIGNMENT_FIELD}=${row.id}`}>
        <FilePlus2 aria-hidden />
        {T.start}
      </Link>
    </Button>
  );
}

type CloseIntent = "cancel" | "done";

function CloseButtons({
  row,
  busy,
  onClose,
}: {
  row: AssignmentRow;
  busy: boolean;
  onClose: (intent: CloseIntent) => void;
}) {
  return (
    <>
      <Button size="sm" variant="outline" disabled={busy} onClick={() => onClose("done")}>
        Markér som færdig
      </Button>
      <ConfirmDialog
        trigger={
          <Button size="sm" variant="ghost" disabled={busy}>
            Annullér
          </Button>
        }
        title="Annullér opgaven?"
        description={`"${row.title}" lukkes og forsvinder fra oversigten. Det kan ikke fortrydes.`}
        confirmLabel="Annullér opgaven"
        destructive
        onConfirm={() => onClose("cancel")}
      />
    </>
  );
}

/** /admin/opgaver's list, by deadline. Editors get edit, cancel and done; everyone may start their own. */
export function AssignmentList({
  rows,
  viewerId,
  editor,
  onEdit,
}: {
  rows: AssignmentRow[];
  viewerId: string;
  editor: boolean;
  onEdit: (row: AssignmentRow) => void;
}) {
  // One fetcher for the list: a closed row leaves the list, and its toast must outlive it.
  const fetcher = useFetcher<AssignmentActionResult>();
  useActionResultToast(fetcher.state === "idle" ? fetcher.data : undefined);
  const closing = fetcher.state !== "idle" ? fetcher.formData?.get("id") : null;
  const close = (row: AssignmentRow, intent: CloseIntent) =>
    fetcher.submit({ intent, id: row.id }, { method: "post" });
  if (rows.length === 0) {
    return <p className="text-muted-foreground">Ingen opgaver her.</p>;
  }
  return (
    <ul className="grid gap-3" data-testid="assignment-list">
      {rows.map((row) => {
        const closed = row.status === "done" || row.status === "cancelled";
        return (
          <li
            key={row.id}
            data-testid="assignment-row"
            className="grid gap-2 rounded-lg border bg-card p-4 sm:grid-cols-[1fr_auto] sm:items-start"
          >
            <div className="grid min-w-0 gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <h2 className="font-semibold">{row.title}</h2>
                <AssignmentStatusBadges row={row} />
              </div>
              <p className="text-sm text-muted-foreground">
                Deadline {formatDanishDateTime(row.deadline)} · Tildelt {row.assigneeName ?? "ingen"}
                {row.matchLabel ? ` · Kamp: ${row.matchLabel}` : ""}
                {row.clubName ? ` · Klub: ${row.clubName}` : ""}
              </p>
              {row.brief ? <p className="line-clamp-3 whitespace-pre-line text-sm">{row.brief}</p> : null}
            </div>
            <div className="flex flex-wrap gap-2 sm:justify-end">
              <AssignmentArticleLink row={row} canStart={editor || row.assigneeId === viewerId} />
              {editor && !closed ? (
                <>
                  <Button size="sm" variant="outline" onClick={() => onEdit(row)}>
                    Rediger
                  </Button>
                  <CloseButtons
                    row={row}
                    busy={closing === row.id}
                    onClose={(intent) => close(row, intent)}
                  />
                </>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
