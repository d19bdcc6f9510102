import { describe, expect, it } from "vitest";
import { AUTH_TEXT, signInErrorMessage, signUpErrorMessage, twoFactorErrorMessage } from "./auth-messages";
import { signInSchema, signUpSchema, twoFactorSchema } from "./auth-schemas";

describe("spec §8 auth messages", () => {
  it("turns invalid credentials into 'Forkerte login oplysninger'", () => {
    expect(signInErrorMessage("INVALID_EMAIL_OR_PASSWORD", "Invalid email or password")).toBe(
      "Forkerte login oplysninger",
    );
    expect(signInErrorMessage(undefined, "Invalid login credentials")).toBe("Forkerte login oplysninger");
  });
  it("passes other server messages through", () => {
    expect(signInErrorMessage("SOMETHING", "Server siger nej")).toBe("Server siger nej");
  });
  it("turns 'User already registered' into 'Bruger er allerede registreret'", () => {
    expect(signUpErrorMessage(undefined, "User already registered")).toBe("Bruger er allerede registreret");
    expect(signUpErrorMessage("USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL", "User already exists.")).toBe(
      "Bruger er allerede registreret",
    );
  });
  it("has the spec's titles", () => {
    expect(AUTH_TEXT.loginFailedTitle).toBe("Login fejlede");
    expect(AUTH_TEXT.loginSuccessTitle).toBe("Login succesfuld");
    expect(AUTH_TEXT.loginSuccess).toBe("Du er nu logget ind");
    expect(AUTH_TEXT.signUpFailedTitle).toBe("Registrering fejlede");
    expect(AUTH_TEXT.signUpSuccessTitle).toBe("Registrering succesfuld");
    expect(AUTH_TEXT.signUpSuccess).toBe("Tjek din email for bekræftelse");
  });
});

describe("spec §5 sign-in and sign-up validation", () => {
  it("requires an e-mail of e-mail type and a password", () => {
    const r = signInSchema.safeParse({ email: "", password: "" });
    expect(r.success).toBe(false);
    const messages = r.error?.issues.map((i) => i.message);
    expect(messages).toContain("E-mail er påkrævet");
    expect(messages).toContain("Adgangskode er påkrævet");
    expect(signInSchema.safeParse({ email: "ikke-en-mail", password: "x" }).error?.issues[0].message).toBe(
      "Ugyldig e-mailadresse",
    );
  });
  it("needs at least 6 characters for a new password", () => {
    expect(signUpSchema.safeParse({ email: "a@b.dk", password: "12345" }).error?.issues[0].message).toBe(
      "Adgangskoden skal være mindst 6 tegn",
    );
    expect(signUpSchema.safeParse({ email: "A@B.dk", password: "123456" }).data).toEqual({
      email: "a@b.dk",
      password: "123456",
    });
  });
});

describe("two-factor sign-in step", () => {
  it("wants a 6-digit code from the app (spaces ignored) or a backup code", () => {
    expect(twoFactorSchema.parse({ method: "totp", code: "123 456" })).toEqual({
      method: "totp",
      code: "123456",
    });
    expect(twoFactorSchema.safeParse({ method: "totp", code: "12345" }).error?.issues[0].message).toBe(
      "Koden skal være 6 cifre",
    );
    expect(twoFactorSchema.safeParse({ method: "totp", code: "" }).error?.issues[0].message).toBe(
      "Koden er påkrævet",
    );
    expect(twoFactorSchema.parse({ method: "backup", code: " abcde-12345 " }).code).toBe("abcde-12345");
    expect(twoFactorSchema.safeParse({ method: "backup", code: "" }).error?.issues[0].message).toBe(
      "Backup-koden er påkrævet",
    );
  });
  it("explains Better Auth's two-factor errors in Danish", () => {
    expect(twoFactorErrorMessage("INVALID_CODE", "Invalid code")).toBe(
      "Koden er forkert eller udløbet. Prøv igen.",
    );
    expect(twoFactorErrorMessage("INVALID_BACKUP_CODE", "Invalid backup code")).toBe(
      "Backup-koden er forkert eller allerede brugt.",
    );
    expect(twoFactorErrorMessage("INVALID_TWO_FACTOR_COOKIE", "Invalid two factor cookie")).toBe(
      "Din log ind er udløbet. Log ind igen med e-mail og adgangskode.",
    );
    expect(twoFactorErrorMessage("SOMETHING", "x")).toBe("Der opstod en uventet fejl. Prøv igen.");
  });
});
