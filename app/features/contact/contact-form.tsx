import { CheckCircle2, Loader2, TriangleAlert } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/toast";
import { cn } from "~/lib/utils";
import { CONTACT_LIMITS, type ContactField, type ContactFormState, HONEYPOT_FIELD } from "./contact-schema";

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
  const errors = state?.status === "invalid" ? state.errors : {};
  const values = state?.status === "invalid" ? state.values : undefined;

  // Each new answer from the fetcher: toast it, and empty the form after a successful send.
  useEffect(() => {
    const data = fetcher.data;
    if (!data) return;
    if (data.status === "sent") {
      toast.success(data.message);
      formRef.current?.reset();
    } else {
      toast.error(data.message);
      if (data.status === "invalid") {
        const first = Object.keys(data.errors)[0];
        if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      }
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
        <div key={field.name} className="flex flex-col gap-2">
          <Label htmlFor={`kontakt-${field.name}`}>
            {field.label}
            <span aria-hidden="true" className="text-primary">
              *
            </span>
          </Label>
          <Input
            id={`kontakt-${field.name}`}
            name={field.name}
            type={field.type ?? "text"}
            required
            maxLength={CONTACT_LIMITS[field.name]}
            autoComplete={field.autoComplete}
            defaultValue={values?.[field.name]}
            aria-invalid={errors[field.name] ? true : undefined}
            aria-describedby={errors[field.name] ? `kontakt-${field.name}-fejl` : undefined}
          />
          <FieldError id={`kontakt-${field.name}-fejl`} message={errors[field.name]} />
        </div>
      ))}

      <div className="flex flex-col gap-2">
        <Label htmlFor="kontakt-message">
          Besked
          <span aria-hidden="true" className="text-primary">
            *
          </span>
        </Label>
        <Textarea
          id="kontakt-message"
          name="message"
          rows={5}
          required
          maxLength={CONTACT_LIMITS.message}
          defaultValue={values?.message}
          className="field-sizing-fixed min-h-32"
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? "kontakt-message-fejl" : undefined}
        />
        <FieldError id="kontakt-message-fejl" message={errors.message} />
      </div>

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

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}

function FormNotice({ state }: { state: ContactFormState }) {
  const sent = state.status === "sent";
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
