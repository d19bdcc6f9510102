import { type ReactNode, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { NewPasswordField } from "~/components/new-password-field";
import { Button, buttonVariants } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { useActionResultToast } from "~/components/ui/use-action-result-toast";
import { ACCOUNT_DATA_PATH } from "~/lib/account-link";
import type { FieldErrors } from "~/lib/form";
import { clubPath } from "~/lib/public-paths";
import { formatDanishDateTime } from "~/lib/relative-time";
import type { AccountOverview } from "./account-queries.server";
import { ACCOUNT_TEXT, type AccountActionResult, type AccountIntent } from "./account-text";
import { describeUserAgent } from "./user-agent";

/*
 * /konto (ADR 0025): the signed-in reader's own settings, one section per thing that works today.
 * Forms post to the page's own action with an `intent`; what ends the session (sign-out, 'Log ud
 * overalt', deletion) posts as a document, so the next page is drawn for an anonymous reader.
 */

export type AccountPageData = Omit<AccountOverview, "newsletters"> & {
  /** The lists the address is on, named by the route (the newsletter feature knows their names). */
  newsletters: { name: string; pending: boolean }[];
  /** The clubs the account follows, by name (the route asks the follows feature). */
  followedClubs: { slug: string; name: string }[];
};

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-xl border border-border bg-card p-6 shadow-sm">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function errorsFor(result: AccountActionResult | undefined, intent: AccountIntent): FieldErrors {
  return result && !result.ok && result.intent === intent ? (result.fieldErrors ?? {}) : {};
}

/** The action's answer beside the form that asked (the toast says it too). */
function Status({ result, intent }: { result: AccountActionResult | undefined; intent: AccountIntent }) {
  if (!result || result.intent !== intent) return null;
  return (
    <p
      role={result.ok ? "status" : "alert"}
      className={result.ok ? "text-sm" : "text-sm text-destructive"}
      data-testid={`konto-${intent}-status`}
    >
      {result.title ? <strong>{result.title}. </strong> : null}
      {result.message}
    </p>
  );
}

function NameSection({ account, result, busy }: SectionProps) {
  if (account.staff) {
    return (
      <Section id="konto-navn" title={ACCOUNT_TEXT.nameTitle}>
        <p>{account.name ?? account.email}</p>
        <p className="text-sm text-muted-foreground">
          {ACCOUNT_TEXT.staffNameHint}{" "}
          <Link to="/admin/profil" className="underline">
            Min profil
          </Link>
        </p>
      </Section>
    );
  }
  const errors = errorsFor(result, "name");
  return (
    <Section id="konto-navn" title={ACCOUNT_TEXT.nameTitle}>
      <Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value="name" />
        <Field id="account-name" error={errors.name} descriptionId="account-name-hint">
          <FieldLabel>Dit navn</FieldLabel>
          <FieldControl>
            <Input
              name="name"
              defaultValue={account.name ?? ""}
              autoComplete="name"
              maxLength={80}
              required
            />
          </FieldControl>
          <FieldDescription>{ACCOUNT_TEXT.nameHint}</FieldDescription>
          <FieldError />
        </Field>
        <Status result={result} intent="name" />
        <Button type="submit" disabled={busy}>
          Gem navn
        </Button>
      </Form>
    </Section>
  );
}

function EmailSection({ account, result, busy }: SectionProps) {
  const errors = errorsFor(result, "email");
  return (
    <Section id="konto-email" title={ACCOUNT_TEXT.emailTitle}>
      <p>
        <span className="font-semibold">{account.email}</span>
        {account.emailVerified ? null : (
          <span className="block text-sm text-muted-foreground">{ACCOUNT_TEXT.emailUnverified}</span>
        )}
      </p>
      <Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value="email" />
        <Field id="account-email" error={errors.email} descriptionId="account-email-hint">
          <FieldLabel>Ny e-mail</FieldLabel>
          <FieldControl>
            <Input name="email" type="email" autoComplete="email" required />
          </FieldControl>
          <FieldDescription>{ACCOUNT_TEXT.emailHint}</FieldDescription>
          <FieldError />
        </Field>
        <Status result={result} intent="email" />
        <Button type="submit" variant="outline" disabled={busy}>
          Skift e-mail
        </Button>
      </Form>
    </Section>
  );
}

