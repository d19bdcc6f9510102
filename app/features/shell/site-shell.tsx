import { type ReactNode, Suspense } from "react";
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
      {/* A boundary of its own: React hydrates the footer's 60 links in a separate step. */}
      <Suspense>
        <SiteFooter onOpenCookieSettings={onOpenCookieSettings} />
      </Suspense>
    </>
  );
}
