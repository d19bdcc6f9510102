import { newsletterExportResponse } from "~/features/newsletters/newsletter-admin.server";
import { getDb } from "~/server/db/client.server";
import { requireAdmin } from "~/server/session.server";
import type { Route } from "./+types/nyhedsbreve-eksport";

/**
 * GET /admin/api/nyhedsbreve/eksport (admins only): every newsletter subscription with its
 * consent record as CSV, streamed in keyset pages.
 */
export async function loader(args: Route.LoaderArgs) {
  const admin = requireAdmin(args);
  return newsletterExportResponse(getDb(), { id: admin.id, email: admin.email }, new Date());
}
