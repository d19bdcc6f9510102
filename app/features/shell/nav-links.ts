/** Spec §2 Header and menu: the three links, in order. */
export const NAV_LINKS = [
  { to: "/", label: "NYHEDER" },
  { to: "/alle-klubber", label: "KLUBBER" },
  { to: "/dansk-fodboldhistorie", label: "HISTORIE" },
] as const;

/** The link of the current path is highlighted; "/" only on the home page itself. */
export function isNavLinkActive(linkTo: string, pathname: string): boolean {
  if (linkTo === "/") return pathname === "/";
  return pathname === linkTo || pathname.startsWith(`${linkTo}/`);
}