function PasswordSection({ account, result, busy }: SectionProps) {
  const errors = errorsFor(result, "password");
  return (
    <Section id="konto-adgangskode" title={ACCOUNT_TEXT.passwordTitle}>
      <p className="text-sm text-muted-foreground">
        {account.hasPassword ? ACCOUNT_TEXT.passwordChangeHint : ACCOUNT_TEXT.passwordSetHint}
      </p>
      <Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value="password" />
        {/* For password managers: whose password this is. */}
        <input type="hidden" name="username" autoComplete="username" value={account.email} />
        {account.hasPassword ? (
          <Field id="account-current-password" error={errors.currentPassword}>
            <FieldLabel>Nuværende adgangskode</FieldLabel>
            <FieldControl>
              <Input name="currentPassword" type="password" autoComplete="current-password" required />
            </FieldControl>
            <FieldError />
          </Field>
        ) : null}
        <NewPasswordField
          id="account-new-password"
          label={account.hasPassword ? "Ny adgangskode" : "Adgangskode"}
          error={errors.password}
        />
        <Status result={result} intent="password" />
        <Button type="submit" variant="outline" disabled={busy}>
          {account.hasPassword ? "Skift adgangskode" : "Vælg adgangskode"}
        </Button>
      </Form>
    </Section>
  );
}

/** The followed clubs, each with a plain form that stops following it and comes back here. */
function ClubsSection({ account }: { account: AccountPageData }) {
  return (
    <Section id="konto-klubber" title={ACCOUNT_TEXT.clubsTitle}>
      {account.followedClubs.length === 0 ? (
        <p className="text-sm text-muted-foreground">{ACCOUNT_TEXT.clubsNone}</p>
      ) : (
        <ul className="divide-y divide-border text-sm">
          {account.followedClubs.map((club) => (
            <li key={club.slug} className="flex min-h-10 items-center justify-between gap-3 py-1">
              <Link to={clubPath(club.slug)} className="font-semibold underline-offset-2 hover:underline">
                {club.name}
              </Link>
              <form method="post" action={`/api/klubber/${encodeURIComponent(club.slug)}/foelg`}>
                <input type="hidden" name="intent" value="unfollow" />
                <input type="hidden" name="redirectTo" value="/konto" />
                <Button type="submit" variant="outline" size="sm">
                  {ACCOUNT_TEXT.clubsUnfollow}
                  <span className="sr-only"> {club.name}</span>
                </Button>
              </form>
            </li>
          ))}
        </ul>
      )}
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {account.followedClubs.length > 0 ? (
          <Link to="/mine-klubber" className="font-semibold underline">
            {ACCOUNT_TEXT.clubsMine}
          </Link>
        ) : null}
        <Link to="/alle-klubber" className="font-semibold underline">
          {ACCOUNT_TEXT.clubsAll}
        </Link>
      </p>
    </Section>
  );
}

function NewsletterSection({ account }: { account: AccountPageData }) {
  return (
    <Section id="konto-nyhedsbreve" title={ACCOUNT_TEXT.newslettersTitle}>
      {account.newsletters.length === 0 ? (
        <p className="text-sm text-muted-foreground">{ACCOUNT_TEXT.newslettersNone}</p>
      ) : (
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {account.newsletters.map((list) => (
            <li key={list.name}>
              {list.name}
              {list.pending ? <span className="text-muted-foreground"> (venter på bekræftelse)</span> : null}
            </li>
          ))}
        </ul>
      )}
      <Link to="/nyhedsbrev" className="inline-block text-sm font-semibold underline">
        {ACCOUNT_TEXT.newslettersLink}
      </Link>
    </Section>
  );
}

/** A plain form posted as a document once the dialog is confirmed (the next page is anonymous). */
function ConfirmedPost({
  intent,
  trigger,
  title,
  description,
  confirmLabel,
}: {
  intent: AccountIntent;
  trigger: ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
}) {
  const form = useRef<HTMLFormElement>(null);
  return (
    <form ref={form} method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="confirm" value="ja" />
      <ConfirmDialog
        trigger={
          <Button type="button" variant={intent === "delete" ? "destructive" : "outline"}>
            {trigger}
          </Button>
        }
        title={title}
        description={description}
        confirmLabel={confirmLabel}
        destructive
        onConfirm={() => form.current?.requestSubmit()}
      />
    </form>
  );
}

