import { AdSlot } from "./ad-slot";

/**
 * Spec §2/§9: the top banner under the header, 970x90 from 768 px and 320x50 below. Both are in
 * the HTML and CSS picks one, so the space is reserved before any script runs.
 */
export function HeaderAdBanner() {
  return (
    <div className="border-b border-border bg-background py-2">
      <AdSlot id="header-desktop" className="hidden md:flex" />
      <AdSlot id="header-mobile" className="md:hidden" />
    </div>
  );
}
