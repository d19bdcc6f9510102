import { Images, Search, Trash2, Upload } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { Field, FieldControl, FieldError, FieldLabel } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Spinner } from "~/components/ui/spinner";
import { toast } from "~/components/ui/toast";
import { EDITORIAL_TEXT as T } from "./editorial-messages";
import { ExistingImagePicker, StockPhotoSearch } from "./image-pickers";
import type { TagSuggestions } from "./tag-rules";
import { useImageUpload } from "./use-image-upload";

export interface ImageValue {
  url: string;
  alt: string;
  credit: string;
}

interface ImageFieldProps {
  idPrefix: string;
  value: ImageValue;
  onChange: (value: ImageValue) => void;
  suggestions: TagSuggestions;
  urlError?: string;
}

/** The image address with a live preview; a preview that fails to load marks the field and says so. */
function ImageUrlField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: ImageValue;
  onChange: (value: ImageValue) => void;
  error?: string;
}) {
  const [previewFailed, setPreviewFailed] = useState(false);
  const url = value.url.trim();
  // Preview (and its failure toast) only once typing pauses, not for every half-typed address.
  const [previewUrl, setPreviewUrl] = useState(url);
  useEffect(() => {
    setPreviewFailed(false);
    const timer = setTimeout(() => setPreviewUrl(url), 600);
    return () => clearTimeout(timer);
  }, [url]);

  return (
    <>
      <Field id={id} error={error} descriptionId={`${id}-preview-error`} className="grid gap-2">
        <FieldLabel>Billed-URL</FieldLabel>
        <FieldControl>
          <Input
            name="imageUrl"
            type="text"
            inputMode="url"
            value={value.url}
            placeholder="https://…"
            onChange={(e) => onChange({ ...value, url: e.currentTarget.value })}
            // A preview that fails to load marks the field too (its message is below the preview).
            aria-invalid={Boolean(error || previewFailed) || undefined}
          />
        </FieldControl>
        <FieldError />
      </Field>
      {url && previewUrl === url ? (
        <div className="grid gap-1">
          {previewFailed ? (
            <p id={`${id}-preview-error`} role="alert" className="text-sm text-destructive">
              {T.imageUrlErrorInline}
            </p>
          ) : (
            <img
              key={previewUrl}
              src={previewUrl}
              alt={value.alt || "Forhåndsvisning af billedet"}
              className="aspect-video w-full max-w-sm rounded-md border border-border bg-muted object-cover"
              onError={() => {
                setPreviewFailed(true);
                toast.error(T.imageUrlErrorTitle, { description: T.imageUrlErrorToast });
              }}
            />
          )}
        </div>
      ) : null}
    </>
  );
}

/** Alt text or credit: a plain labelled input. */
function ImageTextInput({
  id,
  label,
  ...input
}: { id: string; label: string } & Required<
  Pick<React.ComponentProps<"input">, "name" | "value" | "placeholder" | "onChange">
>) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} {...input} />
    </div>
  );
}

/**
 * Spec §2 image tools: URL with live preview, upload, existing-image picker, stock-photo search
 * and the credit line. Posts imageUrl, imageAlt and imageCredit with the surrounding form.
 */
export function ImageField({ idPrefix, value, onChange, suggestions, urlError }: ImageFieldProps) {
  const [pickerOpen, setPickerOpen] = useState(false);
  const [stockOpen, setStockOpen] = useState(false);
  const { uploading, fileRef, upload } = useImageUpload((url) => onChange({ ...value, url }));
  const choose = (next: ImageValue) => {
    onChange(next);
    toast.success(T.imageChosen);
  };

  return (
    <fieldset className="grid gap-3 rounded-md border border-border p-3">
      <legend className="px-1 text-sm font-medium">Billede</legend>
      <ImageUrlField id={`${idPrefix}-image-url`} value={value} onChange={onChange} error={urlError} />
      <div className="flex flex-wrap gap-2">
        <input
          ref={fileRef}
          type="file"
          accept="image/*"
          className="sr-only"
          id={`${idPrefix}-image-file`}
          tabIndex={-1}
          aria-label="Vælg billedfil"
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            if (file) void upload(file);
          }}
        />
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={uploading}
          onClick={() => fileRef.current?.click()}
        >
          {uploading ? <Spinner size="sm" /> : <Upload aria-hidden />}
          {uploading ? "Uploader…" : "Upload billede"}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => setPickerOpen(true)}>
          <Images aria-hidden />
          Vælg eksisterende billede
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => setStockOpen(true)}>
          <Search aria-hidden />
          Søg stock-fotos
        </Button>
        {value.url.trim() ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => onChange({ url: "", alt: "", credit: value.credit })}
          >
            <Trash2 aria-hidden />
            Fjern billede
          </Button>
        ) : null}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <ImageTextInput
          id={`${idPrefix}-image-alt`}
          label="Alt-tekst"
          name="imageAlt"
          value={value.alt}
          placeholder="Beskriv billedet for skærmlæsere"
          onChange={(e) => onChange({ ...value, alt: e.currentTarget.value })}
        />
        <ImageTextInput
          id={`${idPrefix}-image-credit`}
          label="Billedkredit"
          name="imageCredit"
          value={value.credit}
          placeholder="Fotografens navn"
          onChange={(e) => onChange({ ...value, credit: e.currentTarget.value })}
        />
      </div>
      <ExistingImagePicker
        open={pickerOpen}
        onOpenChange={setPickerOpen}
        suggestions={suggestions}
        onSelect={(image) => {
          setPickerOpen(false);
          choose({
            url: image.imageUrl ?? "",
            alt: image.imageAlt ?? image.title,
            credit: image.imageCredit ?? value.credit,
          });
        }}
      />
      <StockPhotoSearch
        open={stockOpen}
        onOpenChange={setStockOpen}
        onSelect={(photo) => {
          setStockOpen(false);
          choose({
            url: photo.url,
            alt: photo.alt ?? photo.caption ?? "",
            credit: photo.photographer ?? value.credit,
          });
        }}
      />
    </fieldset>
  );
}
