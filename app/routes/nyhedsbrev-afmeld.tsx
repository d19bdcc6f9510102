import { data } from "react-router";
import { tokenPageMeta } from "~/features/newsletters/newsletter-meta";
import { loadUnsubscribePage, unsubscribe } from "~/features/newsletters/newsletter-pages.server";
import { NewsletterUnsubscribePage } from "~/features/newsletters/newsletter-unsubscribe-page";
import { siteFromMatches } from "~/lib/seo";
import { getDb } from "~/server/db/client.server";
import type { Route } from "./+types/nyhedsbrev-afmeld";

// A private path (lib/public-paths `isNewsletterTokenPath`): `private, no-store`, never in the page cache.
export function meta({ matches }: Route.MetaArgs) {
  return tokenPageMeta(siteFromMatches(matches).siteName, "Afmeld nyhedsbrev");
}

export async function loader({ request }: Route.LoaderArgs) {
  const page = await loadUnsubscribePage(getDb(), new URL(request.url).searchParams);
  return data(page, { status: page.status === "invalid" ? 404 : 200 });
}

/**
 * The button's POST and RFC 8058 one-click (`List-Unsubscribe=One-Click`, no cookies, no Origin):
 * both act on the address's token and list, never on the body.
 */
export async function action({ request }: Route.ActionArgs) {
  const outcome = await unsubscribe(getDb(), new URL(request.url).searchParams);
  return data(outcome, { status: outcome.status === "invalid" ? 400 : 200 });
}

export default function NyhedsbrevAfmeld({ loaderData, actionData }: Route.ComponentProps) {
  return <NewsletterUnsubscribePage page={loaderData} outcome={actionData} />;
}
