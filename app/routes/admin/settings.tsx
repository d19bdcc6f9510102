import { requireAdmin } from "~/server/session.server";
import type { Route } from "./+types/settings";

export function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  return null;
}

export function meta() {
  return [{ title: "Indstillinger | Forsiden" }];
}

export default function Page() {
  return (
    <div>
      <h1 className="text-2xl font-bold">Indstillinger</h1>
    </div>
  );
}
