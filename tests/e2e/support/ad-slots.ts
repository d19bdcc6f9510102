import type { Page } from "@playwright/test";

/** A visible ad slot as laid out: its id, box and the sizes it declares. */
export interface SlotBox {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** `data-ad-size`: the spec's size (from 768 px), or the phone-only slot's size. */
  size: string;
  /** `data-ad-size-phone`: the size below 768 px, when the slot shows there. */
  phoneSize: string | null;
}

/** Every ad slot the page shows at its current width (hidden ones are left out). */
export function visibleSlots(page: Page, within = "body"): Promise<SlotBox[]> {
  return page.locator(within).evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>("[data-ad-slot]")]
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => {
        const r = el.getBoundingClientRect();
        return {
          id: el.dataset.adSlot ?? "",
          x: Math.round(r.x + window.scrollX),
          y: Math.round(r.y + window.scrollY),
          width: Math.round(r.width),
          height: Math.round(r.height),
          size: el.dataset.adSize ?? "",
          phoneSize: el.dataset.adSizePhone ?? null,
        };
      }),
  );
}

export const PHONE_SIZES = ["320x50", "300x250", "320x320"];
