import { Form, Link, useNavigation } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Field, FieldControl, FieldLabel } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import type { ActionResult } from "~/lib/form";
import type { TwoFactorSetup } from "./two-factor.server";

/** The profile's 2FA actions answer the shared form result; "start" carries the QR set-up. */
export type TwoFactorPanelResult = ActionResult<
  "start" | "confirm" | "disable",
  { setup?: TwoFactorSetup },
  { setup?: TwoFactorSetup }
>;

function PasswordField({ id }: { id: string }) {
  return (
    <Field id={id}>
      <FieldLabel>Bekræft med din adgangskode</FieldLabel>
      <FieldControl>
        <Input name="password" type="password" autoComplete="current-password" required />
      </FieldControl>
    </Field>
  );
}

function ErrorText({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
      {message}
    </p>
  );
}

/** The second step of the setup: scan (or type) the secret, keep the backup codes, prove it with a code. */
function SetupStep({ setup, error, busy }: { setup: TwoFactorSetup; error?: string; busy: boolean }) {
  return (
    <div className="space-y-6">
      <ol className="list-decimal space-y-1 pl-5 text-sm">
        <li>Åbn din godkendelsesapp (fx Google Authenticator, Microsoft Authenticator eller 1Password).</li>
        <li>Scan QR-koden, eller skriv nøglen ind manuelt.</li>
        <li>Skriv den 6-cifrede kode, som appen viser.</li>
      </ol>
      <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
        <img
          src={setup.qrDataUrl}
          alt="QR-kode til godkendelsesappen"
          width={200}
          height={200}
          className="size-[200px] shrink-0 rounded-md border border-border bg-white"
          data-testid="totp-qr"
        />
        <div className="min-w-0 space-y-3 text-sm">
          <div>
            <p className="font-semibold">Nøgle</p>
            <code className="block break-all rounded bg-muted p-2 font-mono" data-testid="totp-secret">
              {setup.secret}
            </code>
          </div>
          <div>
            <p className="font-semibold">Adresse (otpauth)</p>
            <code className="block break-all rounded bg-muted p-2 font-mono text-xs" data-testid="totp-uri">
              {setup.totpURI}
            </code>
          </div>
        </div>
      </div>
      <div>
        <p className="font-semibold">Backup-koder</p>
        <p className="text-sm text-muted-foreground">
          Gem dem et sikkert sted. Hver kode kan bruges én gang, hvis du mister telefonen.
        </p>
        <ul
          className="mt-2 grid grid-cols-2 gap-1 font-mono text-sm sm:grid-cols-5"
          data-testid="backup-codes"
        >
          {setup.backupCodes.map((code) => (
            <li key={code} className="rounded bg-muted px-2 py-1 text-center">
              {code}
            </li>
          ))}
        </ul>
      </div>
      <Form method="post" className="max-w-sm space-y-3">
        <input type="hidden" name="intent" value="confirm" />
        <input type="hidden" name="totpURI" value={setup.totpURI} />
        <input type="hidden" name="backupCodes" value={setup.backupCodes.join(",")} />
        {/* A refused code is the alert below (it covers the whole step), not a field message. */}
        <Field id="totp-code">
          <FieldLabel>Kode fra appen</FieldLabel>
          <FieldControl>
            <Input
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9 ]*"
              maxLength={7}
              placeholder="123456"
              required
            />
          </FieldControl>
        </Field>
        <ErrorText message={error} />
        <div className="flex gap-2">
          <Button type="submit" disabled={busy}>
            Slå totrinsbekræftelse til
          </Button>
          <Button asChild variant="ghost">
            <Link to="/admin/profil">Annuller</Link>
          </Button>
        </div>
      </Form>
    </div>
  );
}

/** /admin/profil: optional TOTP for staff (PRODUCT.md). */
export function TwoFactorPanel({ enabled, result }: { enabled: boolean; result?: TwoFactorPanelResult }) {
  const busy = useNavigation().state !== "idle";
  const setup = result && "setup" in result ? result.setup : undefined;
  const error = result && !result.ok ? result.message : undefined;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2 text-lg">
            Totrinsbekræftelse (TOTP)
            <Badge variant={enabled ? "success" : "outline"}>{enabled ? "Til" : "Fra"}</Badge>
          </h2>
        </CardTitle>
        <CardDescription>
          Med totrinsbekræftelse skal du ud over adgangskoden skrive en kode fra en app på din telefon, når du
          logger ind.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {result?.ok && result.intent !== "start" ? (
          <p role="status" className="mb-4 rounded-md bg-muted p-3 text-sm">
            {result.message}
          </p>
        ) : null}
        {enabled ? (
          <Form method="post" className="max-w-sm space-y-3">
            <input type="hidden" name="intent" value="disable" />
            <PasswordField id="disable-password" />
            <ErrorText message={result?.intent === "disable" ? error : undefined} />
            <Button type="submit" variant="destructive" disabled={busy}>
              Slå totrinsbekræftelse fra
            </Button>
          </Form>
        ) : setup ? (
          <SetupStep setup={setup} error={result?.intent === "confirm" ? error : undefined} busy={busy} />
        ) : (
          <Form method="post" className="max-w-sm space-y-3">
            <input type="hidden" name="intent" value="start" />
            <PasswordField id="enable-password" />
            <ErrorText message={result?.intent === "start" ? error : undefined} />
            <Button type="submit" disabled={busy}>
              Opsæt totrinsbekræftelse
            </Button>
          </Form>
        )}
      </CardContent>
    </Card>
  );
}
