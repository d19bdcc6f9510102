import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Switch } from "~/components/ui/switch";
import { useConsent } from "./consent-context";
import type { ConsentChoices } from "./consent-cookie";

const PURPOSES = [
  {
    key: "necessary",
    label: "Nødvendige",
    description:
      "Får siden til at virke, fx husker de dit cookievalg og holder redaktionen logget ind. Kan ikke fravælges.",
  },
  {
    key: "statistik",
    label: "Statistik",
    description: "Hjælper os med at forstå, hvordan siden bruges, så vi kan gøre den bedre.",
  },
  {
    key: "marketing",
    label: "Markedsføring",
    description: "Lader vores annoncenetværk vise og måle annoncer, også tilpasset dine interesser.",
  },
] as const;

/** Accept and reject look exactly alike: Danish rules require them to be equally prominent. */
const CHOICE_BUTTON = "w-full sm:w-auto sm:min-w-36";

/**
 * The cookie banner: a fixed panel at the bottom, so it neither shifts the page nor blocks
 * reading. The server renders its first layer into every page (the HTML is the same for every
 * reader, so it can be cached); a tiny script in <head> hides that copy before the first paint
 * when a choice is already stored (see root.tsx), and after hydration the provider decides.
 * Its buttons post a plain form, so they work even before the scripts have loaded.
 */
export function ConsentBanner() {
  const { ready, record, panel, saving, save, showSettings, closePanel } = useConsent();
  const location = useLocation();
  const titleId = useId();
  const descriptionId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [choices, setChoices] = useState<ConsentChoices>({ statistik: false, marketing: false });

  // The switches start from the stored choice (nothing pre-ticked on a first visit).
  useEffect(() => {
    if (panel === "settings") {
      setChoices({ statistik: record?.statistik ?? false, marketing: record?.marketing ?? false });
    }
  }, [panel, record]);

  // Re-opened from the footer: move focus into the panel so keyboard users land on it.
  useEffect(() => {
    if (panel === "settings" && record) headingRef.current?.focus();
  }, [panel, record]);

  if (ready && panel === "hidden") return null;
  const customizing = ready && panel === "settings";
  const redirectTo = `${location.pathname}${location.search}`;

  return (
    <section
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      data-testid="consent-banner"
      // Until hydration: the server's copy, hidden by CSS when the consent cookie exists.
      data-consent-ssr={ready ? undefined : ""}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-40 p-2 sm:p-4"
      onKeyDown={(event) => {
        if (event.key === "Escape" && record) closePanel();
      }}
    >
      <div className="pointer-events-auto mx-auto max-h-[75vh] max-w-3xl overflow-y-auto rounded-lg border border-border bg-card p-4 text-card-foreground shadow-2xl sm:p-5">
        <h2
          id={titleId}
          ref={headingRef}
          tabIndex={-1}
          className="text-base font-bold outline-none sm:text-lg"
        >
          Vi bruger cookies
        </h2>
        <p id={descriptionId} className="mt-1 text-sm text-muted-foreground">
          Vi bruger nødvendige cookies, for at siden virker. Med dit samtykke bruger vi også cookies til
          statistik og marketing, så vi og vores annoncepartnere kan måle og vise annoncer. Du kan altid ændre
          dit valg under 'Cookie-indstillinger' nederst på siden. Læs mere i vores{" "}
          <Link to="/cookies" className="font-medium text-foreground underline underline-offset-2">
            cookiepolitik
          </Link>
          .
        </p>
        {/* A real form: it still records the choice if the page's scripts fail after showing it. */}
        <form method="post" action="/api/consent" className="mt-3">
          <input type="hidden" name="redirectTo" value={redirectTo} />
          {customizing ? (
            <fieldset className="mb-4 space-y-3">
              <legend className="sr-only">Vælg cookies</legend>
              {PURPOSES.map((purpose) => {
                const id = `consent-${purpose.key}`;
                const isNecessary = purpose.key === "necessary";
                const checked = isNecessary ? true : choices[purpose.key];
                return (
                  <div
                    key={purpose.key}
                    className="flex items-start justify-between gap-4 rounded-md bg-muted p-3"
                  >
                    <div>
                      <Label htmlFor={id} className="font-semibold">
                        {purpose.label}
                      </Label>
                      <p id={`${id}-description`} className="mt-0.5 text-xs text-muted-foreground">
                        {purpose.description}
                      </p>
                    </div>
                    <Switch
                      id={id}
                      name={isNecessary ? undefined : purpose.key}
                      checked={checked}
                      disabled={isNecessary}
                      aria-describedby={`${id}-description`}
                      onCheckedChange={
                        isNecessary
                          ? undefined
                          : (value) => setChoices((current) => ({ ...current, [purpose.key]: value }))
                      }
                      className="mt-1"
                    />
                  </div>
                );
              })}
            </fieldset>
          ) : null}
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
            <Button
              type="submit"
              name="choice"
              value="reject-all"
              disabled={saving}
              className={CHOICE_BUTTON}
              onClick={(event) => {
                event.preventDefault();
                void save({ choice: "reject-all" });
              }}
            >
              Afvis alle
            </Button>
            <Button
              type="submit"
              name="choice"
              value="accept-all"
              disabled={saving}
              className={CHOICE_BUTTON}
              onClick={(event) => {
                event.preventDefault();
                void save({ choice: "accept-all" });
              }}
            >
              Accepter alle
            </Button>
            {customizing ? (
              <Button
                key="save"
                type="submit"
                name="choice"
                value="custom"
                variant="outline"
                disabled={saving}
                className={CHOICE_BUTTON}
                onClick={(event) => {
                  event.preventDefault();
                  void save({ choice: "custom", ...choices });
                }}
              >
                Gem valg
              </Button>
            ) : (
              // Its own key: reusing this element as the submit button would post the form mid-click.
              <Button
                key="customize"
                type="button"
                variant="outline"
                className={CHOICE_BUTTON}
                aria-expanded={false}
                onClick={(event) => {
                  event.preventDefault();
                  showSettings();
                }}
              >
                Tilpas
              </Button>
            )}
            {customizing && record ? (
              <Button type="button" variant="ghost" className="sm:ml-auto" onClick={closePanel}>
                Luk
              </Button>
            ) : null}
          </div>
        </form>
      </div>
    </section>
  );
}
