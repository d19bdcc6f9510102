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
    for (const to of ["/admin/settings", "/admin/brugere"]) expect(editor).not.toContain(to);
    for (const to of ["/admin/logs", "/admin/stillinger", "/admin/henvendelser", "/admin/nyhedsbreve"]) {
      expect(editor).toContain(to);
    }
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
    for (const [link, path, active] of [
      [ADMIN_NAV[0], "/admin", true],
      [ADMIN_NAV[0], "/admin/articles", false],
      [ADMIN_NAV[1], "/admin/articles", true],
    ] as const) {
      expect(isNavActive(link, path), `${link.to} at ${path}`).toBe(active);
    }
  });
  it("reads the state cookie: collapsed only when it says false", () => {
    for (const [cookie, open] of [
      [null, true],
      ["a=1; sidebar_state=false", false],
      ["sidebar_state=true", true],
    ] as const) {
      expect(sidebarOpenFromCookie(cookie), String(cookie)).toBe(open);
    }
  });
  it("takes ctrl/cmd+B except while typing in an input", () => {
    const div = { closest: () => null } as unknown as EventTarget;
    const input = { closest: () => ({}) } as unknown as EventTarget;
    for (const [event, shortcut] of [
      [{ key: "b", ctrlKey: true, metaKey: false, target: div }, true],
      [{ key: "B", ctrlKey: false, metaKey: true, target: div }, true],
      [{ key: "b", ctrlKey: true, metaKey: false, target: input }, false],
      [{ key: "b", ctrlKey: false, metaKey: false, target: div }, false],
    ] as const) {
      expect(isSidebarShortcut(event), JSON.stringify(event)).toBe(shortcut);
    }
  });
});
