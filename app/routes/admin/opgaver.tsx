import { data, useRevalidator, useRouteLoaderData } from "react-router";
import {
  listAssignments,
  listClubOptions,
  listStaffOptions,
  listUpcomingMatchOptions,
} from "~/features/assignments/assignment-queries.server";
import { parseAssignmentFilters } from "~/features/assignments/assignment-schema";
import { AssignmentsPage } from "~/features/assignments/assignments-page";
import { useNewsroomStream } from "~/features/newsroom/use-newsroom-stream";
import { getDb } from "~/server/db/client.server";
import { isEditor, requireEditor, requireStaff } from "~/server/session.server";
import { handleAssignmentAction } from "~/workflows/assignments/assignment-mutations.server";
import type { Route } from "./+types/opgaver";

export function meta() {
  return [{ title: "Opgaver | Forsiden" }, { name: "robots", content: "noindex, nofollow" }];
}

/** Issue 26: every staff member sees their assignments; a contributor only theirs (the query enforces it). */
export async function loader(args: Route.LoaderArgs) {
  const user = requireStaff(args);
  const editor = isEditor(user.role);
  const filters = parseAssignmentFilters(new URL(args.request.url).searchParams);
  const db = getDb();
  const [rows, choices] = await Promise.all([
    listAssignments(db, user, filters),
    editor
      ? Promise.all([listStaffOptions(db), listUpcomingMatchOptions(db), listClubOptions(db)]).then(
          ([staff, matches, clubs]) => ({ staff, matches, clubs }),
        )
      : null,
  ]);
  return { rows, filters, editor, viewerId: user.id, choices };
}

/** Create, edit, cancel, mark done: editors only. */
export async function action(args: Route.ActionArgs) {
  const user = requireEditor(args);
  const form = await args.request.formData();
  const { result, status } = await handleAssignmentAction(
    getDb(),
    { id: user.id, email: user.email, name: user.name, role: user.role },
    form,
    args.context.requestId,
  );
  return data(result, { status });
}

export default function OpgaverRoute({ loaderData }: Route.ComponentProps) {
  // Another editor's change (or a started draft) re-reads the list on every open tab.
  const revalidator = useRevalidator();
  const layout = useRouteLoaderData("routes/admin/layout") as { newsroomSeq?: number } | undefined;
  useNewsroomStream(layout?.newsroomSeq ?? 0, (m) => {
    if (m.event === "assignment") void revalidator.revalidate();
  });
  return <AssignmentsPage {...loaderData} />;
}
