import type { AppLoadContext } from "react-router";
import { fingerprint, type Held } from "~/lib/island-data";

/** One document's held island data, by reference number (`~held`). */
export type HeldIslandData = Map<number, unknown>;

/**
 * A store for a document request; none for a data request (React Router's `.data` URLs: a
 * client-side navigation or revalidation), whose islands render in the browser from the data.
 */
export function heldIslandDataFor(request: Request): HeldIslandData | undefined {
  return new URL(request.url).pathname.endsWith(".data") ? undefined : new Map();
}

/**
 * `value` for a static island's prop (lib/island-data.ts): in a document, held here for the
 * server's render and sent as a reference with its fingerprint; anywhere else the value itself.
 */
export function holdForIsland<T>(context: Pick<AppLoadContext, "islandData"> | undefined, value: T): Held<T> {
  const store = context?.islandData;
  if (!store) return value;
  const ref = store.size + 1;
  store.set(ref, value);
  return { "~held": ref, sig: fingerprint(value) };
}
