import { SponsoredContentPage } from "~/features/advertorials/sponsored-content-page";
import { COMPANY_MAILBOXES } from "~/lib/company";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { useRootData } from "~/lib/use-root-data";
import type { Route } from "./+types/sponseret-indhold";

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return pageMeta({
    site,
    title: "Hvad er sponseret indhold?",
    description: `Sådan arbejder ${site.siteName} med sponseret indhold: betalt af en annoncør, lavet af vores native-afdeling – ikke redaktionen – og altid mærket Sponseret eller Annonce.`,
    path: "/hvad-er-sponseret-indhold",
    extra: [
      {
        name: "keywords",
        content:
          "sponseret indhold, annonce, annoncørbetalt indhold, advertorial, native advertising, markedsføring, reklame, fodbold",
      },
    ],
  });
}

export default function SponseretIndhold() {
  const { site } = useRootData();
  return <SponsoredContentPage siteName={site.siteName} advertisingEmail={COMPANY_MAILBOXES.advertising} />;
}
