import { z } from "zod";
import type { CompanyField } from "~/lib/company";
import { type ActionResult, type FieldErrors, type ParseResult, parseForm } from "~/lib/form";

/** Limits of the settings form, also set as maxLength on the inputs. */
export const SETTINGS_LIMITS = {
  siteName: 60,
  siteDescription: 200,
  feedUrls: 20,
  feedUrlLength: 2000,
} as const;

export const SETTINGS_TEXT = {
  saved: "Indstillinger gemt!",
  invalid: "Tjek de markerede felter, og prøv igen.",
  failed: "Indstillingerne kunne ikke gemmes. Prøv igen.",
  siteNameRequired: "Sidenavn er påkrævet",
  siteNameTooLong: `Sidenavn må højst være ${SETTINGS_LIMITS.siteName} tegn`,
  siteDescriptionRequired: "Beskrivelse er påkrævet",
  siteDescriptionTooLong: `Beskrivelse må højst være ${SETTINGS_LIMITS.siteDescription} tegn`,
  tooManyFeeds: `Der må højst være ${SETTINGS_LIMITS.feedUrls} feeds`,
  invalidFeed: (line: number) =>
    `Linje ${line} er ikke en gyldig http(s)-adresse. Skriv én adresse pr. linje, fx https://www.dr.dk/nyheder/service/feeds/sport`,
  feedTooLong: (line: number) => `Linje ${line} er for lang (højst ${SETTINGS_LIMITS.feedUrlLength} tegn)`,
  agentNeedsFeeds: "Tilføj mindst ét feed, før Auto Article Agent slås til",
  unknownIntent: "Ukendt handling",
  signOutOthersConfirm:
    "Alle andre sessioner afsluttes – også andre administratorers og redaktørers. De skal logge ind igen. Din egen session fortsætter.",
} as const;

/** Form field names (also the names of the switches' hidden inputs). */
export const TOGGLES = [
  "enableNotifications",
  "enableAnalytics",
  "autoPublish",
  "maintenanceMode",
  "agentEnabled",
] as const;
export type Toggle = (typeof TOGGLES)[number];

/** A checkbox or switch sends "on" (or "true") when checked and nothing when not. */
const checkbox = z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean());

const text = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/** One http(s) address per line; blank lines and repeats are dropped; at most 20. */
export const feedUrlsSchema = z
  .union([z.string(), z.array(z.string()), z.undefined()])
  .transform((value, ctx) => {
    const lines = Array.isArray(value) ? value : (value ?? "").split(/\r?\n/);
    const urls: string[] = [];
    lines.forEach((raw, index) => {
      const line = raw.trim();
      if (!line) return;
      if (line.length > SETTINGS_LIMITS.feedUrlLength) {
        ctx.addIssue({ code: "custom", message: SETTINGS_TEXT.feedTooLong(index + 1) });
        return;
      }
      if (!isHttpUrl(line)) {
        ctx.addIssue({ code: "custom", message: SETTINGS_TEXT.invalidFeed(index + 1) });
        return;
      }
      if (!urls.includes(line)) urls.push(line);
    });
    if (urls.length > SETTINGS_LIMITS.feedUrls) {
      ctx.addIssue({ code: "custom", message: SETTINGS_TEXT.tooManyFeeds });
    }
    return urls;
  });

export const settingsSchema = z
  .object({
    siteName: text(SETTINGS_TEXT.siteNameRequired, SETTINGS_LIMITS.siteName, SETTINGS_TEXT.siteNameTooLong),
    siteDescription: text(
      SETTINGS_TEXT.siteDescriptionRequired,
      SETTINGS_LIMITS.siteDescription,
      SETTINGS_TEXT.siteDescriptionTooLong,
    ),
    enableNotifications: checkbox,
    enableAnalytics: checkbox,
    autoPublish: checkbox,
    maintenanceMode: checkbox,
    agentEnabled: checkbox,
    agentFeedUrls: feedUrlsSchema,
  })
  .superRefine((value, ctx) => {
    if (value.agentEnabled && value.agentFeedUrls.length === 0) {
      ctx.addIssue({ code: "custom", path: ["agentFeedUrls"], message: SETTINGS_TEXT.agentNeedsFeeds });
    }
  });

export type SettingsInput = z.infer<typeof settingsSchema>;
export type SettingsField = keyof SettingsInput;
export type SettingsFieldErrors = FieldErrors<SettingsField>;

/** The form fields the schema reads (an unchecked switch is absent, so it parses as off). */
const SETTINGS_FIELDS = ["siteName", "siteDescription", "agentFeedUrls", ...TOGGLES] as const;

export type ParsedSettingsForm = ParseResult<SettingsInput, SettingsField>;

/** Validates the settings form; errors are the first Danish message per field. */
export function parseSettingsForm(input: FormData | Record<string, unknown>): ParsedSettingsForm {
  // Every key present (undefined when not sent): the feed list's preprocess reads a missing one as "".
  const raw = Object.fromEntries(
    SETTINGS_FIELDS.map((key) => [
      key,
      input instanceof FormData ? (input.get(key) ?? undefined) : input[key],
    ]),
  );
  return parseForm(settingsSchema, raw);
}

export type SettingsIntent = "save" | "company" | "sign-out-others" | "optimize";

/** The settings page's forms answer this; the page shows it as a toast and field messages. */
export type SettingsActionResult = ActionResult<
  SettingsIntent,
  { intent: SettingsIntent },
  {
    intent: SettingsIntent | "unknown";
    status: number;
    // The site settings' or the company form's fields (`company` intent).
    fieldErrors?: SettingsFieldErrors | FieldErrors<CompanyField>;
  }
>;
