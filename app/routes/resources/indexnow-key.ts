import type { Route } from "./+types/indexnow-key";

// Placeholder: the IndexNow key file; every other /{x}.txt is a 404.
export function loader(_args: Route.LoaderArgs) {
  return new Response("Not Found", { status: 404 });
}
