import { useId, useState } from "react";
import { Link } from "react-router";
import { RelativeTime } from "~/components/relative-time";
import { ZapIcon } from "~/components/ui/icons";
import { NativeSheet } from "~/components/ui/native-sheet";
import { cx } from "~/lib/class-names";
import { useRootData } from "~/lib/use-root-data";
import { articleHref, type BreakingNewsItem } from "./breaking-news";
import { isNavLinkActive, NAV_LINKS, SECONDARY_NAV_LINKS } from "./nav-links";

export interface MobileMenuPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pathname: string;
  breakingNews: BreakingNewsItem[];
  siteName: string;
}

/**
 * The mobile menu's slide-in panel, in its own file: `mobile-menu.tsx` loads it when a reader
 * first reaches for the menu button, so no public page sends it before that (issue 23).
 */
export default function MobileMenuPanel({
  open,
  onOpenChange,
  pathname,
  breakingNews,
  siteName,
}: MobileMenuPanelProps) {
  const close = () => onOpenChange(false);
  return (
    <NativeSheet
      open={open}
      onOpenChange={onOpenChange}
      title={siteName}
      titleClassName="text-xl font-black"
      header={<p className="text-[10px] font-bold tracking-widest text-muted-foreground">DANMARKS FODBOLD</p>}
    >
      <nav aria-label="Mobilmenu" className="px-2">
        <MenuLinks
          links={NAV_LINKS}
          isActive={(to) => isNavLinkActive(to, pathname)}
          close={close}
          linkClass="block border-l-4 px-3 py-3 text-lg font-bold"
          activeClass="border-primary bg-muted text-primary"
          idleClass="border-transparent hover:bg-muted"
        />
      </nav>
      {/* Issue 22: a second group below the spec's three links (its own nav, so those stay three). */}
      <nav aria-label="Mere" className="mx-2 mt-2 border-t border-border pt-2" data-menu-secondary>
        <MenuLinks
          links={SECONDARY_NAV_LINKS}
          isActive={(to) => !to.includes("#") && isNavLinkActive(to, pathname)}
          close={close}
          linkClass="flex min-h-11 items-center px-4 text-base font-semibold"
          activeClass="bg-muted text-primary"
          idleClass="hover:bg-muted"
        />
      </nav>
      <BreakingNewsSection breakingNews={breakingNews} close={close} />
    </NativeSheet>
  );
}

/** One group of the menu's links; a link closes the menu, and the current page's is marked. */
function MenuLinks({
  links,
  isActive,
  close,
  linkClass,
  activeClass,
  idleClass,
}: {
  links: readonly { to: string; label: string }[];
  isActive: (to: string) => boolean;
  close: () => void;
  linkClass: string;
  activeClass: string;
  idleClass: string;
}) {
  return (
    <ul className="flex flex-col">
      {links.map((link) => {
        const active = isActive(link.to);
        return (
          <li key={link.to}>
            <Link
              to={link.to}
              onClick={close}
              aria-current={active ? "page" : undefined}
              className={cx(
                "rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring",
                linkClass,
                active ? activeClass : idleClass,
              )}
            >
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** 'Breaking News' under the links: folded until asked for, and folded again when the menu closes. */
function BreakingNewsSection({
  breakingNews,
  close,
}: {
  breakingNews: BreakingNewsItem[];
  close: () => void;
}) {
  const [showBreaking, setShowBreaking] = useState(false);
  const { now } = useRootData();
  const breakingId = useId();
  return (
    <div className="px-4 pb-6">
      <button
        type="button"
        aria-expanded={showBreaking}
        aria-controls={breakingId}
        onClick={() => setShowBreaking((v) => !v)}
        className="flex w-full items-center justify-center gap-2 rounded-md bg-primary px-4 py-3 text-sm font-bold uppercase tracking-wide text-primary-foreground outline-none hover:bg-primary/90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
      >
        <ZapIcon aria-hidden="true" className="size-4" />
        Breaking News
      </button>
      <div id={breakingId} hidden={!showBreaking}>
        {breakingNews.length === 0 ? (
          <p className="mt-3 text-sm text-muted-foreground">Følg med for de seneste fodboldnyheder...</p>
        ) : (
          <ol aria-label="Seneste nyheder" className="mt-3 divide-y divide-border">
            {breakingNews.map((item) => (
              <li key={item.id} className="py-2">
                <Link
                  to={articleHref(item)}
                  onClick={close}
                  className="block min-h-6 rounded-sm font-semibold leading-snug outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {item.title}
                </Link>
                {item.publishedAt ? (
                  <RelativeTime
                    date={item.publishedAt}
                    serverNow={now}
                    className="text-xs text-muted-foreground"
                  />
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
