import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { NewPasswordField } from "~/components/new-password-field";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Field, FieldControl, FieldError, FieldLabel } from "~/components/ui/field";
import { ArrowLeft } from "~/components/ui/icons";
import { Input } from "~/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { readerDestination, readerSignInHref } from "~/lib/account-link";
import type { FieldErrors } from "~/lib/form";
import { AUTH_TEXT } from "./auth-messages";

/** What the /auth action answers, as the forms read it (the action adds the form's intent). */
export interface AuthFormResult {
  intent: string;
  ok: boolean;
  title: string;
  message: string;
  fieldErrors?: FieldErrors;
}

/**
 * The centred card every auth page shows: a way back to the site, title, description and the
 * "loading" line while posting.
 */
export function AuthCard({
  title,
  description,
  busy,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  /** Shows the "loading" line while a form posts. */
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <main id="main" className="flex min-h-screen flex-col items-center justify-center bg-muted px-4 py-12">
      <div className="mb-4 w-full max-w-md">
        <Link
          to="/"
          className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-muted-foreground hover:text-foreground hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {AUTH_TEXT.backToSite}
        </Link>
      </div>
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle asChild>
            <h1 className="text-2xl font-black">{title}</h1>
          </CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent>
          {busy ? (
            <p className="mb-4 text-sm text-muted-foreground" role="status">
              {AUTH_TEXT.loading}
            </p>
          ) : null}
          {children}
        </CardContent>
      </Card>
    </main>
  );
}

/** The action's answer in the form: a status line on success, an alert on failure. */
export function AuthStatus({ result }: { result: { ok: boolean; title: string; message: string } }) {
  return (
    <p
      role={result.ok ? "status" : "alert"}
      className={
        result.ok
          ? "rounded-md bg-muted p-3 text-sm"
          : "rounded-md bg-destructive/10 p-3 text-sm text-destructive"
      }
    >
      <strong>{result.title}</strong>
      <br />
      {result.message}
    </p>
  );
}

/** The e-mail field of every auth form; beside a password it is the account name ("username"). */
export function EmailField({
  id,
  error,
  autoComplete = "email",
}: {
  id: string;
  error?: string;
  autoComplete?: "email" | "username";
}) {
  return (
    <Field id={id} error={error}>
      <FieldLabel>E-mail</FieldLabel>
      <FieldControl>
        <Input name="email" type="email" autoComplete={autoComplete} required />
      </FieldControl>
      <FieldError />
    </Field>
  );
}

/** The password of a sign-in (staff and readers). */
export function CurrentPasswordField({ id, error }: { id: string; error?: string }) {
  return (
    <Field id={id} error={error}>
      <FieldLabel>Adgangskode</FieldLabel>
      <FieldControl>
        <Input name="password" type="password" autoComplete="current-password" required />
      </FieldControl>
      <FieldError />
    </Field>
  );
}

/**
 * One form for staff and readers. The target goes along to the reset mail: a reader's (/konto …)
 * comes back to /konto/log-ind, and so does 'Tilbage til log ind'.
 */
function ForgotPasswordForm({ result, busy, redirectTo }: AuthFormsProps) {
  const readerTarget = readerDestination(redirectTo);
  return (
    <Form method="post" className="space-y-4" noValidate={false}>
      <input type="hidden" name="intent" value="forgot" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <h2 className="text-lg font-bold">Glemt adgangskode?</h2>
      <p className="text-sm text-muted-foreground">
        Skriv din e-mail, så sender vi et link til en ny adgangskode.
      </p>
      <EmailField id="forgot-email" error={errorsOf(result).email} />
      {result?.intent === "forgot" ? <AuthStatus result={result} /> : null}
      <Button type="submit" className="w-full" disabled={busy}>
        Send link
      </Button>
      <Link
        to={
          readerTarget ? readerSignInHref(readerTarget) : `/auth?redirectTo=${encodeURIComponent(redirectTo)}`
        }
        className="block text-center text-sm underline"
      >
        Tilbage til log ind
      </Link>
    </Form>
  );
}

function SignInForm({ result, busy, redirectTo }: AuthFormsProps) {
  const errors = result?.intent === "signin" ? errorsOf(result) : {};
  return (
    <Form method="post" className="mt-4 space-y-4">
      <input type="hidden" name="intent" value="signin" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <EmailField id="signin-email" error={errors.email} />
      <CurrentPasswordField id="signin-password" error={errors.password} />
      {result?.intent === "signin" ? <AuthStatus result={result} /> : null}
      <Button type="submit" className="w-full" disabled={busy}>
        Log ind
      </Button>
      <Link
        to={`/auth?visning=glemt&redirectTo=${encodeURIComponent(redirectTo)}`}
        className="block text-center text-sm underline"
      >
        Glemt adgangskode?
      </Link>
    </Form>
  );
}

function SignUpForm({ result, busy }: AuthFormsProps) {
  const errors = result?.intent === "signup" ? errorsOf(result) : {};
  return (
    <Form method="post" className="mt-4 space-y-4">
      <input type="hidden" name="intent" value="signup" />
      <EmailField id="signup-email" error={errors.email} />
      <NewPasswordField id="signup-password" label="Adgangskode" error={errors.password} />
      {result?.intent === "signup" ? <AuthStatus result={result} /> : null}
      <Button type="submit" className="w-full" disabled={busy}>
        Opret konto
      </Button>
    </Form>
  );
}

function errorsOf(result: AuthFormResult | undefined): FieldErrors {
  return result && !result.ok ? (result.fieldErrors ?? {}) : {};
}

interface AuthFormsProps {
  result: AuthFormResult | undefined;
  busy: boolean;
  /** Already made safe by the route. */
  redirectTo: string;
}

/** Spec §2 /auth: the sign-in and sign-up tabs, or the forgotten-password form (?visning=glemt). */
export function AuthForms({ view, ...props }: AuthFormsProps & { view: string | null }) {
  if (view === "glemt") return <ForgotPasswordForm {...props} />;
  const defaultTab = view === "opret" || props.result?.intent === "signup" ? "signup" : "signin";
  return (
    <Tabs defaultValue={defaultTab}>
      <TabsList className="grid w-full grid-cols-2">
        <TabsTrigger value="signin">Log ind</TabsTrigger>
        <TabsTrigger value="signup">Opret konto</TabsTrigger>
      </TabsList>
      <TabsContent value="signin">
        <SignInForm {...props} />
      </TabsContent>
      <TabsContent value="signup">
        <SignUpForm {...props} />
      </TabsContent>
    </Tabs>
  );
}
