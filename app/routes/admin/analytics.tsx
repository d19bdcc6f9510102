import { requireStaff } from "~/server/session.server";
import type { Route } from "./+types/analytics";

export function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  return null;
}

export function meta() {
  return [{ title: "Analytics | Forsiden" }];
}

export default function Page() {
  return (
    <div>
      <h1 className="text-2xl font-bold">Analytics</h1>
    </div>
  );
}
