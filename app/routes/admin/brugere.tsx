import { requireAdmin } from "~/server/session.server";
import type { Route } from "./+types/brugere";

export function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  return null;
}

export default function Page() {
  return <div />;
}
