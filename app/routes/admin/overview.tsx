import { requireStaff } from "~/server/session.server";
import type { Route } from "./+types/overview";

export function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  return null;
}

export function meta() {
  return [{ title: "Oversigt | Forsiden" }];
}

export default function Page() {
  return (
    <div>
      <h1 className="text-2xl font-bold">Oversigt</h1>
    </div>
  );
}
