import { LogOut, Menu, PanelLeft, UserRound } from "lucide-react";
import { type ReactNode, useCallback, useEffect, useState } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from "~/components/ui/sheet";
import { Spinner } from "~/components/ui/spinner";
import { cn } from "~/lib/utils";
import {
  isNavActive,
  isSidebarShortcut,
  navLinksFor,
  SIDEBAR_COOKIE,
  SIDEBAR_COOKIE_MAX_AGE,
} from "./admin-nav";

export type StaffRole = "admin" | "editor" | "contributor";
const STAFF_ROLE_TITLES: Record<StaffRole, string> = {
  admin: "Administrator",
  editor: "Redaktør",
  contributor: "Skribent",
};

interface AdminShellProps {
  email: string;
  role: StaffRole;
  initialOpen: boolean;
  children: ReactNode;
  /** Issue 26: the route's header slot (the notification bell), so the shell knows no other feature. */
  headerActions?: ReactNode;
  /** Issue 26: a badge beside a nav link, by its path (the review queue's count on /admin/articles). */
  navBadges?: Partial<Record<string, ReactNode>>;
}

function NavLinks({
  role,
  collapsed,
  onNavigate,
  badges,
}: {
  role: string;
  collapsed: boolean;
  onNavigate?: () => void;
  badges?: Partial<Record<string, ReactNode>>;
}) {
  const { pathname } = useLocation();
  return (
    <ul className="space-y-1">
      {navLinksFor(role).map((link) => {
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
              {badges?.[link.to]}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** Spec §2: the footer shows 'Administrator' and the e-mail; 'Min profil' leads to the 2FA settings. */
function SidebarFooter({
  email,
  role,
  collapsed,
  onNavigate,
}: {
  email: string;
  role: StaffRole;
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  const active = isNavActive({ to: "/admin/profil" }, pathname);
  return (
    <div className={cn("space-y-2 border-t border-border p-3 text-sm", collapsed && "px-1")}>
      <div className={cn(collapsed && "sr-only")} data-testid="sidebar-user">
        <p className="font-semibold">{STAFF_ROLE_TITLES[role]}</p>
        <p className="truncate text-muted-foreground">{email}</p>
      </div>
      <Link
        to="/admin/profil"
        onClick={onNavigate}
        aria-current={active ? "page" : undefined}
        title={collapsed ? "Min profil" : undefined}
        className={cn(
          "flex h-9 items-center gap-3 rounded-md px-2.5 font-medium hover:bg-accent",
          active && "bg-primary text-primary-foreground hover:bg-primary",
        )}
      >
        <UserRound className="size-4 shrink-0" aria-hidden />
        <span className={cn(collapsed && "sr-only")}>Min profil</span>
      </Link>
    </div>
  );
}

/** Spec §2 wrapper texts. */
function Welcome({ email, role }: { email: string; role: StaffRole }) {
  return (
    <>
      <p className="font-semibold break-all">Velkommen, {email}</p>
      <p className="text-muted-foreground">
        {`Du er logget ind som ${STAFF_ROLE_TITLES[role].toLowerCase()}`}
      </p>
    </>
  );
}

/**
 * Spec §2 Admin layout: collapsible sidebar (16rem, 3rem collapsed; 18rem sheet on mobile), state
 * in a 7-day cookie that the server reads for the first render, toggled with ctrl/cmd+B.
 */
export function AdminShell({
  email,
  role,
  initialOpen,
  children,
  headerActions,
  navBadges,
}: AdminShellProps) {
  const [open, setOpen] = useState(initialOpen);
  // Spec §2 wrapper: 'Indlæser...' while a page loads.
  const loading = useNavigation().state === "loading";
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
          <NavLinks role={role} collapsed={!open} badges={navBadges} />
        </nav>
        <SidebarFooter email={email} role={role} collapsed={!open} />
      </aside>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-10 flex min-h-14 flex-wrap items-center gap-x-3 gap-y-1 border-b border-border bg-background px-4 py-2">
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
            <SheetContent side="left" className="w-[18rem] p-0">
              <SheetTitle className="border-b border-border px-4 py-4 text-lg font-black">
                Forsiden
              </SheetTitle>
              <nav aria-label="Admin-menu (mobil)" className="p-2">
                <NavLinks
                  role={role}
                  collapsed={false}
                  onNavigate={() => setMobileOpen(false)}
                  badges={navBadges}
                />
              </nav>
              <SidebarFooter
                email={email}
                role={role}
                collapsed={false}
                onNavigate={() => setMobileOpen(false)}
              />
            </SheetContent>
          </Sheet>
          <p className="text-lg font-bold">Dashboard</p>
          {loading ? (
            <p role="status" className="flex items-center gap-1 text-sm text-muted-foreground">
              <Spinner className="size-3" />
              Indlæser...
            </p>
          ) : null}
          {/* One welcome block: beside 'Log ud' from 640 px, on its own row below that. */}
          <div className="order-last basis-full text-sm sm:order-none sm:ml-auto sm:basis-auto sm:text-right">
            <Welcome email={email} role={role} />
          </div>
          <Form method="post" action="/auth/log-ud" className="ml-auto sm:ml-0">
            <Button type="submit" variant="outline" size="sm">
              <LogOut className="size-4" aria-hidden />
              Log ud
            </Button>
          </Form>
          {headerActions}
        </header>
        <main id="main" className="min-w-0 flex-1 p-4 md:p-6">
          {children}
        </main>
      </div>
    </div>
  );
}
