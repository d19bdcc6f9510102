import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FieldControl, FieldError, FieldLabel } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import type { SignupFormState } from "./newsletter-form-state";
import { NewsletterHoneypot } from "./newsletter-honeypot";
import { CONSENT_TEXT } from "./newsletter-lists";
import { Notice } from "./newsletter-page-parts";
import type { SignupPageData } from "./newsletter-pages.server";
import { NEWSLETTER_PAGE_PATH } from "./newsletter-paths";

interface NewsletterSignupPageProps {
  siteName: string;
  data: SignupPageData;
  /** The action's answer (also after a plain post from a compact form elsewhere on the site). */
  state?: SignupFormState;
}

const ID = "nyhedsbrev";
const LISTS_ERROR_ID = `${ID}-lists-error`;
const DAILY_DESCRIPTION_ID = `${ID}-dagens-beskrivelse`;

/** Which lists start ticked: what was posted, else the address's `?liste=`, else the daily list. */
function initialLists(data: SignupPageData, state: SignupFormState | undefined) {
  const posted = state?.ok === false ? state.values?.lists : undefined;
  const wanted = posted ?? (data.preselected ? [data.preselected] : [data.daily.key]);
  return {
    daily: wanted.includes(data.daily.key),
    club: wanted.find((key) => data.clubs.some((club) => club.key === key)) ?? "",
  };
}

/**
 * Issue 24: /nyhedsbrev. A React Router form: without JavaScript a plain post and a new page,
 * with it the same post without a reload. Clubs are a native select (one club per sign-up keeps
 * the form short with many clubs; the preferences page shows every list of the address).
 */
export function NewsletterSignupPage({ siteName, data, state }: NewsletterSignupPageProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formAction === NEWSLETTER_PAGE_PATH;
  const errors = state?.ok === false ? (state.fieldErrors ?? {}) : {};
  const values = state?.ok === false ? state.values : undefined;
  const initial = initialLists(data, state);
  const listsInvalid = errors.lists ? true : undefined;

  // With JavaScript: an accepted sign-up empties the form; a refused one puts focus on its first error.
  useEffect(() => {
    if (!state) return;
    if (state.ok) formRef.current?.reset();
    else if (state.fieldErrors?.email) formRef.current?.querySelector<HTMLElement>("[name=email]")?.focus();
    else if (state.fieldErrors?.lists) formRef.current?.querySelector<HTMLElement>("[name=lists]")?.focus();
  }, [state]);

  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-8 md:py-12">
      <h1 className="font-display text-3xl font-black tracking-tight md:text-4xl">Nyhedsbreve</h1>
      <p className="mt-3 text-lg text-muted-foreground">
        Få fodboldnyhederne fra {siteName} direkte i din indbakke: dagens vigtigste historier, nyt fra din
        klub eller begge dele.
      </p>

      <Form
        ref={formRef}
        method="post"
        action={NEWSLETTER_PAGE_PATH}
        aria-labelledby={`${ID}-titel`}
        aria-busy={submitting}
        className="relative mt-8 flex flex-col gap-6 rounded-lg border border-border bg-card p-5 md:p-6"
      >
        <h2 id={`${ID}-titel`} className="font-display text-xl font-black">
          Tilmeld dig
        </h2>
        <fieldset
          className="flex flex-col gap-4"
          aria-describedby={errors.lists ? LISTS_ERROR_ID : undefined}
        >
          <legend className="mb-3 font-semibold">Vælg nyhedsbreve</legend>
          <div className="flex items-start gap-3">
            <input
              id={`${ID}-dagens`}
              type="checkbox"
              name="lists"
              value={data.daily.key}
              defaultChecked={initial.daily}
              aria-invalid={listsInvalid}
              aria-describedby={[DAILY_DESCRIPTION_ID, errors.lists ? LISTS_ERROR_ID : ""].join(" ").trim()}
              className="mt-0.5 size-5 shrink-0 accent-primary"
            />
            <div>
              <label htmlFor={`${ID}-dagens`} className="font-medium">
                {data.daily.name}
              </label>
              <p id={DAILY_DESCRIPTION_ID} className="text-sm text-muted-foreground">
                {data.daily.description}
              </p>
            </div>
          </div>
          {data.clubs.length > 0 ? (
            <div className="flex flex-col gap-2">
              <label htmlFor={`${ID}-klub`} className="font-medium">
                Nyt fra din klub
              </label>
              <select
                id={`${ID}-klub`}
                name="lists"
                defaultValue={initial.club}
                aria-invalid={listsInvalid}
                aria-describedby={errors.lists ? LISTS_ERROR_ID : undefined}
                className="h-10 w-full rounded-md border border-input bg-card px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm"
              >
                <option value="">Vælg en klub (valgfrit)</option>
                {data.clubs.map((club) => (
                  <option key={club.key} value={club.key}>
                    {club.name}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          {errors.lists ? (
            <p id={LISTS_ERROR_ID} className="font-medium text-destructive text-sm">
              {errors.lists}
            </p>
          ) : null}
        </fieldset>

        <Field id={`${ID}-email`} error={errors.email}>
          <FieldLabel>E-mail</FieldLabel>
          <FieldControl>
            <Input
              name="email"
              type="email"
              required
              maxLength={254}
              autoComplete="email"
              defaultValue={values?.email}
              className="h-10"
            />
          </FieldControl>
          <FieldError />
        </Field>

        <input type="hidden" name="source" value={values?.source ?? "nyhedsbrev"} />
        <NewsletterHoneypot id={`${ID}-website`} />

        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:gap-4">
          <Button type="submit" size="lg" aria-describedby={`${ID}-samtykke`} className="self-start">
            Tilmeld
          </Button>
          <p id={`${ID}-samtykke`} className="text-sm text-muted-foreground">
            {CONSENT_TEXT}
          </p>
        </div>

        <div role="status" aria-live="polite">
          {state?.ok ? <Notice tone="success">{state.message}</Notice> : null}
        </div>
        <div role="alert">
          {state?.ok === false && state.message ? <Notice tone="error">{state.message}</Notice> : null}
        </div>
      </Form>
    </main>
  );
}
