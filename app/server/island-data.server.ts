import type { AppLoadContext } from "react-router";
import { dataJson, fingerprintOfJson, type Held } from "~/lib/island-data";

/** One document's held island data, by reference number (`~held`). */
export type HeldIslandData = Map<number, unknown>;

/**
 * A store for a document request; none for a data request (React Router's `.data` URLs: a
 * client-side navigation or revalidation), whose islands render in the browser from the data.
 */
export function heldIslandDataFor(request: Request): HeldIslandData | undefined {
  return new URL(request.url).pathname.endsWith(".data") ? undefined : new Map();
}

/** The JSON each held value was fingerprinted from, per store (a document's). */
const heldJson = new WeakMap<ReadonlyMap<number, unknown>, Map<number, string>>();

/**
 * `value` for a static island's prop (lib/island-data.ts): in a document, held here for the
 * server's render and sent as a reference with its fingerprint; anywhere else the value itself.
 */
export function holdForIsland<T>(context: Pick<AppLoadContext, "islandData"> | undefined, value: T): Held<T> {
  const store = context?.islandData;
  if (!store) return value;
  const ref = store.size + 1;
  store.set(ref, value);
  const json = dataJson(value);
  const texts = heldJson.get(store) ?? new Map<number, string>();
  heldJson.set(store, texts.set(ref, json));
  return { "~held": ref, sig: fingerprintOfJson(json) };
}

/**
 * The JSON `holdForIsland` made of a document's held value: an island rendered apart is
 * remembered by its data (server/island-markup.server.tsx), and this spares writing the same
 * data (an article's body and its media) as JSON a second time per request.
 */
export function heldJsonOf(store: ReadonlyMap<number, unknown> | null, ref: number): string | undefined {
  return store ? heldJson.get(store)?.get(ref) : undefined;
}
