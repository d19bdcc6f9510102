// Starts the web server: the production build by default, Vite's dev server with --dev.
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";

const dev = process.argv.includes("--dev");

if (!dev) {
  process.env.NODE_ENV ??= "production";
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  const { startProductionServer } = await import(pathToFileURL(path.join(buildDir, "server/index.js")).href);
  await startProductionServer();
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
