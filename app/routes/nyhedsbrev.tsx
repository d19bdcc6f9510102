import { data } from "react-router";
import { type SignupAnswer, signupAnswer, signupFailure } from "~/features/newsletters/newsletter-form-state";
import { loadSignupPage } from "~/features/newsletters/newsletter-pages.server";
import { NEWSLETTER_PAGE_PATH } from "~/features/newsletters/newsletter-paths";
import { NewsletterSignupPage } from "~/features/newsletters/newsletter-signup-page";
import { subscribeToNewsletters } from "~/features/newsletters/newsletter-subscriptions.server";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { useRootData } from "~/lib/use-root-data";
import { getDb } from "~/server/db/client.server";
import { logger } from "~/server/logger.server";
import type { Route } from "./+types/nyhedsbrev";

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return pageMeta({
    site,
    title: "Nyhedsbreve",
    description: `Nyhedsbreve fra ${site.siteName}: dagens vigtigste fodboldhistorier hver morgen og nyt fra din klub, direkte i din indbakke.`,
    // One canonical address, whatever list `?liste=` pre-selects.
    path: NEWSLETTER_PAGE_PATH,
  });
}

export async function loader({ request }: Route.LoaderArgs) {
  return loadSignupPage(getDb(), new URL(request.url).searchParams);
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  let answer: SignupAnswer;
  try {
    const result = await subscribeToNewsletters(getDb(), formData, { clientIp: context.clientIp });
    answer = signupAnswer(result, formData);
  } catch (error) {
    logger.error({ err: error, reqId: context.requestId }, "newsletter sign-up could not be stored");
    answer = signupFailure();
  }
  return data(answer.state, { status: answer.status, headers: answer.headers });
}

/** A document answer keeps the action's headers (Retry-After, no-store); by default only cookies pass. */
export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  const headers = new Headers(loaderHeaders);
  for (const [name, value] of actionHeaders) headers.set(name, value);
  return headers;
}

export default function Nyhedsbrev({ loaderData, actionData }: Route.ComponentProps) {
  const { site } = useRootData();
  return <NewsletterSignupPage siteName={site.siteName} data={loaderData} state={actionData} />;
}
