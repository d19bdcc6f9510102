/**
 * Function 'generate-historical-article' (spec §7): topic (required), context (trimmed) and an
 * optional image (JPG, PNG or WebP, verified by decoding, stored as historical-{timestamp}.{ext}).
 * The article is always published, with generator 'history', so it lands on /dansk-fodboldhistorie.
 */
import { getAppStorage } from "~/server/app-storage.server";
import type { Database } from "~/server/db/client.server";
import { MAX_IMAGE_BYTES, type ProcessedImage, processImage } from "~/server/images.server";
import { historicalImageName, type ObjectStorage, stripExt } from "~/server/storage.server";
import { cleanArticle, EXCERPT_MAX, EXCERPT_MIN } from "./article-output";
import { GEN_TEXT, type GenerationResult } from "./messages";
import {
  describeGenerationError,
  GenerationError,
  generateArticleJson,
  generationDeadline,
  getAiConfig,
  logGenerationFailure,
} from "./model.server";
import { type GenerationActor, storeGeneratedArticle } from "./store-article.server";
import { loadTagVocabulary } from "./tag-vocabulary.server";

export const HISTORY_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export const MAX_TOPIC_CHARS = 300;
export const MAX_CONTEXT_CHARS = 4_000;

export interface HistoryImageUpload {
  data: Buffer;
  /** The browser's content type. */
  type: string;
  name?: string | null;
}

export interface GenerateHistoryInput {
  topic: string;
  context?: string | null;
  image?: HistoryImageUpload | null;
  actor: GenerationActor | null;
  signal?: AbortSignal;
}

/** Spec §2: JPG, PNG and WebP only, checked by type, size and a real decode. */
export async function verifyHistoryImage(upload: HistoryImageUpload): Promise<ProcessedImage | null> {
  if (!(HISTORY_IMAGE_TYPES as readonly string[]).includes(upload.type.toLowerCase())) return null;
  if (upload.data.length === 0 || upload.data.length > MAX_IMAGE_BYTES) return null;
  try {
    const processed = await processImage(upload.data, { avif: true });
    return processed.sourceFormat === "gif" ? null : processed;
  } catch {
    return null;
  }
}

const SYSTEM_PROMPT = [
  "Du er fodboldhistoriker og skribent på det danske fodboldmedie Forsiden.",
  "Du skriver en grundig, faktuelt korrekt artikel på dansk om et emne fra dansk fodboldhistorie.",
  "Skriv kun om fakta, du er sikker på; opfind ingen citater, resultater eller datoer.",
  `Uddraget (excerpt) skal være mellem ${EXCERPT_MIN} og ${EXCERPT_MAX} tegn, fordi det bruges som metabeskrivelse.`,
  "Brødteksten skrives i markdown med afsnit og ## mellemrubrikker, uden overskriften øverst.",
  'Kategorien er "Historie". Tags har præfiks: "klub:" med klubbens navn, "liga:" med ligaens navn, "spiller:" med spillerens navn, og "type:historie".',
].join("\n");

export async function generateHistoricalArticle(
  db: Database,
  input: GenerateHistoryInput,
  deps: {
    storage?: Pick<ObjectStorage, "put" | "delete">;
    /** Issue 27: after the article is stored (its embed lines are fetched); never fails the run. */
    afterSave?: (db: Database, article: { id: string }) => Promise<void>;
  } = {},
): Promise<GenerationResult> {
  const topic = input.topic.trim();
  if (!topic) return { ok: false, message: GEN_TEXT.topicRequired, stage: "validation" };
  const context = (input.context ?? "").trim().slice(0, MAX_CONTEXT_CHARS);

  // The image is checked before anything is generated (and stored only with the article).
  let image: ProcessedImage | null = null;
  if (input.image) {
    image = await verifyHistoryImage(input.image);
    if (!image) return { ok: false, message: GEN_TEXT.historyImageFailed, stage: "upload" };
  }

  const config = getAiConfig();
  if (!config) return { ok: false, message: GEN_TEXT.notConfigured, stage: "generation" };

  const deadline = generationDeadline(config.timeoutMs, input.signal);
  try {
    const vocabulary = await loadTagVocabulary(db);
    const prompt = [
      `Emne: ${topic.slice(0, MAX_TOPIC_CHARS)}`,
      context ? `Ekstra kontekst fra redaktionen:\n${context}` : "",
      `Kendte klubber (brug præcis disse navne i klub-tags): ${vocabulary.clubNames.slice(0, 300).join(", ")}`,
      `Kendte ligaer: ${vocabulary.leagueNames}`,
    ]
      .filter(Boolean)
      .join("\n\n");
    const answer = await generateArticleJson(config, {
      system: SYSTEM_PROMPT,
      prompt,
      signal: deadline.signal,
    });
    const checked = cleanArticle(answer, vocabulary.matchTags);
    const article = {
      ...checked,
      category: "Historie",
      tags: checked.tags.includes("type:historie") ? checked.tags : [...checked.tags, "type:historie"],
    };
    if (deadline.signal.aborted) throw new GenerationError("aborted");
    const stored = await storeGeneratedArticle(db, deps.storage ?? getAppStorage(), {
      article,
      generator: "history",
      isDraft: false,
      sourceUrl: null,
      author: null,
      isAgentGenerated: false,
      image: image
        ? {
            processed: image,
            baseName: stripExt(historicalImageName(image.ext)),
            credit: null,
            source: "historical",
            title: input.image?.name ? stripExt(input.image.name).slice(0, 200) : topic.slice(0, 200),
          }
        : null,
      actor: input.actor,
    });
    await deps.afterSave?.(db, { id: stored.article.id });
    return { ok: true, article: stored.article, duplicate: false, message: GEN_TEXT.historySuccess };
  } catch (err) {
    if (deadline.timedOut()) {
      return {
        ok: false,
        message: describeGenerationError(err, config.timeoutMs, true),
        stage: "generation",
      };
    }
    logGenerationFailure(err, { generator: "history" });
    return {
      ok: false,
      message: describeGenerationError(err, config.timeoutMs, false),
      stage: "generation",
    };
  }
}
