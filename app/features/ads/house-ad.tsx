import { Link } from "react-router";
import { ResponsiveImage } from "~/components/responsive-image";
import { cn } from "~/lib/utils";
import type { HouseAd, HouseAdFormat, HouseAdPicture } from "./house-ads";

interface HouseAdViewProps {
  ad: HouseAd;
  picture: HouseAdPicture;
  format: HouseAdFormat;
  /** "Fra {site name}": says the promotion is the site's own, not an advertiser's. */
  label: string;
  className?: string;
}

/** A link that loads a resource (the RSS feed) as a document, or navigates within the app. */
function AdLink({ ad, className, children }: { ad: HouseAd; className?: string; children: React.ReactNode }) {
  return (
    <Link to={ad.href} reloadDocument={ad.document} className={className} data-house-ad-link>
      {children}
    </Link>
  );
}

/** lucide's arrow-right drawn by CSS (`arrow-icon`): the same look without an inline SVG per ad. */
function Arrow({ className }: { className: string }) {
  return <span aria-hidden="true" className={`arrow-icon ${className}`} />;
}

// The title link covers the whole box, so a tap anywhere on it follows the promotion.
const STRETCHED = "stretched-link";

function Label({ text, className }: { text: string; className?: string }) {
  return (
    <p data-house-ad-label className={cn("house-ad-label", className)}>
      {text}
    </p>
  );
}

function Cta({ text, className }: { text: string; className?: string }) {
  return (
    <span aria-hidden="true" className={cn("house-ad-cta", className)}>
      {text}
      <Arrow className="size-4" />
    </span>
  );
}

/**
 * The promotion's picture filling a box whose size the layout fixes (the slot reserved it), so
 * nothing moves when it loads. Decorative: the headline beside it is the link.
 */
function Picture({
  picture,
  sizes,
  className,
}: {
  picture: HouseAdPicture;
  sizes: string;
  className: string;
}) {
  return (
    <div data-house-ad-picture className={cn("house-ad-picture", className)}>
      <ResponsiveImage image={picture} alt="" sizes={sizes} imgClassName="house-ad-img" />
    </div>
  );
}

/**
 * One house ad laid out for its box, always a real picture and a headline: the same promotion is
 * a strip with a thumbnail in a 320x50, 728x90 or 970x90 slot, a card with the picture on top in
 * 300x250 and 320x320, a banner with the picture beside the text in 930x180 and 970x250, and a
 * column with links in the 255x670 skyscraper. It fills the space the slot reserved and never
 * changes it.
 */
export function HouseAdView({ ad, picture, format, label, className }: HouseAdViewProps) {
  // The caller's className goes last: it may hide this layout at one breakpoint.
  const root = (layout?: string) => cn("house-ad group", layout, className);
  const title = (
    <AdLink ad={ad} className={STRETCHED}>
      {ad.title}
    </AdLink>
  );
  // The strip's row layout: `.house-ad[data-house-ad-format="strip"]` in public-components.css.
  if (format === "strip") {
    return (
      <div data-house-ad={ad.key} data-house-ad-format={format} className={root()}>
        {/* As wide as the box is tall × 16/9: 85 px in the phone's 320x50, 157 px in 728x90 and 970x90. */}
        <Picture picture={picture} sizes="(min-width: 768px) 160px, 88px" className="aspect-video h-full" />
        <div className="min-w-0 flex-1">
          <Label text={label} />
          <p data-house-ad-title className="house-ad-strip-title">
            {title}
          </p>
          <p className="house-ad-strip-text">{ad.text}</p>
        </div>
        <Cta text={ad.cta} className="hidden @lg:inline-flex" />
        <Arrow className="size-5 shrink-0 text-pitch @lg:hidden" />
      </div>
    );
  }
  if (format === "banner") {
    return (
      <div
        data-house-ad={ad.key}
        data-house-ad-format={format}
        className={root("flex items-center gap-6 pr-8")}
      >
        <Picture picture={picture} sizes="445px" className="aspect-video h-full" />
        <div className="min-w-0 flex-1">
          <Label text={label} />
          <p data-house-ad-title className="mt-2 font-display text-2xl font-black leading-tight md:text-3xl">
            {title}
          </p>
          <p className="mt-2 line-clamp-2 text-accent-foreground/80">{ad.text}</p>
          <Cta text={ad.cta} className="mt-4" />
        </div>
      </div>
    );
  }
  if (format === "tower") {
    return (
      <div data-house-ad={ad.key} data-house-ad-format={format} className={root("flex flex-col")}>
        {/* Without links the picture takes the room they would have had. */}
        <Picture
          picture={picture}
          sizes="255px"
          className={cn("w-full", ad.links?.length ? "aspect-video" : "aspect-[4/5]")}
        />
        <div className="flex min-h-0 flex-1 flex-col p-5">
          <Label text={label} />
          <p data-house-ad-title className="mt-3 font-display text-2xl font-black leading-tight">
            {ad.title}
          </p>
          <p className="mt-2 line-clamp-3 text-sm text-accent-foreground/80">{ad.text}</p>
          {ad.links?.length ? (
            <ul className="mt-3 divide-y divide-pitch/15 border-y border-pitch/15 text-sm font-semibold">
              {ad.links.map((link) => (
                <li key={link.href}>
                  <Link
                    to={link.href}
                    data-house-ad-link
                    className="flex items-center justify-between py-2 hover:text-pitch hover:underline"
                  >
                    {link.label}
                    <Arrow className="size-4 text-pitch" />
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          <AdLink
            ad={ad}
            className="mt-auto inline-flex items-center justify-center gap-1.5 rounded-full bg-pitch px-4 py-2.5 text-sm font-semibold text-pitch-foreground hover:bg-pitch/90"
          >
            {ad.cta}
            <Arrow className="size-4" />
          </AdLink>
        </div>
      </div>
    );
  }
  return (
    <div data-house-ad={ad.key} data-house-ad-format={format} className={root("flex flex-col")}>
      <Picture picture={picture} sizes="320px" className="min-h-0 w-full flex-1" />
      <div className="flex items-end justify-between gap-3 p-4">
        <div className="min-w-0">
          <Label text={label} />
          <p
            data-house-ad-title
            className="mt-2 line-clamp-2 font-display text-xl font-black leading-tight @[310px]:text-2xl"
          >
            {title}
          </p>
        </div>
        <Arrow className="mb-1 size-5 shrink-0 text-pitch" />
      </div>
    </div>
  );
}
