import { data } from "react-router";
import { tokenPageMeta } from "~/features/newsletters/newsletter-meta";
import { loadPreferencesPage, savePreferences } from "~/features/newsletters/newsletter-pages.server";
import { NewsletterPreferencesPage } from "~/features/newsletters/newsletter-preferences-page";
import { siteFromMatches } from "~/lib/seo";
import { getDb } from "~/server/db/client.server";
import type { Route } from "./+types/nyhedsbrev-indstillinger";

// A private path (lib/public-paths `isNewsletterTokenPath`): `private, no-store`, never in the page cache.
export function meta({ matches }: Route.MetaArgs) {
  return tokenPageMeta(siteFromMatches(matches).siteName, "Dine nyhedsbreve");
}

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const page = await loadPreferencesPage(getDb(), token);
  return data({ page, token: token ?? "" }, { status: page.status === "invalid" ? 404 : 200 });
}

export async function action({ request }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const saved = await savePreferences(getDb(), token, await request.formData());
  return data({ saved }, { status: saved ? 200 : 400 });
}

export default function NyhedsbrevIndstillinger({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <NewsletterPreferencesPage page={loaderData.page} token={loaderData.token} saved={actionData?.saved} />
  );
}
