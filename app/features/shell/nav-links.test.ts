import { describe, expect, it } from "vitest";
import { isNavLinkActive, NAV_LINKS } from "./nav-links";

describe("header links (spec §2)", () => {
  it("are NYHEDER, KLUBBER and HISTORIE in that order", () => {
    expect(NAV_LINKS.map((l) => [l.to, l.label])).toEqual([
      ["/", "NYHEDER"],
      ["/alle-klubber", "KLUBBER"],
      ["/dansk-fodboldhistorie", "HISTORIE"],
    ]);
  });

  it("highlights the link of the current path", () => {
    expect(isNavLinkActive("/", "/")).toBe(true);
    expect(isNavLinkActive("/", "/alle-klubber")).toBe(false);
    expect(isNavLinkActive("/alle-klubber", "/alle-klubber")).toBe(true);
    expect(isNavLinkActive("/alle-klubber", "/alle-klubberne")).toBe(false);
    expect(isNavLinkActive("/dansk-fodboldhistorie", "/dansk-fodboldhistorie/x")).toBe(true);
  });
});
