/** Danish texts of the generators (spec §2, §5, §8), shared by the server and the pages. */
import type { ActionResult } from "~/lib/form";

export const GEN_TEXT = {
  // Spec §5 / §8 (AI from URL)
  invalidUrlTitle: "Ugyldig URL",
  invalidUrl: "Indtast venligst en gyldig bold.dk URL.",
  networkTitle: "Netværksfejl",
  networkToast: "Edge funktionen kan ikke nås. Prøv igen om et øjeblik eller kontakt support.",
  networkCard: "Netværksforbindelse fejlede. Edge funktionen er muligvis ikke deployeret endnu.",
  failedTitle: "Fejl ved generering",
  failedFallback: "Kunne ikke generere artikel",
  unexpectedTitle: "Fejl",
  unexpectedToast: "Der opstod en fejl ved generering af artiklen",
  unexpectedCard: "Der opstod en uventet fejl",
  successTitle: "Artikel genereret!",
  duplicateTitle: "Artiklen findes allerede",
  // Spec §2 / §5 / §8 (history)
  topicRequired: "Venligst udfyld emnet for artiklen",
  historyImageFailed: "Kunne ikke uploade billedet",
  historyFailed: "Kunne ikke generere artiklen. Prøv igen senere.",
  historyUnknown: "Ukendt fejl opstod",
  historySuccess: "Historisk artikel er blevet genereret og publiceret",
  // Server-side failures (shown as the error of 'Fejl ved generering' or on the history card)
  // Editors are told what is missing and who sets it; the setting names are for admins only.
  notConfigured:
    "AI-udbyderen er ikke sat op. En administrator skal angive udbyderens adresse og model i serverens opsætning.",
  notConfiguredTitle: "AI-generering er slået fra",
  notConfiguredAdminDetails:
    "Serverindstillinger: AI_BASE_URL (fx https://api.openai.com/v1), AI_MODEL og, hvis udbyderen kræver en nøgle, AI_API_KEY. Genstart serveren bagefter.",
  sourceNotAllowed: "Adressen er ikke tilladt.",
  sourcePrivate: "Adressen peger på et internt netværk og kan ikke hentes.",
  sourceFetchFailed: "Kunne ikke hente kildeartiklen.",
  sourceTooLarge: "Kildesiden er for stor (over 2 MB).",
  sourceTooManyRedirects: "Kildesiden videresender for mange gange (over 5).",
  sourceNotHtml: "Adressen er ikke en artikelside (HTML).",
  sourceNoArticle: "Kunne ikke finde en artikeltekst på kildesiden.",
  providerUnreachable: "AI-udbyderen kunne ikke nås. Prøv igen om et øjeblik.",
  providerError: "AI-udbyderen svarede med en fejl.",
  invalidOutput: "AI-modellen returnerede et ugyldigt svar, så artiklen blev ikke gemt.",
  saveFailed: "Artiklen kunne ikke gemmes.",
} as const;

/** 'Generering tog for lang tid (over 30 sekunder) og blev afbrudt.' with the configured limit. */
export function timeoutMessage(timeoutMs: number): string {
  const seconds = Math.max(1, Math.round(timeoutMs / 1000));
  return `Generering tog for lang tid (over ${seconds} ${seconds === 1 ? "sekund" : "sekunder"}) og blev afbrudt.`;
}

/** 'Artiklen fra denne URL er allerede genereret: "…"'. */
export function duplicateMessage(title: string): string {
  return `Artiklen fra denne URL er allerede genereret: "${title}". Den eksisterende artikel vises.`;
}

/** Spec §5: the browser's check of the AI generator's URL field (non-empty, contains bold.dk). */
export function isAcceptableSourceInput(value: string): boolean {
  const v = value.trim();
  return v !== "" && v.includes("bold.dk");
}

/**
 * What the generator endpoints answer (spec §3 Generation result, plus id and draft state), in the
 * shape of every action: the message is the success toast's text or the error.
 */
export type GenerationResult = ActionResult<
  string,
  { article: { id: string; title: string; slug: string; isDraft: boolean }; duplicate: boolean },
  { stage?: "validation" | "upload" | "generation" }
>;

/** What the page's clientAction hands the component: the server's answer, or why there is none. */
export type GeneratorOutcome =
  | { kind: "server"; result: GenerationResult }
  | { kind: "network" }
  | { kind: "unexpected" };

/** Sorts a failed serverAction() call: no answer at all (offline, server down) or an unexpected one. */
export function outcomeOfError(error: unknown): GeneratorOutcome {
  if (error instanceof TypeError) return { kind: "network" };
  return { kind: "unexpected" };
}

/** The generator pages' clientAction (spec §8): the server's answer, or why there is none. */
export async function generatorOutcome(
  serverAction: () => Promise<GenerationResult>,
): Promise<GeneratorOutcome> {
  try {
    return { kind: "server", result: await serverAction() };
  } catch (error) {
    return outcomeOfError(error);
  }
}
