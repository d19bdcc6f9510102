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

function SpriteIcon({ name, className, strokeWidth = 2, ...props }: IconProps & { name: string }) {
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

/** The icon named `name` as a component (one small closure each: the names are the only per-icon code). */
function spriteIcon(name: string): IconComponent {
  return (props: IconProps) => <SpriteIcon name={name} {...props} />;
}

export const ArrowLeft = /* @__PURE__ */ spriteIcon("ArrowLeft");
export const ArrowRight = /* @__PURE__ */ spriteIcon("ArrowRight");
export const BadgeCheck = /* @__PURE__ */ spriteIcon("BadgeCheck");
export const BookOpen = /* @__PURE__ */ spriteIcon("BookOpen");
export const Building2 = /* @__PURE__ */ spriteIcon("Building2");
export const Calendar = /* @__PURE__ */ spriteIcon("Calendar");
export const Check = /* @__PURE__ */ spriteIcon("Check");
export const CheckCircle2 = /* @__PURE__ */ spriteIcon("CheckCircle2");
export const ChevronDownIcon = /* @__PURE__ */ spriteIcon("ChevronDownIcon");
export const ChevronLeft = /* @__PURE__ */ spriteIcon("ChevronLeft");
export const ChevronRight = /* @__PURE__ */ spriteIcon("ChevronRight");
export const CircleDollarSign = /* @__PURE__ */ spriteIcon("CircleDollarSign");
export const Clock = /* @__PURE__ */ spriteIcon("Clock");
export const Construction = /* @__PURE__ */ spriteIcon("Construction");
export const ExternalLink = /* @__PURE__ */ spriteIcon("ExternalLink");
export const Globe = /* @__PURE__ */ spriteIcon("Globe");
export const Handshake = /* @__PURE__ */ spriteIcon("Handshake");
export const ImageOff = /* @__PURE__ */ spriteIcon("ImageOff");
export const Info = /* @__PURE__ */ spriteIcon("Info");
export const Link2 = /* @__PURE__ */ spriteIcon("Link2");
export const ListOrdered = /* @__PURE__ */ spriteIcon("ListOrdered");
export const Loader2 = /* @__PURE__ */ spriteIcon("Loader2");
export const Loader2Icon = /* @__PURE__ */ spriteIcon("Loader2Icon");
export const Mail = /* @__PURE__ */ spriteIcon("Mail");
export const MapPin = /* @__PURE__ */ spriteIcon("MapPin");
export const Megaphone = /* @__PURE__ */ spriteIcon("Megaphone");
export const MenuIcon = /* @__PURE__ */ spriteIcon("MenuIcon");
export const Newspaper = /* @__PURE__ */ spriteIcon("Newspaper");
export const Phone = /* @__PURE__ */ spriteIcon("Phone");
export const Rss = /* @__PURE__ */ spriteIcon("Rss");
export const Search = /* @__PURE__ */ spriteIcon("Search");
export const SearchIcon = /* @__PURE__ */ spriteIcon("SearchIcon");
export const Settings2 = /* @__PURE__ */ spriteIcon("Settings2");
export const Shield = /* @__PURE__ */ spriteIcon("Shield");
export const Star = /* @__PURE__ */ spriteIcon("Star");
export const Tag = /* @__PURE__ */ spriteIcon("Tag");
export const Tags = /* @__PURE__ */ spriteIcon("Tags");
export const TriangleAlert = /* @__PURE__ */ spriteIcon("TriangleAlert");
export const Trophy = /* @__PURE__ */ spriteIcon("Trophy");
export const UserRound = /* @__PURE__ */ spriteIcon("UserRound");
export const XIcon = /* @__PURE__ */ spriteIcon("XIcon");
export const ZapIcon = /* @__PURE__ */ spriteIcon("ZapIcon");
