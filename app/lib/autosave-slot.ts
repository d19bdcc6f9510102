import type { RefObject } from "react";

/**
 * What the article editor hands the autosave it shows but does not own (issue 26): the editor
 * (features/editorial) declares the slot, features/working-copies fills it, and a route joins the
 * two (ADR 0009), so the contract lives here, where both may read it.
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
