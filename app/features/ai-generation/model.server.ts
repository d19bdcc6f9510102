/**
 * The AI provider: any OpenAI-compatible chat-completions API (OpenAI, Ollama, vLLM …) configured
 * by AI_BASE_URL, AI_MODEL and AI_API_KEY, called through the Vercel AI SDK with a JSON schema
 * (structured output). An answer that does not parse, does not match the schema or breaks a
 * limit (e.g. the excerpt length) gets one repair attempt; after that the generation fails.
 */
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import {
  APICallError,
  generateText,
  type ModelMessage,
  NoObjectGeneratedError,
  Output,
  RetryError,
} from "ai";
import { type Env, getEnv } from "~/server/env.server";
import { logger } from "~/server/logger.server";
import { articleProblems, type ModelArticle, modelArticleSchema } from "./article-output";
import { GEN_TEXT, timeoutMessage } from "./messages";

export interface AiConfig {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

/** The provider settings, or null when AI_BASE_URL or AI_MODEL is missing (generators disabled). */
export function getAiConfig(env: Env = getEnv()): AiConfig | null {
  if (!env.AI_BASE_URL || !env.AI_MODEL) return null;
  return {
    baseUrl: env.AI_BASE_URL,
    apiKey: env.AI_API_KEY,
    model: env.AI_MODEL,
    timeoutMs: env.AI_TIMEOUT_MS,
  };
}

/** A generation failure with the Danish message to show. */
export class GenerationError extends Error {
  override name = "GenerationError";
}

/**
 * One signal for the whole generation: aborted after AI_TIMEOUT_MS (spec: the 30 s timer is
 * connected) or when the caller's signal aborts. `timedOut()` tells the two apart.
 */
export function generationDeadline(timeoutMs: number, outer?: AbortSignal) {
  const timer = AbortSignal.timeout(timeoutMs);
  const signal = outer ? AbortSignal.any([outer, timer]) : timer;
  return { signal, timedOut: () => timer.aborted };
}

/** The Danish message for an error thrown while generating. */
export function describeGenerationError(err: unknown, timeoutMs: number, timedOut: boolean): string {
  if (timedOut) return timeoutMessage(timeoutMs);
  if (err instanceof GenerationError) return err.message;
  const inner = RetryError.isInstance(err) ? err.lastError : err;
  if (APICallError.isInstance(inner)) {
    if (inner.statusCode == null) return GEN_TEXT.providerUnreachable;
    return `${GEN_TEXT.providerError} (HTTP ${inner.statusCode})`;
  }
  if ((inner as Error | undefined)?.name === "AbortError") return "Genereringen blev afbrudt.";
  return GEN_TEXT.failedFallback;
}

/** Logs a failed generation without the request body (the whole prompt) that SDK errors carry. */
export function logGenerationFailure(err: unknown, context: Record<string, unknown>): void {
  if (err instanceof GenerationError) return;
  const inner = RetryError.isInstance(err) ? err.lastError : err;
  if (APICallError.isInstance(inner)) {
    logger.warn(
      { ...context, status: inner.statusCode ?? null, provider: inner.url, error: inner.message },
      "AI provider call failed",
    );
    return;
  }
  logger.error({ ...context, err }, "article generation failed");
}

const JSON_INSTRUCTION =
  'Svar udelukkende med ét JSON-objekt med felterne "title", "slug", "excerpt", "content", "category", "tags" og "imageAlt".';

/**
 * Asks the model for an article. Returns the parsed answer (limits checked) or throws
 * GenerationError(invalid output); API errors, timeouts and aborts are thrown as they are.
 */
export async function generateArticleJson(
  config: AiConfig,
  input: { system: string; prompt: string; signal: AbortSignal },
): Promise<ModelArticle> {
  const provider = createOpenAICompatible({
    name: "forsiden",
    baseURL: config.baseUrl,
    apiKey: config.apiKey,
    // Sends response_format json_schema (OpenAI, vLLM, Ollama ≥ 0.5 understand it).
    supportsStructuredOutputs: true,
  });
  const messages: ModelMessage[] = [{ role: "user", content: `${input.prompt}\n\n${JSON_INSTRUCTION}` }];
  let lastProblems: string[] = [];
  for (let attempt = 0; attempt < 2; attempt++) {
    let answerText = "";
    try {
      const result = await generateText({
        model: provider.chatModel(config.model),
        system: input.system,
        messages,
        output: Output.object({ schema: modelArticleSchema, name: "artikel" }),
        abortSignal: input.signal,
        maxRetries: 0,
        temperature: 0.7,
      });
      answerText = result.text;
      const article = result.output;
      lastProblems = articleProblems(article);
      if (lastProblems.length === 0) return article;
    } catch (err) {
      if (NoObjectGeneratedError.isInstance(err)) {
        answerText = err.text ?? "";
        lastProblems = ["svaret var ikke gyldig JSON efter skemaet"];
      } else if ((err as Error)?.name === "AI_NoOutputGeneratedError") {
        lastProblems = ["svaret var tomt"];
      } else {
        throw err;
      }
    }
    logger.warn({ attempt, problems: lastProblems }, "AI answer rejected");
    messages.push(
      { role: "assistant", content: answerText || "(tomt svar)" },
      {
        role: "user",
        content: `Svaret kan ikke bruges: ${lastProblems.join("; ")}. Ret det og send hele artiklen igen. ${JSON_INSTRUCTION}`,
      },
    );
  }
  throw new GenerationError(`${GEN_TEXT.invalidOutput} (${lastProblems.join("; ")})`);
}
