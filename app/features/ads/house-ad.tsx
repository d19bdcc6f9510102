import { Link } from "react-router";
import {
  ArrowRight,
  BookOpen,
  ListOrdered,
  type LucideIcon,
  Rss,
  Shield,
  Trophy,
} from "~/components/ui/icons";
import { cn } from "~/lib/utils";
import type { HouseAd, HouseAdFormat, HouseAdKey } from "./house-ads";

const ICONS: Record<HouseAdKey, LucideIcon> = {
  superliga: Trophy,
  "premier-league": Trophy,
  klubber: Shield,
  historie: BookOpen,
  rss: Rss,
  stillinger: ListOrdered,
};

interface HouseAdViewProps {
  ad: HouseAd;
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

// The title link covers the whole box, so a tap anywhere on it follows the promotion.
const STRETCHED = "after:absolute after:inset-0 after:content-[''] focus-visible:outline-none";

function Label({ text, className }: { text: string; className?: string }) {
  return (
    <p
      data-house-ad-label
      className={cn("text-[10px] font-bold uppercase leading-none tracking-widest text-pitch", className)}
    >
      {text}
    </p>
  );
}

function Cta({ text, className }: { text: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex shrink-0 items-center gap-1.5 rounded-full bg-pitch px-4 py-2 text-sm font-semibold text-pitch-foreground transition-colors group-hover:bg-pitch/90",
        className,
      )}
    >
      {text}
      <ArrowRight className="size-4" />
    </span>
  );
}

/**
 * One house ad laid out for its box: the same promotion is a one-line strip in a 320x50 or
 * 728x90 slot, a card in 300x250 and 320x320, a banner in 930x180 and 970x250 and a column with
 * links in the 255x670 skyscraper. It fills the space the slot reserved and never changes it.
 */
export function HouseAdView({ ad, format, label, className }: HouseAdViewProps) {
  const Icon = ICONS[ad.key];
  // The caller's className goes last: it may hide this layout at one breakpoint.
  const root = (layout: string) =>
    cn(
      "group @container relative h-full w-full overflow-hidden rounded-sm border border-pitch/20 bg-accent text-accent-foreground focus-within:ring-2 focus-within:ring-ring",
      layout,
      className,
    );
  if (format === "strip") {
    return (
      <div
        data-house-ad={ad.key}
        data-house-ad-format={format}
        className={root("flex items-center gap-3 px-3")}
      >
        <span className="hidden size-11 shrink-0 items-center justify-center rounded-full bg-pitch text-pitch-foreground @lg:flex">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <Label text={label} />
          <p className="mt-1 truncate text-sm font-bold leading-tight @lg:text-lg">
            <AdLink ad={ad} className={STRETCHED}>
              {ad.title}
            </AdLink>
          </p>
          <p className="hidden truncate text-sm text-accent-foreground/80 @lg:block">{ad.text}</p>
        </div>
        <Cta text={ad.cta} className="hidden @lg:inline-flex" />
        <ArrowRight aria-hidden="true" className="size-5 shrink-0 text-pitch @lg:hidden" />
      </div>
    );
  }
  if (format === "banner") {
    return (
      <div
        data-house-ad={ad.key}
        data-house-ad-format={format}
        className={root("flex items-center gap-6 px-8")}
      >
        <span className="flex size-20 shrink-0 items-center justify-center rounded-full bg-pitch text-pitch-foreground">
          <Icon aria-hidden="true" className="size-10" />
        </span>
        <div className="min-w-0 flex-1">
          <Label text={label} />
          <p className="mt-2 font-display text-2xl font-black leading-tight md:text-3xl">
            <AdLink ad={ad} className={STRETCHED}>
              {ad.title}
            </AdLink>
          </p>
          <p className="mt-2 line-clamp-2 text-accent-foreground/80">{ad.text}</p>
        </div>
        <Cta text={ad.cta} />
      </div>
    );
  }
  if (format === "tower") {
    return (
      <div data-house-ad={ad.key} data-house-ad-format={format} className={root("flex flex-col p-5")}>
        <Label text={label} />
        <span className="mt-5 flex size-14 items-center justify-center rounded-full bg-pitch text-pitch-foreground">
          <Icon aria-hidden="true" className="size-7" />
        </span>
        <p className="mt-4 font-display text-2xl font-black leading-tight">{ad.title}</p>
        <p className="mt-2 text-sm text-accent-foreground/80">{ad.text}</p>
        {ad.links ? (
          <ul className="mt-4 divide-y divide-pitch/15 border-y border-pitch/15 text-sm font-semibold">
            {ad.links.map((link) => (
              <li key={link.href}>
                <Link
                  to={link.href}
                  data-house-ad-link
                  className="flex items-center justify-between py-2.5 hover:text-pitch hover:underline"
                >
                  {link.label}
                  <ArrowRight aria-hidden="true" className="size-4 text-pitch" />
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
          <ArrowRight aria-hidden="true" className="size-4" />
        </AdLink>
      </div>
    );
  }
  return (
    <div data-house-ad={ad.key} data-house-ad-format={format} className={root("flex flex-col p-5")}>
      <div className="flex items-center justify-between gap-3">
        <Label text={label} />
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-pitch text-pitch-foreground">
          <Icon aria-hidden="true" className="size-5" />
        </span>
      </div>
      <p className="mt-3 font-display text-xl font-black leading-tight @[310px]:text-2xl">
        <AdLink ad={ad} className={STRETCHED}>
          {ad.title}
        </AdLink>
      </p>
      <p className="mt-2 line-clamp-3 text-sm text-accent-foreground/80">{ad.text}</p>
      {/* A large, faint mark fills the square's lower corner. */}
      <Icon aria-hidden="true" className="absolute -right-6 -bottom-6 size-36 text-pitch/10" />
      <Cta text={ad.cta} className="relative mt-auto self-start" />
    </div>
  );
}
