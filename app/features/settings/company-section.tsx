import { Building2 } from "lucide-react";
import { useFetcher } from "react-router";
import { Field, FieldControl, FieldError, FieldLabel } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { useActionResultToast } from "~/components/ui/use-action-result-toast";
import { COMPANY_FIELDS, type CompanyDetails, type CompanyField } from "~/lib/company";
import type { FieldErrors } from "~/lib/form";
import { COMPANY_MAX_LENGTH, COMPANY_TEXT, companyInputName } from "./company-schema";
import type { SettingsActionResult } from "./settings-schema";
import { SaveButton, Section } from "./settings-section";

/** How each company field is typed in (keyboard on phones, autofill) and an example. */
const COMPANY_INPUTS: Record<CompanyField, { type?: string; autoComplete: string; placeholder: string }> = {
  name: { autoComplete: "organization", placeholder: "Forsiden ApS" },
  cvr: { autoComplete: "off", placeholder: "12345678" },
  street: { autoComplete: "street-address", placeholder: "Vesterbrogade 12, 3. sal" },
  postalCity: { autoComplete: "off", placeholder: "1620 København V" },
  phone: { type: "tel", autoComplete: "tel", placeholder: "+45 33 12 34 56" },
  email: { type: "email", autoComplete: "email", placeholder: "kontakt@forsiden.dk" },
  responsibleEditor: { autoComplete: "name", placeholder: "Fornavn Efternavn" },
};

/** Issue 14: the company details the footer, /contact and the legal pages show. */
export function CompanySection({ company }: { company: CompanyDetails }) {
  const fetcher = useFetcher<SettingsActionResult>();
  useActionResultToast(fetcher.data, COMPANY_TEXT.saved);
  const errors: FieldErrors<CompanyField> =
    fetcher.data?.ok === false ? ((fetcher.data.fieldErrors as FieldErrors<CompanyField>) ?? {}) : {};
  const saving = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" noValidate>
      <input type="hidden" name="intent" value="company" />
      <Section
        icon={<Building2 aria-hidden className="size-5" />}
        title="Virksomhedsoplysninger"
        description="Vises i sidefoden, på kontaktsiden og i privatlivspolitikken, vilkårene og cookiepolitikken. Et tomt felt udelades på siderne."
      >
        <div className="grid gap-4 md:grid-cols-2">
          {COMPANY_FIELDS.map(({ key, label }) => (
            <Field key={key} id={`company-${key}`} error={errors[key]}>
              <FieldLabel>{label}</FieldLabel>
              <FieldControl>
                <Input
                  name={companyInputName(key)}
                  defaultValue={company[key] ?? ""}
                  maxLength={COMPANY_MAX_LENGTH}
                  {...COMPANY_INPUTS[key]}
                />
              </FieldControl>
              <FieldError />
            </Field>
          ))}
        </div>
        <SaveButton saving={saving}>Gem virksomhedsoplysninger</SaveButton>
      </Section>
    </fetcher.Form>
  );
}
