import { handleConsentPost } from "~/features/consent/consent-request.server";
import type { Route } from "./+types/consent";

// Consent is only ever written; the choice lives in the reader's own cookie.
export function loader() {
  return new Response("Method Not Allowed", {
    status: 405,
    headers: { Allow: "POST", "Cache-Control": "private, no-store" },
  });
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") {
    return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
  }
  return handleConsentPost(request);
}
