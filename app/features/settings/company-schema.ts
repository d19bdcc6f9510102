import { z } from "zod";
import type { CompanyDetails, CompanyField } from "~/lib/company";
import { type FieldErrors, type ParseResult, parseForm } from "~/lib/form";

/** Longest value of any company field (also maxLength on the inputs). */
export const COMPANY_MAX_LENGTH = 120;

export const COMPANY_TEXT = {
  saved: "Virksomhedsoplysninger gemt!",
  invalid: "Tjek de markerede felter, og prøv igen.",
  failed: "Virksomhedsoplysningerne kunne ikke gemmes. Prøv igen.",
  tooLong: `Højst ${COMPANY_MAX_LENGTH} tegn`,
  cvrInvalid: "CVR-nummeret skal være 8 cifre, fx 12345678",
  postalCityInvalid: "Skriv postnummer (4 cifre) og by, fx 1620 København V",
  phoneInvalid: "Skriv et telefonnummer med 8 cifre, evt. med landekode, fx +45 33 12 34 56",
  emailInvalid: "Skriv en gyldig e-mailadresse, fx kontakt@forsiden.dk",
} as const;

/** A blank field is a missing detail (null), never an empty string. */
const optional = (rule?: (value: string) => boolean, message?: string) =>
  z
    .string()
    .optional()
    .transform((value) => value?.trim().replace(/\s+/g, " ") || null)
    .refine((value) => value === null || value.length <= COMPANY_MAX_LENGTH, COMPANY_TEXT.tooLong)
    .refine((value) => value === null || !rule || rule(value), message);

const EMAIL = z.email();

export const companySchema = z.object({
  name: optional(),
  // Spaces are allowed while typing ("12 34 56 78") and dropped when saved.
  cvr: optional((v) => /^\d{8}$/.test(v.replace(/\s/g, "")), COMPANY_TEXT.cvrInvalid).transform(
    (v) => v?.replace(/\s/g, "") ?? null,
  ),
  street: optional(),
  postalCity: optional((v) => /^\d{4} \S/.test(v), COMPANY_TEXT.postalCityInvalid),
  phone: optional((v) => {
    if (!/^\+?[\d\s-]+$/.test(v)) return false;
    const digits = v.replace(/\D/g, "");
    // 8 digits, or 10 with the Danish country code (+45); other countries up to 15 (E.164).
    return digits.length >= 8 && digits.length <= 15;
  }, COMPANY_TEXT.phoneInvalid),
  email: optional((v) => EMAIL.safeParse(v).success, COMPANY_TEXT.emailInvalid),
  responsibleEditor: optional(),
}) satisfies z.ZodType<CompanyDetails, unknown>;

export type CompanyFieldErrors = FieldErrors<CompanyField>;

const COMPANY_FORM_FIELDS = [
  "name",
  "cvr",
  "street",
  "postalCity",
  "phone",
  "email",
  "responsibleEditor",
] as const satisfies readonly CompanyField[];

/** Form field names are prefixed (`company.name` …) so they never clash with the site settings. */
export function companyInputName(field: CompanyField): string {
  return `company.${field}`;
}

/** Validates the company form; errors are the first Danish message per field. */
export function parseCompanyForm(
  input: FormData | Record<string, unknown>,
): ParseResult<CompanyDetails, CompanyField> {
  const raw = Object.fromEntries(
    COMPANY_FORM_FIELDS.map((key) => {
      const value = input instanceof FormData ? input.get(companyInputName(key)) : input[key];
      return [key, typeof value === "string" ? value : undefined];
    }),
  );
  return parseForm(companySchema, raw) as ParseResult<CompanyDetails, CompanyField>;
}
