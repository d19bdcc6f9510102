// Starts the web server: the production build by default, Vite's dev server with --dev.
// With WEB_CONCURRENCY > 1 (PostgreSQL only) this process becomes a node:cluster primary that only
// supervises: each worker runs this file again and serves (server/cluster.ts, ADR 0018).
import cluster from "node:cluster";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";

const dev = process.argv.includes("--dev");

if (!dev) {
  process.env.NODE_ENV ??= "production";
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  const entry = (name) => pathToFileURL(path.join(buildDir, "server", name)).href;
  // The primary loads only the small cluster entry. An older build without it ignores
  // WEB_CONCURRENCY: one process, as before.
  const hasClusterEntry = fs.existsSync(path.join(buildDir, "server/cluster.js"));
  const primary = cluster.isPrimary && hasClusterEntry ? await import(entry("cluster.js")) : null;
  const workers = primary ? primary.productionWorkerCount() : 1;
  if (workers > 1) primary.startCluster(workers);
  else {
    try {
      await (await import(entry("index.js"))).startProductionServer();
    } catch (error) {
      // The start failed (database unreachable, a migration failed …): say so and exit 1. Left to
      // the server's "log and keep running" handlers it ended with 0, and a cluster worker (kept
      // alive by its channel to the primary) never ended at all.
      console.error("Forsiden kunne ikke starte (the server could not start):", error);
      process.exit(1);
    }
  }
} else {
  process.env.NODE_ENV = "development";
  const vite = await import("vite");
  const viteServer = await vite.createServer({ server: { middlewareMode: true }, appType: "custom" });
  const port = Number(process.env.PORT ?? 3000);
  const server = http.createServer((req, res) => {
    viteServer.middlewares(req, res, async () => {
      try {
        const { createDevApp } = await viteServer.ssrLoadModule("/server/app.ts");
        const app = await createDevApp();
        await getRequestListener(app.fetch)(req, res);
      } catch (error) {
        viteServer.ssrFixStacktrace(error);
        console.error(error);
        res.statusCode = 500;
        res.end(String(error?.stack ?? error));
      }
    });
  });
  server.listen(port, () => console.log(`\n  Forsiden (udvikling) kører på http://localhost:${port}\n`));
  const stop = async () => {
    server.close();
    await viteServer.close();
    try {
      const { shutdownApp } = await viteServer.ssrLoadModule("/app/workflows/boot.server.ts");
      await shutdownApp();
    } catch {}
    process.exit(0);
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
