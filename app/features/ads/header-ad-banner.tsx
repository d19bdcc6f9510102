import { AdSlotView, useSlotContent } from "./ad-slot";

/**
 * Spec §2/§9: the top banner under the header, 970x90 from 768 px and 320x50 below. Both are in
 * the HTML and CSS picks one, so the space is reserved before any script runs. Without an ad
 * network and without a house ad for this page (issue 22) the band is left out entirely.
 */
export function HeaderAdBannerView() {
  const desktop = useSlotContent("header-desktop");
  const mobile = useSlotContent("header-mobile");
  const shown = (slot: typeof desktop) => slot.network || slot.house !== undefined;
  if (!shown(desktop) && !shown(mobile)) return null;
  return (
    <div
      className={
        shown(desktop) && shown(mobile)
          ? "border-b border-border bg-background py-2"
          : shown(desktop)
            ? "hidden border-b border-border bg-background py-2 md:block"
            : "border-b border-border bg-background py-2 md:hidden"
      }
    >
      <AdSlotView id="header-desktop" className="hidden md:flex" />
      <AdSlotView id="header-mobile" className="md:hidden" />
    </div>
  );
}
