import { requireAdmin } from "~/server/session.server";
import type { Route } from "./+types/backup";

// Placeholder: guarded, not implemented yet.
export function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  return new Response("Not implemented", { status: 501 });
}
