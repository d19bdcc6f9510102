import { Link } from "react-router";
import { COMPANY_MAILBOXES } from "~/lib/company";
import { CompanyDetails } from "./company-details";
import { type LegalDocumentProps, LegalPage } from "./legal-page";
import { TERMS_SECTIONS } from "./legal-sections";

/** Spec §2 Info pages, terms: 9 numbered sections. */
export function TermsOfUse({ now, siteName, company }: LegalDocumentProps) {
  const owner = company.name ?? siteName;
  return (
    <LegalPage
      title="Vilkår og betingelser"
      now={now}
      sections={TERMS_SECTIONS}
      lead={
        <p>
          Disse vilkår gælder for din brug af {siteName} og alt indhold på sitet. Læs dem gerne igennem – de
          er skrevet, så de er til at forstå.
        </p>
      }
      bodies={{
        generelt: (
          <>
            <p>
              {siteName} er et dansk nyhedsmedie om dansk og international fodbold.
              {company.name ? (
                <>
                  {" "}
                  Sitet drives af {company.name}
                  {company.cvr ? `, CVR-nr. ${company.cvr}` : ""}.
                </>
              ) : null}
              {company.responsibleEditor ? (
                <> Ansvarshavende chefredaktør er {company.responsibleEditor}.</>
              ) : null}
            </p>
            <p>
              Når du bruger sitet, accepterer du disse vilkår. Er du ikke enig i vilkårene, beder vi dig lade
              være med at bruge sitet. Det er gratis at læse vores indhold, og du behøver ikke oprette en
              profil.
            </p>
            <p>
              Redaktionen arbejder efter de vejledende regler for god presseskik. Har du bemærkninger til en
              artikel, eller har du fundet en fejl, så skriv til{" "}
              <a href={`mailto:${COMPANY_MAILBOXES.editorial}`}>{COMPANY_MAILBOXES.editorial}</a>, så retter
              vi den hurtigst muligt.
            </p>
          </>
        ),
        brug: (
          <>
            <p>Du må gerne:</p>
            <ul>
              <li>læse, printe og gemme artikler til dit eget, personlige og ikke-kommercielle brug</li>
              <li>dele links til vores artikler, fx på sociale medier, i nyhedsbreve og i beskeder</li>
              <li>citere fra vores artikler i overensstemmelse med god skik og med tydelig kildeangivelse</li>
            </ul>
            <p>Du må ikke:</p>
            <ul>
              <li>
                kopiere, genudgive eller sælge vores indhold, helt eller delvist, uden vores skriftlige
                tilladelse
              </li>
              <li>
                systematisk hente indhold fra sitet med robotter, crawlere eller lignende værktøjer
                (scraping), herunder til træning af kunstig intelligens, uden vores skriftlige tilladelse –
                almindelig indeksering fra søgemaskiner er dog velkommen
              </li>
              <li>
                forsøge at omgå sitets sikkerhed, skaffe dig adgang til redaktionssystemet eller overbelaste
                sitet
              </li>
              <li>bruge kontaktformularen til spam, reklame, chikane eller ulovligt indhold</li>
              <li>udgive dig for at være {siteName} eller en af vores medarbejdere</li>
            </ul>
            <p>
              Overtræder du vilkårene, kan vi blokere din adgang til sitet og kræve erstatning efter dansk
              rets almindelige regler.
            </p>
          </>
        ),
        ophavsret: (
          <>
            <p>
              Alt indhold på sitet – tekster, fotos, grafik, video, logoer og design – er beskyttet af
              ophavsretsloven og tilhører {owner} eller vores samarbejdspartnere og licensgivere.
            </p>
            <p>
              Du må citere fra vores artikler i overensstemmelse med ophavsretslovens § 22, det vil sige i
              overensstemmelse med god skik og i det omfang, der betinges af formålet, og altid med tydelig
              angivelse af {siteName} som kilde, gerne med et link til artiklen. Al anden brug kræver vores
              forudgående skriftlige tilladelse.
            </p>
            <p>
              Klubnavne, klublogoer og turneringsnavne tilhører de respektive klubber og organisationer og
              bruges alene til at identificere dem i vores journalistik. Mener du, at indhold på sitet krænker
              din ophavsret, så skriv til{" "}
              <a href={`mailto:${COMPANY_MAILBOXES.editorial}`}>{COMPANY_MAILBOXES.editorial}</a>.
            </p>
          </>
        ),
        annoncer: (
          <>
            <p>
              {siteName} er finansieret af annoncer. Annoncer og annoncørbetalt indhold er altid tydeligt
              mærket med «Annonce» eller «Sponseret», så du kan skelne det fra redaktionelt indhold.
              Annoncørbetalte artikler er ikke skrevet af redaktionen. Læs mere om{" "}
              <Link to="/hvad-er-sponseret-indhold">hvad sponseret indhold er</Link>.
            </p>
            <p>
              Annoncøren er ansvarlig for indholdet af sine annoncer og for de produkter og tjenester, der
              markedsføres. Annoncer for spil er kun rettet mod personer over 18 år.
            </p>
            <p>
              Sitet kan indeholde links til andre websites og indhold fra tredjeparter, fx indlejrede videoer.
              Vi har ikke kontrol over andre websites og er ikke ansvarlige for deres indhold, tilgængelighed
              eller behandling af personoplysninger.
            </p>
          </>
        ),
        ansvar: (
          <>
            <p>
              Vi gør alt, hvad vi kan, for at vores indhold er korrekt og opdateret. Resultater, stillinger,
              kampprogrammer og transferrygter kan dog ændre sig hurtigt, og oplysninger kan være
              ufuldstændige. Indholdet stilles derfor til rådighed, som det er, og kan ikke erstatte
              officielle kilder.
            </p>
            <p>
              Vi garanterer ikke, at sitet altid er tilgængeligt eller fri for fejl, og vi er ikke ansvarlige
              for tab, der skyldes nedetid, tekniske fejl, fejl i indholdet eller beslutninger, du træffer på
              grundlag af indholdet – herunder væddemål. Vi er under ingen omstændigheder ansvarlige for
              indirekte tab, fx driftstab eller tabt fortjeneste.
            </p>
            <p>
              Ansvarsbegrænsningen gælder ikke, hvis tabet skyldes forsæt eller grov uagtsomhed, eller i det
              omfang ansvaret ikke kan begrænses efter dansk ret.
            </p>
          </>
        ),
        personoplysninger: (
          <>
            <p>
              Vi behandler dine personoplysninger i overensstemmelse med databeskyttelsesforordningen (GDPR)
              og databeskyttelsesloven. Du kan læse, hvilke oplysninger vi behandler, og hvilke rettigheder du
              har, i vores <Link to="/privacy">privatlivspolitik</Link>.
            </p>
            <p>
              Vores brug af cookies er beskrevet i vores <Link to="/cookies">cookiepolitik</Link>.
            </p>
          </>
        ),
        aendringer: (
          <>
            <p>
              Vi kan ændre disse vilkår, fx når vi lancerer nye funktioner, eller når lovgivningen ændrer sig.
              Datoen øverst på siden viser, hvornår vilkårene sidst er opdateret.
            </p>
            <p>
              Væsentlige ændringer oplyser vi tydeligt om på sitet. Bruger du sitet, efter at ændringerne er
              trådt i kraft, accepterer du de nye vilkår.
            </p>
          </>
        ),
        lovvalg: (
          <>
            <p>Vilkårene og din brug af sitet er underlagt dansk ret.</p>
            <p>
              Uenighed, som vi ikke kan løse i fællesskab, afgøres ved de danske domstole, som udgangspunkt
              ved retten i den retskreds, hvor {owner} har hjemsted. Er du forbruger, har du dog altid ret til
              at anlægge sag ved retten, hvor du bor, og du kan ikke fratages den beskyttelse, som
              ufravigelige regler i dansk forbrugerlovgivning giver dig.
            </p>
          </>
        ),
        kontakt: (
          <>
            <p>Har du spørgsmål til vilkårene, er du velkommen til at kontakte os:</p>
            <CompanyDetails company={company} siteName={siteName} />
            <p>
              Du kan også skrive til os via vores <Link to="/contact">kontaktformular</Link>. Henvendelser om
              artikler sendes til{" "}
              <a href={`mailto:${COMPANY_MAILBOXES.editorial}`}>{COMPANY_MAILBOXES.editorial}</a>, og
              henvendelser om annoncering til{" "}
              <a href={`mailto:${COMPANY_MAILBOXES.advertising}`}>{COMPANY_MAILBOXES.advertising}</a>.
            </p>
          </>
        ),
      }}
    />
  );
}
