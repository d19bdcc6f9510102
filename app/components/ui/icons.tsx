import type { ComponentType, SVGProps } from "react";
import spriteUrl from "./icons.svg?url&no-inline";

/**
 * Icons as references into one cached sprite (`icons.svg`, made from lucide-react by
 * `node scripts/icon-sprite.mjs`): a page's HTML holds `<use href>` instead of each icon's paths,
 * and its JavaScript no icon library (issue 23). Same names, look and props as lucide's components.
 */
export type IconProps = SVGProps<SVGSVGElement>;
export type IconComponent = ComponentType<IconProps>;
/** lucide's name for the type, so a swapped import stays a one-line change. */
export type LucideIcon = IconComponent;

function icon(name: string): IconComponent {
  function Icon({ className, strokeWidth = 2, ...props }: IconProps) {
    return (
      <svg
        width={24}
        height={24}
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={props["aria-label"] ? undefined : true}
        className={className ? `lucide ${className}` : "lucide"}
        {...props}
      >
        <use href={`${spriteUrl}#${name}`} />
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}

export const ArrowLeft = icon("ArrowLeft");
export const ArrowRight = icon("ArrowRight");
export const BadgeCheck = icon("BadgeCheck");
export const BookOpen = icon("BookOpen");
export const Building2 = icon("Building2");
export const Calendar = icon("Calendar");
export const Check = icon("Check");
export const CheckCircle2 = icon("CheckCircle2");
export const ChevronDownIcon = icon("ChevronDownIcon");
export const ChevronLeft = icon("ChevronLeft");
export const ChevronRight = icon("ChevronRight");
export const CircleDollarSign = icon("CircleDollarSign");
export const Clock = icon("Clock");
export const Construction = icon("Construction");
export const ExternalLink = icon("ExternalLink");
export const Globe = icon("Globe");
export const Handshake = icon("Handshake");
export const ImageOff = icon("ImageOff");
export const Info = icon("Info");
export const Link2 = icon("Link2");
export const ListOrdered = icon("ListOrdered");
export const Loader2 = icon("Loader2");
export const Loader2Icon = icon("Loader2Icon");
export const Mail = icon("Mail");
export const MapPin = icon("MapPin");
export const Megaphone = icon("Megaphone");
export const MenuIcon = icon("MenuIcon");
export const Newspaper = icon("Newspaper");
export const Phone = icon("Phone");
export const Rss = icon("Rss");
export const Search = icon("Search");
export const SearchIcon = icon("SearchIcon");
export const Settings2 = icon("Settings2");
export const Shield = icon("Shield");
export const Star = icon("Star");
export const Tag = icon("Tag");
export const Tags = icon("Tags");
export const TriangleAlert = icon("TriangleAlert");
export const Trophy = icon("Trophy");
export const UserRound = icon("UserRound");
export const XIcon = icon("XIcon");
export const ZapIcon = icon("ZapIcon");
