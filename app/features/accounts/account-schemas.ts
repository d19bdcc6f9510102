import { z } from "zod";
import { ACCOUNT_TEXT } from "./account-text";

/** A reader's name: shown only to the reader, in the header (ADR 0025). */
export const accountNameSchema = z.object({
  name: z
    .string({ error: ACCOUNT_TEXT.nameRequired })
    .trim()
    .min(1, ACCOUNT_TEXT.nameRequired)
    .max(80, ACCOUNT_TEXT.nameTooLong)
    // No control, format (bidi) or line characters: it is drawn in the header as one line.
    .refine((v) => !/[\p{Cc}\p{Cf}\u2028\u2029]/u.test(v), ACCOUNT_TEXT.nameInvalid),
});

/** The intents /konto knows; anything else is 'Ukendt handling'. */
export const accountIntentSchema = z.enum(["name", "email", "password", "signout-everywhere", "delete"]);

/** What ends the session or the account is posted only from its confirmation dialog. */
export const confirmedSchema = z.object({ confirm: z.literal("ja", "Bekræft handlingen") });
