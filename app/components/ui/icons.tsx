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

export const ArrowLeft = (props: IconProps) => <SpriteIcon name="ArrowLeft" {...props} />;
export const ArrowRight = (props: IconProps) => <SpriteIcon name="ArrowRight" {...props} />;
export const BadgeCheck = (props: IconProps) => <SpriteIcon name="BadgeCheck" {...props} />;
export const BookOpen = (props: IconProps) => <SpriteIcon name="BookOpen" {...props} />;
export const Building2 = (props: IconProps) => <SpriteIcon name="Building2" {...props} />;
export const Calendar = (props: IconProps) => <SpriteIcon name="Calendar" {...props} />;
export const Check = (props: IconProps) => <SpriteIcon name="Check" {...props} />;
export const CheckCircle2 = (props: IconProps) => <SpriteIcon name="CheckCircle2" {...props} />;
export const ChevronDownIcon = (props: IconProps) => <SpriteIcon name="ChevronDownIcon" {...props} />;
export const ChevronLeft = (props: IconProps) => <SpriteIcon name="ChevronLeft" {...props} />;
export const ChevronRight = (props: IconProps) => <SpriteIcon name="ChevronRight" {...props} />;
export const CircleDollarSign = (props: IconProps) => <SpriteIcon name="CircleDollarSign" {...props} />;
export const Clock = (props: IconProps) => <SpriteIcon name="Clock" {...props} />;
export const Construction = (props: IconProps) => <SpriteIcon name="Construction" {...props} />;
export const ExternalLink = (props: IconProps) => <SpriteIcon name="ExternalLink" {...props} />;
export const Globe = (props: IconProps) => <SpriteIcon name="Globe" {...props} />;
export const Handshake = (props: IconProps) => <SpriteIcon name="Handshake" {...props} />;
export const ImageOff = (props: IconProps) => <SpriteIcon name="ImageOff" {...props} />;
export const Info = (props: IconProps) => <SpriteIcon name="Info" {...props} />;
export const Link2 = (props: IconProps) => <SpriteIcon name="Link2" {...props} />;
export const ListOrdered = (props: IconProps) => <SpriteIcon name="ListOrdered" {...props} />;
export const Loader2 = (props: IconProps) => <SpriteIcon name="Loader2" {...props} />;
export const Loader2Icon = (props: IconProps) => <SpriteIcon name="Loader2Icon" {...props} />;
export const Mail = (props: IconProps) => <SpriteIcon name="Mail" {...props} />;
export const MapPin = (props: IconProps) => <SpriteIcon name="MapPin" {...props} />;
export const Megaphone = (props: IconProps) => <SpriteIcon name="Megaphone" {...props} />;
export const MenuIcon = (props: IconProps) => <SpriteIcon name="MenuIcon" {...props} />;
export const Newspaper = (props: IconProps) => <SpriteIcon name="Newspaper" {...props} />;
export const Phone = (props: IconProps) => <SpriteIcon name="Phone" {...props} />;
export const Rss = (props: IconProps) => <SpriteIcon name="Rss" {...props} />;
export const Search = (props: IconProps) => <SpriteIcon name="Search" {...props} />;
export const SearchIcon = (props: IconProps) => <SpriteIcon name="SearchIcon" {...props} />;
export const Settings2 = (props: IconProps) => <SpriteIcon name="Settings2" {...props} />;
export const Shield = (props: IconProps) => <SpriteIcon name="Shield" {...props} />;
export const Star = (props: IconProps) => <SpriteIcon name="Star" {...props} />;
export const Tag = (props: IconProps) => <SpriteIcon name="Tag" {...props} />;
export const Tags = (props: IconProps) => <SpriteIcon name="Tags" {...props} />;
export const TriangleAlert = (props: IconProps) => <SpriteIcon name="TriangleAlert" {...props} />;
export const Trophy = (props: IconProps) => <SpriteIcon name="Trophy" {...props} />;
export const UserRound = (props: IconProps) => <SpriteIcon name="UserRound" {...props} />;
export const XIcon = (props: IconProps) => <SpriteIcon name="XIcon" {...props} />;
export const ZapIcon = (props: IconProps) => <SpriteIcon name="ZapIcon" {...props} />;
