import { requireStaff } from "~/server/session.server";
import type { Route } from "./+types/stillinger";

export function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  return null;
}

export function meta() {
  return [{ title: "Stillinger & kampe | Forsiden" }];
}

export default function Page() {
  return (
    <div>
      <h1 className="text-2xl font-bold">Stillinger & kampe</h1>
    </div>
  );
}
