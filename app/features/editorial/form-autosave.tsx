import type { RefObject } from "react";
import type { ArticleForm } from "./article-fields";
import { useEditorSlots } from "./editor-slots";
import { formValuesFromCopy } from "./working-copy-values";

/**
 * Issue 26: the route's autosave (editor-slots.tsx) inside an article form: it saves what the
 * form holds and 'Gendan' puts a copy back into every field, the markdown editor's included.
 */
export function FormAutosave({
  draftKey,
  formRef,
  baseVersion,
  form,
}: {
  draftKey: string;
  formRef: RefObject<HTMLFormElement | null>;
  baseVersion: number | null;
  form: ArticleForm;
}) {
  const { Autosave } = useEditorSlots();
  if (!Autosave) return null;
  return (
    <Autosave
      draftKey={draftKey}
      formRef={formRef}
      baseVersion={baseVersion}
      changeKey={JSON.stringify(form.values)}
      baselineKey={form.initialKey}
      onRestore={(fields) => form.replace(formValuesFromCopy(fields))}
    />
  );
}
