import type { ReactNode } from "react";
import { Link } from "react-router";
import { AnnonceBadge } from "~/components/ui/annonce-badge";
import { Badge } from "~/components/ui/badge";
import { BadgeCheck, Building2, CircleDollarSign, Tags } from "~/components/ui/icons";

/** Spec §2 Sponsored content: the quality standards every sponsored article must meet. */
export const QUALITY_STANDARDS = [
  "Sponseret indhold er altid tydeligt mærket med «Sponseret» eller «Annonce» – både på forsiden, i lister og øverst i selve artiklen.",
  "Annoncøren står altid nævnt, så du kan se, hvem der har betalt for indholdet.",
  "Indholdet skal være korrekt og må ikke være vildledende. Vi følger markedsføringsloven, som forbyder skjult reklame.",
  "Redaktionens journalister skriver aldrig sponseret indhold, og annoncører har ingen indflydelse på vores journalistik.",
  "Indholdet skal være relevant og nyttigt for vores læsere – fx guides, gode råd og baggrund om fodbold og fankultur.",
  "Vi bringer ikke annoncer for ulovlige produkter eller tjenester. Indhold om spil kommer kun fra spiludbydere med dansk licens, er kun rettet mod personer over 18 år og indeholder information om ansvarligt spil.",
  "Vi kan altid afvise indhold, der ikke lever op til vores standarder eller til god markedsføringsskik.",
] as const;

function Fact({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-border bg-card p-5">
      <h2 className="flex items-center gap-2 text-lg font-bold">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
          {icon}
        </span>
        {title}
      </h2>
      <div className="mt-3 text-[0.975rem] leading-7 text-foreground/90">{children}</div>
    </section>
  );
}

export function SponsoredContentPage({
  siteName,
  advertisingEmail,
}: {
  siteName: string;
  advertisingEmail: string;
}) {
  return (
    <main id="main" className="mx-auto w-full max-w-4xl px-4 py-8 md:py-12">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-black tracking-tight md:text-4xl">Hvad er sponseret indhold?</h1>
        <p className="mt-4 text-lg leading-8 text-muted-foreground">
          På {siteName} kan du ind imellem møde artikler, som en annoncør har betalt for. Her forklarer vi,
          hvad sponseret indhold er, hvem der laver det, og hvordan du altid kan kende forskel på det og vores
          journalistik.
        </p>
      </header>

      <div className="mt-8 grid gap-5 md:grid-cols-3">
        <Fact icon={<CircleDollarSign aria-hidden="true" className="size-5" />} title="Betalt af en annoncør">
          <p>
            Sponserede artikler – også kaldet advertorials eller annoncørbetalt indhold – er betalt af en
            annoncør, som ønsker at fortælle om sine produkter, tjenester eller sin viden.
          </p>
        </Fact>
        <Fact
          icon={<Building2 aria-hidden="true" className="size-5" />}
          title="Lavet af vores native-afdeling"
        >
          <p>
            Indholdet produceres af vores native-afdeling i samarbejde med annoncøren – ikke af redaktionen.
            Redaktionens journalister deltager ikke, og redaktionen er uafhængig af vores annoncører.
          </p>
        </Fact>
        <Fact icon={<Tags aria-hidden="true" className="size-5" />} title="Altid tydeligt mærket">
          <p>
            Sponseret indhold er altid mærket med <Badge className="align-middle font-bold">Sponseret</Badge>{" "}
            eller <AnnonceBadge className="align-middle" />, så du aldrig er i tvivl om, hvad du læser.
          </p>
        </Fact>
      </div>

      <section aria-labelledby="kvalitet-titel" className="mt-10">
        <h2 id="kvalitet-titel" className="text-2xl font-bold tracking-tight">
          Vores kvalitetskrav
        </h2>
        <p className="mt-3 text-foreground/90">
          Alt sponseret indhold på {siteName} skal leve op til disse krav:
        </p>
        <ul className="mt-4 flex flex-col gap-3">
          {QUALITY_STANDARDS.map((standard) => (
            <li key={standard} className="flex gap-3 leading-7">
              <BadgeCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-pitch" />
              <span>{standard}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="hvorfor-titel" className="mt-10">
        <h2 id="hvorfor-titel" className="text-2xl font-bold tracking-tight">
          Hvorfor bringer vi sponseret indhold?
        </h2>
        <p className="mt-3 leading-7 text-foreground/90">
          Det koster penge at lave god fodboldjournalistik. Indtægterne fra annoncer og sponseret indhold er
          med til at betale for, at du kan læse vores nyheder gratis. Derfor er det også afgørende for os, at
          du altid kan stole på, at vores redaktionelle artikler er uafhængige.
        </p>
        <p className="mt-3 leading-7 text-foreground/90">
          Du kan se alt vores sponserede indhold samlet under{" "}
          <Link
            to="/advertorial"
            className="font-medium text-primary underline underline-offset-2 hover:no-underline"
          >
            annoncørbetalt indhold
          </Link>
          .
        </p>
      </section>

      <section
        aria-labelledby="spoergsmaal-titel"
        className="mt-10 rounded-xl border border-border bg-foreground p-6 text-background"
      >
        <h2 id="spoergsmaal-titel" className="text-xl font-bold">
          Spørgsmål eller interesseret i at annoncere?
        </h2>
        <p className="mt-3 leading-7 text-background/85">
          Har du spørgsmål til vores sponserede indhold, eller vil du som annoncør høre mere om mulighederne,
          så skriv til{" "}
          <a href={`mailto:${advertisingEmail}`} className="font-semibold underline underline-offset-2">
            {advertisingEmail}
          </a>{" "}
          eller brug vores{" "}
          <Link to="/contact" className="font-semibold underline underline-offset-2">
            kontaktformular
          </Link>
          .
        </p>
      </section>
    </main>
  );
}
