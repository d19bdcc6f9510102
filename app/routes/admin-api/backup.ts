import {
  auditBackup,
  createJsonBackup,
  createPgliteArchive,
} from "~/features/settings/database-maintenance.server";
import { getDatabaseHandle } from "~/server/db/client.server";
import { requireAdmin } from "~/server/session.server";
import type { Route } from "./+types/backup";

/**
 * GET /admin/api/backup: a JSON export of all app tables (both engines, no sign-in secrets);
 * ?format=pglite: the whole PGlite data folder as .tar.gz (embedded database only).
 */
export async function loader(args: Route.LoaderArgs) {
  const admin = requireAdmin(args);
  const handle = getDatabaseHandle();
  const format = new URL(args.request.url).searchParams.get("format") ?? "json";
  let backup: Awaited<ReturnType<typeof createJsonBackup>> | null;
  if (format === "pglite") {
    backup = await createPgliteArchive(handle);
    if (!backup) {
      return new Response("Hele databasen kan kun hentes på den indbyggede database (PGlite).", {
        status: 400,
        headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
      });
    }
  } else if (format === "json") {
    backup = await createJsonBackup(handle);
  } else {
    return new Response("Ukendt format.", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  await auditBackup(handle, { id: admin.id, email: admin.email }, format === "pglite" ? "pglite" : "json");
  return new Response(backup.body, {
    headers: {
      "Content-Type": backup.contentType,
      "Content-Disposition": `attachment; filename="${backup.filename}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
