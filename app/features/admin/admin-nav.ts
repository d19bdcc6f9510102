import {
  BarChart3,
  CalendarDays,
  ClipboardList,
  FilePlus2,
  FileText,
  Gauge,
  History,
  Inbox,
  type LucideIcon,
  Mail,
  ScrollText,
  Send,
  Settings,
  Shield,
  Sparkles,
  Table2,
  Users,
} from "lucide-react";

export interface AdminNavLink {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Oversigt is active only on /admin itself (spec: exact match). */
  end?: boolean;
  adminOnly?: boolean;
  /** Open to a contributor ('skribent', issue 26); every other link is for editors and admins. */
  contributor?: boolean;
}

/** Spec §2 Layout: the sidebar links, in order; Brugere is the admin-only addition of PRODUCT.md. */
export const ADMIN_NAV: AdminNavLink[] = [
  { to: "/admin", label: "Oversigt", icon: Gauge, end: true, contributor: true },
  { to: "/admin/articles", label: "Artikler", icon: FileText, contributor: true },
  { to: "/admin/new-article", label: "Ny artikel", icon: FilePlus2, contributor: true },
  { to: "/admin/ai-article", label: "AI Generator", icon: Sparkles },
  { to: "/admin/historie", label: "Historie Generator", icon: History },
  { to: "/admin/clubs", label: "Klubber", icon: Shield },
  { to: "/admin/analytics", label: "Analytics", icon: BarChart3 },
  { to: "/admin/settings", label: "Indstillinger", icon: Settings, adminOnly: true },
  { to: "/admin/logs", label: "Logs & Fejl", icon: ScrollText },
];

/**
 * Additions below the spec's links: assignments and the planning view (issue 26), standings and
 * matches, contact messages, newsletters (issue 24), push messages (issue 25), user roles (admin only).
 */
export const ADMIN_EXTRA_NAV: AdminNavLink[] = [
  { to: "/admin/opgaver", label: "Opgaver", icon: ClipboardList, contributor: true },
  { to: "/admin/planlaegning", label: "Planlægning", icon: CalendarDays },
  { to: "/admin/stillinger", label: "Stillinger & kampe", icon: Table2 },
  { to: "/admin/henvendelser", label: "Henvendelser", icon: Inbox },
  { to: "/admin/nyhedsbreve", label: "Nyhedsbreve", icon: Mail },
  { to: "/admin/push", label: "Push-beskeder", icon: Send },
  { to: "/admin/brugere", label: "Brugere", icon: Users, adminOnly: true },
];

/** The links a role sees, in order: a contributor sees only the pages it may use. */
export function navLinksFor(role: string): AdminNavLink[] {
  const links = [...ADMIN_NAV, ...ADMIN_EXTRA_NAV];
  if (role === "contributor") return links.filter((l) => l.contributor);
  return links.filter((l) => !l.adminOnly || role === "admin");
}

export const SIDEBAR_COOKIE = "sidebar_state";
/** Spec §9: the sidebar state is kept for 7 days. */
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;

/** Reads the sidebar state from the Cookie header: expanded unless the cookie says "false". */
export function sidebarOpenFromCookie(cookieHeader: string | null): boolean {
  const match = new RegExp(`(?:^|;\\s*)${SIDEBAR_COOKIE}=([^;]*)`).exec(cookieHeader ?? "");
  return match?.[1] !== "false";
}

export function isNavActive(link: Pick<AdminNavLink, "to" | "end">, pathname: string): boolean {
  if (link.end) return pathname === link.to || pathname === `${link.to}/`;
  return pathname === link.to || pathname.startsWith(`${link.to}/`);
}

/** ctrl/cmd+B toggles the sidebar, except while typing in a field or the editor. */
export function isSidebarShortcut(
  event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "target">,
): boolean {
  if (event.key.toLowerCase() !== "b" || !(event.ctrlKey || event.metaKey)) return false;
  const target = event.target as HTMLElement | null;
  if (!target || typeof target.closest !== "function") return true;
  return !target.closest("input, textarea, select, [contenteditable=''], [contenteditable='true']");
}
