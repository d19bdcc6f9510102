import { Link } from "react-router";
import { DATATILSYNET } from "./company";
import { CompanyDetails, WriteToUs } from "./company-details";
import { type LegalDocumentProps, LegalPage } from "./legal-page";
import { PRIVACY_SECTIONS } from "./legal-sections";

/** Spec §2 Info pages, privacy: 10 numbered sections describing what the site really processes. */
export function PrivacyPolicy({ now, siteName, company }: LegalDocumentProps) {
  return (
    <LegalPage
      title="Privatlivspolitik"
      now={now}
      sections={PRIVACY_SECTIONS}
      lead={
        <p>
          Hos {siteName} passer vi på dine personoplysninger. Her kan du læse, hvilke oplysninger vi
          behandler, når du læser vores nyheder, kontakter os eller arbejder i vores redaktionssystem, hvorfor
          vi gør det, og hvilke rettigheder du har efter databeskyttelsesforordningen (GDPR) og
          databeskyttelsesloven.
        </p>
      }
      bodies={{
        dataansvarlig: (
          <>
            <p>Den dataansvarlige for behandlingen af dine personoplysninger på {siteName} er:</p>
            <CompanyDetails company={company} siteName={siteName} />
            <p>
              Har du spørgsmål til vores behandling af personoplysninger, er du altid velkommen til at skrive
              til os <WriteToUs email={company.email} />.
            </p>
          </>
        ),
        oplysninger: (
          <>
            <p>
              Vi indsamler så få oplysninger som muligt. Afhængigt af, hvordan du bruger sitet, drejer det sig
              om:
            </p>
            <h3>Når du læser sitet</h3>
            <ul>
              <li>
                <strong>Cookiefri besøgsstatistik.</strong> Vi tæller, hvor mange gange hver side bliver vist
                pr. dag, og hvilken type kilde besøget kom fra (direkte, søgemaskine, sociale medier eller
                andet). Vi sætter ingen cookies til statistikken og gemmer hverken IP-adresse, enheds-id eller
                andre oplysninger, der kan føres tilbage til dig. Statistikken indeholder derfor ingen
                personoplysninger.
              </li>
              <li>
                <strong>Visningstal for artikler.</strong> Hver artikel har en samlet tæller for antal
                visninger. Tælleren er anonym.
              </li>
              <li>
                <strong>Tekniske oplysninger.</strong> Når din browser henter en side, modtager vores server
                din IP-adresse og browserens tekniske oplysninger. IP-adressen bruges kun kortvarigt i
                serverens hukommelse til at levere siden og beskytte mod misbrug (fx for mange henvendelser på
                kort tid) og gemmes ikke i vores logfiler.
              </li>
              <li>
                <strong>Dit cookievalg.</strong> Når du tager stilling til cookies, gemmer vi dit valg (hvilke
                kategorier du har accepteret), tidspunktet og versionen af cookiepolitikken i en cookie på din
                enhed.
              </li>
            </ul>
            <h3>Når du giver samtykke til markedsføring</h3>
            <ul>
              <li>
                Først når du har accepteret markedsføringscookies, indlæses vores annoncenetværk. Det kan
                behandle din IP-adresse, oplysninger om din enhed og browser, cookie-id'er samt hvilke
                annoncer du har set og klikket på.
              </li>
            </ul>
            <h3>Når du kontakter os</h3>
            <ul>
              <li>
                Skriver du til os via kontaktformularen eller pr. e-mail, gemmer vi dit navn, din
                e-mailadresse, emnet, din besked og tidspunktet for henvendelsen.
              </li>
            </ul>
            <h3>Når du opretter en læserkonto</h3>
            <ul>
              <li>
                Vi gemmer din e-mailadresse, det navn du vælger, en adgangskode hvis du sætter en (kun som en
                krypteret hash), dine loginsessioner (tidspunkt, IP-adresse og browser, så du kan se og lukke
                dem) og de klubber, du følger. Du kan hente alle oplysningerne som en fil under 'Min konto' og
                slette kontoen dér.
              </li>
            </ul>
            <h3>Når du tilmelder dig et nyhedsbrev</h3>
            <ul>
              <li>
                Vi gemmer din e-mailadresse, hvilke nyhedsbreve du har valgt, og dit samtykke: tidspunktet,
                ordlyden (versionen af samtykketeksten), hvor du gav det, og hvornår du bekræftede det via
                linket i vores mail. Vi gemmer også, hvornår hvert nyhedsbrev er sendt til dig, og om din
                mailudbyder har afvist det. Vi bruger ingen sporingspixel og måler ikke, om du åbner mailen.
              </li>
            </ul>
            <h3>Når du slår push-beskeder til</h3>
            <ul>
              <li>
                Trykker du på 'Få besked' og giver din browser lov, gemmer vi browserens abonnement: adressen
                hos browserens push-tjeneste, som beskederne sendes til, browserens offentlige nøgle og
                godkendelsesnøgle (så kun din browser kan læse beskederne), hvad du vil have besked om
                (breaking nyheder, klubber, live-artikler), dine stille timer og hvilken browser det er (fx
                'Chrome på Android'). Er du logget ind, gemmer vi også, at enheden hører til din konto, så den
                kan få besked om de klubber, du følger. For hver besked fører vi en log over, om den blev
                leveret til enheden; loggen slettes, når beskeden er sendt færdig, og senest efter 7 dage.
              </li>
            </ul>
            <h3>Når du er medarbejder i redaktionssystemet</h3>
            <ul>
              <li>
                For redaktionens medarbejdere gemmer vi e-mailadresse, navn, rolle, adgangskode (kun som en
                krypteret hashværdi), loginsessioner, eventuel opsætning af totrinsbekræftelse og en log over
                handlinger i systemet (fx hvem der har oprettet, redigeret eller udgivet en artikel).
              </li>
            </ul>
            <p>
              Vi beder aldrig om følsomme personoplysninger, fx om helbred, og vi bruger ikke oplysningerne
              til at danne profiler af vores læsere.
            </p>
          </>
        ),
        formaal: (
          <>
            <p>Vi bruger oplysningerne til følgende formål:</p>
            <ul>
              <li>at levere sitet og dets indhold til dig og holde det sikkert og stabilt</li>
              <li>
                at forstå, hvilke artikler og sider der bliver læst, så vi kan forbedre vores journalistik
              </li>
              <li>at huske dit cookievalg, så du ikke bliver spurgt hver gang</li>
              <li>at besvare og følge op på dine henvendelser</li>
              <li>at sende dig de nyhedsbreve, du har tilmeldt dig</li>
              <li>at sende dig de push-beskeder, du har slået til, og ikke i dine stille timer</li>
              <li>at give dig en læserkonto med de klubber, du følger</li>
              <li>
                at give redaktionens medarbejdere sikker adgang til redaktionssystemet og dokumentere
                ændringer
              </li>
              <li>
                at vise annoncer, der finansierer vores indhold – og, hvis du har givet samtykke, at gøre
                annoncerne mere relevante og måle deres effekt
              </li>
              <li>at overholde vores forpligtelser efter lovgivningen, fx bogføringsloven</li>
            </ul>
            <p>Vi træffer ingen automatiske afgørelser om dig og laver ingen profilering.</p>
          </>
        ),
        retsgrundlag: (
          <>
            <p>Vi behandler kun personoplysninger, når vi har et lovligt grundlag for det:</p>
            <ul>
              <li>
                <strong>Legitim interesse</strong> (GDPR artikel 6, stk. 1, litra f): drift og sikkerhed af
                sitet, beskyttelse mod misbrug og besvarelse af henvendelser. Vores legitime interesse er at
                kunne drive et sikkert nyhedssite og svare dem, der kontakter os.
              </li>
              <li>
                <strong>Samtykke</strong> (GDPR artikel 6, stk. 1, litra a, og cookiebekendtgørelsens § 3):
                markedsførings- og statistikcookies fra tredjeparter, nyhedsbreve og push-beskeder. Du kan til
                enhver tid trække dit samtykke tilbage under Cookie-indstillinger, med afmeldingslinket i
                hvert nyhedsbrev eller ved at slå push-beskeder fra. Tilbagetrækningen påvirker ikke
                lovligheden af behandlingen før tilbagetrækningen.
              </li>
              <li>
                <strong>Aftale</strong> (GDPR artikel 6, stk. 1, litra b): medarbejderkonti i
                redaktionssystemet, læserkonti og henvendelser, der vedrører en aftale med dig, fx om
                annoncering.
              </li>
              <li>
                <strong>Retlig forpligtelse</strong> (GDPR artikel 6, stk. 1, litra c): når vi skal opbevare
                eller udlevere oplysninger efter lovgivningen.
              </li>
            </ul>
            <p>
              Nødvendige cookies, fx den cookie der husker dit cookievalg, kræver ikke samtykke, fordi de er
              nødvendige for at levere den tjeneste, du har bedt om.
            </p>
          </>
        ),
        modtagere: (
          <>
            <p>Vi sælger aldrig dine personoplysninger. Vi deler dem kun med:</p>
            <ul>
              <li>
                <strong>Databehandlere</strong>, der hoster og driver sitet, databasen og vores e-mailtjeneste
                på vores vegne. De må kun behandle oplysningerne efter vores instruks og er bundet af en
                databehandleraftale.
              </li>
              <li>
                <strong>Annoncenetværk</strong> – kun hvis du har givet samtykke til markedsføring.
                Annoncenetværket er selvstændigt dataansvarligt for sin egen behandling og kan være placeret
                uden for EU/EØS. Overførsler til lande uden for EU/EØS sker kun med et gyldigt
                overførselsgrundlag, fx EU-Kommissionens tilstrækkelighedsafgørelse for EU-U.S. Data Privacy
                Framework eller EU-Kommissionens standardkontraktbestemmelser.
              </li>
              <li>
                <strong>Browserens push-tjeneste</strong>, når du har slået push-beskeder til. En besked
                sendes krypteret gennem den tjeneste, din browser bruger: Google (Chrome, Opera, Samsung
                Internet og Edge på Android), Mozilla (Firefox), Apple (Safari) eller Microsoft (Edge på
                Windows). Tjenesten kan ikke læse beskeden, men ser, at den kommer fra os, og hvornår den
                sendes. Den kan være placeret uden for EU/EØS.
              </li>
              <li>
                <strong>Offentlige myndigheder</strong>, hvis vi er forpligtet til det efter lovgivningen,
                eller hvis det er nødvendigt for at fastlægge, gøre gældende eller forsvare et retskrav.
              </li>
            </ul>
          </>
        ),
        opbevaring: (
          <>
            <p>Vi opbevarer ikke personoplysninger længere, end det er nødvendigt til formålet:</p>
            <ul>
              <li>
                <strong>Automatisk indsamlede data</strong>, herunder vores besøgsstatistik, bliver typisk
                slettet efter 26 måneder. Det sker automatisk.
              </li>
              <li>
                <strong>Cookien med dit cookievalg</strong> udløber efter 12 måneder. Derefter spørger vi dig
                igen.
              </li>
              <li>
                <strong>Henvendelser</strong> gemmes, så længe det er nødvendigt for at besvare og følge op på
                dem, og slettes derefter. Henvendelser, der indgår i en aftale eller et regnskab, opbevares så
                længe lovgivningen kræver det, fx 5 år efter bogføringsloven.
              </li>
              <li>
                <strong>Læserkonti</strong> gemmes, indtil du sletter kontoen under 'Min konto'. Så sletter vi
                konto, sessioner, fulgte klubber, de enheder, der får push-beskeder via kontoen, og
                nyhedsbrevstilmeldinger med det samme.
              </li>
              <li>
                <strong>Nyhedsbreve</strong>: En tilmelding, du ikke bekræfter, slettes efter 7 dage. Når du
                afmelder dig, sender vi ikke flere mails; vi gemmer afmeldingen og dit tidligere samtykke som
                dokumentation, så længe det er nødvendigt for at kunne vise, at vi har haft lov at skrive til
                dig.
              </li>
              <li>
                <strong>Push-beskeder</strong>: En enheds abonnement gemmes, indtil du slår beskederne fra med
                klokken 'Få besked', under 'Min konto' eller i browserens indstillinger (så sletter vi det,
                næste gang push-tjenesten afviser en besked), eller indtil push-tjenesten melder abonnementet
                udløbet. Loggen over leverede beskeder slettes, når beskeden er sendt færdig, og senest efter
                7 dage.
              </li>
              <li>
                <strong>Medarbejderkonti</strong> slettes, når medarbejderen ikke længere skal have adgang.
                Loginsessioner udløber automatisk, og loggen over handlinger i redaktionssystemet slettes
                typisk efter 26 måneder.
              </li>
              <li>
                <strong>Annoncenetværkets cookies</strong> opbevares efter annoncenetværkets egne regler,
                typisk op til 13 måneder, medmindre du sletter dem før.
              </li>
            </ul>
          </>
        ),
        rettigheder: (
          <>
            <p>Efter databeskyttelsesforordningen har du en række rettigheder:</p>
            <ul>
              <li>
                <strong>Ret til indsigt</strong> (artikel 15): Du kan få at vide, hvilke oplysninger vi
                behandler om dig, og få en kopi af dem.
              </li>
              <li>
                <strong>Ret til berigtigelse</strong> (artikel 16): Du kan få rettet urigtige oplysninger.
              </li>
              <li>
                <strong>Ret til sletning</strong> (artikel 17): Du kan i visse tilfælde få slettet dine
                oplysninger, før vi ellers ville slette dem.
              </li>
              <li>
                <strong>Ret til begrænsning af behandling</strong> (artikel 18): Du kan i visse tilfælde få
                begrænset behandlingen, så vi kun må opbevare oplysningerne.
              </li>
              <li>
                <strong>Ret til dataportabilitet</strong> (artikel 20): Du kan i visse tilfælde få udleveret
                dine oplysninger i et struktureret, almindeligt anvendt og maskinlæsbart format.
              </li>
              <li>
                <strong>Ret til indsigelse</strong> (artikel 21): Du kan gøre indsigelse mod behandling, der
                sker på grundlag af vores legitime interesse.
              </li>
              <li>
                <strong>Ret til at trække samtykke tilbage</strong> (artikel 7, stk. 3): Du kan når som helst
                ændre eller trække dit samtykke tilbage via Cookie-indstillinger nederst på siden.
              </li>
            </ul>
            <p>
              Vil du gøre brug af dine rettigheder, så skriv til os <WriteToUs email={company.email} />. Vi
              svarer hurtigst muligt og senest inden for en måned. Vi kan bede dig bekræfte din identitet, før
              vi udleverer oplysninger. Du kan læse mere om dine rettigheder i Datatilsynets vejledning om de
              registreredes rettigheder på <a href={DATATILSYNET.url}>datatilsynet.dk</a>.
            </p>
          </>
        ),
        cookies: (
          <>
            <p>
              Vi bruger kun nødvendige cookies, medmindre du giver samtykke til andet. Vores besøgsstatistik
              er cookiefri. Cookies til markedsføring og annoncer fra vores annoncenetværk sættes først, når
              du har accepteret dem, og du kan altid ændre dit valg under Cookie-indstillinger.
            </p>
            <p>
              Du kan læse, hvilke cookies vi bruger, hvor længe de gemmes, og hvordan du styrer dem, i vores{" "}
              <Link to="/cookies">cookiepolitik</Link>.
            </p>
          </>
        ),
        aendringer: (
          <>
            <p>
              Vi opdaterer privatlivspolitikken, når vi ændrer vores behandling af personoplysninger, eller
              når lovgivningen ændrer sig. Datoen øverst på siden viser, hvornår politikken sidst er
              opdateret.
            </p>
            <p>
              Ved væsentlige ændringer giver vi tydelig besked på sitet, og hvis ændringen vedrører
              behandling, der bygger på samtykke, beder vi om dit samtykke igen.
            </p>
          </>
        ),
        kontakt: (
          <>
            <p>
              Har du spørgsmål til denne privatlivspolitik eller til vores behandling af dine
              personoplysninger, så kontakt os{" "}
              {company.email ? (
                <>
                  på <a href={`mailto:${company.email}`}>{company.email}</a> eller{" "}
                </>
              ) : null}
              via vores <Link to="/contact">kontaktside</Link>.
            </p>
            <p>
              Er du utilfreds med den måde, vi behandler dine personoplysninger på, har du ret til at klage
              til Datatilsynet, som er den danske tilsynsmyndighed for databeskyttelse:
            </p>
            <address className="mt-3 not-italic leading-7">
              <strong>{DATATILSYNET.name}</strong>
              <br />
              {DATATILSYNET.street}
              <br />
              {DATATILSYNET.postalCity}
              <br />
              Telefon: {DATATILSYNET.phone}
              <br />
              E-mail: <a href={`mailto:${DATATILSYNET.email}`}>{DATATILSYNET.email}</a>
              <br />
              Web: <a href={DATATILSYNET.url}>www.datatilsynet.dk</a>
            </address>
            <p>
              Vi vil dog gerne have mulighed for at løse sagen med dig først, så skriv gerne til os, før du
              klager.
            </p>
          </>
        ),
      }}
    />
  );
}
