import type { ActionResult } from "~/lib/form";
import type { IndexingError, IndexingResult } from "./indexing-types";

/** Spec §8 Indexing: the toasts of the panel, word for word. */
export const indexingMessages = {
  success: (n: number) => `Anmodede indeksering for ${n} sider`,
  partial: (n: number, m: number) => `Indeksering delvist fuldført: ${n} succesfulde, ${m} fejl`,
  failure: "Fejl ved anmodning om indeksering",
  unknownError: "Ukendt fejl",
} as const;

/**
 * What the indexing endpoint answers: an ActionResult whose message is the toast's text (spec §8),
 * with the run's counts and the error per URL for the list under the button.
 */
export type IndexingActionResult = ActionResult<
  "request-indexing",
  { submittedUrls: number; errors: IndexingError[]; partial: boolean },
  { submittedUrls?: number; errors?: IndexingError[] }
>;

/** The endpoint's answer for a run: full success, partial success (some URLs failed) or failure. */
export function indexingActionResult(result: IndexingResult): IndexingActionResult {
  const { submittedUrls, errors } = result;
  if (result.success && errors.length === 0) {
    return {
      ok: true,
      message: indexingMessages.success(submittedUrls),
      submittedUrls,
      errors,
      partial: false,
    };
  }
  if (result.success) {
    return {
      ok: true,
      message: indexingMessages.partial(submittedUrls, errors.length),
      submittedUrls,
      errors,
      partial: true,
    };
  }
  return { ok: false, message: errors[0]?.error || indexingMessages.unknownError, submittedUrls, errors };
}

export type IndexingToast =
  | { kind: "success"; title: string }
  | { kind: "partial"; title: string }
  | { kind: "failure"; title: string; description: string };

/** Which toast an answer gives: full success, partial success or failure (with its message). */
export function indexingToast(result: IndexingActionResult): IndexingToast {
  if (result.ok) return { kind: result.partial ? "partial" : "success", title: result.message };
  return {
    kind: "failure",
    title: indexingMessages.failure,
    description: result.message || indexingMessages.unknownError,
  };
}
