import { requireStaff } from "~/server/session.server";
import type { Route } from "./+types/new-article";

export function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  return null;
}

export function meta() {
  return [{ title: "Opret Ny Artikel | Forsiden" }];
}

export default function Page() {
  return (
    <div>
      <h1 className="text-2xl font-bold">Opret Ny Artikel</h1>
    </div>
  );
}
