import { ClipboardList } from "lucide-react";
import { Link } from "react-router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { formatDanishDateTime } from "~/lib/relative-time";
import { AssignmentArticleLink, AssignmentStatusBadges } from "./assignment-list";
import type { AssignmentRow } from "./assignment-queries.server";

/** The overview's 'Mine opgaver' (issue 26): the signed-in user's open and started ones, by deadline. */
export function MyAssignments({ rows }: { rows: AssignmentRow[] }) {
  return (
    <Card data-testid="my-assignments">
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2 text-lg">
            <ClipboardList className="size-4" aria-hidden />
            Mine opgaver
          </h2>
        </CardTitle>
        <CardDescription>
          Opgaver tildelt dig, efter deadline.{" "}
          <Link to="/admin/opgaver?vis=mine" className="underline">
            Se alle
          </Link>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="text-muted-foreground">Ingen åbne opgaver</p>
        ) : (
          <ul className="divide-y divide-border">
            {rows.map((row) => (
              <li
                key={row.id}
                data-testid="my-assignment"
                className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="grid gap-0.5">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold">{row.title}</span>
                    <AssignmentStatusBadges row={row} />
                  </p>
                  <p className="text-xs text-muted-foreground">
                    Deadline {formatDanishDateTime(row.deadline)}
                  </p>
                </div>
                <AssignmentArticleLink row={row} canStart />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
