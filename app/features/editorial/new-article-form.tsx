import { type ReactNode, useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { toast } from "~/components/ui/toast";
import {
  ArticleCoreFields,
  type ArticleFormValues,
  CategoryFields,
  EMPTY_ARTICLE_FORM,
  PublishAtField,
  useArticleForm,
} from "./article-fields";
import type { EditorActionResult } from "./article-schema";
import { ARTICLE_CATEGORIES, type FieldErrors, parseNewArticle } from "./article-schema";
import { DraftSwitch } from "./draft-switch";
import { EDITORIAL_TEXT as T } from "./editorial-messages";
import { FormAutosave } from "./form-autosave";
import { SavedArticlePanel, toastArticleSaved } from "./saved-article-links";
import type { TagSuggestions } from "./tag-rules";
import { ContributorCreateButtons } from "./workflow-actions";

/** A failed plain POST comes back with what was sent, so the form is not emptied. */
function valuesFrom(raw: Record<string, string> | undefined): ArticleFormValues {
  if (!raw) return EMPTY_ARTICLE_FORM;
  let tags: string[] = [];
  try {
    const parsed = JSON.parse(raw.tags ?? "[]");
    if (Array.isArray(parsed)) tags = parsed.filter((t): t is string => typeof t === "string");
  } catch {
    tags = [];
  }
  return {
    ...EMPTY_ARTICLE_FORM,
    title: raw.title ?? "",
    slug: raw.slug ?? "",
    excerpt: raw.excerpt ?? "",
    content: raw.content ?? "",
    category: raw.category ?? "",
    partner: raw.partner ?? "",
    tags,
    image: { url: raw.imageUrl ?? "", alt: raw.imageAlt ?? "", credit: raw.imageCredit ?? "" },
    isDraft: raw.isDraft === "on" || raw.isDraft === "true",
    publishAt: raw.publishAt ?? "",
    live: raw.live === "on" || raw.live === "true",
  };
}

const NO_ERRORS: FieldErrors = {};
// The form's order (spec §2): title, category, slug, excerpt, image, tags, content.
const FIELD_ORDER = ["title", "category", "partner", "slug", "excerpt", "imageUrl", "content"];

function focusFirstError(form: HTMLFormElement, errors: FieldErrors) {
  const first = FIELD_ORDER.find((name) => errors[name]);
  const el = first ? form.querySelector<HTMLElement>(`[name="${first}"]`) : null;
  el?.focus();
}

/**
 * Spec §2 'Opret Ny Artikel'. A plain POST form (works without JavaScript); with JavaScript the
 * same zod schema checks the fields before sending, and the form resets after a success.
 */
export function NewArticleForm({
  result,
  suggestions,
  publicUrl,
  prefill,
  extraFields,
  contributor = false,
}: {
  result: EditorActionResult | undefined;
  suggestions: TagSuggestions;
  publicUrl: string;
  /** Issue 26: a draft started from an assignment opens with its working title and tags. */
  prefill?: Partial<ArticleFormValues>;
  /** Hidden fields posted with the form (the assignment's id). */
  extraFields?: ReactNode;
  /** Issue 26: a contributor ('skribent') saves a draft or sends it to review; never publishes. */
  contributor?: boolean;
}) {
  // A new key after each success empties the form (spec §4).
  const [generation, setGeneration] = useState(0);
  const handled = useRef<EditorActionResult | undefined>(undefined);
  useEffect(() => {
    if (!result || handled.current === result) return;
    handled.current = result;
    if (result.ok) {
      toastArticleSaved(result.title, result.message, result.article);
      setGeneration((g) => g + 1);
    } else if (!result.fieldErrors || Object.keys(result.fieldErrors).length === 0) {
      toast.error(result.title, { description: result.message });
    }
  }, [result]);

  const failed = result && !result.ok ? result : undefined;
  return (
    <div className="grid gap-4">
      {result?.ok && result.article ? (
        <SavedArticlePanel title={result.title} message={result.message} article={result.article} />
      ) : null}
      <NewArticleFields
        key={generation}
        initial={
          generation === 0 && failed
            ? valuesFrom(failed.values)
            : prefill
              ? { ...EMPTY_ARTICLE_FORM, ...prefill }
              : EMPTY_ARTICLE_FORM
        }
        extraFields={extraFields}
        contributor={contributor}
        serverErrors={failed?.fieldErrors ?? NO_ERRORS}
        suggestions={suggestions}
        publicUrl={publicUrl}
      />
    </div>
  );
}

function NewArticleFields({
  initial,
  extraFields,
  contributor = false,
  serverErrors,
  suggestions,
  publicUrl,
}: {
  initial: ArticleFormValues;
  extraFields?: ReactNode;
  contributor?: boolean;
  serverErrors: FieldErrors;
  suggestions: TagSuggestions;
  publicUrl: string;
}) {
  const form = useArticleForm(initial);
  const { values, set } = form;
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction?.endsWith("/admin/new-article");
  const formRef = useRef<HTMLFormElement>(null);

  // Server answers replace what the browser found; typing again clears the browser's findings.
  const [lastServerErrors, setLastServerErrors] = useState(serverErrors);
  if (serverErrors !== lastServerErrors) {
    setLastServerErrors(serverErrors);
    setClientErrors(null);
  }
  const errors = clientErrors ?? serverErrors;

  useEffect(() => {
    if (formRef.current && Object.keys(serverErrors).length > 0)
      focusFirstError(formRef.current, serverErrors);
  }, [serverErrors]);

  return (
    <Form
      ref={formRef}
      method="post"
      noValidate
      className="grid gap-5"
      onSubmit={(event) => {
        const parsed = parseNewArticle(new FormData(event.currentTarget));
        if (!parsed.ok) {
          event.preventDefault();
          setClientErrors(parsed.fieldErrors);
          focusFirstError(event.currentTarget, parsed.fieldErrors);
        } else {
          setClientErrors({});
        }
      }}
    >
      {extraFields}
      {/* Issue 26: autosave of this form, and 'Gendan ændringer fra …?' after a closed tab. */}
      <FormAutosave draftKey="ny" formRef={formRef} baseVersion={null} form={form} />
      <ArticleCoreFields
        idPrefix="ny"
        form={form}
        errors={errors}
        suggestions={suggestions}
        publicUrl={publicUrl}
        afterTitle={<CategoryFields idPrefix="ny" form={form} errors={errors} choices={ARTICLE_CATEGORIES} />}
      />

      {/* Issue 26: a contributor's article stays a draft; publishing is an editor's. */}
      {contributor ? (
        <ContributorCreateButtons busy={Boolean(busy)} />
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <DraftSwitch
              id="ny-draft"
              checked={values.isDraft}
              onCheckedChange={(checked) => set("isDraft", checked)}
              label="Kladde"
              description="En kladde er skjult for læserne, indtil den publiceres."
            />
            {/* Issue 22: scheduling when creating, not only when editing. */}
            <PublishAtField idPrefix="ny" form={form} errors={errors} />
          </div>

          <DraftSwitch
            id="ny-live"
            checked={values.live}
            onCheckedChange={(checked) => set("live", checked)}
            label="Liveblog"
            description="Artiklen dækkes live: opdateringer og stilling skrives på live-desken."
            name="live"
          />

          <div>
            <Button type="submit" size="lg" disabled={busy}>
              {busy ? <Spinner size="sm" /> : null}
              {values.isDraft ? T.submitDraft : T.submitPublish}
            </Button>
          </div>
        </>
      )}
    </Form>
  );
}
