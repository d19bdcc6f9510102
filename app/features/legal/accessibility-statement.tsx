import { Link } from "react-router";
import { WriteToUs } from "./company-details";
import { type LegalDocumentProps, LegalPage } from "./legal-page";
import { ACCESSIBILITY_SECTIONS } from "./legal-sections";

/**
 * Issue 22: the accessibility statement (Tilgængelighedserklæring). What it says is tested is what
 * the end-to-end suite does (tests/e2e/support/a11y.ts, tests/e2e/keyboard.spec.ts); keep the two
 * in step, and list here every rule on the suite's allow-list.
 */
export function AccessibilityStatement({ now, siteName, company }: LegalDocumentProps) {
  return (
    <LegalPage
      title="Tilgængelighedserklæring"
      now={now}
      sections={ACCESSIBILITY_SECTIONS}
      lead={
        <p>
          {siteName} skal kunne bruges af alle – med mus, tastatur, skærmlæser, forstørrelse eller på en lille
          telefon. Her kan du læse, hvordan vi arbejder med tilgængelighed, hvad vi ved ikke virker endnu, og
          hvordan du fortæller os om et problem.
        </p>
      }
      bodies={{
        maal: (
          <p>
            Vi arbejder efter WCAG 2.2 på niveau AA, den internationale standard for tilgængelige websites.
            Erklæringen gælder hele {siteName}: forsiden, artikler og liveblogs, klub-, stillings- og
            informationssider, søgning, login og redaktionens egne sider.
          </p>
        ),
        test: (
          <>
            <p>Tilgængeligheden testes automatisk, hver gang sitet ændres:</p>
            <ul>
              <li>
                Alle sider, som vores automatiske test besøger – offentlige sider og redaktionens sider –
                bliver kontrolleret med værktøjet axe-core i både mobilbredde (375 px) og skrivebordsbredde
                (1280 px). En alvorlig eller kritisk fejl stopper ændringen, indtil den er rettet.
              </li>
              <li>
                Vi tester med tastaturet alene: at læse en artikel fra forsiden, at svare på cookiebanneret,
                at åbne og lukke menuen på mobilen, at logge ind, at udgive en artikel og at skrive en
                liveopdatering. Testene kontrollerer, at fokus altid er synligt, at rækkefølgen er logisk, at
                fokus ikke bliver fanget, og at Escape lukker dialoger.
              </li>
              <li>Knapper og links er mindst 24 × 24 pixels, og de vigtigste mindst 44 × 44 pixels.</li>
            </ul>
          </>
        ),
        mangler: (
          <ul>
            <li>
              Annoncer fra vores annoncenetværk vises først, når du har givet samtykke til markedsføring. Dem
              laver vi ikke selv, og vi kan ikke garantere, at de lever op til WCAG 2.2.
            </li>
            <li>
              Billedtekster og alternative tekster skrives af redaktionen for hvert billede. Et program kan
              kontrollere, at de findes, men ikke, at de beskriver billedet godt; en dårlig beskrivelse retter
              vi, når vi hører om den.
            </li>
            <li>
              Automatiske test finder ikke alle fejl, og sitet er endnu ikke gennemgået af brugere med
              skærmlæser. Vi retter de fejl, vi får at vide om, så hurtigt vi kan.
            </li>
          </ul>
        ),
        rapporter: (
          <p>
            Er der noget, du ikke kan bruge, eller noget, der er svært? Så skriv til os{" "}
            <WriteToUs email={company.email} /> eller via vores <Link to="/contact">kontaktside</Link>. Fortæl
            gerne, hvilken side det drejer sig om, og hvilket udstyr du bruger (fx skærmlæser eller browser).
          </p>
        ),
      }}
    />
  );
}
