/**
 * In-process sliding-window rate limiter. Each instance counts on its own; behind several
 * instances the effective limit is per instance, which is enough against casual abuse.
 */
export function createRateLimiter(options: { limit: number; windowMs: number }) {
  const hits = new Map<string, number[]>();
  let lastSweep = Date.now();

  function sweep(now: number) {
    if (now - lastSweep < options.windowMs) return;
    lastSweep = now;
    for (const [key, times] of hits) {
      if (times.every((t) => now - t >= options.windowMs)) hits.delete(key);
    }
  }

  return {
    /** Records an attempt; false when the key has used up its attempts in the window. */
    attempt(key: string, now = Date.now()): { allowed: boolean; retryAfterSeconds: number } {
      sweep(now);
      const recent = (hits.get(key) ?? []).filter((t) => now - t < options.windowMs);
      if (recent.length >= options.limit) {
        hits.set(key, recent);
        return { allowed: false, retryAfterSeconds: Math.ceil((recent[0] + options.windowMs - now) / 1000) };
      }
      recent.push(now);
      hits.set(key, recent);
      return { allowed: true, retryAfterSeconds: 0 };
    },
    reset(key?: string) {
      if (key) hits.delete(key);
      else hits.clear();
    },
  };
}
