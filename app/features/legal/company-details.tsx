import { cn } from "~/lib/utils";
import { COMPANY } from "./company";

/** The company's name, address, CVR, phone and e-mail (placeholders from company.ts). */
export function CompanyDetails({ className, email = COMPANY.email }: { className?: string; email?: string }) {
  return (
    <address className={cn("mt-3 not-italic leading-7", className)}>
      <strong>{COMPANY.name}</strong>
      <br />
      {COMPANY.street}
      <br />
      {COMPANY.postalCity}
      <br />
      {COMPANY.country}
      <br />
      CVR-nr.: {COMPANY.cvr}
      <br />
      Telefon: {COMPANY.phone}
      <br />
      E-mail: <a href={`mailto:${email}`}>{email}</a>
    </address>
  );
}
