import { ADMIN_EXTRA_NAV, ADMIN_NAV, isNavActive } from "./admin-nav";

export const FORBIDDEN_TEXT = {
  title: "Ingen adgang",
  adminsOnly: "Kun administratorer har adgang til denne side.",
  editorsOnly: "Kun redaktører og administratorer har adgang til denne side.",
} as const;

const ADMIN_ONLY_PATHS = [...ADMIN_NAV, ...ADMIN_EXTRA_NAV].filter((l) => l.adminOnly);

/**
 * Why a signed-in staff member got 403 on an admin page: a contributor ('skribent', issue 26) is
 * told the page is for editors, unless it is one only administrators may open (settings, users).
 */
export function forbiddenReason(role: string, pathname: string): string {
  if (role !== "contributor") return FORBIDDEN_TEXT.adminsOnly;
  return ADMIN_ONLY_PATHS.some((l) => isNavActive(l, pathname))
    ? FORBIDDEN_TEXT.adminsOnly
    : FORBIDDEN_TEXT.editorsOnly;
}
