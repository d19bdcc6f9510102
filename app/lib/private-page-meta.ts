import type { MetaDescriptor } from "react-router";
import { siteFromMatches } from "./seo";

/**
 * The `meta` export of a signed-in page (the back office): "{title} | {site name}", kept out of
 * search engines. Its own module, so only the back office's chunks carry it (issue 23's budget).
 */
export function privatePageMeta(title: string) {
  return ({ matches }: { matches: Parameters<typeof siteFromMatches>[0] }): MetaDescriptor[] => [
    { title: `${title} | ${siteFromMatches(matches).siteName}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}
