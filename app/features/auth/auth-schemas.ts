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
