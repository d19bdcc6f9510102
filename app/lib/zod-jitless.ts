/**
 * Zod's fast path probes `new Function`, which the CSP refuses (no 'unsafe-eval') and reports as a
 * violation even though Zod catches it. Zod decides when a schema is built, and route modules build
 * theirs as they load, before any of our code could call `z.config()`; so the setting goes in an
 * inline script ahead of every module, through the global that `z.config()` itself writes to.
 * zod-jitless.test.ts pins that: a Zod upgrade that reads its settings elsewhere fails it.
 */
export const ZOD_GLOBAL_CONFIG = "__zod_globalConfig";

/** The inline script for <head>: sets Zod's jitless setting before any module loads. */
export const ZOD_JITLESS_SCRIPT = `window.${ZOD_GLOBAL_CONFIG}={jitless:true};`;
