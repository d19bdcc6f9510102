import { useEffect, useRef } from "react";
import { Link, useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FieldControl, FieldError, FieldLabel } from "~/components/ui/field";
import { CheckCircle2, Loader2, TriangleAlert } from "~/components/ui/icons";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/toast";
import { cn } from "~/lib/utils";
import { CONTACT_LIMITS, HONEYPOT_FIELD } from "./contact-fields";
import type { ContactField, ContactFormState } from "./contact-schema";

interface ContactFormProps {
  /** The action's answer after a plain (no JavaScript) form post. */
  actionData?: ContactFormState;
}

const FIELDS: { name: ContactField; label: string; type?: string; autoComplete: string }[] = [
  { name: "name", label: "Navn", autoComplete: "name" },
  { name: "email", label: "E-mail", type: "email", autoComplete: "email" },
  { name: "subject", label: "Emne", autoComplete: "off" },
];

/**
 * Spec §2/§5 contact form. Posts to the route's action through a fetcher (toast, no reload); the
 * same markup also posts as a normal form when JavaScript is off.
 */
export function ContactForm({ actionData }: ContactFormProps) {
  const fetcher = useFetcher<ContactFormState>();
  const formRef = useRef<HTMLFormElement>(null);
  const state = fetcher.data ?? actionData;
  const submitting = fetcher.state !== "idle";
  const errors = state?.ok === false ? (state.fieldErrors ?? {}) : {};
  const values = state?.ok === false ? state.values : undefined;

  // Each new answer from the fetcher: toast it, and empty the form after a successful send.
  useEffect(() => {
    const data = fetcher.data;
    if (!data) return;
    if (data.ok) {
      toast.success(data.message);
      formRef.current?.reset();
    } else {
      toast.error(data.message);
      const first = Object.keys(data.fieldErrors ?? {})[0];
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    }
  }, [fetcher.data]);

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      aria-labelledby="kontaktformular-titel"
      aria-busy={submitting}
      className="relative flex flex-col gap-5"
    >
      {FIELDS.map((field) => (
        <Field
          key={field.name}
          id={`kontakt-${field.name}`}
          errorId={`kontakt-${field.name}-fejl`}
          error={errors[field.name]}
        >
          <FieldLabel>
            {field.label}
            <span aria-hidden="true" className="text-primary">
              *
            </span>
          </FieldLabel>
          <FieldControl>
            <Input
              name={field.name}
              type={field.type ?? "text"}
              required
              maxLength={CONTACT_LIMITS[field.name]}
              autoComplete={field.autoComplete}
              defaultValue={values?.[field.name]}
            />
          </FieldControl>
          <FieldError />
        </Field>
      ))}

      <Field id="kontakt-message" errorId="kontakt-message-fejl" error={errors.message}>
        <FieldLabel>
          Besked
          <span aria-hidden="true" className="text-primary">
            *
          </span>
        </FieldLabel>
        <FieldControl>
          <Textarea
            name="message"
            rows={5}
            required
            maxLength={CONTACT_LIMITS.message}
            defaultValue={values?.message}
            className="field-sizing-fixed min-h-32"
          />
        </FieldControl>
        <FieldError />
      </Field>

      {/* Honeypot: invisible to people and screen readers; bots that fill it are ignored. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
        <label htmlFor="kontakt-website">Lad dette felt være tomt</label>
        <input id="kontakt-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>

      <p className="text-sm text-muted-foreground">
        Felter markeret med <span className="text-primary">*</span> skal udfyldes. Vi bruger kun dine
        oplysninger til at besvare din henvendelse. Læs mere i vores{" "}
        <Link
          to="/privacy"
          className="font-medium text-primary underline underline-offset-2 hover:no-underline"
        >
          privatlivspolitik
        </Link>
        .
      </p>

      <div role="status" aria-live="polite">
        {state ? <FormNotice state={state} /> : null}
      </div>

      <Button type="submit" size="lg" disabled={submitting} className="self-start">
        {submitting ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
        Send besked
      </Button>
    </fetcher.Form>
  );
}

function FormNotice({ state }: { state: ContactFormState }) {
  const sent = state.ok;
  const Icon = sent ? CheckCircle2 : TriangleAlert;
  return (
    <p
      className={cn(
        "flex items-start gap-2 rounded-md border px-4 py-3 text-sm font-medium",
        sent
          ? "border-success/30 bg-success/10 text-success"
          : "border-destructive/30 bg-destructive/10 text-destructive",
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {state.message}
    </p>
  );
}
