import { z } from "zod";

/** PRODUCT.md contact form: maximum lengths, also set as maxLength on the inputs. */
export const CONTACT_LIMITS = { name: 200, email: 320, subject: 200, message: 5000 } as const;

/** The hidden field only bots fill in. */
export const HONEYPOT_FIELD = "website";

export const CONTACT_MESSAGES = {
  sent: "Tak for din besked! Vi vender tilbage hurtigst muligt.",
  rateLimited: "For mange henvendelser. Prøv igen om lidt.",
  invalid: "Tjek de markerede felter, og prøv igen.",
  failed: "Beskeden kunne ikke sendes. Prøv igen senere.",
} as const;

// A practical address check: something@domain.tld, no spaces; letters beyond ASCII are allowed
// (Danish domains such as blåbær.dk exist).
const EMAIL_PATTERN = /^[^\s@"<>(),;:[\]\\]{1,64}@(?:[^\s@"<>(),;:[\]\\_.]+\.)+[^\s@"<>(),;:[\]\\_.\d]{2,}$/u;

const text = (required: string) => z.string({ error: required }).trim().min(1, required);

export const contactSchema = z.object({
  name: text("Navn er påkrævet").max(CONTACT_LIMITS.name, "Navn må højst være 200 tegn"),
  email: text("Ugyldig e-mailadresse")
    .max(CONTACT_LIMITS.email, "E-mailadressen må højst være 320 tegn")
    .regex(EMAIL_PATTERN, "Ugyldig e-mailadresse"),
  subject: text("Emne er påkrævet").max(CONTACT_LIMITS.subject, "Emne må højst være 200 tegn"),
  message: text("Besked er påkrævet").max(CONTACT_LIMITS.message, "Besked må højst være 5.000 tegn"),
});

export type ContactInput = z.infer<typeof contactSchema>;
export type ContactField = keyof ContactInput;
export type ContactFieldErrors = Partial<Record<ContactField, string>>;
export type ContactValues = Record<ContactField, string>;

/** What the contact action answers; the form renders it with and without JavaScript. */
export type ContactFormState =
  | { status: "sent"; message: string }
  | { status: "invalid"; message: string; errors: ContactFieldErrors; values: ContactValues }
  | { status: "error"; message: string };

export type ParsedContactForm =
  | { success: true; data: ContactInput; honeypotFilled: boolean }
  | { success: false; errors: ContactFieldErrors; values: ContactValues };

function readField(input: FormData | Record<string, unknown>, key: string): unknown {
  return input instanceof FormData ? (input.get(key) ?? undefined) : input[key];
}

/** Validates a submitted form (FormData or a plain object); errors are the first Danish message per field. */
export function parseContactForm(input: FormData | Record<string, unknown>): ParsedContactForm {
  const raw = {
    name: readField(input, "name"),
    email: readField(input, "email"),
    subject: readField(input, "subject"),
    message: readField(input, "message"),
  };
  const honeypot = readField(input, HONEYPOT_FIELD);
  const honeypotFilled = typeof honeypot === "string" && honeypot.trim() !== "";
  const result = contactSchema.safeParse(raw);
  if (result.success) return { success: true, data: result.data, honeypotFilled };
  const errors: ContactFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message;
  }
  const values = Object.fromEntries(
    Object.entries(raw).map(([key, value]) => [key, typeof value === "string" ? value : ""]),
  ) as ContactValues;
  return { success: false, errors, values };
}
