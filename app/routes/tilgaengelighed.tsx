import { AccessibilityStatement } from "~/features/legal/accessibility-statement";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { useRootData } from "~/lib/use-root-data";
import type { Route } from "./+types/tilgaengelighed";

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return pageMeta({
    site,
    title: "Tilgængelighedserklæring",
    description: `Sådan arbejder ${site.siteName} med tilgængelighed (WCAG 2.2 AA): hvad vi tester, hvad der ikke virker endnu, og hvordan du melder et problem.`,
    path: "/tilgaengelighed",
  });
}

export default function Tilgaengelighed() {
  const { site, company, now } = useRootData();
  return <AccessibilityStatement now={now} siteName={site.siteName} company={company} />;
}
