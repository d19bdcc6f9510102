import { z } from "zod";

/** A six-digit code from an authenticator app (RFC 6238 as Better Auth's two-factor plugin uses it). */
export const TOTP_CODE = /^\d{6}$/;

/** The code field of the two-factor forms: spaces typed between the digits are ignored. */
export const totpCodeField = z
  .string({ error: "Koden er påkrævet" })
  .transform((v) => v.replace(/\s+/g, ""))
  .pipe(z.string().min(1, "Koden er påkrævet").regex(TOTP_CODE, "Koden skal være 6 cifre"));
