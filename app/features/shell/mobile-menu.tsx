import { lazy, Suspense, useEffect, useState } from "react";
import { MenuIcon } from "~/components/ui/icons";
import type { BreakingNewsItem } from "./breaking-news";

interface MobileMenuProps {
  pathname: string;
  breakingNews: BreakingNewsItem[];
  siteName: string;
}

const loadPanel = () => import("./mobile-menu-panel");
const MobileMenuPanel = lazy(loadPanel);

/**
 * Below 768 px: the right-hand slide-in menu ('Åbn menu'); choosing a link closes it. Only the
 * button is in every page's script: the panel loads when a finger or the focus reaches the
 * button (issue 23), and it renders nothing while closed, so the page looks the same.
 */
export function MobileMenu({ pathname, breakingNews, siteName }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);

  // Any navigation (links here, back button) closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path changes only.
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  // Widening past the breakpoint hides the trigger: close the menu so no overlay is left behind.
  useEffect(() => {
    const wide = window.matchMedia("(min-width: 768px)");
    const onChange = () => {
      if (wide.matches) setOpen(false);
    };
    wide.addEventListener("change", onChange);
    return () => wide.removeEventListener("change", onChange);
  }, []);

  return (
    <>
      <button
        type="button"
        aria-label="Åbn menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        // Start fetching the panel as the reader reaches for the button, before the click.
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        onTouchStart={loadPanel}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="inline-flex size-11 items-center justify-center rounded-sm text-background outline-none focus-visible:ring-2 focus-visible:ring-background md:hidden"
      >
        <MenuIcon aria-hidden="true" className="size-6" />
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileMenuPanel
            open={open}
            onOpenChange={setOpen}
            pathname={pathname}
            breakingNews={breakingNews}
            siteName={siteName}
          />
        </Suspense>
      ) : null}
    </>
  );
}