function SessionsSection({ account }: { account: AccountPageData }) {
  return (
    <Section id="konto-sessioner" title={ACCOUNT_TEXT.sessionsTitle}>
      <ul className="divide-y divide-border text-sm">
        {account.sessions.map((s) => (
          <li key={s.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
            <span className="font-semibold">
              {describeUserAgent(s.userAgent)}
              {s.current ? <span className="ml-2 text-primary">{ACCOUNT_TEXT.thisSession}</span> : null}
            </span>
            <span className="text-muted-foreground">Senest {formatDanishDateTime(s.updatedAt)}</span>
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted-foreground">{ACCOUNT_TEXT.sessionsHint}</p>
      <div className="flex flex-wrap gap-3">
        <Form method="post" action="/auth/log-ud" reloadDocument>
          <Button type="submit" variant="outline">
            {ACCOUNT_TEXT.signOut}
          </Button>
        </Form>
        <ConfirmedPost
          intent="signout-everywhere"
          trigger={ACCOUNT_TEXT.signOutEverywhere}
          title={`${ACCOUNT_TEXT.signOutEverywhere}?`}
          description={ACCOUNT_TEXT.signOutEverywhereConfirm}
          confirmLabel={ACCOUNT_TEXT.signOutEverywhere}
        />
      </div>
    </Section>
  );
}

function DataSection() {
  return (
    <Section id="konto-data" title={ACCOUNT_TEXT.dataTitle}>
      <p className="text-sm text-muted-foreground">{ACCOUNT_TEXT.dataHint}</p>
      <a href={ACCOUNT_DATA_PATH} download className={buttonVariants({ variant: "outline" })}>
        {ACCOUNT_TEXT.dataDownload}
      </a>
    </Section>
  );
}

function DeleteSection({
  account,
  result,
}: {
  account: AccountPageData;
  result: AccountActionResult | undefined;
}) {
  return (
    <Section id="konto-slet" title={ACCOUNT_TEXT.deleteTitle}>
      {account.staff ? (
        <p className="text-sm text-muted-foreground">{ACCOUNT_TEXT.staffCannotDelete}</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{ACCOUNT_TEXT.deleteHint}</p>
          <Status result={result} intent="delete" />
          <ConfirmedPost
            intent="delete"
            trigger={ACCOUNT_TEXT.deleteButton}
            title={ACCOUNT_TEXT.deleteConfirmTitle}
            description={ACCOUNT_TEXT.deleteConfirm}
            confirmLabel={ACCOUNT_TEXT.deleteConfirmButton}
          />
        </>
      )}
    </Section>
  );
}

interface SectionProps {
  account: AccountPageData;
  result: AccountActionResult | undefined;
  busy: boolean;
}

export function AccountPage({
  account,
  result,
  notifications,
}: {
  account: AccountPageData;
  result: AccountActionResult | undefined;
  /** Issue 25: the 'Notifikationer' section (the route brings it from the push feature). */
  notifications?: ReactNode;
}) {
  const busy = useNavigation().state !== "idle";
  useActionResultToast(result);
  return (
    <main id="main" className="mx-auto w-full max-w-2xl space-y-6 px-4 py-10">
      <header className="space-y-1">
        <h1 className="text-3xl font-black">{ACCOUNT_TEXT.title}</h1>
        <p className="text-muted-foreground">
          Logget ind som{" "}
          <span className="font-semibold text-foreground">{account.name ?? account.email}</span>
        </p>
      </header>
      <NameSection account={account} result={result} busy={busy} />
      <EmailSection account={account} result={result} busy={busy} />
      <PasswordSection account={account} result={result} busy={busy} />
      <ClubsSection account={account} />
      {notifications}
      <NewsletterSection account={account} />
      <SessionsSection account={account} />
      <DataSection />
      <DeleteSection account={account} result={result} />
    </main>
  );
}
