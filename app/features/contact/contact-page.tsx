import { Building2, Mail, MapPin, Megaphone, Newspaper, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { ContactForm } from "./contact-form";
import type { ContactFormState } from "./contact-schema";

/** The company details the card shows (from the legal feature's company.ts, passed in by the route). */
export interface ContactCompany {
  name: string;
  cvr: string;
  phone: string;
  address: string;
  email: string;
  editorialEmail: string;
  advertisingEmail: string;
}

interface ContactPageProps {
  siteName: string;
  company: ContactCompany;
  actionData?: ContactFormState;
}

function DetailRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
        {icon}
      </span>
      <div className="min-w-0">
        <dt className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">{label}</dt>
        <dd className="mt-0.5 break-words">{children}</dd>
      </div>
    </div>
  );
}

const linkClass = "font-medium text-primary underline-offset-2 hover:underline";

/** Spec §2 Contact: company card, 'Om Forsiden' blurb and the form 'Send os en besked'. */
export function ContactPage({ siteName, company, actionData }: ContactPageProps) {
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
              <CardDescription>{company.name}</CardDescription>
            </CardHeader>
            <CardContent>
              <dl className="flex flex-col gap-4 text-sm">
                <DetailRow icon={<Mail aria-hidden="true" className="size-4" />} label="E-mail">
                  <a href={`mailto:${company.email}`} className={linkClass}>
                    {company.email}
                  </a>
                </DetailRow>
                <DetailRow
                  icon={<Newspaper aria-hidden="true" className="size-4" />}
                  label="Redaktionen og nyhedstips"
                >
                  <a href={`mailto:${company.editorialEmail}`} className={linkClass}>
                    {company.editorialEmail}
                  </a>
                </DetailRow>
                <DetailRow icon={<Megaphone aria-hidden="true" className="size-4" />} label="Annoncering">
                  <a href={`mailto:${company.advertisingEmail}`} className={linkClass}>
                    {company.advertisingEmail}
                  </a>
                </DetailRow>
                <DetailRow icon={<Phone aria-hidden="true" className="size-4" />} label="Telefon">
                  {company.phone}
                </DetailRow>
                <DetailRow icon={<MapPin aria-hidden="true" className="size-4" />} label="Adresse">
                  {company.address}
                </DetailRow>
                <DetailRow icon={<Building2 aria-hidden="true" className="size-4" />} label="CVR-nr.">
                  {company.cvr}
                </DetailRow>
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
