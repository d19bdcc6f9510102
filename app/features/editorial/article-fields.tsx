import { type ReactNode, useState } from "react";
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect, NativeSelectOption, NativeSelectOptions } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { slugFromTitle } from "~/lib/slug";
import type { FieldErrors } from "./article-schema";
import { BodyPreview } from "./body-preview";
import { EDITORIAL_TEXT as T } from "./editorial-messages";
import { ImageField, type ImageValue } from "./image-field";
import { MarkdownEditor } from "./markdown-editor";
import {
  initialSlugState,
  type SlugFieldState,
  slugAfterManualInput,
  slugAfterTitleChange,
} from "./slug-field";
import type { TagSuggestions } from "./tag-rules";
import { TagsEditor } from "./tags-editor";

export interface ArticleFormValues {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  category: string;
  partner: string;
  tags: string[];
  image: ImageValue;
  isDraft: boolean;
  publishAt: string;
  /** New article only: start as a live blog. */
  live: boolean;
}

export const EMPTY_ARTICLE_FORM: ArticleFormValues = {
  title: "",
  slug: "",
  excerpt: "",
  content: "",
  category: "",
  partner: "",
  tags: [],
  image: { url: "", alt: "", credit: "" },
  isDraft: false,
  publishAt: "",
  live: false,
};

