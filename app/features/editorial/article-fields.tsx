import { useState } from "react";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import type { FieldErrors } from "./article-schema";
import { EDITORIAL_TEXT as T } from "./editorial-messages";
import { FieldError } from "./field-error";
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
};

/** The editor's form state; the slug follows the title until it is typed by hand (spec §4). */
export function useArticleForm(initial: ArticleFormValues) {
  const [values, setValues] = useState(initial);
  const [slugState, setSlugState] = useState<SlugFieldState>(() => initialSlugState(initial.slug));
  const set = <K extends keyof ArticleFormValues>(key: K, value: ArticleFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  return {
    values: { ...values, slug: slugState.slug },
    set,
    setTitle(title: string) {
      set("title", title);
      setSlugState((s) => slugAfterTitleChange(s, title));
    },
    setSlug(input: string) {
      setSlugState(slugAfterManualInput(input));
    },
  };
}

export type ArticleForm = ReturnType<typeof useArticleForm>;

function describedBy(id: string, error?: string, extra?: string) {
  return [error ? `${id}-error` : null, extra].filter(Boolean).join(" ") || undefined;
}

/** Title, slug with the public address, excerpt with the SEO hint, image, tags and content. */
export function ArticleCoreFields({
  idPrefix,
  form,
  errors,
  suggestions,
  publicUrl,
}: {
  idPrefix: string;
  form: ArticleForm;
  errors: FieldErrors;
  suggestions: TagSuggestions;
  publicUrl: string;
}) {
  const { values, set } = form;
  const id = (name: string) => `${idPrefix}-${name}`;
  const base = publicUrl.replace(/\/+$/, "");
  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor={id("title")}>Titel</Label>
        <Input
          id={id("title")}
          name="title"
          value={values.title}
          onChange={(e) => form.setTitle(e.currentTarget.value)}
          aria-invalid={Boolean(errors.title) || undefined}
          aria-required
          aria-describedby={describedBy(id("title"), errors.title)}
        />
        <FieldError id={`${id("title")}-error`} message={errors.title} />
      </div>

      <div className="grid gap-2">
        <Label htmlFor={id("slug")}>URL-slug</Label>
        <Input
          id={id("slug")}
          name="slug"
          value={values.slug}
          onChange={(e) => form.setSlug(e.currentTarget.value)}
          aria-invalid={Boolean(errors.slug) || undefined}
          aria-describedby={describedBy(id("slug"), errors.slug, `${id("slug")}-preview`)}
          autoComplete="off"
          spellCheck={false}
        />
        <p id={`${id("slug")}-preview`} className="break-all text-xs text-muted-foreground">
          Artiklens adresse:{" "}
          <span className="font-mono text-foreground" data-testid="slug-preview">
            {`${base}/article/${values.slug || "…"}`}
          </span>
        </p>
        <FieldError id={`${id("slug")}-error`} message={errors.slug} />
      </div>

      <div className="grid gap-2">
        <Label htmlFor={id("excerpt")}>Meta-beskrivelse / uddrag</Label>
        <Textarea
          id={id("excerpt")}
          name="excerpt"
          rows={3}
          value={values.excerpt}
          onChange={(e) => set("excerpt", e.currentTarget.value)}
          aria-invalid={Boolean(errors.excerpt) || undefined}
          aria-required
          aria-describedby={describedBy(id("excerpt"), errors.excerpt, `${id("excerpt")}-hint`)}
        />
        <p id={`${id("excerpt")}-hint`} className="flex justify-between gap-2 text-xs text-muted-foreground">
          <span>{T.seoHint}</span>
          <span data-testid="excerpt-count">{values.excerpt.length} tegn</span>
        </p>
        <FieldError id={`${id("excerpt")}-error`} message={errors.excerpt} />
      </div>

      <ImageField
        idPrefix={idPrefix}
        value={values.image}
        onChange={(image) => set("image", image)}
        suggestions={suggestions}
        urlError={errors.imageUrl}
      />

      <div className="grid gap-2">
        <Label htmlFor={id("tags")}>Tags</Label>
        <TagsEditor
          id={id("tags")}
          value={values.tags}
          onChange={(tags) => set("tags", tags)}
          suggestions={suggestions}
        />
      </div>

      <div className="grid gap-2">
        <Label htmlFor={id("content")}>Indhold</Label>
        <MarkdownEditor
          id={id("content")}
          name="content"
          label="Indhold"
          rows={15}
          value={values.content}
          onChange={(content) => set("content", content)}
          invalid={Boolean(errors.content)}
          describedBy={describedBy(id("content"), errors.content)}
          placeholder="Skriv artiklen her. En tom linje starter et nyt afsnit."
        />
        <FieldError id={`${id("content")}-error`} message={errors.content} />
      </div>
    </>
  );
}
