import { requireStaff } from "~/server/session.server";
import type { Route } from "./+types/run-job";

// Placeholder: guarded, not implemented yet.
export function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  return new Response("Method Not Allowed", { status: 405 });
}

export function action(args: Route.ActionArgs) {
  requireStaff(args);
  return new Response("Not implemented", { status: 501 });
}
