import { type ComponentType, createContext, type ReactNode, useContext } from "react";
import type { AutosaveSlotProps } from "~/lib/autosave-slot";

/**
 * What the article editor shows but does not own (issue 26), filled in by the route that mounts it
 * (routes compose features, ADR 0009): the reader's body component for the live preview, and the
 * autosave with its restore prompt (features/working-copies). Without a provider the editor works
 * as before, with neither.
 */
export interface EditorSlots {
  /** The article body as readers get it, with the ad slots outlined. */
  renderPreview?: (markdown: string) => ReactNode;
  Autosave?: ComponentType<AutosaveSlotProps>;
}

const EditorSlotsContext = createContext<EditorSlots>({});

export function EditorSlotsProvider({ value, children }: { value: EditorSlots; children: ReactNode }) {
  return <EditorSlotsContext.Provider value={value}>{children}</EditorSlotsContext.Provider>;
}

export function useEditorSlots(): EditorSlots {
  return useContext(EditorSlotsContext);
}
