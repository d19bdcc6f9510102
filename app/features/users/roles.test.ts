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
  it.each([
    ["editor", "gav a@b.dk rollen redaktør"],
    ["admin", "gav a@b.dk rollen administrator"],
    ["user", "gav a@b.dk rollen bruger"],
    ["contributor", "gav a@b.dk rollen skribent"],
  ] as const)("writes the audit sentence 'gav {email} rollen redaktør': %s", (role, sentence) => {
    expect(roleChangeSummary("a@b.dk", role)).toBe(sentence);
  });
  const LOSS = "counts only a loss of rights as a demotion";
  const CONTRIBUTOR = "ranks the contributor ('skribent') between user and editor (issue 26)";
  it.each([
    [LOSS, "admin", "editor", true],
    [LOSS, "editor", "user", true],
    [LOSS, "admin", "user", true],
    [LOSS, "user", "editor", false],
    [LOSS, "editor", "admin", false],
    [LOSS, "editor", "editor", false],
    [CONTRIBUTOR, "editor", "contributor", true],
    [CONTRIBUTOR, "admin", "contributor", true],
    [CONTRIBUTOR, "contributor", "user", true],
    [CONTRIBUTOR, "user", "contributor", false],
    [CONTRIBUTOR, "contributor", "editor", false],
  ] as const)("%s: %s → %s is %s", (_rule, from, to, demotes) => {
    expect(isDemotion(from, to)).toBe(demotes);
  });
  it("treats an unknown stored role as a plain user", () => {
    for (const role of ["admin", "editor", "contributor"] as const) expect(asRole(role), role).toBe(role);
    expect(asRole("superuser")).toBe("user");
  });
  it("has the Danish messages of the users page", () => {
    expect(USER_TEXT.lastAdmin).toBe("Du kan ikke fjerne administratorrollen fra den sidste administrator.");
    expect(USER_TEXT.roleChanged("a@b.dk", "editor")).toBe("a@b.dk har nu rollen redaktør.");
    expect(USER_TEXT.signedOutAll("a@b.dk")).toBe("a@b.dk er logget ud på alle enheder.");
  });
});
