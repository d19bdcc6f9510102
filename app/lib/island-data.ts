/**
 * Data a static island shows, held on the server for a document's render instead of sent in its
 * hydration data (ADR 0023, issue 23). The browser adopts an island's markup as the server wrote
 * it and needs its data only to tell when it changed, so a document carries a reference with a
 * fingerprint of the data instead (a front page's cards were about 20 KB of its hydration data).
 * A data request (a client-side navigation or revalidation) carries the data itself: there the
 * island renders from it, keyed by the same fingerprint, so unchanged data keeps the markup.
 */
export interface HeldRef<T> {
  readonly "~held": number;
  /** `fingerprint` of the held value. */
  readonly sig: string;
  /** Never present: carries `T` for the type checker. */
  readonly "~type"?: T;
}

/** A prop of a static island: the value, or a reference to it held by the server. */
export type Held<T> = T | HeldRef<T>;

export function isHeldRef(value: unknown): value is HeldRef<unknown> {
  return typeof value === "object" && value !== null && "~held" in value;
}

/** Functions and React elements are not data: they never count in a fingerprint. */
function dataOnly(_key: string, value: unknown) {
  return typeof value === "function" || (typeof value === "object" && value !== null && "$$typeof" in value)
    ? undefined
    : value;
}

/**
 * A short, stable fingerprint of a value's data (its JSON's length and FNV-1a hash): the same on
 * the server, from the loader's value, and in the browser, from the value React Router decoded
 * (Dates come back as Dates, keys in the same order). A collision would only keep an island's
 * markup one update longer.
 */
export function fingerprint(value: unknown): string {
  return fingerprintOfJson(dataJson(value));
}

/** A value's data as JSON, as `fingerprint` reads it (functions and React elements left out). */
export function dataJson(value: unknown): string {
  return JSON.stringify(value, dataOnly) ?? "";
}

/** `fingerprint` of a value whose `dataJson` is `text`. */
export function fingerprintOfJson(text: string): string {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return `${text.length.toString(36)}.${(hash >>> 0).toString(36)}`;
}
