import { z } from "zod";
import { totpCodeField } from "~/lib/totp-code";

/** Spec §5: email required and of email type; password required; sign-up password minimum 6. */
const email = z
  .string({ error: "E-mail er påkrævet" })
  .trim()
  .min(1, "E-mail er påkrævet")
  .pipe(z.email("Ugyldig e-mailadresse"))
  .transform((v) => v.toLowerCase());

export const signInSchema = z.object({
  email,
  password: z.string({ error: "Adgangskode er påkrævet" }).min(1, "Adgangskode er påkrævet"),
});

export const signUpSchema = z.object({
  email,
  password: z
    .string({ error: "Adgangskode er påkrævet" })
    .min(1, "Adgangskode er påkrævet")
    .min(6, "Adgangskoden skal være mindst 6 tegn")
    .max(128, "Adgangskoden må højst være 128 tegn"),
});

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z.object({
  token: z.string().min(1, "Linket er ugyldigt eller udløbet"),
  password: signUpSchema.shape.password,
});

/** The second sign-in step: a 6-digit code from the authenticator app, or one of the backup codes. */
export const twoFactorSchema = z.discriminatedUnion("method", [
  z.object({
    method: z.literal("totp"),
    code: totpCodeField,
    redirectTo: z.string().optional(),
  }),
  z.object({
    method: z.literal("backup"),
    code: z.string({ error: "Backup-koden er påkrævet" }).trim().min(1, "Backup-koden er påkrævet"),
    redirectTo: z.string().optional(),
  }),
]);

/* ---- Reader accounts (/konto, ADR 0025) ---- */

/** 'Send mig et login-link': just the address (a new one gets an account when the link is used). */
export const loginLinkSchema = z.object({ email });

/** The token of a mailed login link (Better Auth makes 32 letters). */
export const loginTokenSchema = z.object({
  token: z
    .string({ error: "Linket er ugyldigt" })
    .trim()
    .regex(/^[A-Za-z0-9]{16,128}$/, "Linket er ugyldigt"),
});

const newPassword = signUpSchema.shape.password;

/** A reader with a password changes it (the current one is checked); one without sets one. */
export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: "Skriv din nuværende adgangskode" })
    .min(1, "Skriv din nuværende adgangskode"),
  password: newPassword,
});
export const setPasswordSchema = z.object({ password: newPassword });

/** 'Skift e-mail': the new address. */
export const changeEmailSchema = z.object({ email });
