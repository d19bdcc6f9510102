// The contact form's constants without its Zod schema: the public form imports these, so the
// browser never loads Zod for them (issue 23).
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
