import { z } from "zod";
import { totpCodeField } from "~/lib/totp-code";
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
  code: totpCodeField,
  totpURI: z.string().startsWith("otpauth://totp/"),
  backupCodes: z.string().default(""),
});
