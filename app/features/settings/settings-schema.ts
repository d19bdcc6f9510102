import { z } from "zod";

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
export type SettingsFieldErrors = Partial<Record<SettingsField, string>>;

export type ParsedSettingsForm =
  | { success: true; data: SettingsInput }
  | { success: false; errors: SettingsFieldErrors };

function readField(input: FormData | Record<string, unknown>, key: string): unknown {
  return input instanceof FormData ? (input.get(key) ?? undefined) : input[key];
}

/** Validates the settings form; errors are the first Danish message per field. */
export function parseSettingsForm(input: FormData | Record<string, unknown>): ParsedSettingsForm {
  const raw: Record<string, unknown> = {
    siteName: readField(input, "siteName"),
    siteDescription: readField(input, "siteDescription"),
    agentFeedUrls: readField(input, "agentFeedUrls"),
  };
  for (const toggle of TOGGLES) raw[toggle] = readField(input, toggle);
  const result = settingsSchema.safeParse(raw);
  if (result.success) return { success: true, data: result.data };
  const errors: SettingsFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as SettingsField;
    errors[field] ??= issue.message;
  }
  return { success: false, errors };
}
