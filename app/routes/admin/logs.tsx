import { requireStaff } from "~/server/session.server";
import type { Route } from "./+types/logs";

export function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  return null;
}

export function meta() {
  return [{ title: "Edge Function Logs & Fejl | Forsiden" }];
}

export default function Page() {
  return (
    <div>
      <h1 className="text-2xl font-bold">Edge Function Logs \& Fejl</h1>
    </div>
  );
}
