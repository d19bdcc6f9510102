import type { CSSProperties } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { useRootData } from "~/lib/use-root-data";
import { cn } from "~/lib/utils";
import {
  AD_SLOTS,
  type AdSize,
  type AdSlotDefinition,
  type AdSlotId,
  formatSize,
  phoneSize,
} from "./ad-slots";
import { HouseAdContent } from "./house-ad-content";
import { type HouseAdChoice, type HouseAdPictures, type HouseAdPlan, pagePlanOf } from "./house-ads";

export interface AdSlotProps {
  id: AdSlotId;
  className?: string;
  /** On an article page: whether the article is short (ad-slots.ts `isShortArticle`). */
  shortArticle?: boolean;
}

/**
 * Whether this page may load an ad network: the root loader publishes its address only when one is
 * configured and the page's policy allows it (root.tsx, ADR 0012). Server and browser read the
 * same loader data, so both render the same slot content.
 */
function useAdNetwork(): boolean {
  const root = useRouteLoaderData<{ publicEnv?: { AD_NETWORK_SCRIPT_URL?: string | null } }>("root");
  return Boolean(root?.publicEnv?.AD_NETWORK_SCRIPT_URL);
}

/**
 * Issue 22: the house ads of this page, planned from its path and the pictures the public layout
 * loaded. Server and browser compute the same plan from the same data, so the cached HTML and
 * the hydrated page agree (no client-side choice).
 */
export function useHouseAdPlan(): HouseAdPlan {
  const layout = useRouteLoaderData<{ houseAdPictures?: HouseAdPictures }>("routes/public-layout");
  const { pathname } = useLocation();
  // One plan per page, shared by all its slots (a plan per slot cost O(slots²)).
  return pagePlanOf(pathname, layout?.houseAdPictures);
}

/**
 * What a slot shows: the ad network's placeholder (network), a house ad (house), or nothing at
 * all (neither: no promotion worth showing, so the slot is not rendered and reserves no space).
 */
export function useSlotContent(id: AdSlotId): { network: boolean; house: HouseAdChoice | undefined } {
  const network = useAdNetwork();
  const plan = useHouseAdPlan();
  return { network, house: network ? undefined : plan[id] };
}

// Written out in full so Tailwind finds them: shown on phones (p) or not (n), and where the wide size starts.
const VISIBILITY = {
  p: { md: "flex", lg: "flex md:hidden lg:flex", xl: "flex md:hidden xl:flex", none: "flex md:hidden" },
  n: { md: "hidden md:flex", lg: "hidden lg:flex", xl: "hidden xl:flex", none: "hidden" },
} as const;

const px = (n: number) => `${n}px`;

/**
 * One ad slot with its fixed id, a phone size below 768 px and the spec's size from there. The
 * size is reserved by CSS alone (custom properties switched by a media query), so nothing moves
 * when the page hydrates or an ad arrives. With an ad network the slot is the network's
 * placeholder, as before; without one it shows a house ad of the same size, or nothing at all
 * when this page has no promotion for it (decided on the server, so nothing shrinks later).
 */
export function AdSlotView({ id, className, shortArticle = false }: AdSlotProps) {
  const slot: AdSlotDefinition = AD_SLOTS[id];
  const phone = phoneSize(id, { shortArticle });
  const wide = slot.wide;
  const { network, house } = useSlotContent(id);
  const { site } = useRootData();
  if (!network && !house) return null;
  const small = phone ?? (wide as AdSize);
  const large = wide ?? small;
  const style = {
    "--ad-w": px(small.width),
    "--ad-h": px(small.height),
    "--ad-w-md": px(large.width),
    "--ad-h-md": px(large.height),
  } as CSSProperties;
  const visibility = VISIBILITY[phone ? "p" : "n"][wide ? slot.wideFrom : "none"];
  const label = `Fra ${site.siteName}`;
  return (
    <aside
      aria-label={house ? label : "Annonce"}
      className={cn("ad-box", visibility, className)}
      style={style}
    >
      <div
        id={`ad-${id}`}
        data-ad-slot={id}
        data-ad-size={formatSize(large)}
        data-ad-size-phone={phone ? formatSize(phone) : undefined}
        className={cn(
          "h-full w-full",
          !house &&
            "flex items-center justify-center rounded-sm border border-dashed border-border bg-muted text-xs uppercase tracking-widest text-muted-foreground",
        )}
      >
        {house ? <HouseAdContent choice={house} phone={phone} wide={wide} label={label} /> : "Annonce"}
      </div>
    </aside>
  );
}
