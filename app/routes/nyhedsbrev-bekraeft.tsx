import { data } from "react-router";
import { NewsletterConfirmPage } from "~/features/newsletters/newsletter-confirm-page";
import { tokenPageMeta } from "~/features/newsletters/newsletter-meta";
import { confirmSignUp, loadConfirmPage } from "~/features/newsletters/newsletter-pages.server";
import { siteFromMatches } from "~/lib/seo";
import { getDb } from "~/server/db/client.server";
import type { Route } from "./+types/nyhedsbrev-bekraeft";

// A private path (lib/public-paths `isNewsletterTokenPath`): `private, no-store`, never in the page cache.
export function meta({ matches }: Route.MetaArgs) {
  return tokenPageMeta(siteFromMatches(matches).siteName, "Bekræft din tilmelding");
}

/** Opening the link confirms nothing (link scanners open it too): it only checks the token. */
export function loader({ request }: Route.LoaderArgs) {
  const page = loadConfirmPage(new URL(request.url).searchParams.get("token"));
  return data(page, { status: page.status === "invalid" ? 404 : 200 });
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const token = form.get("token") ?? new URL(request.url).searchParams.get("token");
  const outcome = await confirmSignUp(getDb(), token);
  return data(outcome, { status: outcome.status === "invalid" ? 400 : 200 });
}

export default function NyhedsbrevBekraeft({ loaderData, actionData }: Route.ComponentProps) {
  return <NewsletterConfirmPage page={loaderData} outcome={actionData} />;
}
