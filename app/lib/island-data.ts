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
 * A short, stable fingerprint of a value's data (cyrb53 of its JSON): the same on the server, from
 * the loader's value, and in the browser, from the value React Router decoded (Dates come back as
 * Dates, keys in the same order). A collision would only keep an island's markup one update longer.
 */
export function fingerprint(value: unknown): string {
  const text = JSON.stringify(value, dataOnly) ?? "";
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}
