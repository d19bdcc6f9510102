import { describe, expect, it } from "vitest";
import { ADMIN_NAV, isNavActive, isSidebarShortcut, navLinksFor, sidebarOpenFromCookie } from "./admin-nav";

describe("admin sidebar (spec §2 Layout, §9)", () => {
  it("has the spec's nine links in order", () => {
    expect(ADMIN_NAV.map((l) => l.to)).toEqual([
      "/admin",
      "/admin/articles",
      "/admin/new-article",
      "/admin/ai-article",
      "/admin/historie",
      "/admin/clubs",
      "/admin/analytics",
      "/admin/settings",
      "/admin/logs",
    ]);
    expect(ADMIN_NAV.find((l) => l.to === "/admin/ai-article")?.label).toBe("AI Generator");
    expect(ADMIN_NAV.find((l) => l.to === "/admin/historie")?.label).toBe("Historie Generator");
    expect(ADMIN_NAV.find((l) => l.to === "/admin/logs")?.label).toBe("Logs & Fejl");
  });
  it("shows Indstillinger and Brugere to administrators only", () => {
    const admin = navLinksFor("admin").map((l) => l.to);
    const editor = navLinksFor("editor").map((l) => l.to);
    expect(admin).toContain("/admin/settings");
    expect(admin.at(-1)).toBe("/admin/brugere");
    expect(editor).not.toContain("/admin/settings");
    expect(editor).not.toContain("/admin/brugere");
    expect(editor).toContain("/admin/logs");
    expect(editor).toContain("/admin/stillinger");
    expect(editor).toContain("/admin/henvendelser");
    expect(editor).toContain("/admin/nyhedsbreve");
  });
  it("shows a contributor ('skribent', issue 26) only the pages it may use", () => {
    expect(navLinksFor("contributor").map((l) => l.to)).toEqual([
      "/admin",
      "/admin/articles",
      "/admin/new-article",
      "/admin/opgaver",
    ]);
    expect(navLinksFor("editor").map((l) => l.to)).toContain("/admin/planlaegning");
  });
  it("matches Oversigt exactly and the others by prefix", () => {
    expect(isNavActive(ADMIN_NAV[0], "/admin")).toBe(true);
    expect(isNavActive(ADMIN_NAV[0], "/admin/articles")).toBe(false);
    expect(isNavActive(ADMIN_NAV[1], "/admin/articles")).toBe(true);
  });
  it("reads the state cookie: collapsed only when it says false", () => {
    expect(sidebarOpenFromCookie(null)).toBe(true);
    expect(sidebarOpenFromCookie("a=1; sidebar_state=false")).toBe(false);
    expect(sidebarOpenFromCookie("sidebar_state=true")).toBe(true);
  });
  it("takes ctrl/cmd+B except while typing in an input", () => {
    const div = { closest: () => null } as unknown as EventTarget;
    const input = { closest: () => ({}) } as unknown as EventTarget;
    expect(isSidebarShortcut({ key: "b", ctrlKey: true, metaKey: false, target: div })).toBe(true);
    expect(isSidebarShortcut({ key: "B", ctrlKey: false, metaKey: true, target: div })).toBe(true);
    expect(isSidebarShortcut({ key: "b", ctrlKey: true, metaKey: false, target: input })).toBe(false);
    expect(isSidebarShortcut({ key: "b", ctrlKey: false, metaKey: false, target: div })).toBe(false);
  });
});
