import { Database, SlidersHorizontal, Wrench } from "lucide-react";
import { useFetcher } from "react-router";
import { Field, FieldControl, FieldError, FieldLabel } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { useActionResultToast } from "~/components/ui/use-action-result-toast";
import type { CompanyDetails } from "~/lib/company";
import type { FieldErrors } from "~/lib/form";
import { formatDanishDateTime } from "~/lib/relative-time";
import { CompanySection } from "./company-section";
import { DatabaseSection, type SecurityOverview, SecuritySection } from "./settings-maintenance-sections";
import {
  SETTINGS_LIMITS,
  type SettingsActionResult,
  type SettingsField,
  type Toggle,
} from "./settings-schema";
import { SaveButton, Section, ToggleRow } from "./settings-section";

interface SiteSettings extends Record<Toggle, boolean> {
  siteName: string;
  siteDescription: string;
  agentFeedUrls: string[];
  updatedAt: string;
}

interface SettingsPageProps {
  settings: SiteSettings;
  company: CompanyDetails;
  security: SecurityOverview;
  database: "pglite" | "postgres";
  savedText: string;
}

/** The system switches, in the order the page shows them. */
const SYSTEM_TOGGLES: { name: Toggle; label: string; description: string }[] = [
  {
    name: "enableNotifications",
    label: "Notifikationer",
    description: "Send e-mail til administratorer og redaktører om nye henvendelser og fejlede jobs.",
  },
  {
    name: "enableAnalytics",
    label: "Analytics",
    description: "Førstepartsstatistik uden cookies: sidevisninger, artikelvisninger og trafikkilder.",
  },
  {
    name: "autoPublish",
    label: "Automatisk publicering",
    description: "AI-genererede artikler publiceres med det samme. Slået fra: de gemmes som kladder.",
  },
  {
    name: "maintenanceMode",
    label: "Vedligeholdelsestilstand",
    description:
      "Besøgende ser en vedligeholdelsesside (503). Administratorer og redaktører ser sitet som normalt.",
  },
];

/** Spec §2 settings form (intent 'save'): site name and description, the switches and the agent's feeds. */
function SiteSettingsForm({ settings, savedText }: { settings: SiteSettings; savedText: string }) {
  const save = useFetcher<SettingsActionResult>();
  useActionResultToast(save.data, savedText);
  const errors: FieldErrors<SettingsField> =
    save.data?.ok === false ? ((save.data.fieldErrors as FieldErrors<SettingsField>) ?? {}) : {};

  return (
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
        {SYSTEM_TOGGLES.map((toggle) => (
          <ToggleRow key={toggle.name} {...toggle} defaultChecked={settings[toggle.name]} />
        ))}
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

      <SaveButton saving={save.state !== "idle"}>Gem indstillinger</SaveButton>
    </save.Form>
  );
}

export function SettingsPage({ settings, company, security, database, savedText }: SettingsPageProps) {
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

      <SiteSettingsForm settings={settings} savedText={savedText} />
      <CompanySection company={company} />
      <SecuritySection security={security} />
      <DatabaseSection database={database} />
    </div>
  );
}
