import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import reactRouterConfig from "./react-router.config";
import { clientChunkGroups, preloadOnlyForInteractions } from "./scripts/lib/client-chunks";
import { pushBellPanel } from "./scripts/lib/push-bell-chunk";

/**
 * The cluster primary (WEB_CONCURRENCY > 1) loads only build/server/cluster.js, a small second
 * entry (environment schema + supervisor), not the whole app: about 60 MB instead of 150 MB.
 */
function clusterEntry(): Plugin {
  return {
    name: "forsiden:cluster-entry",
    buildStart() {
      this.emitFile({
        type: "chunk",
        id: path.resolve(import.meta.dirname, "server/cluster.ts"),
        fileName: "cluster.js",
      });
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    alias: { "~": path.resolve(import.meta.dirname, "app") },
  },
  build: {
    // The server bundle starts at our Hono entry, which mounts React Router's handler.
    rollupOptions: isSsrBuild ? { input: "./server/app.ts" } : undefined,
    // Vite lists, for every lazy `import()`, the files to preload with it. Only a reader's
    // interactions need that (the cookie banner, the phone menu, a toast: one round trip instead of
    // a waterfall of imports); a static island loaded after a client-side navigation does without,
    // and the lists for the other imports were 0.5–0.7 KB gzip on every page (issue 23).
    modulePreload: { polyfill: false, resolveDependencies: preloadOnlyForInteractions },
    // The browser build: a few larger files per public page (see scripts/lib/client-chunks.ts).
    rolldownOptions: isSsrBuild
      ? undefined
      : {
          output: {
            codeSplitting: {
              groups: clientChunkGroups(),
            },
          },
        },
  },
  plugins: [
    tailwindcss(),
    reactRouter(),
    ...(isSsrBuild ? [clusterEntry()] : []),
    // Issue 25: the push bell's panel, loaded by the head script at the first click on a bell.
    pushBellPanel({
      root: import.meta.dirname,
      clientDir: path.resolve(import.meta.dirname, reactRouterConfig.buildDirectory ?? "build", "client"),
      ssr: Boolean(isSsrBuild),
    }),
  ],
}));
