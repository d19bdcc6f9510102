import { Link, useLocation } from "react-router";
import { cn } from "~/lib/utils";
import { isNavLinkActive, NAV_LINKS } from "./nav-links";

export function SiteHeader() {
  const { pathname } = useLocation();
  return (
    <header className="border-b border-border bg-foreground text-background">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4">
        <Link to="/" className="flex flex-col leading-tight">
          <span className="text-2xl font-black tracking-tight">Forsiden</span>
          <span className="hidden text-xs text-background/70 md:block">
            Danske &amp; Internationale fodboldnyheder 24/7
          </span>
          <span className="text-[10px] font-bold tracking-widest text-background/70 md:hidden">
            DANMARKS FODBOLD
          </span>
        </Link>
        <nav aria-label="Hovedmenu" className="flex gap-6 text-sm font-bold">
          {NAV_LINKS.map((link) => (
            <Link
              key={link.to}
              to={link.to}
              aria-current={isNavLinkActive(link.to, pathname) ? "page" : undefined}
              className={cn(
                "py-2 hover:text-primary",
                isNavLinkActive(link.to, pathname) && "border-b-2 border-primary text-primary",
              )}
            >
              {link.label}
            </Link>
          ))}
        </nav>
      </div>
    </header>
  );
}
