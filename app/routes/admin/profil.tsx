import { requireStaff } from "~/server/session.server";
import type { Route } from "./+types/profil";

export function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  return null;
}

export default function Page() {
  return <div />;
}
