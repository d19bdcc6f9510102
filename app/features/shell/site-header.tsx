import { Link, useLocation } from "react-router";
import { SearchIcon } from "~/components/ui/icons";
import { cx } from "~/lib/class-names";
import { serverOnlyHtml } from "~/lib/server-only-html";
import { useRootData } from "~/lib/use-root-data";
import { ACCOUNT_LINK_HTML } from "./account-link";
import type { BreakingNewsItem } from "./breaking-news";
import { MobileMenu } from "./mobile-menu";
import { isNavLinkActive, NAV_LINKS } from "./nav-links";

/** White focus ring: the brand red is too dark to see on the black bar (public-components.css). */
const FOCUS_ON_DARK = "focus-on-dark";

interface SiteHeaderProps {
  /** The 5 latest headlines for the mobile menu's 'Breaking News'. */
  breakingNews?: BreakingNewsItem[];
}

/** Spec §2 Header and menu: three links on the bar from 768 px, a right-hand slide-in menu below. */
export function SiteHeader({ breakingNews = [] }: SiteHeaderProps) {
  const { pathname } = useLocation();
  const { site } = useRootData();
  return (
    <header className="border-b-4 border-primary bg-foreground text-background">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link to="/" className={cx("flex min-w-0 flex-col leading-tight", FOCUS_ON_DARK)}>
          <span className="truncate text-2xl font-black tracking-tight">{site.siteName}</span>
          <span className="hidden text-xs text-background/75 md:block">
            Danske &amp; Internationale fodboldnyheder 24/7
          </span>
          <span className="text-[10px] font-bold tracking-widest text-background/75 md:hidden">
            DANMARKS FODBOLD
          </span>
        </Link>
        <div className="flex items-center gap-2 md:gap-8">
          <nav aria-label="Hovedmenu" className="hidden md:block">
            <ul className="flex gap-6 text-sm font-bold tracking-wide">
              {NAV_LINKS.map((link) => {
                const active = isNavLinkActive(link.to, pathname);
                return (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      aria-current={active ? "page" : undefined}
                      // `nav-link`: underlined in red while `aria-current` (public-components.css).
                      className="nav-link focus-on-dark"
                    >
                      {link.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          {/* 'Log ind', or the reader's name: the same markup for everyone, written by the server
              only and kept by React as it is (ADR 0025, account-link.ts). */}
          <span
            data-konto=""
            suppressHydrationWarning
            // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant; a script fills in the signed-in reader's name, which React must keep.
            dangerouslySetInnerHTML={serverOnlyHtml(import.meta.env.SSR && (() => ACCOUNT_LINK_HTML))}
          />
          <Link
            to="/soeg"
            aria-label="Søg"
            title="Søg i artikler"
            aria-current={pathname === "/soeg" ? "page" : undefined}
            className={cx(
              "inline-flex size-11 items-center justify-center text-background/85 hover:text-background",
              FOCUS_ON_DARK,
            )}
          >
            <SearchIcon aria-hidden="true" className="size-5" />
          </Link>
          <MobileMenu pathname={pathname} breakingNews={breakingNews} siteName={site.siteName} />
        </div>
      </div>
    </header>
  );
}
