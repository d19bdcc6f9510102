import { redirect } from "react-router";
import { useRootData } from "~/lib/use-root-data";
import { getDb } from "~/server/db/client.server";
import { getSessionUser } from "~/server/session.server";
import { loadMyClubs } from "~/workflows/my-clubs/my-clubs.server";
import { MyClubsPage } from "~/workflows/pages/my-clubs-page";
import type { Route } from "./+types/mine-klubber";

export function meta() {
  return [{ title: "Mine klubber | Forsiden" }, { name: "robots", content: "noindex" }];
}

/** Issue 24: the signed-in reader's followed clubs; private (never in the shared page cache). */
export async function loader(args: Route.LoaderArgs) {
  const user = getSessionUser(args);
  if (!user) throw redirect(`/konto/log-ind?redirectTo=${encodeURIComponent("/mine-klubber")}`);
  return { sections: await loadMyClubs(getDb(), user.id, new Date()) };
}

export default function MineKlubber({ loaderData }: Route.ComponentProps) {
  const { now } = useRootData();
  return <MyClubsPage sections={loaderData.sections} serverNow={now} />;
}
