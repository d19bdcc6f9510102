import { requireStaff } from "~/server/session.server";
import type { Route } from "./+types/clubs";

export function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  return null;
}

export function meta() {
  return [{ title: "Club Management | Forsiden" }];
}

export default function Page() {
  return (
    <div>
      <h1 className="text-2xl font-bold">Club Management</h1>
    </div>
  );
}
