import { LogOut, Menu, PanelLeft } from "lucide-react";
import { type ReactNode, useCallback, useEffect, useState } from "react";
import { Form, Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from "~/components/ui/sheet";
import { cn } from "~/lib/utils";
import {
  ADMIN_NAV,
  isNavActive,
  isSidebarShortcut,
  SIDEBAR_COOKIE,
  SIDEBAR_COOKIE_MAX_AGE,
} from "./admin-nav";

interface AdminShellProps {
  email: string;
  role: "admin" | "editor";
  initialOpen: boolean;
  children: ReactNode;
}

function NavLinks({
  role,
  collapsed,
  onNavigate,
}: {
  role: string;
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  return (
    <ul className="space-y-1">
      {ADMIN_NAV.filter((l) => !l.adminOnly || role === "admin").map((link) => {
        const active = isNavActive(link, pathname);
        const Icon = link.icon;
        return (
          <li key={link.to}>
            <Link
              to={link.to}
              onClick={onNavigate}
              aria-current={active ? "page" : undefined}
              title={collapsed ? link.label : undefined}
              className={cn(
                "flex h-9 items-center gap-3 rounded-md px-2.5 text-sm font-medium hover:bg-accent",
                active && "bg-primary text-primary-foreground hover:bg-primary",
              )}
            >
              <Icon className="size-4 shrink-0" aria-hidden />
              <span className={cn(collapsed && "sr-only")}>{link.label}</span>
            </Link>
          </li>
        );
      })}
      {role === "admin" ? (
        <li>
          <Link
            to="/admin/brugere"
            onClick={onNavigate}
            aria-current={isNavActive({ to: "/admin/brugere" }, pathname) ? "page" : undefined}
            title={collapsed ? "Brugere" : undefined}
            className={cn(
              "flex h-9 items-center gap-3 rounded-md px-2.5 text-sm font-medium hover:bg-accent",
              isNavActive({ to: "/admin/brugere" }, pathname) &&
                "bg-primary text-primary-foreground hover:bg-primary",
            )}
          >
            <span aria-hidden className="grid size-4 shrink-0 place-items-center text-xs font-bold">
              👥
            </span>
            <span className={cn(collapsed && "sr-only")}>Brugere</span>
          </Link>
        </li>
      ) : null}
    </ul>
  );
}

function SidebarFooter({ email, collapsed }: { email: string; collapsed: boolean }) {
  return (
    <div className={cn("border-t border-border p-3 text-sm", collapsed && "sr-only")}>
      <p className="font-semibold">Administrator</p>
      <p className="truncate text-muted-foreground">{email}</p>
    </div>
  );
}

/**
 * Spec §2 Admin layout: collapsible sidebar (16rem, 3rem collapsed; 18rem sheet on mobile), state
 * in a 7-day cookie that the server reads for the first render, toggled with ctrl/cmd+B.
 */
export function AdminShell({ email, role, initialOpen, children }: AdminShellProps) {
  const [open, setOpen] = useState(initialOpen);
  const [mobileOpen, setMobileOpen] = useState(false);

  const toggle = useCallback(() => {
    setOpen((value) => {
      const next = !value;
      // biome-ignore lint/suspicious/noDocumentCookie: the server reads this cookie for the first render.
      document.cookie = `${SIDEBAR_COOKIE}=${next}; Path=/; Max-Age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
      return next;
    });
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSidebarShortcut(event)) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [toggle]);

  return (
    <div className="flex min-h-screen bg-muted/40">
      <aside
        aria-label="Administration"
        data-state={open ? "expanded" : "collapsed"}
        className={cn(
          "sticky top-0 hidden h-screen shrink-0 flex-col border-r border-border bg-background transition-[width] duration-200 md:flex",
          open ? "w-64" : "w-12",
        )}
      >
        <div
          className={cn("flex h-14 items-center border-b border-border px-3", !open && "justify-center px-0")}
        >
          <Link to="/" className={cn("text-lg font-black", !open && "sr-only")}>
            Forsiden
          </Link>
        </div>
        <nav aria-label="Admin-menu" className={cn("flex-1 overflow-y-auto p-2", !open && "px-1")}>
          <NavLinks role={role} collapsed={!open} />
        </nav>
        <SidebarFooter email={email} collapsed={!open} />
      </aside>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-10 flex h-14 items-center gap-3 border-b border-border bg-background px-4">
          <Button
            variant="ghost"
            size="icon"
            className="hidden md:inline-flex"
            onClick={toggle}
            aria-label={open ? "Skjul sidemenu" : "Vis sidemenu"}
            aria-expanded={open}
          >
            <PanelLeft className="size-5" aria-hidden />
          </Button>
          <Sheet open={mobileOpen} onOpenChange={setMobileOpen}>
            <SheetTrigger asChild>
              <Button variant="ghost" size="icon" className="md:hidden" aria-label="Åbn admin-menu">
                <Menu className="size-5" aria-hidden />
              </Button>
            </SheetTrigger>
            <SheetContent side="left" className="w-72 p-0">
              <SheetTitle className="border-b border-border px-4 py-4 text-lg font-black">
                Forsiden
              </SheetTitle>
              <nav aria-label="Admin-menu (mobil)" className="p-2">
                <NavLinks role={role} collapsed={false} onNavigate={() => setMobileOpen(false)} />
              </nav>
              <SidebarFooter email={email} collapsed={false} />
            </SheetContent>
          </Sheet>
          <p className="text-lg font-bold">Dashboard</p>
          <div className="ml-auto flex items-center gap-3">
            <div className="hidden text-right text-sm sm:block">
              <p className="font-semibold">Velkommen, {email}</p>
              <p className="text-muted-foreground">
                {role === "admin" ? "Du er logget ind som administrator" : "Du er logget ind som redaktør"}
              </p>
            </div>
            <Form method="post" action="/auth/log-ud">
              <Button type="submit" variant="outline" size="sm">
                <LogOut className="size-4" aria-hidden />
                Log ud
              </Button>
            </Form>
          </div>
        </header>
        <main id="main" className="min-w-0 flex-1 p-4 md:p-6">
          {children}
        </main>
      </div>
    </div>
  );
}
