import { Plus } from "lucide-react";
import { useCallback, useState } from "react";
import { data } from "react-router";
import { Button } from "~/components/ui/button";
import {
  clubStats,
  handleClubAction,
  listAdminClubs,
  MAX_CLUB_REQUEST_BYTES,
  unreadableClubRequest,
} from "~/features/clubs/club-admin.server";
import { ClubDialog } from "~/features/clubs/club-admin-dialog";
import { type AdminClub, ClubFilters, ClubStatCards, ClubsTable } from "~/features/clubs/club-admin-list";
import { parseClubAdminFilters } from "~/features/clubs/club-admin-schema";
import { privatePageMeta } from "~/lib/private-page-meta";
import { getAppStorage } from "~/server/app-storage.server";
import { getDb } from "~/server/db/client.server";
import { requireEditor } from "~/server/session.server";
import type { Route } from "./+types/clubs";

export const meta = privatePageMeta("Club Management");

export async function loader(args: Route.LoaderArgs) {
  requireEditor(args);
  const filters = parseClubAdminFilters(new URL(args.request.url).searchParams);
  const db = getDb();
  const [rows, stats] = await Promise.all([listAdminClubs(db, filters), clubStats(db)]);
  return { rows, stats, filters };
}

export async function action(args: Route.ActionArgs) {
  const user = requireEditor(args);
  const { request, context } = args;
  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > MAX_CLUB_REQUEST_BYTES) {
    const { result, status } = unreadableClubRequest(true);
    return data(result, { status });
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    const { result, status } = unreadableClubRequest(false);
    return data(result, { status });
  }
  const { result, status } = await handleClubAction(
    getDb(),
    getAppStorage(),
    { id: user.id, email: user.email },
    form,
    context.requestId,
  );
  return data(result, { status });
}

type DialogState = { mode: "closed" } | { mode: "create" } | { mode: "edit"; club: AdminClub };

export default function ClubsPage({ loaderData }: Route.ComponentProps) {
  const { rows, stats, filters } = loaderData;
  const [dialog, setDialog] = useState<DialogState>({ mode: "closed" });
  const close = useCallback(() => setDialog({ mode: "closed" }), []);
  const filtered = Boolean(filters.q || filters.country || filters.league || filters.logo);

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">Club Management</h1>
          <p className="text-muted-foreground">
            Klubsider, logoer og ligaer. Ændringer vises straks på sitet.
          </p>
        </div>
        <Button onClick={() => setDialog({ mode: "create" })}>
          <Plus aria-hidden />
          Opret klub
        </Button>
      </div>

      <ClubStatCards stats={stats} />
      <ClubFilters filters={filters} />
      <p role="status" className="text-sm text-muted-foreground" data-testid="club-count">
        {filtered
          ? `${rows.length} af ${stats.total} klubber matcher filtrene`
          : `Viser alle ${stats.total} klubber`}
      </p>
      <ClubsTable rows={rows} onEdit={(club) => setDialog({ mode: "edit", club })} />

      {dialog.mode !== "closed" ? (
        <ClubDialog
          key={dialog.mode === "edit" ? dialog.club.id : "new"}
          club={dialog.mode === "edit" ? dialog.club : null}
          onClose={close}
        />
      ) : null}
    </div>
  );
}
