import { Database, Download, LogOut, Shield, Wrench } from "lucide-react";
import { useFetcher } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { useActionResultToast } from "~/components/ui/use-action-result-toast";
import { SETTINGS_TEXT, type SettingsActionResult } from "./settings-schema";
import { Section } from "./settings-section";

export interface SecurityOverview {
  activeSessions: number;
  staff: { email: string; role: "admin" | "editor"; twoFactorEnabled: boolean }[];
}

/** Active sessions, the staff's two-factor state and 'Log ud af alle andre sessioner'. */
export function SecuritySection({ security }: { security: SecurityOverview }) {
  const signOut = useFetcher<SettingsActionResult>();
  useActionResultToast(signOut.data);
  return (
    <Section
      icon={<Shield aria-hidden className="size-5" />}
      title="Sikkerhed"
      description="Sessioner og to-faktor-login for redaktionen."
    >
      <p>
        Aktive sessioner: <strong data-testid="active-sessions">{security.activeSessions}</strong>
      </p>
      {security.staff.length > 0 ? (
        <ul className="divide-y rounded-md border text-sm">
          {security.staff.map((s) => (
            <li key={s.email} className="flex items-center justify-between gap-2 p-2">
              <span className="truncate">
                {s.email}{" "}
                <span className="text-muted-foreground">
                  ({s.role === "admin" ? "administrator" : "redaktør"})
                </span>
              </span>
              <Badge variant={s.twoFactorEnabled ? "default" : "outline"}>
                {s.twoFactorEnabled ? "To-faktor slået til" : "Uden to-faktor"}
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <ConfirmDialog
        trigger={
          <Button variant="outline" disabled={signOut.state !== "idle"}>
            <LogOut aria-hidden />
            Log ud af alle andre sessioner
          </Button>
        }
        title="Log ud af alle andre sessioner?"
        description={SETTINGS_TEXT.signOutOthersConfirm}
        confirmLabel="Log dem ud"
        destructive
        onConfirm={() => void signOut.submit({ intent: "sign-out-others" }, { method: "post" })}
      />
    </Section>
  );
}

/** Backups (JSON, and the whole PGlite folder) and 'Optimer database'. */
export function DatabaseSection({ database }: { database: "pglite" | "postgres" }) {
  const optimize = useFetcher<SettingsActionResult>();
  useActionResultToast(optimize.data);
  return (
    <Section
      icon={<Database aria-hidden className="size-5" />}
      title="Databasevedligeholdelse"
      description={database === "pglite" ? "Indbygget database (PGlite)." : "PostgreSQL."}
    >
      <div className="space-y-2 text-sm">
        <p>
          <strong>Sikkerhedskopi (JSON)</strong> indeholder alle tabeller: artikler, revisioner, klubber,
          medier, stillinger, kampe, indstillinger, statistik, henvendelser, jobs, audit-log og brugere (uden
          adgangskoder). Sessioner, adgangskoder, to-faktor-nøgler, bekræftelseslinks og udgående mails er
          udeladt.
        </p>
        {database === "pglite" ? (
          <p>
            <strong>Hele databasen (.tar.gz)</strong> er en komplet kopi af PGlite-datamappen – også
            adgangskoder og sessioner – som kan indlæses igen med PGlite (<code>loadDataDir</code>). Opbevar
            den sikkert.
          </p>
        ) : (
          <p>
            Brug <code>pg_dump</code> på databaseserveren til en fuld sikkerhedskopi af PostgreSQL.
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <a href="/admin/api/backup" download className={buttonVariants({ variant: "outline" })}>
          <Download aria-hidden />
          Download sikkerhedskopi (JSON)
        </a>
        {database === "pglite" ? (
          <a
            href="/admin/api/backup?format=pglite"
            download
            className={buttonVariants({ variant: "outline" })}
          >
            <Download aria-hidden />
            Download hele databasen (.tar.gz)
          </a>
        ) : null}
        <optimize.Form method="post">
          <input type="hidden" name="intent" value="optimize" />
          <Button type="submit" variant="outline" disabled={optimize.state !== "idle"}>
            <Wrench aria-hidden />
            {optimize.state !== "idle" ? "Optimerer..." : "Optimer database"}
          </Button>
        </optimize.Form>
      </div>
      {optimize.data ? (
        <p role="status" className="text-sm">
          {optimize.data.message}
        </p>
      ) : null}
    </Section>
  );
}
