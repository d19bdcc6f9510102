import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Building2, Mail, MapPin, Megaphone, Newspaper, Phone, UserRound } from "~/components/ui/icons";
import { COMPANY_MAILBOXES, type CompanyDetails, companyAddressLine } from "~/lib/company";
import { ContactForm } from "./contact-form";
import type { ContactFormState } from "./contact-schema";

interface ContactPageProps {
  siteName: string;
  /** From the settings (issue 14): a detail not filled in yet has no row on the card. */
  company: CompanyDetails;
  actionData?: ContactFormState;
}

/**
 * One term and its value, a <dt>/<dd> pair grouped in a <div> (the only wrapper a <dl> allows), so
 * 'E-mail' names its address (issue 22, axe definition-list/dlitem). The icon sits inside the <dt>,
 * hidden from screen readers, placed in the row's left gutter.
 */
function DetailRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative min-h-9 pl-12">
      <dt className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">
        <span
          aria-hidden="true"
          className="absolute top-0.5 left-0 flex size-9 items-center justify-center rounded-full bg-primary/10 text-primary"
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  );
}

const linkClass = "font-medium text-primary underline-offset-2 hover:underline";

/** Spec §2 Contact: company card, 'Om Forsiden' blurb and the form 'Send os en besked'. */
export function ContactPage({ siteName, company, actionData }: ContactPageProps) {
  const address = companyAddressLine(company);
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-8 md:py-12">
      <header className="max-w-2xl">
        <h1 className="text-3xl font-black tracking-tight md:text-4xl">Kontakt os</h1>
        <p className="mt-3 text-lg text-muted-foreground">
          Har du et nyhedstip, en rettelse, spørgsmål om annoncering eller noget helt fjerde? Skriv til os –
          vi læser alle henvendelser.
        </p>
      </header>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="flex flex-col gap-6">
          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2 className="text-lg">Kontaktoplysninger</h2>
              </CardTitle>
              <CardDescription>{company.name ?? siteName}</CardDescription>
            </CardHeader>
            <CardContent>
              <dl className="flex flex-col gap-4 text-sm">
                {company.email ? (
                  <DetailRow icon={<Mail aria-hidden="true" className="size-4" />} label="E-mail">
                    <a href={`mailto:${company.email}`} className={linkClass}>
                      {company.email}
                    </a>
                  </DetailRow>
                ) : null}
                <DetailRow
                  icon={<Newspaper aria-hidden="true" className="size-4" />}
                  label="Redaktionen og nyhedstips"
                >
                  <a href={`mailto:${COMPANY_MAILBOXES.editorial}`} className={linkClass}>
                    {COMPANY_MAILBOXES.editorial}
                  </a>
                </DetailRow>
                <DetailRow icon={<Megaphone aria-hidden="true" className="size-4" />} label="Annoncering">
                  <a href={`mailto:${COMPANY_MAILBOXES.advertising}`} className={linkClass}>
                    {COMPANY_MAILBOXES.advertising}
                  </a>
                </DetailRow>
                {company.phone ? (
                  <DetailRow icon={<Phone aria-hidden="true" className="size-4" />} label="Telefon">
                    {company.phone}
                  </DetailRow>
                ) : null}
                {address ? (
                  <DetailRow icon={<MapPin aria-hidden="true" className="size-4" />} label="Adresse">
                    {address}
                  </DetailRow>
                ) : null}
                {company.cvr ? (
                  <DetailRow icon={<Building2 aria-hidden="true" className="size-4" />} label="CVR-nr.">
                    {company.cvr}
                  </DetailRow>
                ) : null}
                {company.responsibleEditor ? (
                  <DetailRow
                    icon={<UserRound aria-hidden="true" className="size-4" />}
                    label="Ansvarshavende chefredaktør"
                  >
                    {company.responsibleEditor}
                  </DetailRow>
                ) : null}
              </dl>
            </CardContent>
          </Card>

          <section
            aria-labelledby="om-titel"
            className="rounded-xl border border-border bg-foreground p-6 text-background"
          >
            <h2 id="om-titel" className="text-lg font-bold">
              Om {siteName}
            </h2>
            <p className="mt-3 text-sm leading-6 text-background/85">
              {siteName} er et dansk nyhedsmedie for alle, der elsker fodbold. Vi dækker Superligaen,
              landsholdet og de store europæiske ligaer døgnet rundt – med nyheder, transferstof, analyser og
              historier fra dansk fodbolds fortid.
            </p>
            <p className="mt-3 text-sm leading-6 text-background/85">
              Redaktionen arbejder efter de vejledende regler for god presseskik, og annoncørbetalt indhold er
              altid tydeligt mærket.
            </p>
          </section>
        </div>

        <Card className="lg:self-start">
          <CardHeader>
            <CardTitle asChild>
              <h2 id="kontaktformular-titel" className="text-xl">
                Send os en besked
              </h2>
            </CardTitle>
            <CardDescription>Vi svarer normalt inden for et par hverdage.</CardDescription>
          </CardHeader>
          <CardContent>
            <ContactForm actionData={actionData} />
          </CardContent>
        </Card>
      </div>
    </main>
  );
}
