/** Spec §2 Header and menu: the three links, in order. */
export const NAV_LINKS = [
  { to: "/", label: "NYHEDER" },
  { to: "/alle-klubber", label: "KLUBBER" },
  { to: "/dansk-fodboldhistorie", label: "HISTORIE" },
] as const;

/**
 * Issue 22: the phone menu's second group, below the spec's three links: what a fan on a phone
 * looks for next. 'Kampe' is the front page's match centre (its section id).
 */
export const SECONDARY_NAV_LINKS = [
  { to: "/stillinger", label: "Stillinger" },
  { to: "/#kampcenter", label: "Kampe" },
  { to: "/soeg", label: "Søg" },
] as const;

/** The link of the current path is highlighted; "/" only on the home page itself. */
export function isNavLinkActive(linkTo: string, pathname: string): boolean {
  if (linkTo === "/") return pathname === "/";
  return pathname === linkTo || pathname.startsWith(`${linkTo}/`);
}
