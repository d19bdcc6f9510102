import { createContext, type ReactElement, type ReactNode, useContext } from "react";

/*
 * Holes in a static island (components/static-island.tsx) rendered apart: kept out of that module,
 * which every public page loads, since only the article body has holes.
 */

/** Where an island rendered apart records its holes (set by server/island-markup.server.tsx for that render only). */
export interface HoleRecorder {
  hole(render: unknown, args: readonly unknown[]): ReactElement;
}
export const HoleRecorderContext = createContext<HoleRecorder | null>(null);

/**
 * Part of an island the page renders, not the island: `render(...args)`, where `render` is one of
 * the island's function props (the article body's ad slots, `renderAd(slot)`, which read the
 * router). Rendered in place as `render(...args)`; in an island rendered apart, a marker the
 * document's render fills (`args` are data: they are remembered with the island's markup).
 */
export function IslandHole<A extends unknown[]>({
  render,
  args,
}: {
  render: (...args: A) => ReactNode;
  args: A;
}) {
  const recorder = useContext(HoleRecorderContext);
  return recorder ? recorder.hole(render, args) : render(...args);
}
