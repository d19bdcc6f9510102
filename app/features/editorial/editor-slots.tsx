import { type ComponentType, createContext, type ReactNode, type RefObject, useContext } from "react";

/**
 * What the article editor shows but does not own (issue 26), filled in by the route that mounts it
 * (routes compose features, ADR 0009): the reader's body component for the live preview, and the
 * autosave with its restore prompt (features/working-copies). Without a provider the editor works
 * as before, with neither.
 */
export interface AutosaveSlotProps {
  /** The article's id, or 'ny' for the new-article form. */
  draftKey: string;
  formRef: RefObject<HTMLFormElement | null>;
  /** The article's version the form was opened with (null for a new article). */
  baseVersion: number | null;
  /** Changes whenever the form's values do: the autosave's cue. */
  changeKey: string;
  /**
   * `changeKey` of the values the form opened with. The autosave may mount after the first
   * keystrokes (it leaves while the article is read-only): those still count as changes.
   */
  baselineKey?: string;
  /** 'Gendan': the copy's fields, as the form posts them. */
  onRestore: (fields: Record<string, string>) => void;
}

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
