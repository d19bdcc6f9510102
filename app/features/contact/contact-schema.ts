import { z } from "zod";
import { EMAIL_ADDRESS_PATTERN } from "~/lib/email-address";
import { type ActionResult, type FieldErrors, formDataToObject, parseForm } from "~/lib/form";
import { CONTACT_LIMITS, HONEYPOT_FIELD } from "./contact-fields";

export { CONTACT_LIMITS, CONTACT_MESSAGES, HONEYPOT_FIELD } from "./contact-fields";

const text = (required: string) => z.string({ error: required }).trim().min(1, required);

export const contactSchema = z.object({
  name: text("Navn er påkrævet").max(CONTACT_LIMITS.name, "Navn må højst være 200 tegn"),
  email: text("Ugyldig e-mailadresse")
    .max(CONTACT_LIMITS.email, "E-mailadressen må højst være 320 tegn")
    .regex(EMAIL_ADDRESS_PATTERN, "Ugyldig e-mailadresse"),
  subject: text("Emne er påkrævet").max(CONTACT_LIMITS.subject, "Emne må højst være 200 tegn"),
  message: text("Besked er påkrævet").max(CONTACT_LIMITS.message, "Besked må højst være 5.000 tegn"),
});

export type ContactInput = z.infer<typeof contactSchema>;
export type ContactField = keyof ContactInput;
export type ContactFieldErrors = FieldErrors<ContactField>;
export type ContactValues = Record<ContactField, string>;

/** What the contact action answers; the form renders it with and without JavaScript. */
export type ContactFormState = ActionResult<
  never,
  object,
  { fieldErrors?: ContactFieldErrors; values?: ContactValues }
>;

export type ParsedContactForm =
  | { ok: true; data: ContactInput; honeypotFilled: boolean }
  | { ok: false; fieldErrors: ContactFieldErrors; values: ContactValues };

const CONTACT_FIELDS = ["name", "email", "subject", "message"] as const satisfies readonly ContactField[];

/** Validates a submitted form (FormData or a plain object); errors are the first Danish message per field. */
export function parseContactForm(input: FormData | Record<string, unknown>): ParsedContactForm {
  const raw =
    input instanceof FormData ? formDataToObject(input, [...CONTACT_FIELDS, HONEYPOT_FIELD]) : input;
  const honeypot = raw[HONEYPOT_FIELD];
  const honeypotFilled = typeof honeypot === "string" && honeypot.trim() !== "";
  const parsed = parseForm(contactSchema, raw);
  if (parsed.ok) return { ok: true, data: parsed.data, honeypotFilled };
  const values = Object.fromEntries(
    CONTACT_FIELDS.map((key) => [key, typeof raw[key] === "string" ? raw[key] : ""]),
  ) as ContactValues;
  return { ok: false, fieldErrors: parsed.fieldErrors, values };
}
