import { type ReactNode, useEffect } from "react";
import { staticIsland } from "~/components/static-island";
import type { BreakingNewsItem } from "./breaking-news";
import { SiteHeader } from "./site-header";
import { SkipLink } from "./skip-link";

interface SiteShellProps {
  children: ReactNode;
  breakingNews?: BreakingNewsItem[];
  /** The top ad banner under the header (composed in by the layout: shell does not know ads). */
  banner?: ReactNode;
  onOpenCookieSettings?: () => void;
}

/** The footer as an island: its markup without its code (ADR 0023). */
const SiteFooter = staticIsland("footer", () => import("./site-footer").then((m) => m.SiteFooter));

/**
 * 'Cookie-indstillinger' in the footer: one listener on the document, since the footer's own
 * markup has no handlers (it is an island).
 */
function useCookieSettingsButton(open: (() => void) | undefined) {
  useEffect(() => {
    if (!open) return;
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element | null)?.closest?.("[data-open-cookie-settings]")) open();
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [open]);
}

/**
 * Header, top banner, content and footer of every public page. Each page renders its own
 * <main id="main">, the skip link's target.
 */
export function SiteShell({ children, breakingNews, banner, onOpenCookieSettings }: SiteShellProps) {
  useCookieSettingsButton(onOpenCookieSettings);
  return (
    <>
      <SkipLink />
      <SiteHeader breakingNews={breakingNews} />
      {banner}
      {children}
      <SiteFooter />
    </>
  );
}
