import { Link } from "react-router";
import { CompanyDetails, WriteToUs } from "./company-details";
import { SITE_COOKIES } from "./cookie-list";
import { CookieSettingsButton } from "./cookie-settings-button";
import { type LegalDocumentProps, LegalPage } from "./legal-page";
import { COOKIE_SECTIONS } from "./legal-sections";

const COOKIE_TABLE_COLUMNS = ["Cookie", "Formål", "Kategori", "Varighed"];

function CookieTable() {
  return (
    // Issue 22: a region that scrolls sideways on a phone must be reachable by keyboard (axe:
    // scrollable-region-focusable), so it takes focus and has a name.
    <section
      aria-label="Cookies på sitet"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll box must take keyboard focus to scroll.
      tabIndex={0}
      className="mt-4 overflow-x-auto rounded-lg border border-border bg-card outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">Cookies på sitet</caption>
        <thead className="bg-muted/60">
          <tr>
            {COOKIE_TABLE_COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {SITE_COOKIES.map((cookie) => (
            <tr key={cookie.name} className="border-t border-border align-top">
              <th scope="row" className="px-3 py-3 font-normal">
                <code className="break-all font-mono text-[0.8rem] font-semibold">{cookie.name}</code>
                <span className="mt-1 block text-xs text-muted-foreground">{cookie.provider}</span>
              </th>
              <td className="px-3 py-3">{cookie.purpose}</td>
              <td className="px-3 py-3 whitespace-nowrap">{cookie.category}</td>
              <td className="px-3 py-3">{cookie.duration}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Spec §2 Info pages, cookies: categories, control, consequences, changes and contact. */
export function CookiePolicy({ now, siteName, company }: LegalDocumentProps) {
  return (
    <LegalPage
      title="Cookiepolitik"
      now={now}
      sections={COOKIE_SECTIONS}
      lead={
        <p>
          Her kan du læse, hvilke cookies {siteName} bruger, hvorfor vi bruger dem, og hvordan du selv
          bestemmer, hvilke cookies du accepterer. Vi sætter kun cookies, der ikke er nødvendige, hvis du har
          givet dit samtykke.
        </p>
      }
      aside={
        <div className="mt-6 flex flex-col gap-3 rounded-lg border border-primary/30 bg-primary/5 p-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm">Du kan til enhver tid ændre eller trække dit samtykke tilbage.</p>
          <CookieSettingsButton />
        </div>
      }
      bodies={{
        "hvad-er-cookies": (
          <>
            <p>
              En cookie er en lille tekstfil, som et website gemmer i din browser. Cookies kan bruges til at
              huske dine indstillinger, holde dig logget ind, lave statistik eller vise annoncer. En cookie
              kan ikke indeholde virus og kan ikke afvikle programmer.
            </p>
            <p>
              Efter cookiebekendtgørelsen må vi kun gemme eller læse oplysninger på din enhed, hvis du har
              givet samtykke – medmindre det er strengt nødvendigt for at levere den tjeneste, du har bedt om.
            </p>
          </>
        ),
        noedvendige: (
          <>
            <p>
              Nødvendige cookies får sitet til at fungere og kræver ikke samtykke. Vi bruger en nødvendig
              cookie, <code>forsiden_consent</code>, til at huske dit cookievalg i 12 måneder, så du ikke
              bliver spurgt ved hvert besøg.
            </p>
            <p>
              Redaktionens medarbejdere får desuden en sessionscookie, når de logger ind i redaktionssystemet.
              Den sættes aldrig for almindelige læsere.
            </p>
          </>
        ),
        statistik: (
          <>
            <p>
              Vores egen besøgsstatistik er cookiefri. Vi tæller sidevisninger pr. dag og kilde (direkte,
              søgemaskine, sociale medier eller andet) uden at sætte cookies og uden at gemme oplysninger, der
              kan identificere dig.
            </p>
            <p>
              Vi bruger derfor ingen statistikcookies i dag. Tager vi et analyseværktøj fra en tredjepart i
              brug, sætter det først cookies, når du har givet samtykke til statistik, og vi opdaterer denne
              side.
            </p>
          </>
        ),
        markedsfoering: (
          <>
            <p>
              {siteName} er gratis at læse, fordi vi viser annoncer. Markedsføringscookies bruges til at vise
              annoncer, begrænse hvor ofte du ser den samme annonce, måle om annoncerne bliver set og klikket
              på, og – hvis du har sagt ja – til at gøre annoncerne mere relevante for dig.
            </p>
            <p>
              Markedsføringscookies sættes kun, hvis du har givet samtykke til markedsføring. Siger du nej,
              ser du stadig annoncer, men de er ikke tilpasset dig.
            </p>
          </>
        ),
        annoncenetvaerk: (
          <>
            <p>
              Annoncerne leveres af et annoncenetværk, som indlæses først, når du har givet samtykke til
              markedsføring. Annoncenetværket og dets partnere kan sætte cookies og læse oplysninger som
              IP-adresse, enhedstype, browser og hvilke annoncer du har set.
            </p>
            <p>
              Annoncenetværket er selvstændigt dataansvarligt for sin egen behandling og oplyser selv, hvilke
              cookies det bruger, og hvor længe de gemmes – typisk op til 13 måneder. Hvis annoncenetværket
              overfører oplysninger til lande uden for EU/EØS, sker det med et gyldigt overførselsgrundlag.
            </p>
          </>
        ),
        tredjepart: (
          <>
            <p>
              Tredjepartscookies sættes af andre end {siteName}, fx annoncenetværk eller tjenester med
              indlejret indhold som videoer og opslag fra sociale medier. Vi indlæser ikke
              tredjepartstjenester, der sætter cookies, før du har givet samtykke til den relevante kategori.
            </p>
            <p>
              Vi har ikke kontrol over tredjeparternes cookies. Læs deres egne cookie- og privatlivspolitikker
              for at få mere at vide.
            </p>
          </>
        ),
        oversigt: (
          <>
            <p>Her er de cookies, sitet bruger:</p>
            <CookieTable />
          </>
        ),
        kontrol: (
          <>
            <p>Du bestemmer selv, hvilke cookies du vil acceptere:</p>
            <ul>
              <li>
                <strong>Cookie-indstillinger:</strong> Du kan altid ændre eller trække dit samtykke tilbage
                via knappen «Åbn cookie-indstillinger» øverst på denne side eller linket Cookie-indstillinger
                nederst på alle sider.
              </li>
              <li>
                <strong>Din browser:</strong> I alle gængse browsere (Chrome, Safari, Firefox, Edge) kan du
                slette cookies, blokere tredjepartscookies eller blokere alle cookies. Se browserens hjælp
                under «cookies» eller «privatliv». Husk, at indstillingerne gælder for hver browser og hver
                enhed, du bruger.
              </li>
              <li>
                <strong>Annonceindstillinger:</strong> Mange annoncenetværk lader dig slå personaliserede
                annoncer fra i deres egne annonceindstillinger, og på mobilen kan du nulstille eller begrænse
                dit annonce-id i telefonens indstillinger.
              </li>
              <li>
                <strong>Fravalgsværktøjer:</strong> Du kan fravælge personaliserede annoncer fra mange
                annoncenetværk på én gang – i Europa via{" "}
                <a href="https://www.youronlinechoices.eu" rel="noopener noreferrer">
                  youronlinechoices.eu
                </a>{" "}
                og i USA via{" "}
                <a href="https://optout.aboutads.info" rel="noopener noreferrer">
                  optout.aboutads.info
                </a>
                .
              </li>
            </ul>
          </>
        ),
        konsekvenser: (
          <>
            <p>
              Afviser du markedsføringscookies, kan du stadig læse alt indhold på {siteName}. Du ser stadig
              annoncer, men de bliver mindre relevante for dig, og du kan se den samme annonce oftere.
            </p>
            <p>
              Blokerer du alle cookies i din browser, kan vi ikke huske dit cookievalg, og du bliver spurgt
              igen ved hvert besøg. Medarbejdere kan ikke logge ind i redaktionssystemet uden cookies.
            </p>
          </>
        ),
        aendringer: (
          <>
            <p>
              Vi opdaterer cookiepolitikken, når vi ændrer, hvilke cookies vi bruger. Datoen øverst på siden
              viser, hvornår den sidst er opdateret. Ved væsentlige ændringer beder vi om dit samtykke igen.
            </p>
          </>
        ),
        kontakt: (
          <>
            <p>
              Har du spørgsmål til vores brug af cookies, så skriv til os <WriteToUs email={company.email} />.
            </p>
            <CompanyDetails company={company} siteName={siteName} />
            <p>
              Du kan læse mere om, hvordan vi behandler personoplysninger, i vores{" "}
              <Link to="/privacy">privatlivspolitik</Link>.
            </p>
          </>
        ),
      }}
    />
  );
}
