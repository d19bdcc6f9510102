import { describe, expect, it } from "vitest";
import { asRole, isDemotion, ROLE_LABELS, roleChangeSummary, USER_TEXT } from "./roles";

describe("roles (PRODUCT.md 'Roles and access')", () => {
  it("names the roles in Danish", () => {
    expect(ROLE_LABELS).toEqual({
      admin: "administrator",
      editor: "redaktør",
      contributor: "skribent",
      user: "bruger",
    });
  });
  it("writes the audit sentence 'gav {email} rollen redaktør'", () => {
    expect(roleChangeSummary("a@b.dk", "editor")).toBe("gav a@b.dk rollen redaktør");
    expect(roleChangeSummary("a@b.dk", "admin")).toBe("gav a@b.dk rollen administrator");
    expect(roleChangeSummary("a@b.dk", "user")).toBe("gav a@b.dk rollen bruger");
    expect(roleChangeSummary("a@b.dk", "contributor")).toBe("gav a@b.dk rollen skribent");
  });
  it("counts only a loss of rights as a demotion", () => {
    expect(isDemotion("admin", "editor")).toBe(true);
    expect(isDemotion("editor", "user")).toBe(true);
    expect(isDemotion("admin", "user")).toBe(true);
    expect(isDemotion("user", "editor")).toBe(false);
    expect(isDemotion("editor", "admin")).toBe(false);
    expect(isDemotion("editor", "editor")).toBe(false);
  });
  it("ranks the contributor ('skribent') between user and editor (issue 26)", () => {
    expect(isDemotion("editor", "contributor")).toBe(true);
    expect(isDemotion("admin", "contributor")).toBe(true);
    expect(isDemotion("contributor", "user")).toBe(true);
    expect(isDemotion("user", "contributor")).toBe(false);
    expect(isDemotion("contributor", "editor")).toBe(false);
  });
  it("treats an unknown stored role as a plain user", () => {
    expect(asRole("admin")).toBe("admin");
    expect(asRole("editor")).toBe("editor");
    expect(asRole("contributor")).toBe("contributor");
    expect(asRole("superuser")).toBe("user");
  });
  it("has the Danish messages of the users page", () => {
    expect(USER_TEXT.lastAdmin).toBe("Du kan ikke fjerne administratorrollen fra den sidste administrator.");
    expect(USER_TEXT.roleChanged("a@b.dk", "editor")).toBe("a@b.dk har nu rollen redaktør.");
    expect(USER_TEXT.signedOutAll("a@b.dk")).toBe("a@b.dk er logget ud på alle enheder.");
  });
});
