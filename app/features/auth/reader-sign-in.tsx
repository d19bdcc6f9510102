import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { readerForgotPasswordHref } from "~/lib/account-link";
import type { FieldErrors } from "~/lib/form";
import { AuthStatus, CurrentPasswordField, EmailField } from "./auth-forms";
import { LOGIN_LINK_TEXT } from "./auth-messages";

/*
 * /konto/log-ind (ADR 0025): a reader signs in, or signs up, with a one-time link by mail; or with
 * e-mail and password. What signs in posts as a document (`reloadDocument`): a new session is a
 * new page, so the header's account link is drawn for it.
 */

export interface ReaderSignInResult {
  intent: string;
  ok: boolean;
  title: string;
  message: string;
  fieldErrors?: FieldErrors;
}

function errorsFor(result: ReaderSignInResult | undefined, intent: string): FieldErrors {
  return result && !result.ok && result.intent === intent ? (result.fieldErrors ?? {}) : {};
}

/** The card every page of the sign-in flow sits in, inside the site's own header and footer. */
export function ReaderAuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main id="main" className="mx-auto w-full max-w-md px-4 py-10">
      <div className="space-y-6 rounded-xl border border-border bg-card p-6 shadow-sm">
        <h1 className="text-2xl font-black">{title}</h1>
        {children}
      </div>
    </main>
  );
}

export function ReaderSignIn({
  result,
  busy,
  notice,
  target,
}: {
  result: ReaderSignInResult | undefined;
  busy: boolean;
  /** A refused or expired link the reader came back with (`?error=`). */
  notice: string | null;
  /**
   * The reader's destination (lib/account-link's readerDestination): where signing in ends, by
   * password or by the mailed link, and what 'Glemt adgangskode?' carries on.
   */
  target: string;
}) {
  const linkErrors = errorsFor(result, "link");
  const passwordErrors = errorsFor(result, "password");
  return (
    <ReaderAuthCard title={LOGIN_LINK_TEXT.title}>
      {notice ? (
        <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
          {notice}
        </p>
      ) : null}
      <Form method="post" className="space-y-4">
        <input type="hidden" name="intent" value="link" />
        <input type="hidden" name="redirectTo" value={target} />
        <p className="text-sm text-muted-foreground">{LOGIN_LINK_TEXT.intro}</p>
        <EmailField id="link-email" error={linkErrors.email} />
        {result?.intent === "link" ? <AuthStatus result={result} /> : null}
        <Button type="submit" className="w-full" disabled={busy}>
          Send mig et login-link
        </Button>
      </Form>

      <Form method="post" reloadDocument className="space-y-4 border-t border-border pt-6">
        <input type="hidden" name="intent" value="password" />
        <input type="hidden" name="redirectTo" value={target} />
        <h2 className="text-lg font-bold">{LOGIN_LINK_TEXT.passwordTitle}</h2>
        <EmailField id="password-email" error={passwordErrors.email} autoComplete="username" />
        <CurrentPasswordField id="password-password" error={passwordErrors.password} />
        {result?.intent === "password" ? <AuthStatus result={result} /> : null}
        <Button type="submit" variant="outline" className="w-full" disabled={busy}>
          Log ind med adgangskode
        </Button>
        <p className="flex flex-wrap justify-between gap-2 text-sm">
          <Link to={readerForgotPasswordHref(target)} className="underline">
            Glemt adgangskode?
          </Link>
          <span>
            {LOGIN_LINK_TEXT.staffHint}{" "}
            <Link to="/auth" className="underline">
              Log ind her
            </Link>
          </span>
        </p>
      </Form>
    </ReaderAuthCard>
  );
}

/** /konto/log-ind/link: the mailed link's page. Only the button spends the link (a POST). */
export function LoginLinkConfirm({
  token,
  target,
  result,
  busy,
}: {
  token: string | null;
  /** The page the reader asked for the link from (a reader's destination), or null: /konto. */
  target: string | null;
  result: { ok: boolean; title: string; message: string } | undefined;
  busy: boolean;
}) {
  return (
    <ReaderAuthCard title={LOGIN_LINK_TEXT.linkPageTitle}>
      {token ? (
        <Form method="post" reloadDocument className="space-y-4">
          <input type="hidden" name="token" value={token} />
          {target ? <input type="hidden" name="redirectTo" value={target} /> : null}
          <p className="text-sm text-muted-foreground">{LOGIN_LINK_TEXT.linkPageIntro}</p>
          {result && !result.ok ? <AuthStatus result={result} /> : null}
          <Button type="submit" className="w-full" disabled={busy}>
            {LOGIN_LINK_TEXT.linkButton}
          </Button>
        </Form>
      ) : (
        <p role="alert" className="text-sm text-destructive">
          {LOGIN_LINK_TEXT.invalidLink}
        </p>
      )}
      <Link to="/konto/log-ind" className="block text-center text-sm underline">
        Bed om et nyt link
      </Link>
    </ReaderAuthCard>
  );
}
