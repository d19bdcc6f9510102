// Starts the web server: the production build by default, Vite's dev server with --dev.
// With WEB_CONCURRENCY > 1 (PostgreSQL only) this process becomes a node:cluster primary that only
// supervises: each worker runs this file again and serves (server/cluster.ts, ADR 0018).
import cluster from "node:cluster";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";

const dev = process.argv.includes("--dev");

if (!dev) {
  process.env.NODE_ENV ??= "production";
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  const server = await import(pathToFileURL(path.join(buildDir, "server/index.js")).href);
  // An older build without these exports ignores WEB_CONCURRENCY: one process, as before.
  const workers =
    cluster.isPrimary && typeof server.productionWorkerCount === "function"
      ? server.productionWorkerCount()
      : 1;
  if (workers > 1 && typeof server.startCluster === "function") server.startCluster(workers);
  else await server.startProductionServer();
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
