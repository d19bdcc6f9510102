import { Link } from "react-router";
import { COMPANY_COUNTRY, type CompanyDetails as Company } from "~/lib/company";
import { cn } from "~/lib/utils";

/**
 * The company's name, address, CVR, phone and e-mail from the settings (issue 14). A detail not
 * filled in yet is left out, never shown as a placeholder; without a company name the site's name
 * stands in.
 */
export function CompanyDetails({
  company,
  siteName,
  className,
}: {
  company: Company;
  siteName: string;
  className?: string;
}) {
  const lines = [
    company.street,
    company.postalCity,
    company.street || company.postalCity ? COMPANY_COUNTRY : null,
    company.cvr ? `CVR-nr.: ${company.cvr}` : null,
    company.phone ? `Telefon: ${company.phone}` : null,
  ].filter((line): line is string => Boolean(line));
  return (
    <address className={cn("mt-3 not-italic leading-7", className)}>
      <strong>{company.name ?? siteName}</strong>
      {lines.map((line) => (
        <span key={line}>
          <br />
          {line}
        </span>
      ))}
      {company.email ? (
        <>
          <br />
          E-mail: <a href={`mailto:${company.email}`}>{company.email}</a>
        </>
      ) : null}
    </address>
  );
}

/**
 * Where a reader writes to us: "på {e-mail}", or "via vores kontaktformular" while the company
 * e-mail is not filled in.
 */
export function WriteToUs({ email }: { email: string | null }) {
  return email ? (
    <>
      på <a href={`mailto:${email}`}>{email}</a>
    </>
  ) : (
    <>
      via vores <Link to="/contact">kontaktformular</Link>
    </>
  );
}
