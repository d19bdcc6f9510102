import { PrivacyPolicy } from "~/features/legal/privacy-policy";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { useRootData } from "~/lib/use-root-data";
import type { Route } from "./+types/privacy";

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return pageMeta({
    site,
    title: "Privatlivspolitik",
    description: `Sådan behandler ${site.siteName} dine personoplysninger: hvilke data vi indsamler, hvorfor, hvor længe vi gemmer dem, og dine rettigheder efter GDPR.`,
    path: "/privacy",
  });
}

export default function Privacy() {
  const { site, company, now } = useRootData();
  return <PrivacyPolicy now={now} siteName={site.siteName} company={company} />;
}
