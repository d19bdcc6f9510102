import { z } from "zod";
import { ROLES, USER_TEXT } from "./roles";

/** The forms on /admin/brugere: change a role, or end all of a user's sessions. */
export const userActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("role"),
      userId: z.string().min(1, USER_TEXT.notFound),
      role: z.enum(ROLES, { error: USER_TEXT.invalidRole }),
    }),
    z.object({
      intent: z.literal("signout-all"),
      userId: z.string().min(1, USER_TEXT.notFound),
    }),
  ],
  { error: USER_TEXT.unknownIntent },
);

export type UserAction = z.infer<typeof userActionSchema>;

/** /admin/profil: password confirmation, and the 6-digit code that finishes the TOTP setup. */
export const passwordConfirmSchema = z.object({
  password: z.string({ error: "Adgangskode er påkrævet" }).min(1, "Adgangskode er påkrævet"),
});

export const totpConfirmSchema = z.object({
  code: z
    .string({ error: "Koden er påkrævet" })
    .transform((v) => v.replace(/\s+/g, ""))
    .pipe(
      z
        .string()
        .min(1, "Koden er påkrævet")
        .regex(/^\d{6}$/, "Koden skal være 6 cifre"),
    ),
  totpURI: z.string().startsWith("otpauth://totp/"),
  backupCodes: z.string().default(""),
});
