import { TermsOfUse } from "~/features/legal/terms-of-use";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { useRootData } from "~/lib/use-root-data";
import type { Route } from "./+types/terms";

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return pageMeta({
    site,
    title: "Vilkår og betingelser",
    description: `Vilkår for brug af ${site.siteName}: tilladt brug, ophavsret, annoncer, ansvar, personoplysninger og lovvalg.`,
    path: "/terms",
  });
}

export default function Terms() {
  const { site, company, now } = useRootData();
  return <TermsOfUse now={now} siteName={site.siteName} company={company} />;
}
