import type { IndexingResult } from "./indexing-types";

/** Spec §8 Indexing: the toasts of the panel, word for word. */
export const indexingMessages = {
  success: (n: number) => `Anmodede indeksering for ${n} sider`,
  partial: (n: number, m: number) => `Indeksering delvist fuldført: ${n} succesfulde, ${m} fejl`,
  failure: "Fejl ved anmodning om indeksering",
  unknownError: "Ukendt fejl",
} as const;

export type IndexingToast =
  | { kind: "success"; title: string }
  | { kind: "partial"; title: string }
  | { kind: "failure"; title: string; description: string };

/** Which toast a result gives: full success, partial success (some URLs failed) or failure. */
export function indexingToast(result: IndexingResult & { error?: string }): IndexingToast {
  if (result.success && result.errors.length === 0) {
    return { kind: "success", title: indexingMessages.success(result.submittedUrls) };
  }
  if (result.success) {
    return { kind: "partial", title: indexingMessages.partial(result.submittedUrls, result.errors.length) };
  }
  const description = result.error || result.errors[0]?.error || indexingMessages.unknownError;
  return { kind: "failure", title: indexingMessages.failure, description };
}
