import { Building2, Database, Download, LogOut, Save, Shield, SlidersHorizontal, Wrench } from "lucide-react";
import { type ReactNode, useId } from "react";
import { useFetcher } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Switch } from "~/components/ui/switch";
import { Textarea } from "~/components/ui/textarea";
import { useActionResultToast } from "~/components/ui/use-action-result-toast";
import { COMPANY_FIELDS, type CompanyDetails, type CompanyField } from "~/lib/company";
import type { FieldErrors } from "~/lib/form";
import { formatDanishDateTime } from "~/lib/relative-time";
import { COMPANY_MAX_LENGTH, COMPANY_TEXT, companyInputName } from "./company-schema";
import {
  SETTINGS_LIMITS,
  SETTINGS_TEXT,
  type SettingsActionResult,
  type SettingsField,
  type Toggle,
} from "./settings-schema";

interface SettingsPageProps {
  settings: {
    siteName: string;
    siteDescription: string;
    enableNotifications: boolean;
    enableAnalytics: boolean;
    autoPublish: boolean;
    maintenanceMode: boolean;
    agentEnabled: boolean;
    agentFeedUrls: string[];
    updatedAt: string;
  };
  company: CompanyDetails;
  security: {
    activeSessions: number;
    staff: { email: string; role: "admin" | "editor"; twoFactorEnabled: boolean }[];
  };
  database: "pglite" | "postgres";
  savedText: string;
}

function Section({
  icon,
  title,
  description,
  children,
}: {
  icon: ReactNode;
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2 text-lg">
            {icon}
            {title}
          </h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">{children}</CardContent>
    </Card>
  );
}

function ToggleRow({
  name,
  label,
  description,
  defaultChecked,
}: {
  name: Toggle;
  label: string;
  description: string;
  defaultChecked: boolean;
}) {
  const id = useId();
  return (
    <Field
      id={id}
      descriptionId={`${id}-desc`}
      orientation="horizontal"
      className="items-start justify-between gap-4 rounded-md border p-3"
    >
      <div className="space-y-1">
        <FieldLabel>{label}</FieldLabel>
        <FieldDescription className="text-sm">{description}</FieldDescription>
      </div>
      <FieldControl>
        <Switch name={name} defaultChecked={defaultChecked} />
      </FieldControl>
    </Field>
  );
}

/** How each company field is typed in (keyboard on phones, autofill) and an example. */
const COMPANY_INPUTS: Record<CompanyField, { type?: string; autoComplete: string; placeholder: string }> = {
  name: { autoComplete: "organization", placeholder: "Forsiden ApS" },
  cvr: { autoComplete: "off", placeholder: "12345678" },
  street: { autoComplete: "street-address", placeholder: "Vesterbrogade 12, 3. sal" },
  postalCity: { autoComplete: "off", placeholder: "1620 København V" },
  phone: { type: "tel", autoComplete: "tel", placeholder: "+45 33 12 34 56" },
  email: { type: "email", autoComplete: "email", placeholder: "kontakt@forsiden.dk" },
  responsibleEditor: { autoComplete: "name", placeholder: "Fornavn Efternavn" },
};

/** Issue 14: the company details the footer, /contact and the legal pages show. */
function CompanySection({ company }: { company: CompanyDetails }) {
  const fetcher = useFetcher<SettingsActionResult>();
  useActionResultToast(fetcher.data, COMPANY_TEXT.saved);
  const errors: FieldErrors<CompanyField> =
    fetcher.data?.ok === false ? ((fetcher.data.fieldErrors as FieldErrors<CompanyField>) ?? {}) : {};
  const saving = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" noValidate>
      <input type="hidden" name="intent" value="company" />
      <Section
        icon={<Building2 aria-hidden className="size-5" />}
        title="Virksomhedsoplysninger"
        description="Vises i sidefoden, på kontaktsiden og i privatlivspolitikken, vilkårene og cookiepolitikken. Et tomt felt udelades på siderne."
      >
        <div className="grid gap-4 md:grid-cols-2">
          {COMPANY_FIELDS.map(({ key, label }) => (
            <Field key={key} id={`company-${key}`} error={errors[key]}>
              <FieldLabel>{label}</FieldLabel>
              <FieldControl>
                <Input
                  name={companyInputName(key)}
                  defaultValue={company[key] ?? ""}
                  maxLength={COMPANY_MAX_LENGTH}
                  {...COMPANY_INPUTS[key]}
                />
              </FieldControl>
              <FieldError />
            </Field>
          ))}
        </div>
        <div className="flex justify-end">
          <Button type="submit" disabled={saving}>
            <Save aria-hidden />
            {saving ? "Gemmer..." : "Gem virksomhedsoplysninger"}
          </Button>
        </div>
      </Section>
    </fetcher.Form>
  );
}

