import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { clientChunkGroups } from "./scripts/lib/client-chunks";

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
    // No preload helper around `import()` (0.8 KB gzip on every page, issue 23): what a page loads
    // before interaction is in its HTML (React Router's preloads); a static island's code loaded
    // later (a client-side navigation) may take one round trip more for its imports.
    modulePreload: false,
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
  plugins: [tailwindcss(), reactRouter(), ...(isSsrBuild ? [clusterEntry()] : [])],
}));
