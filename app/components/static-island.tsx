import {
  type ComponentType,
  createContext,
  lazy,
  type ReactElement,
  type ReactNode,
  Suspense,
  useContext,
  useId,
  useState,
} from "react";
import { fingerprint, type Held, isHeldRef } from "~/lib/island-data";
import { KEEP_SERVER_MARKUP } from "~/lib/server-only-html";

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
 * (a click on a link in it navigates as a document, so its links are plain `<a href>`: a
 * `<Link>` would only cost server time; a button in it is served by a delegated listener, as the
 * footer's 'Cookie-indstillinger'). In the browser an island is keyed by its props,
 * so new data mounts a fresh one; give it a `key` when what it shows depends on something else
 * that changes while the page stays (the path), so a change of that mounts a fresh one too.
 */
type Load<P> = () => Promise<ComponentType<P>>;

// A constant in each build: the browser's bundle leaves the server's branches (and their code) out.
const isServer = import.meta.env.SSR;
const serverLoads: Promise<unknown>[] = [];

/** Props whose data the server may hold for a document's render (lib/island-data.ts). */
export type IslandProps<P> = { [K in keyof P]: Held<P[K]> };

/**
 * The document's held island data on the server (the request's `islandData`, provided by the
 * server entry). A data request holds none: its islands get their data whole.
 */
export const HeldIslandDataContext = createContext<ReadonlyMap<number, unknown> | null>(null);

/**
 * Renders a server document's islands apart from the document (server/island-markup.server.ts,
 * provided by the server entry for a whole-document render): an island marked `apart` is rendered
 * by `render` on its own and its markup, remembered by its data, is spliced into the document's
 * bytes. `null` from `place` renders the island in place, as without a renderer.
 */
export interface IslandRenderer {
  place(
    name: string,
    id: string,
    props: Record<string, unknown>,
    render: (props: Record<string, unknown>) => ReactElement,
    /** The props as given: a held one is a reference (`~held`), its data the document's. */
    given: Record<string, unknown>,
  ): { token: string; holes: ReactNode[] } | null;
}
export const IslandRendererContext = /* @__PURE__ */ createContext<IslandRenderer | null>(null);

/** The island's data as a string: a fingerprint per prop, the held ones' from the server. */
function signature(props: object): string {
  return Object.entries(props)
    .map(([key, value]) => `${key}:${isHeldRef(value) ? value.sig : fingerprint(value)}`)
    .join(",");
}

/** The props with every held reference replaced by its value (on the server only). */
function withHeldData<P extends object>(props: IslandProps<P>, held: ReadonlyMap<number, unknown> | null): P {
  const resolved: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (!isHeldRef(value)) resolved[key] = value;
    else if (held?.has(value["~held"])) resolved[key] = held.get(value["~held"]);
    else throw new Error(`Static island prop '${key}' refers to data the server does not hold`);
  }
  return resolved as P;
}

/**
 * A held value where a page's own render can read it: the value itself in a data request, the
 * server's copy in a document's render, and undefined in the browser, which never gets a
 * document's held data (for what only the server writes, such as JSON-LD).
 */
export function useHeldValue<T>(value: Held<T>): T | undefined {
  const held = useContext(HeldIslandDataContext);
  if (!isHeldRef(value)) return value;
  return held?.get(value["~held"]) as T | undefined;
}

/** Loads `load`'s module on the server before the first render (`staticIslandsReady` waits for it). */
export function loadOnServer(load: () => Promise<unknown>): void {
  if (isServer) serverLoads.push(load());
}

/**
 * Resolves when every island's component is loaded on the server (awaited before a render). A
 * module loaded this way may define islands of its own as it loads (the live blog, loaded on
 * demand, has the push bell's): wait for those too, or the first render after a start would meet
 * an island whose component is not there yet.
 */
export async function staticIslandsReady(): Promise<void> {
  for (let waitedFor = -1; waitedFor !== serverLoads.length; ) {
    waitedFor = serverLoads.length;
    await Promise.all(serverLoads);
  }
}

/**
 * `load`'s component both ways: on the server loaded before the first render (`serverComponent()`
 * throws `what` when a render comes first), in the browser a `lazy` one.
 */
export function loadedBothWays<P extends object>(load: Load<P>, what: string) {
  let loaded: ComponentType<P> | null = null;
  loadOnServer(() =>
    load().then((component) => {
      loaded = component;
    }),
  );
  const serverComponent = (): ComponentType<P> => {
    if (!loaded) throw new Error(`${what} rendered before staticIslandsReady()`);
    return loaded;
  };
  return { serverComponent, Lazy: lazy(() => load().then((component) => ({ default: component }))) };
}

/**
 * An island of `load`'s component; `name` names it in errors and in React's developer tools.
 * `apart`: on the server the island may be rendered apart from the document and its markup
 * remembered by its data (IslandRenderer), for a large island whose output depends on its props
 * alone: no context, no router, no clock; function props only through `IslandHole`.
 */
export function staticIsland<P extends object>(
  name: string,
  load: Load<P>,
  options: { apart?: boolean } = {},
): ComponentType<IslandProps<P>> {
  const { serverComponent, Lazy } = loadedBothWays(load, `Static island '${name}'`);

  // biome-ignore lint/correctness/noComponentHookFactories: called once per island at module level, never in a render.
  function IslandBody(props: IslandProps<P>) {
    const id = useId();
    const held = useContext(HeldIslandDataContext);
    // Only the server renders apart; `isServer` is a constant of each build, so the hooks never change.
    // biome-ignore lint/correctness/useHookAtTopLevel: the same branch on every render of a build.
    const renderer = isServer ? useContext(IslandRendererContext) : null;

    // True only for an island the server rendered into this document: its marker is in the DOM.
    const [adopt] = useState(
      () => !isServer && document.querySelector(`[data-island="${CSS.escape(id)}"]`) !== null,
    );
    if (isServer) {
      const Component = serverComponent();
      const data = withHeldData(props, held);
      const placed =
        options.apart && renderer
          ? renderer.place(
              name,
              id,
              data as Record<string, unknown>,
              (apart) => <Component {...(apart as P)} />,
              props as Record<string, unknown>,
            )
          : null;
      if (placed)
        return (
          <>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the renderer's token, replaced by the island's own markup in the document's bytes. */}
            <div data-island={id} dangerouslySetInnerHTML={{ __html: placed.token }} />
            {placed.holes}
          </>
        );
      return (
        <div data-island={id}>
          <Component {...data} />
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
    // Held data is only in the document's markup; a fresh island needs its data whole (a data
    // request's). Reaching this means the server's markup was dropped (a hydration mismatch).
    if (Object.values(props).some(isHeldRef)) {
      console.error(`Static island '${name}' has no server markup to keep and no data to render`);
      return <div data-island={id} />;
    }
    return (
      <div data-island={id}>
        <Suspense fallback={null}>
          <Lazy {...(props as P)} />
        </Suspense>
      </div>
    );
  }

  // Keyed by its data in the browser: new data (a revalidation, the next article) mounts a fresh
  // island rendered from it, where the adopted one would keep the old markup.
  // biome-ignore lint/correctness/noComponentHookFactories: as above, once per island at module level.
  function StaticIsland(props: IslandProps<P>) {
    return <IslandBody key={isServer ? undefined : signature(props)} {...props} />;
  }
  StaticIsland.displayName = `StaticIsland(${name})`;
  return StaticIsland;
}
