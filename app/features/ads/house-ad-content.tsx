import type { AdSize } from "./ad-slots";
import { HouseAdView } from "./house-ad";
import { type HouseAdChoice, houseAdFormat } from "./house-ads";

/** The house ad laid out for the phone size and for the wide size (CSS shows the one that applies). */
export function HouseAdContent({
  choice: { ad, picture },
  phone,
  wide,
  label,
}: {
  choice: HouseAdChoice;
  phone: AdSize | null;
  wide: AdSize | null;
  label: string;
}) {
  const phoneFormat = phone ? houseAdFormat(phone) : null;
  const wideFormat = wide ? houseAdFormat(wide) : null;
  if (!phoneFormat || !wideFormat || phoneFormat === wideFormat) {
    return <HouseAdView ad={ad} picture={picture} format={(phoneFormat ?? wideFormat)!} label={label} />;
  }
  return (
    <>
      <HouseAdView ad={ad} picture={picture} format={phoneFormat} label={label} className="md:hidden" />
      <HouseAdView ad={ad} picture={picture} format={wideFormat} label={label} className="hidden md:flex" />
    </>
  );
}
