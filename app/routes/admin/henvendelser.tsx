import { requireStaff } from "~/server/session.server";
import type { Route } from "./+types/henvendelser";

export function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  return null;
}

export function meta() {
  return [{ title: "Henvendelser | Forsiden" }];
}

export default function Page() {
  return (
    <div>
      <h1 className="text-2xl font-bold">Henvendelser</h1>
    </div>
  );
}
