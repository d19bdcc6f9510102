import { type ComponentType, Suspense } from "react";
import { loadedBothWays } from "./static-island";

/**
 * A live component whose code only some pages need (a live article's blog): ready on the server
 * (loaded with the islands, so the render never waits for it), loaded in the browser when a page
 * renders it. While the module loads, React keeps the server's markup inside the Suspense
 * boundary and hydrates it once the module is there; until then the part is visible but not yet
 * interactive. The budget script counts its file on the pages that load it (it watches a real
 * browser load each page).
 */
export function lazyOnDemand<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const { serverComponent, Lazy } = loadedBothWays(load, `'${name}'`);
  // biome-ignore lint/correctness/noComponentHookFactories: called once per component at module level, never in a render.
  function OnDemand(props: P) {
    const Component = typeof document === "undefined" ? serverComponent() : Lazy;
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  OnDemand.displayName = `OnDemand(${name})`;
  return OnDemand;
}
