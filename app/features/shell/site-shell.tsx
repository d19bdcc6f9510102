import type { ReactNode } from "react";
import type { BreakingNewsItem } from "./breaking-news";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { SkipLink } from "./skip-link";

interface SiteShellProps {
  children: ReactNode;
  breakingNews?: BreakingNewsItem[];
  /** The top ad banner under the header (composed in by the layout: shell does not know ads). */
  banner?: ReactNode;
  onOpenCookieSettings?: () => void;
}

/**
 * Header, top banner, content and footer of every public page. Each page renders its own
 * <main id="main">, the skip link's target.
 */
export function SiteShell({ children, breakingNews, banner, onOpenCookieSettings }: SiteShellProps) {
  return (
    <>
      <SkipLink />
      <SiteHeader breakingNews={breakingNews} />
      {banner}
      {children}
      <SiteFooter onOpenCookieSettings={onOpenCookieSettings} />
    </>
  );
}
