import { Images, Search, Trash2, Upload } from "lucide-react";
import { type ReactNode, type RefObject, useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Field, FieldControl, FieldError, FieldLabel } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect, NativeSelectOptions } from "~/components/ui/native-select";
import { Spinner } from "~/components/ui/spinner";
import { toast } from "~/components/ui/toast";
import { IMAGE_RIGHTS, IMAGE_RIGHTS_LABELS, type ImageRights, isImageRights } from "~/lib/image-rights";
import { EDITORIAL_TEXT as T } from "./editorial-messages";
import { FocalPointEditor } from "./focal-point-editor";
import { ExistingImagePicker, StockPhotoSearch } from "./image-pickers";
import { creditProblem, libraryCredit } from "./image-tools";
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
export function ImageUrlField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: Pick<ImageValue, "url" | "alt">;
  onChange: (value: { url: string }) => void;
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
            onChange={(e) => onChange({ url: e.currentTarget.value })}
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
 * Issue 27: 'Kilde' (who owns the picture) beside the credit line. An upload carries both; a
 * picture that is not our own needs a credit, and `error` says so under the credit.
 */
export function ImageRightsFields({
  idPrefix,
  rights,
  credit,
  onRightsChange,
  onCreditChange,
  error,
  creditRef,
  creditName,
  creditLabel = "Billedkredit",
}: {
  idPrefix: string;
  rights: ImageRights;
  credit: string;
  onRightsChange: (rights: ImageRights) => void;
  onCreditChange: (credit: string) => void;
  error?: string | null;
  creditRef?: RefObject<HTMLInputElement | null>;
  /** The form field the credit posts as (the article's `imageCredit`); none in a dialog. */
  creditName?: string;
  creditLabel?: string;
}) {
  const rightsId = `${idPrefix}-image-rights`;
  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor={rightsId}>Kilde</Label>
        <NativeSelect
          id={rightsId}
          value={rights}
          onChange={(e) => {
            const next = e.currentTarget.value;
            if (isImageRights(next)) onRightsChange(next);
          }}
        >
          <NativeSelectOptions items={IMAGE_RIGHTS} toLabel={(option) => IMAGE_RIGHTS_LABELS[option]} />
        </NativeSelect>
      </div>
      <Field id={`${idPrefix}-image-credit`} error={error} className="grid gap-2">
        <FieldLabel>{creditLabel}</FieldLabel>
        <FieldControl>
          <Input
            ref={creditRef}
            name={creditName}
            value={credit}
            placeholder={rights === "egen" ? "Fotografens navn" : "Fx Ritzau Scanpix eller klubbens navn"}
            onChange={(e) => onCreditChange(e.currentTarget.value)}
            aria-required={rights !== "egen" || undefined}
          />
        </FieldControl>
        <FieldError />
      </Field>
    </>
  );
}

/** A picture chosen with the image tools: its address, and what the library knows about it. */
export interface PickedImage {
  url: string;
  alt: string | null;
  credit: string | null;
  rights: ImageRights | null;
}

/**
 * Spec §2 image tools as buttons: upload (with issue 27's rights and credit, asked for before the
 * file dialog opens), the existing-image picker and the stock-photo search. `children` go last in
 * the row (the article's 'Fjern billede').
 */
export function ImageSourceButtons({
  idPrefix,
  rights,
  credit,
  onCreditMissing,
  onUploaded,
  onPicked,
  suggestions,
  children,
}: {
  idPrefix: string;
  rights: ImageRights;
  credit: string;
  onCreditMissing: (message: string) => void;
  onUploaded: (url: string) => void;
  onPicked: (image: PickedImage) => void;
  suggestions: TagSuggestions;
  children?: ReactNode;
}) {
  const [pickerOpen, setPickerOpen] = useState(false);
  const [stockOpen, setStockOpen] = useState(false);
  const { uploading, fileRef, upload } = useImageUpload(onUploaded, onCreditMissing);
  const choose = (image: PickedImage) => {
    onPicked(image);
    toast.success(T.imageChosen);
  };

  return (
    <>
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
            if (file) void upload(file, { rights, credit });
          }}
        />
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={uploading}
          onClick={() => {
            // Issue 27: ask for the credit first; the file dialog opens only when it is there.
            const missing = creditProblem(rights, credit);
            if (missing) onCreditMissing(missing);
            else fileRef.current?.click();
          }}
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
        {children}
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
            credit: image.imageCredit,
            rights: null,
          });
        }}
      />
      <StockPhotoSearch
        open={stockOpen}
        onOpenChange={setStockOpen}
        onSelect={(photo) => {
          setStockOpen(false);
          // Issue 27: a library picture brings its own credit and source.
          choose({
            url: photo.url,
            alt: photo.alt ?? photo.caption ?? "",
            credit: libraryCredit(photo),
            rights: isImageRights(photo.rights) ? photo.rights : null,
          });
        }}
      />
    </>
  );
}

/**
 * Spec §2 image tools: URL with live preview, upload, existing-image picker, stock-photo search,
 * and the source ('Kilde', issue 27) and credit line. Posts imageUrl, imageAlt and imageCredit
 * with the surrounding form; the source goes with an upload to the media library.
 */
export function ImageField({ idPrefix, value, onChange, suggestions, urlError }: ImageFieldProps) {
  const [rights, setRights] = useState<ImageRights>("egen");
  const [creditError, setCreditError] = useState<string | null>(null);
  const creditRef = useRef<HTMLInputElement>(null);
  // Latest value for the upload's callback, which resolves after the editor may have typed on.
  const latest = useRef(value);
  latest.current = value;

  return (
    <fieldset className="grid gap-3 rounded-md border border-border p-3">
      <legend className="px-1 text-sm font-medium">Billede</legend>
      <ImageUrlField
        id={`${idPrefix}-image-url`}
        value={value}
        onChange={({ url }) => onChange({ ...value, url })}
        error={urlError}
      />
      <ImageSourceButtons
        idPrefix={idPrefix}
        rights={rights}
        credit={value.credit}
        suggestions={suggestions}
        onCreditMissing={(message) => {
          setCreditError(message);
          creditRef.current?.focus();
        }}
        onUploaded={(url) => onChange({ ...latest.current, url })}
        onPicked={(image) => {
          if (image.rights) setRights(image.rights);
          setCreditError(null);
          onChange({ url: image.url, alt: image.alt ?? "", credit: image.credit ?? value.credit });
        }}
      >
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
      </ImageSourceButtons>
      <div className="grid gap-3 sm:grid-cols-3">
        <ImageTextInput
          id={`${idPrefix}-image-alt`}
          label="Alt-tekst"
          name="imageAlt"
          value={value.alt}
          placeholder="Beskriv billedet for skærmlæsere"
          onChange={(e) => onChange({ ...value, alt: e.currentTarget.value })}
        />
        <ImageRightsFields
          idPrefix={idPrefix}
          rights={rights}
          credit={value.credit}
          creditName="imageCredit"
          creditRef={creditRef}
          error={creditError}
          onRightsChange={(next) => {
            setRights(next);
            if (!creditProblem(next, value.credit)) setCreditError(null);
          }}
          onCreditChange={(credit) => {
            if (!creditProblem(rights, credit)) setCreditError(null);
            onChange({ ...value, credit });
          }}
        />
      </div>
      {/* Issue 27: shown only for a picture from our media library. */}
      <FocalPointEditor idPrefix={idPrefix} imageUrl={value.url} />
    </fieldset>
  );
}
