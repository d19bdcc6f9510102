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
import { contextWith, streamOf } from "#tests/support/document-streams.ts";
import {
  compactHandoffScripts,
  finishDocument,
  loadModulesAfterFirstPaint,
  primeReactRouterHandoff,
} from "./react-router-internals.server";
import { renderWholeDocument } from "./whole-document.server";

/*
 * Pins the React Router internals behind primeReactRouterHandoff (issue 23) with a real request
 * through React Router's own request handler and ServerRouter: if an upgrade renames the handoff
 * stream or the cache its StreamTransfer reads, the whole-document render stops working here.
 */

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

/** A root as app/root.tsx lays it out: a head, and the scripts with the CSP nonce at the end. */
function RootWithHead() {
  const { headline } = useLoaderData() as { headline: string };
  return (
    <html lang="da">
      <head>
        <link rel="stylesheet" href="/assets/shell.css" />
      </head>
      <body>
        <h1>{headline}</h1>
        <img src="/lead.webp" alt="" fetchPriority="high" />
        <Scripts nonce="bm9uY2U=" />
      </body>
    </html>
  );
}

/** A one-route production build whose entry renders as app/entry.server.tsx does. */
function buildWith(
  seen: { whole: string | null; primed: boolean | null },
  data: Record<string, string> = { headline: "Seneste nyt fra Superligaen" },
  root: { component: () => React.JSX.Element; imports: string[] } = { component: Root, imports: [] },
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
        module: { default: root.component, loader: () => data },
      },
    },
    assets: {
      entry: { module: "/assets/entry.js", imports: root.imports.length ? ["/assets/framework.js"] : [] },
      routes: {
        root: {
          id: "root",
          path: "",
          module: "/assets/root.js",
          imports: root.imports,
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

describe("loadModulesAfterFirstPaint (ADR 0022)", () => {
  async function documentWithScripts() {
    const seen = { whole: null as string | null, primed: null as boolean | null };
    const build = buildWith(seen, undefined, { component: RootWithHead, imports: ["/assets/shell.js"] });
    return (await createRequestHandler(build, "production")(new Request("http://forsiden.test/"))).text();
  }

  const flush = () => new Promise((resolve) => setImmediate(resolve));

  /** Runs a boot script as the browser would, with the page's first frame and lead image under the test's control. */
  function runBoot(code: string, image: { complete: boolean }) {
    const calls: string[] = [];
    const listeners: Record<string, () => void> = {};
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const head = {
      appendChild: (link: { rel: string; href: string }) => calls.push(`${link.rel} ${link.href}`),
    };
    const img = { ...image, addEventListener: (type: string, fn: () => void) => (listeners[type] = fn) };
    const document = {
      head,
      createElement: () => ({ rel: "", href: "" }),
      querySelector: (selector: string) => (selector === 'img[fetchpriority="high"]' ? img : null),
    };
    const window: Record<string, unknown> = {};
    const load = async (url: string) => {
      calls.push(`import ${url}`);
      return { url };
    };
    const AsyncFunction = (async () => {}).constructor as new (
      ...args: string[]
    ) => (...a: unknown[]) => Promise<void>;
    const run = new AsyncFunction(
      "document",
      "window",
      "requestAnimationFrame",
      "setTimeout",
      "load",
      code.replace(/\bimport\(/g, "load("),
    )(
      document,
      window,
      (fn: () => void) => frames.push(fn),
      (fn: () => void) => timers.push(fn),
      load,
    );
    return { calls, listeners, frames, timers, window, run };
  }

  it("moves React Router's module preloads out of <head> and into the boot script, which imports the route modules dynamically", async () => {
    const html = await documentWithScripts();
    // The shape the transform reads (react-router 7.18 with React 19): pinned, so an upgrade fails here.
    expect(html).toContain('<link rel="modulepreload" href="/assets/entry.js" nonce="bm9uY2U="/>');
    expect(html).toMatch(
      /<script nonce="bm9uY2U=" type="module" async="">import "\/assets\/manifest.js";\nimport \* as route0 from "\/assets\/root.js";/,
    );
    const deferred = loadModulesAfterFirstPaint(html);
    expect(deferred).not.toContain('<link rel="modulepreload"');
    expect(deferred).not.toMatch(/^import /m);
    expect(deferred).toContain('<link rel="stylesheet" href="/assets/shell.css"/>');
    expect(deferred).toContain('<img src="/lead.webp" alt="" fetchPriority="high"/>');
    // Everything but the boot script is untouched.
    const outsideBoot = (doc: string) =>
      doc
        .replace(/<link rel="modulepreload"[^>]*>/g, "")
        .replace(/<script nonce="bm9uY2U=" type="module"[\s\S]*?<\/script>/, "");
    expect(outsideBoot(deferred)).toBe(outsideBoot(html));
  });

  it("requests nothing before the first frame and the lead image are painted, then preloads every module, evaluates one a task and starts the entry last", async () => {
    const html = loadModulesAfterFirstPaint(await documentWithScripts());
    const code = /<script nonce="bm9uY2U=" type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    const boot = runBoot(code, { complete: false });
    await Promise.resolve();
    expect(boot.calls).toEqual([]);
    expect(boot.frames).toHaveLength(0);
    boot.listeners.load();
    expect(boot.frames).toHaveLength(1);
    boot.frames[0]();
    expect(boot.calls).toEqual([]);
    // The 3 s fallback timer was set first; the last timer is the one after the frame.
    expect(boot.timers).toHaveLength(2);
    boot.timers[1]();
    await flush();
    expect(boot.calls).toEqual([
      "modulepreload /assets/manifest.js",
      "modulepreload /assets/entry.js",
      "modulepreload /assets/framework.js",
      "modulepreload /assets/root.js",
      "modulepreload /assets/shell.js",
      "import /assets/manifest.js",
    ]);
    // The next module waits for a task of its own.
    for (let step = 3; step <= 5; step++) {
      boot.timers[step - 1]();
      await flush();
    }
    expect(boot.calls.slice(5, 9)).toEqual([
      "import /assets/manifest.js",
      "import /assets/framework.js",
      "import /assets/root.js",
      "import /assets/shell.js",
    ]);
    expect(boot.calls).not.toContain("import /assets/entry.js");
    boot.timers[5]();
    await boot.run;
    expect(boot.calls.slice(9)).toEqual([
      "import /assets/manifest.js",
      "import /assets/root.js",
      "import /assets/entry.js",
    ]);
    expect(boot.window.__reactRouterRouteModules).toEqual({ root: { url: "/assets/root.js" } });
  });

  it("waits for one frame only when the lead image is already there, and leaves a document without React Router's boot script alone", async () => {
    const html = loadModulesAfterFirstPaint(await documentWithScripts());
    const code = /<script nonce="bm9uY2U=" type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    const boot = runBoot(code, { complete: true });
    expect(boot.frames).toHaveLength(1);
    boot.frames[0]();
    for (let i = 0; i < 5; i++) {
      boot.timers[i]();
      await flush();
    }
    await boot.run;
    expect(boot.calls.at(-1)).toBe("import /assets/entry.js");
    const plain = '<html><head><link rel="modulepreload" href="/a.js"/></head><body></body></html>';
    expect(loadModulesAfterFirstPaint(plain)).toBe(plain);
  });
});

describe("finishDocument", () => {
  async function markupOf(data?: Record<string, string>) {
    const seen = { whole: null as string | null, primed: null as boolean | null };
    const build = buildWith(seen, data, { component: RootWithHead, imports: ["/assets/shell.js"] });
    const html = await (
      await createRequestHandler(build, "production")(new Request("http://forsiden.test/"))
    ).text();
    return html.replace(/^<!DOCTYPE html>/, "");
  }
  const wholePasses = (markup: string, deferScripts: boolean) => {
    const compact = compactHandoffScripts(`<!DOCTYPE html>${markup}`);
    return deferScripts ? loadModulesAfterFirstPaint(compact) : compact;
  };

  it("writes the same bytes as both passes over the whole page, with and without deferred scripts", async () => {
    // A character outside Latin-1 (the dash) and one outside the BMP, as real headlines have.
    const markup = await markupOf({ headline: "Sejr – igen 🏆 i Parken", quote: `"Vi går efter guldet"` });
    for (const deferScripts of [true, false]) {
      const bytes = finishDocument(markup, deferScripts);
      expect(bytes.toString("utf8")).toBe(wholePasses(markup, deferScripts));
    }
    expect(finishDocument(markup, true).toString()).toContain("<h1>Sejr – igen 🏆 i Parken</h1>");
  });

  it("leaves a page's own text alone even when it reads like React Router's scripts", async () => {
    const text = 'window.__reactRouterContext.streamController.enqueue("x") window.__reactRouterContext = 1';
    const markup = await markupOf({ headline: text });
    const page = finishDocument(markup, true).toString();
    expect(page).toContain(`<h1>${text.replaceAll('"', "&quot;")}</h1>`);
    expect(page).toBe(wholePasses(markup, true));
  });

  it("falls back to the whole page when it has no <head> or no React Router scripts", () => {
    const plain = "<html><body><p>Ingen scripts – her</p></body></html>";
    expect(finishDocument(plain, true).toString()).toBe(`<!DOCTYPE html>${plain}`);
  });
});
