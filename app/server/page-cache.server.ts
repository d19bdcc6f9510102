/**
 * In-process cache of anonymous public pages. Any content change calls invalidatePageCache().
 * (Implementation: see server/app.ts middleware; this module owns the store.)
 */
const listeners = new Set<() => void>();

export function onPageCacheInvalidate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Drops every cached public page (call after any write that readers can see). */
export function invalidatePageCache(): void {
  for (const listener of listeners) listener();
}