/** The editor's form state; the slug follows the title until it is typed by hand (spec §4). */
export function useArticleForm(initial: ArticleFormValues) {
  const [values, setValues] = useState(initial);
  const [slugState, setSlugState] = useState<SlugFieldState>(() => initialSlugState(initial.slug));
  // What the form opened with, as `JSON.stringify(values)`: the autosave's baseline.
  const [initialKey] = useState(() =>
    JSON.stringify({ ...initial, slug: initialSlugState(initial.slug).slug }),
  );
  const set = <K extends keyof ArticleFormValues>(key: K, value: ArticleFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  return {
    values: { ...values, slug: slugState.slug },
    initialKey,
    set,
    setTitle(title: string) {
      set("title", title);
      setSlugState((s) => slugAfterTitleChange(s, title));
    },
    setSlug(input: string) {
      setSlugState(slugAfterManualInput(input));
    },
    /** Issue 26 'Gendan': every field from a working copy; a slug made from its title keeps following it. */
    replace(next: ArticleFormValues) {
      setValues(next);
      setSlugState({ slug: next.slug, manual: next.slug !== "" && next.slug !== slugFromTitle(next.title) });
    },
  };
}

export type ArticleForm = ReturnType<typeof useArticleForm>;

/**
 * Title, slug with the public address, excerpt with the SEO hint, image, tags and content, in the
 * spec's order; `afterTitle` holds what comes between title and slug (the new-article category).
 */
export function ArticleCoreFields({
  idPrefix,
  form,
  errors,
  suggestions,
  publicUrl,
  afterTitle,
}: {
  idPrefix: string;
  form: ArticleForm;
  errors: FieldErrors;
  suggestions: TagSuggestions;
  publicUrl: string;
  afterTitle?: ReactNode;
}) {
  const { values, set } = form;
  const id = (name: string) => `${idPrefix}-${name}`;
  const base = publicUrl.replace(/\/+$/, "");
  return (
    <>
      <Field id={id("title")} error={errors.title} className="grid gap-2">
        <FieldLabel>Titel</FieldLabel>
        <FieldControl>
          <Input
            name="title"
            value={values.title}
            onChange={(e) => form.setTitle(e.currentTarget.value)}
            aria-required
          />
        </FieldControl>
        <FieldError />
      </Field>

      {afterTitle}

      <Field
        id={id("slug")}
        error={errors.slug}
        descriptionId={`${id("slug")}-preview`}
        className="grid gap-2"
      >
        <FieldLabel>URL-slug</FieldLabel>
        <FieldControl>
          <Input
            name="slug"
            value={values.slug}
            onChange={(e) => form.setSlug(e.currentTarget.value)}
            autoComplete="off"
            spellCheck={false}
          />
        </FieldControl>
        <FieldDescription className="break-all">
          Artiklens adresse:{" "}
          <span className="font-mono text-foreground" data-testid="slug-preview">
            {`${base}/article/${values.slug || "…"}`}
          </span>
        </FieldDescription>
        <FieldError />
      </Field>

      <Field
        id={id("excerpt")}
        error={errors.excerpt}
        descriptionId={`${id("excerpt")}-hint`}
        className="grid gap-2"
      >
        <FieldLabel>Meta-beskrivelse / uddrag</FieldLabel>
        <FieldControl>
          <Textarea
            name="excerpt"
            rows={3}
            value={values.excerpt}
            onChange={(e) => set("excerpt", e.currentTarget.value)}
            aria-required
          />
        </FieldControl>
        <FieldDescription className="flex justify-between gap-2">
          <span>{T.seoHint}</span>
          <span data-testid="excerpt-count">{values.excerpt.length} tegn</span>
        </FieldDescription>
        <FieldError />
      </Field>

      <ImageField
        idPrefix={idPrefix}
        value={values.image}
        onChange={(image) => set("image", image)}
        suggestions={suggestions}
        urlError={errors.imageUrl}
      />

      <Field id={id("tags")} className="grid gap-2">
        <FieldLabel>Tags</FieldLabel>
        <TagsEditor
          id={id("tags")}
          value={values.tags}
          onChange={(tags) => set("tags", tags)}
          suggestions={suggestions}
        />
      </Field>

      <Field id={id("content")} error={errors.content} className="grid gap-2">
        <FieldLabel>Indhold</FieldLabel>
        {/* Issue 26: the live preview beside the editor, when the route gives one. */}
        <BodyPreview markdown={values.content}>
          <FieldControl>
            <MarkdownEditor
              name="content"
              label="Indhold"
              rows={15}
              value={values.content}
              onChange={(content) => set("content", content)}
              placeholder="Skriv artiklen her. En tom linje starter et nyt afsnit."
              blocks={{ suggestions }}
            />
          </FieldControl>
        </BodyPreview>
        <FieldError />
      </Field>
    </>
  );
}

/**
 * Category (and, for an advertorial, its partner): the new-article form offers the spec's admin
 * choices, the edit dialog those plus the categories in use (issue 22).
 */
export function CategoryFields({
  idPrefix,
  form,
  errors,
  choices,
}: {
  idPrefix: string;
  form: ArticleForm;
  errors: FieldErrors;
  choices: readonly string[];
}) {
  const { values, set } = form;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id={`${idPrefix}-category`} error={errors.category} className="grid gap-2">
        <FieldLabel>Kategori</FieldLabel>
        <FieldControl>
          <NativeSelect
            name="category"
            value={values.category}
            onChange={(e) => set("category", e.currentTarget.value)}
            aria-required
          >
            <NativeSelectOption value="">Vælg kategori</NativeSelectOption>
            <NativeSelectOptions items={choices} />
          </NativeSelect>
        </FieldControl>
        <FieldError />
      </Field>
      {values.category === "Advertorial" ? (
        <Field id={`${idPrefix}-partner`} error={errors.partner} className="grid gap-2">
          <FieldLabel>Partner</FieldLabel>
          <FieldControl>
            <Input
              name="partner"
              value={values.partner}
              onChange={(e) => set("partner", e.currentTarget.value)}
              placeholder="Annoncørens navn"
            />
          </FieldControl>
          <FieldError />
        </Field>
      ) : null}
    </div>
  );
}

/** A publish time, in Danish wall-clock time: a future one schedules the article; empty is now. */
export function PublishAtField({
  idPrefix,
  form,
  errors,
}: {
  idPrefix: string;
  form: ArticleForm;
  errors: FieldErrors;
}) {
  const { values, set } = form;
  const id = `${idPrefix}-publish-at`;
  return (
    <Field id={id} error={errors.publishAt} descriptionId={`${id}-hint`} className="grid gap-2">
      <FieldLabel>Publiceringstidspunkt</FieldLabel>
      <FieldControl>
        <Input
          name="publishAt"
          type="datetime-local"
          value={values.publishAt}
          disabled={values.isDraft}
          onChange={(e) => set("publishAt", e.currentTarget.value)}
        />
      </FieldControl>
      <FieldDescription>
        Dansk tid. Et tidspunkt i fremtiden planlægger artiklen; tomt betyder nu.
      </FieldDescription>
      <FieldError />
    </Field>
  );
}
