import { Plus } from "lucide-react";
import { useCallback, useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { type AssignmentChoices, AssignmentDialog } from "./assignment-dialog";
import { AssignmentList } from "./assignment-list";
import type { AssignmentRow } from "./assignment-queries.server";
import { type AssignmentFilters, ASSIGNMENT_TEXT as T } from "./assignment-schema";

type DialogState = { mode: "closed" } | { mode: "create" } | { mode: "edit"; row: AssignmentRow };

function filterHref(filters: AssignmentFilters): string {
  const params = new URLSearchParams();
  if (filters.scope === "mine") params.set("vis", "mine");
  if (filters.showDone) params.set("faerdige", "1");
  const query = params.toString();
  return query ? `?${query}` : "?";
}

/** Editors: 'Alle' / 'Mine', and whether done and cancelled ones show. */
function AssignmentFilterLinks({ filters, editor }: { filters: AssignmentFilters; editor: boolean }) {
  const pill = (active: boolean) =>
    cn(
      "rounded-full border px-3 py-1 text-sm",
      active ? "border-primary bg-primary text-primary-foreground" : "hover:bg-accent",
    );
  return (
    <nav aria-label="Filtre" className="flex flex-wrap items-center gap-2">
      {editor ? (
        <>
          <Link
            to={filterHref({ ...filters, scope: "all" })}
            className={pill(filters.scope === "all")}
            aria-current={filters.scope === "all" ? "page" : undefined}
          >
            Alle
          </Link>
          <Link
            to={filterHref({ ...filters, scope: "mine" })}
            className={pill(filters.scope === "mine")}
            aria-current={filters.scope === "mine" ? "page" : undefined}
          >
            Mine
          </Link>
        </>
      ) : null}
      <Link to={filterHref({ ...filters, showDone: !filters.showDone })} className={pill(filters.showDone)}>
        {filters.showDone ? "Skjul færdige" : "Vis færdige"}
      </Link>
    </nav>
  );
}

export function AssignmentsPage({
  rows,
  filters,
  editor,
  viewerId,
  choices,
}: {
  rows: AssignmentRow[];
  filters: AssignmentFilters;
  editor: boolean;
  viewerId: string;
  /** Only for editors (the dialog's selects). */
  choices: AssignmentChoices | null;
}) {
  const [dialog, setDialog] = useState<DialogState>({ mode: "closed" });
  const close = useCallback(() => setDialog({ mode: "closed" }), []);
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">{T.title}</h1>
          <p className="text-muted-foreground">
            {editor
              ? "Giv skribenter og redaktører en opgave med deadline. De starter artiklen herfra."
              : "Dine opgaver fra redaktionen. Start artiklen herfra."}
          </p>
        </div>
        {editor ? (
          <Button onClick={() => setDialog({ mode: "create" })}>
            <Plus aria-hidden />
            Ny opgave
          </Button>
        ) : null}
      </div>
      <AssignmentFilterLinks filters={filters} editor={editor} />
      <AssignmentList
        rows={rows}
        viewerId={viewerId}
        editor={editor}
        onEdit={(row) => setDialog({ mode: "edit", row })}
      />
      {editor && choices && dialog.mode !== "closed" ? (
        <AssignmentDialog
          key={dialog.mode === "edit" ? dialog.row.id : "new"}
          assignment={dialog.mode === "edit" ? dialog.row : null}
          choices={choices}
          onClose={close}
        />
      ) : null}
    </div>
  );
}
