import { requireStaff } from "~/server/session.server";
import type { Route } from "./+types/historie";

export function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  return null;
}

export function meta() {
  return [{ title: "Dansk Fodboldhistorie | Forsiden" }];
}

export default function Page() {
  return (
    <div>
      <h1 className="text-2xl font-bold">Dansk Fodboldhistorie</h1>
    </div>
  );
}
