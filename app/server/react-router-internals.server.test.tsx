import {
  createRequestHandler,
  type EntryContext,
  Outlet,
  Scripts,
  type ServerBuild,
  ServerRouter,
  useLoaderData,
} from "react-router";
import { describe, expect, it } from "vitest";
import { compactHandoffScripts, primeReactRouterHandoff } from "./react-router-internals.server";
import { renderWholeDocument } from "./whole-document.server";

/*
 * Pins the React Router internals behind primeReactRouterHandoff (issue 23) with a real request
 * through React Router's own request handler and ServerRouter: if an upgrade renames the handoff
 * stream or the cache its StreamTransfer reads, the whole-document render stops working here.
 */

function streamOf(...chunks: string[]) {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

const contextWith = (fields: Record<string, unknown>) => fields as unknown as EntryContext;

function Root() {
  const { headline } = useLoaderData() as { headline: string; quote?: string };
  return (
    <html lang="da">
      <body>
        <h1>{headline}</h1>
        <Outlet />
        <Scripts />
      </body>
    </html>
  );
}

/** A one-route production build whose entry renders as app/entry.server.tsx does. */
function buildWith(
  seen: { whole: string | null; primed: boolean | null },
  data: Record<string, string> = { headline: "Seneste nyt fra Superligaen" },
): ServerBuild {
  return {
    entry: {
      module: {
        default: async (request: Request, status: number, headers: Headers, context: EntryContext) => {
          const html = await renderWholeDocument(
            context,
            <ServerRouter context={context} url={request.url} />,
          );
          seen.whole = html;
          headers.set("Content-Type", "text/html");
          return new Response(html ?? "streaming render", { status, headers });
        },
      },
    },
    routes: {
      root: {
        id: "root",
        path: "",
        module: { default: Root, loader: () => data },
      },
    },
    assets: {
      entry: { module: "/assets/entry.js", imports: [] },
      routes: {
        root: {
          id: "root",
          path: "",
          module: "/assets/root.js",
          imports: [],
          hasAction: false,
          hasLoader: true,
          hasClientAction: false,
          hasClientLoader: false,
          hasClientMiddleware: false,
          hasErrorBoundary: false,
        },
      },
      url: "/assets/manifest.js",
      version: "1",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

describe("React Router's data handoff behind primeReactRouterHandoff", () => {
  it("a real React Router document request renders whole, with the loader data in its handoff script", async () => {
    const seen = { whole: null as string | null, primed: null as boolean | null };
    const handler = createRequestHandler(buildWith(seen), "production");
    const response = await handler(new Request("http://forsiden.test/"));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(seen.whole).not.toBeNull();
    expect(html).toBe(seen.whole);
    expect(html).toMatch(
      /^<!DOCTYPE html><html lang="da"><head>.*<body><h1>Seneste nyt fra Superligaen<\/h1>/,
    );
    // The handoff (turbo-stream) carries the loader data to the browser through StreamTransfer,
    // every chunk of it, then closes the stream.
    expect(html).toMatch(
      /<script>window\.__reactRouterContext\.streamController\.enqueue\(".*\\"headline\\",\\"Seneste nyt fra Superligaen\\"\]\\n"\);<\/script>/,
    );
    expect(html).toContain("<script>window.__reactRouterContext.streamController.close();</script>");
  });

  it("reads the handoff stream whole into the cache its StreamTransfer reads", async () => {
    const stream = streamOf('[{"_1":2}', ',"root"]');
    const renderMeta: { streamCache?: Record<number, { result: unknown }> } = {};
    expect(await primeReactRouterHandoff(contextWith({ serverHandoffStream: stream, renderMeta }))).toBe(
      true,
    );
    const cache = renderMeta.streamCache ?? {};
    expect(Object.keys(cache)).toEqual(["0", "1", "2"]);
    expect([cache[0].result, cache[1].result, cache[2].result]).toEqual([
      { done: false, value: '[{"_1":2}' },
      { done: false, value: ',"root"]' },
      { done: true, value: "" },
    ]);
    // The lock is released: React Router's own getReader() on the same stream must not throw.
    expect(stream.locked).toBe(false);
  });

  it("leaves a render without a handoff stream to the streaming render", async () => {
    expect(await primeReactRouterHandoff(contextWith({ renderMeta: {} }))).toBe(false);
  });
});

/** What the browser's `enqueue` calls receive from a document's handoff scripts, in order. */
function enqueued(html: string): string[] {
  const chunks: string[] = [];
  const window = { __reactRouterContext: { streamController: { enqueue: (c: string) => chunks.push(c) } } };
  for (const m of html.matchAll(
    /<script>(window\.__reactRouterContext\.streamController\.enqueue\([\s\S]*?\);)<\/script>/g,
  ))
    new Function("window", m[1])(window);
  return chunks;
}

describe("compactHandoffScripts", () => {
  it("writes each handoff chunk as a single-quoted string: the same text reaches enqueue, without a backslash per quote", async () => {
    const seen = { whole: null as string | null, primed: null as boolean | null };
    const quote = `"Vi går efter guldet" – it's </script><!-- \\ \u2028 & <b>`;
    const handler = createRequestHandler(
      buildWith(seen, { headline: "Seneste nyt fra Superligaen", quote }),
      "production",
    );
    const html = await (await handler(new Request("http://forsiden.test/"))).text();
    const compact = compactHandoffScripts(html);
    expect(enqueued(html)).toHaveLength(1);
    expect(enqueued(compact)).toEqual(enqueued(html));
    expect(enqueued(compact)[0]).toContain(JSON.stringify(quote));
    expect(compact).toContain(
      `<script>window.__reactRouterContext.streamController.enqueue('[{"_1":2,"_3":-5,"_4":-5},"loaderData",`,
    );
    // Still nothing that ends the script or opens a comment inside it.
    const script = /enqueue\('([\s\S]*?)'\);<\/script>/.exec(compact)?.[1] ?? "";
    expect(script).not.toMatch(/<\/script|<!--/i);
    expect(compact.length).toBeLessThan(html.length - 20);
    expect(
      compact.replace(
        /<script>window\.__reactRouterContext\.streamController\.enqueue[\s\S]*?<\/script>/,
        "",
      ),
    ).toBe(
      html.replace(/<script>window\.__reactRouterContext\.streamController\.enqueue[\s\S]*?<\/script>/, ""),
    );
  });

  it("writes the route manifest of lazy route discovery without its indentation, the same object", async () => {
    const seen = { whole: null as string | null, primed: null as boolean | null };
    const build = buildWith(seen);
    Object.assign(build, { routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" } });
    const html = await (
      await createRequestHandler(build, "production")(new Request("http://forsiden.test/"))
    ).text();
    const manifestOf = (doc: string) =>
      JSON.parse(/window\.__reactRouterManifest = (\{[\s\S]*?\});\n/.exec(doc)?.[1] ?? "null");
    expect(html).toContain('window.__reactRouterManifest = {\n  "entry": {');
    const compact = compactHandoffScripts(html);
    expect(compact).toContain(
      'window.__reactRouterManifest = {"entry":{"module":"/assets/entry.js","imports":[]',
    );
    expect(manifestOf(compact)).toEqual(manifestOf(html));
    expect(manifestOf(html).routes.root.module).toBe("/assets/root.js");
    expect(compact.length).toBeLessThan(html.length - 100);
  });
});
