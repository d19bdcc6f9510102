/**
 * Function 'generate-article-from-url' (spec §7): a bold.dk article (or, for the Auto Article
 * Agent, any public page) is fetched with the SSRF guard, its text extracted with Readability,
 * rewritten by the model into an original Danish article, and stored with its imported main image.
 */
import { canonicalSourceUrl } from "~/lib/source-url";
import { getAppStorage } from "~/server/app-storage.server";
import type { Database } from "~/server/db/client.server";
import { MAX_IMAGE_BYTES, type ProcessedImage, processImage } from "~/server/images.server";
import { logger } from "~/server/logger.server";
import { isBoldHost, parsePublicUrl, SafeFetchError, safeFetch } from "~/server/safe-fetch.server";
import { getSiteSettings } from "~/server/site-settings.server";
import { articleImageName, type ObjectStorage, stripExt } from "~/server/storage.server";
import { AI_CATEGORIES, cleanArticle, EXCERPT_MAX, EXCERPT_MIN } from "./article-output";
import { GEN_TEXT } from "./messages";
import {
  describeGenerationError,
  GenerationError,
  generateArticleJson,
  generationDeadline,
  getAiConfig,
  logGenerationFailure,
} from "./model.server";
import { decodeHtml, extractSourceArticle, type SourceArticle } from "./source-page.server";
import { findArticleBySourceUrl, type GenerationActor, storeGeneratedArticle } from "./store-article.server";
import { loadTagVocabulary } from "./tag-vocabulary.server";

export type GenerateFromSourceResult =
  | { ok: true; article: { id: string; title: string; slug: string; isDraft: boolean }; duplicate: boolean }
  | { ok: false; error: string };

export interface GenerateFromSourceInput {
  url: string;
  mode: "url" | "agent";
  actor: GenerationActor | null;
  signal?: AbortSignal;
}

export interface GenerateDeps {
  storage?: Pick<ObjectStorage, "put" | "delete">;
  /** Issue 27: after the article is stored (its embed lines are fetched); never fails the run. */
  afterSave?: (db: Database, article: { id: string }) => Promise<void>;
  /** Tests: OUTBOUND_HOST_OVERRIDES as a map instead of the environment's. */
  overrides?: ReadonlyMap<string, URL>;
}

const SOURCE_MAX_BYTES = 2 * 1024 * 1024;
const IMAGE_TIMEOUT_MS = 10_000;

function fetchErrorMessage(err: SafeFetchError): string {
  switch (err.code) {
    case "invalid_url":
    case "host_not_allowed":
      return GEN_TEXT.sourceNotAllowed;
    case "private_address":
      return GEN_TEXT.sourcePrivate;
    case "too_large":
      return GEN_TEXT.sourceTooLarge;
    case "too_many_redirects":
      return GEN_TEXT.sourceTooManyRedirects;
    case "http_status":
      return `${GEN_TEXT.sourceFetchFailed} (HTTP ${err.status})`;
    default:
      return GEN_TEXT.sourceFetchFailed;
  }
}

const SYSTEM_PROMPT = [
  "Du er journalist på det danske fodboldmedie Forsiden.",
  "Du skriver en ny, original nyhedsartikel på dansk ud fra fakta i en kildeartikel.",
  "Kopiér aldrig sætninger eller afsnit fra kilden; formulér alt med egne ord, og tilføj ingen fakta, som ikke står i kilden.",
  `Uddraget (excerpt) skal være mellem ${EXCERPT_MIN} og ${EXCERPT_MAX} tegn, fordi det bruges som metabeskrivelse.`,
  "Brødteksten skrives i markdown med korte afsnit og gerne ## mellemrubrikker, uden overskriften øverst.",
  `Kategorien er én af: ${AI_CATEGORIES.join(", ")}.`,
  'Tags har præfiks: "klub:" med klubbens navn, "liga:" med ligaens navn, "spiller:" med spillerens navn, "type:nyhed" eller "transfer:rygte"/"transfer:kobt"/"transfer:solgt" hvor det passer.',
].join("\n");

function buildPrompt(
  source: SourceArticle,
  vocabulary: { clubNames: string[]; leagueNames: string },
): string {
  return [
    `Kilde: ${source.url}`,
    `Kildens overskrift: ${source.title}`,
    "",
    "Kildens tekst:",
    source.text,
    "",
    `Kendte klubber (brug præcis disse navne i klub-tags): ${vocabulary.clubNames.slice(0, 300).join(", ")}`,
    `Kendte ligaer (brug præcis disse navne i liga-tags): ${vocabulary.leagueNames}`,
  ].join("\n");
}

