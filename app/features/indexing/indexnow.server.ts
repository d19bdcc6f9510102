import type { IndexingError } from "./indexing-types";

/** The IndexNow protocol takes at most 10,000 URLs per POST (indexnow.org/documentation). */
export const INDEXNOW_MAX_URLS = 10_000;
const REQUEST_TIMEOUT_MS = 15_000;

/**
 * What IndexNow's answers mean (indexnow.org/documentation, "Response format"), in Danish.
 * 200 and 202 are successes: 202 means the URLs were received and the key is still being checked.
 */
export const INDEXNOW_STATUS_MESSAGES: Record<number, string> = {
  400: "Ugyldig anmodning (400): IndexNow kunne ikke læse formatet",
  403: "Ugyldig nøgle (403): nøglefilen blev ikke fundet, eller den indeholder ikke nøglen",
  422: "Afvist (422): URL'erne hører ikke til værten, eller nøglen passer ikke til protokollens format",
  429: "For mange anmodninger (429): IndexNow opfatter det som mulig spam. Prøv igen senere.",
};

export function indexNowErrorMessage(status: number): string {
  return INDEXNOW_STATUS_MESSAGES[status] ?? `Uventet svar fra IndexNow (HTTP ${status})`;
}

export function isIndexNowSuccess(status: number): boolean {
  return status === 200 || status === 202;
}

export interface IndexNowSubmission {
  endpoint: string;
  host: string;
  key: string;
  keyLocation: string;
  urls: string[];
  batchSize?: number;
  fetch?: typeof fetch;
}

export interface IndexNowOutcome {
  /** URLs in batches that IndexNow accepted (200 or 202). */
  accepted: string[];
  errors: IndexingError[];
  /** The HTTP status (or null on a network error) of each batch, in order. */
  statuses: (number | null)[];
}

/** Splits a list into chunks of at most `size`. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * POSTs the URLs to IndexNow as JSON `{host, key, keyLocation, urlList}`, in batches of at most
 * 10,000. A failed batch gives an error for each of its URLs; the other batches still go out.
 */
export async function submitToIndexNow(input: IndexNowSubmission): Promise<IndexNowOutcome> {
  const doFetch = input.fetch ?? fetch;
  const size = Math.min(input.batchSize ?? INDEXNOW_MAX_URLS, INDEXNOW_MAX_URLS);
  const outcome: IndexNowOutcome = { accepted: [], errors: [], statuses: [] };
  for (const urlList of chunk(input.urls, size)) {
    let error: string | null = null;
    let status: number | null = null;
    try {
      const response = await doFetch(input.endpoint, {
        method: "POST",
        headers: { "Content-Type": "application/json; charset=utf-8" },
        body: JSON.stringify({ host: input.host, key: input.key, keyLocation: input.keyLocation, urlList }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      status = response.status;
      await response.body?.cancel().catch(() => {});
      if (!isIndexNowSuccess(status)) error = indexNowErrorMessage(status);
    } catch (cause) {
      const reason =
        cause instanceof Error && cause.name === "TimeoutError"
          ? "intet svar inden for 15 sekunder"
          : cause instanceof Error
            ? (cause.cause as Error | undefined)?.message || cause.message
            : String(cause);
      error = `Kunne ikke kontakte IndexNow: ${reason}`;
    }
    outcome.statuses.push(status);
    if (error) for (const url of urlList) outcome.errors.push({ url, error });
    else outcome.accepted.push(...urlList);
  }
  return outcome;
}
