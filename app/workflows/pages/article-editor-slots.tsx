import { ArticleBody } from "~/features/articles/article-body";
import { AdSlotOutline } from "~/features/editorial/body-preview";
import type { EditorSlots } from "~/features/editorial/editor-slots";
import { AutosavePanel } from "~/features/working-copies/autosave-panel";

/**
 * Issue 26: what the article editor shows from other features, given by the routes that mount it
 * (`<EditorSlotsProvider value={ARTICLE_EDITOR_SLOTS}>`): the live preview is the readers' own
 * body component (ad slots outlined), and the autosave is features/working-copies'.
 */
export const ARTICLE_EDITOR_SLOTS: EditorSlots = {
  renderPreview: (markdown) => (
    <ArticleBody content={markdown} renderAd={(slot) => <AdSlotOutline slot={slot} />} />
  ),
  Autosave: AutosavePanel,
};