export function SettingsPage({ settings, company, security, database, savedText }: SettingsPageProps) {
  const save = useFetcher<SettingsActionResult>();
  const signOut = useFetcher<SettingsActionResult>();
  const optimize = useFetcher<SettingsActionResult>();
  useActionResultToast(save.data, savedText);
  useActionResultToast(signOut.data);
  useActionResultToast(optimize.data);
  const errors: FieldErrors<SettingsField> =
    save.data?.ok === false ? ((save.data.fieldErrors as FieldErrors<SettingsField>) ?? {}) : {};
  const saving = save.state !== "idle";

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Indstillinger</h1>
        <p className="text-muted-foreground">
          Sidens navn og beskrivelse, systemets funktioner, virksomhedsoplysninger, sikkerhed og
          databasevedligeholdelse. Sidst gemt {formatDanishDateTime(settings.updatedAt)}.
        </p>
      </div>

      {settings.maintenanceMode ? (
        <p
          role="status"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          Vedligeholdelsestilstand er slået til: besøgende ser en vedligeholdelsesside (503). Du og andre
          redaktører ser sitet som normalt.
        </p>
      ) : null}

      <save.Form method="post" className="space-y-6" noValidate>
        <input type="hidden" name="intent" value="save" />
        <Section
          icon={<SlidersHorizontal aria-hidden className="size-5" />}
          title="Sideindstillinger"
          description="Navn og beskrivelse vises i titler og metatags på alle offentlige sider, i RSS og sitemaps."
        >
          <Field id="siteName" error={errors.siteName}>
            <FieldLabel>Sidenavn</FieldLabel>
            <FieldControl>
              <Input
                name="siteName"
                defaultValue={settings.siteName}
                maxLength={SETTINGS_LIMITS.siteName}
                required
              />
            </FieldControl>
            <FieldError />
          </Field>
          <Field id="siteDescription" error={errors.siteDescription}>
            <FieldLabel>Beskrivelse</FieldLabel>
            <FieldControl>
              <Textarea
                name="siteDescription"
                rows={3}
                defaultValue={settings.siteDescription}
                maxLength={SETTINGS_LIMITS.siteDescription}
                required
              />
            </FieldControl>
            <FieldError />
          </Field>
        </Section>

        <Section
          icon={<Wrench aria-hidden className="size-5" />}
          title="Systemindstillinger"
          description="Slå funktioner til og fra for hele sitet."
        >
          <ToggleRow
            name="enableNotifications"
            label="Notifikationer"
            description="Send e-mail til administratorer og redaktører om nye henvendelser og fejlede jobs."
            defaultChecked={settings.enableNotifications}
          />
          <ToggleRow
            name="enableAnalytics"
            label="Analytics"
            description="Førstepartsstatistik uden cookies: sidevisninger, artikelvisninger og trafikkilder."
            defaultChecked={settings.enableAnalytics}
          />
          <ToggleRow
            name="autoPublish"
            label="Automatisk publicering"
            description="AI-genererede artikler publiceres med det samme. Slået fra: de gemmes som kladder."
            defaultChecked={settings.autoPublish}
          />
          <ToggleRow
            name="maintenanceMode"
            label="Vedligeholdelsestilstand"
            description="Besøgende ser en vedligeholdelsesside (503). Administratorer og redaktører ser sitet som normalt."
            defaultChecked={settings.maintenanceMode}
          />
        </Section>

        <Section
          icon={<Database aria-hidden className="size-5" />}
          title="Auto Article Agent"
          description="Et planlagt job, der læser de angivne feeds (RSS/Atom) og skriver artikler med forfatteren Agent."
        >
          <ToggleRow
            name="agentEnabled"
            label="Auto Article Agent"
            description="Slået fra som standard. Kræver mindst ét feed."
            defaultChecked={settings.agentEnabled}
          />
          <Field id="agentFeedUrls" error={errors.agentFeedUrls}>
            <FieldLabel>Feeds (én http(s)-adresse pr. linje, højst {SETTINGS_LIMITS.feedUrls})</FieldLabel>
            <FieldControl>
              <Textarea
                name="agentFeedUrls"
                rows={5}
                defaultValue={settings.agentFeedUrls.join("\n")}
                placeholder="https://eksempel.dk/feed.xml"
              />
            </FieldControl>
            <FieldError />
          </Field>
        </Section>

        <div className="flex justify-end">
          <Button type="submit" disabled={saving}>
            <Save aria-hidden />
            {saving ? "Gemmer..." : "Gem indstillinger"}
          </Button>
        </div>
      </save.Form>

      <CompanySection company={company} />

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

      <Section
        icon={<Database aria-hidden className="size-5" />}
        title="Databasevedligeholdelse"
        description={database === "pglite" ? "Indbygget database (PGlite)." : "PostgreSQL."}
      >
        <div className="space-y-2 text-sm">
          <p>
            <strong>Sikkerhedskopi (JSON)</strong> indeholder alle tabeller: artikler, revisioner, klubber,
            medier, stillinger, kampe, indstillinger, statistik, henvendelser, jobs, audit-log og brugere
            (uden adgangskoder). Sessioner, adgangskoder, to-faktor-nøgler, bekræftelseslinks og udgående
            mails er udeladt.
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
    </div>
  );
}
