import { redirect } from "react-router";
import { signOut } from "~/features/auth/auth-actions.server";
import type { Route } from "./+types/log-ud";

/** 'Log ud' ends the session and goes to the front page (spec §2). */
export async function action({ request }: Route.ActionArgs) {
  const headers = await signOut(request);
  return redirect("/", { headers });
}

export function loader() {
  return redirect("/");
}
