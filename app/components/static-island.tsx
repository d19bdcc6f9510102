import { type ComponentType, lazy, Suspense, useId, useState } from "react";

/**
 * Parts of a public page that never change after the server rendered them (the footer, a house
 * ad) without their code in the reader's browser (ADR 0023, issue 23).
 *
 * - On the server the island renders its component inside `<div data-island="{useId}">`.
 * - In the browser, while the document hydrates, it renders the same `<div>` with an empty
 *   `dangerouslySetInnerHTML`: React adopts the server's markup as it is (it neither compares nor
 *   writes inner HTML when it hydrates) and never descends into it, so the component's module is
 *   never requested. Later renders keep it: the empty string never changes.
 * - Mounted later in the browser (a client-side navigation to a page, a changed `key`), there is
 *   no server markup to adopt, so the island imports its component and renders it.
 *
 * An island is static: it takes plain data props and holds no state or event handlers of its own
 * (a click on a link in it navigates as a document; a button in it is served by a delegated
 * listener, as the footer's 'Cookie-indstillinger'). Give it a `key` when what it shows depends on
 * something that changes while the page stays (the path), so a change mounts a fresh one.
 */
type Load<P> = () => Promise<ComponentType<P>>;

const isServer = typeof document === "undefined";
const KEEP_SERVER_MARKUP = { __html: "" };
const serverLoads: Promise<unknown>[] = [];

/** Resolves when every island's component is loaded on the server (awaited before a render). */
export function staticIslandsReady(): Promise<unknown> {
  return Promise.all(serverLoads);
}

/** An island of `load`'s component; `name` names it in errors and in React's developer tools. */
export function staticIsland<P extends object>(name: string, load: Load<P>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  if (isServer)
    serverLoads.push(
      load().then((component) => {
        loaded = component;
      }),
    );
  const Lazy = lazy(() => load().then((component) => ({ default: component })));

  // biome-ignore lint/correctness/noComponentHookFactories: called once per island at module level, never in a render.
  function StaticIsland(props: P) {
    const id = useId();
    // True only for an island the server rendered into this document: its marker is in the DOM.
    const [adopt] = useState(
      () => !isServer && document.querySelector(`[data-island="${CSS.escape(id)}"]`) !== null,
    );
    if (isServer) {
      if (!loaded) throw new Error(`Static island '${name}' rendered before staticIslandsReady()`);
      const Component = loaded;
      return (
        <div data-island={id}>
          <Component {...props} />
        </div>
      );
    }
    if (adopt)
      return (
        <div
          data-island={id}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: always the empty string, never content: React keeps the server's markup.
          dangerouslySetInnerHTML={KEEP_SERVER_MARKUP}
        />
      );
    return (
      <div data-island={id}>
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      </div>
    );
  }
  StaticIsland.displayName = `StaticIsland(${name})`;
  return StaticIsland;
}
