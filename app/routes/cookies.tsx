import { CookiePolicy } from "~/features/legal/cookie-policy";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { useRootData } from "~/lib/use-root-data";
import type { Route } from "./+types/cookies";

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return pageMeta({
    site,
    title: "Cookiepolitik",
    description: `Hvilke cookies ${site.siteName} bruger, hvorfor, hvor længe de gemmes, og hvordan du ændrer dit samtykke.`,
    path: "/cookies",
  });
}

export default function Cookies() {
  const { site, company, now } = useRootData();
  return <CookiePolicy now={now} siteName={site.siteName} company={company} />;
}
