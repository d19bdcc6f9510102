import { requireStaff } from "~/server/session.server";
import type { Route } from "./+types/upload";

export function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  return new Response("Not implemented", { status: 501 });
}
