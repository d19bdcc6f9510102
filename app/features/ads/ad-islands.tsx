import { useLocation } from "react-router";
import { staticIsland } from "~/components/static-island";
import type { AdSlotProps } from "./ad-slot";

/**
 * The ad slots as static islands (ADR 0023, issue 23): a slot's markup (the network's placeholder
 * or a house ad, chosen on the server from the page's path) never changes while the page stays,
 * so a hydrating page keeps the server's markup and never loads the slot table or the house-ad
 * planner. Keyed by the path: the header banner stays mounted across client-side navigations,
 * and a page component can stay mounted from one article to the next, so another path mounts a
 * fresh island planned for it.
 */
const AdSlotIsland = staticIsland("ad-slot", () => import("./ad-slot").then((m) => m.AdSlotView));
const HeaderAdBannerIsland = staticIsland("header-ad-banner", () =>
  import("./header-ad-banner").then((m) => m.HeaderAdBannerView),
);

export function AdSlot(props: AdSlotProps) {
  const { pathname } = useLocation();
  return <AdSlotIsland key={pathname} {...props} />;
}

export function HeaderAdBanner() {
  const { pathname } = useLocation();
  return <HeaderAdBannerIsland key={pathname} />;
}