/** Fetches and verifies the source's main image; any failure only means: no image. */
async function prepareSourceImage(
  imageUrl: string | null,
  signal: AbortSignal,
  overrides: ReadonlyMap<string, URL> | undefined,
): Promise<ProcessedImage | null> {
  if (!imageUrl) return null;
  try {
    const res = await safeFetch(imageUrl, {
      signal,
      overrides,
      maxBytes: MAX_IMAGE_BYTES,
      timeoutMs: IMAGE_TIMEOUT_MS,
      accept: "image/avif,image/webp,image/jpeg,image/png,image/*;q=0.8",
    });
    return await processImage(res.body, { avif: true });
  } catch (err) {
    logger.warn({ err, imageUrl }, "source image could not be imported; the article is stored without it");
    return null;
  }
}

/** A readable credit for an imported image: the source site's name, else its host name. */
function creditFor(source: SourceArticle): string {
  if (source.siteName) return source.siteName.slice(0, 120);
  const host = new URL(source.url).hostname.replace(/^www\./, "");
  return host === "bold.dk" || host.endsWith(".bold.dk") ? "Bold.dk" : host;
}

export async function generateArticleFromSource(
  db: Database,
  input: GenerateFromSourceInput,
  deps: GenerateDeps = {},
): Promise<GenerateFromSourceResult> {
  const config = getAiConfig();
  if (!config) return { ok: false, error: GEN_TEXT.notConfigured };

  let url: URL;
  try {
    url = parsePublicUrl(input.url, input.mode === "url" ? isBoldHost : undefined);
  } catch (err) {
    if (input.mode === "url") return { ok: false, error: GEN_TEXT.invalidUrl };
    return { ok: false, error: err instanceof SafeFetchError ? err.message : GEN_TEXT.sourceNotAllowed };
  }
  const sourceUrl = canonicalSourceUrl(url);
  const existing = await findArticleBySourceUrl(db, sourceUrl);
  if (existing) return { ok: true, article: existing, duplicate: true };

  const deadline = generationDeadline(config.timeoutMs, input.signal);
  try {
    const page = await safeFetch(sourceUrl, {
      allowHost: input.mode === "url" ? isBoldHost : undefined,
      signal: deadline.signal,
      maxBytes: SOURCE_MAX_BYTES,
      overrides: deps.overrides,
    });
    if (page.contentType && !/html|xml/i.test(page.contentType))
      return { ok: false, error: GEN_TEXT.sourceNotHtml };
    const source = extractSourceArticle(decodeHtml(page.body, page.contentType), page.url);
    if (!source) return { ok: false, error: GEN_TEXT.sourceNoArticle };

    const vocabulary = await loadTagVocabulary(db);
    const answer = await generateArticleJson(config, {
      system: SYSTEM_PROMPT,
      prompt: buildPrompt(source, vocabulary),
      signal: deadline.signal,
    });
    const article = cleanArticle(answer, vocabulary.matchTags);
    const image = await prepareSourceImage(source.imageUrl, deadline.signal, deps.overrides);
    if (deadline.signal.aborted) throw new GenerationError("aborted");

    const settings = await getSiteSettings(db);
    const isAgent = input.mode === "agent";
    const stored = await storeGeneratedArticle(db, deps.storage ?? getAppStorage(), {
      article,
      generator: isAgent ? "agent" : "url",
      isDraft: !settings.autoPublish,
      // Issue 26: without auto publish the article waits in the review queue ('Til redigering').
      submitForReview: !settings.autoPublish,
      sourceUrl,
      author: isAgent ? "Agent" : null,
      isAgentGenerated: isAgent,
      image: image
        ? {
            processed: image,
            baseName: stripExt(articleImageName(image.ext)),
            credit: creditFor(source),
            source: "import",
            title: source.title.slice(0, 200) || null,
          }
        : null,
      actor: input.actor,
    });
    if (stored.kind === "created") await deps.afterSave?.(db, { id: stored.article.id });
    return { ok: true, article: stored.article, duplicate: stored.kind === "duplicate" };
  } catch (err) {
    if (deadline.timedOut())
      return { ok: false, error: describeGenerationError(err, config.timeoutMs, true) };
    if (err instanceof SafeFetchError) return { ok: false, error: fetchErrorMessage(err) };
    logGenerationFailure(err, { url: sourceUrl, mode: input.mode });
    return { ok: false, error: describeGenerationError(err, config.timeoutMs, false) };
  }
}
