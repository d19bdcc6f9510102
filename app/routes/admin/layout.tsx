import { Outlet, redirect } from "react-router";
import type { Route } from "./+types/layout";

// Sign-in arrives with the auth issue; until then no one has a session, so everyone is sent to /auth.
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  throw redirect(`/auth?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}

export default function AdminLayout() {
  return <Outlet />;
}
