import { describe, expect, it } from "vitest";
import { passwordConfirmSchema, totpConfirmSchema, userActionSchema } from "./user-schemas";

describe("users page forms", () => {
  it("accepts a role among admin, editor, contributor and user", () => {
    expect(userActionSchema.parse({ intent: "role", userId: "u1", role: "editor" })).toEqual({
      intent: "role",
      userId: "u1",
      role: "editor",
    });
    expect(userActionSchema.parse({ intent: "role", userId: "u1", role: "contributor" })).toMatchObject({
      role: "contributor",
    });
    const bad = userActionSchema.safeParse({ intent: "role", userId: "u1", role: "owner" });
    expect(bad.error?.issues[0].message).toBe("Vælg en gyldig rolle");
  });
  it("accepts 'Log alle ud' and refuses unknown intents", () => {
    expect(userActionSchema.parse({ intent: "signout-all", userId: "u1" }).intent).toBe("signout-all");
    expect(userActionSchema.safeParse({ intent: "delete", userId: "u1" }).error?.issues[0].message).toBe(
      "Ukendt handling",
    );
  });
});

describe("profile forms (TOTP)", () => {
  it("needs the password to change two-factor settings", () => {
    expect(passwordConfirmSchema.safeParse({ password: "" }).error?.issues[0].message).toBe(
      "Adgangskode er påkrævet",
    );
  });
  it("wants a 6-digit code, spaces allowed", () => {
    const uri = "otpauth://totp/Forsiden:a?secret=ABC";
    expect(totpConfirmSchema.parse({ code: "123 456", totpURI: uri }).code).toBe("123456");
    expect(totpConfirmSchema.safeParse({ code: "12345", totpURI: uri }).error?.issues[0].message).toBe(
      "Koden skal være 6 cifre",
    );
    expect(totpConfirmSchema.safeParse({ code: "123456", totpURI: "https://evil.test" }).success).toBe(false);
  });
});
