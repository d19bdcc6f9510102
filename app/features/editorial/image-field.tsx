import { ImageIcon, Images, Search, Trash2, Upload } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Field, FieldControl, FieldError, FieldLabel } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect, NativeSelectOption } from "~/components/ui/native-select";
import { Spinner } from "~/components/ui/spinner";
import { toast } from "~/components/ui/toast";
import { EDITORIAL_TEXT as T } from "./editorial-messages";
import {
  checkUploadFile,
  filterPickerImages,
  type PickerImage,
  pickerClubTags,
  STOCK_CATEGORIES,
  STOCK_CLUBS,
  STOCK_SEARCH_DELAY_MS,
  stockSearchQuery,
  thumbnailUrl,
} from "./image-tools";
import type { TagSuggestions } from "./tag-rules";
import { tagLabel } from "./tag-rules";

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

async function readJson(response: Response): Promise<Record<string, unknown>> {
  try {
    return (await response.json()) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/**
 * Spec §2 image tools: URL with live preview, upload, existing-image picker, stock-photo search
 * and the credit line. Posts imageUrl, imageAlt and imageCredit with the surrounding form.
 */
export function ImageField({ idPrefix, value, onChange, suggestions, urlError }: ImageFieldProps) {
  const [previewFailed, setPreviewFailed] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [stockOpen, setStockOpen] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const url = value.url.trim();
  // Preview (and its failure toast) only once typing pauses, not for every half-typed address.
  const [previewUrl, setPreviewUrl] = useState(url);
  useEffect(() => {
    setPreviewFailed(false);
    const timer = setTimeout(() => setPreviewUrl(url), 600);
    return () => clearTimeout(timer);
  }, [url]);

  function choose(next: ImageValue) {
    onChange(next);
    toast.success(T.imageChosen);
  }

  async function upload(file: File) {
    const problem = checkUploadFile(file);
    if (problem) {
      toast.error(T.error, { description: problem });
      return;
    }
    setUploading(true);
    try {
      const body = new FormData();
      body.set("file", file);
      const response = await fetch("/admin/api/upload", { method: "POST", body });
      const result = await readJson(response);
      if (!response.ok || typeof result.url !== "string") {
        toast.error(T.error, {
          description: typeof result.error === "string" ? result.error : T.uploadFailed,
        });
        return;
      }
      onChange({ ...value, url: result.url });
      toast.success(T.success, { description: T.uploaded });
    } catch {
      toast.error(T.error, { description: T.uploadFailed });
    } finally {
      setUploading(false);
      if (fileRef.current) fileRef.current.value = "";
    }
  }

  const urlId = `${idPrefix}-image-url`;
  return (
    <fieldset className="grid gap-3 rounded-md border border-border p-3">
      <legend className="px-1 text-sm font-medium">Billede</legend>
      <Field id={urlId} error={urlError} descriptionId={`${urlId}-preview-error`} className="grid gap-2">
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
            aria-invalid={Boolean(urlError || previewFailed) || undefined}
          />
        </FieldControl>
        <FieldError />
      </Field>
      {url && previewUrl === url ? (
        <div className="grid gap-1">
          {previewFailed ? (
            <p id={`${urlId}-preview-error`} role="alert" className="text-sm text-destructive">
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
        {url ? (
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
        <div className="grid gap-2">
          <Label htmlFor={`${idPrefix}-image-alt`}>Alt-tekst</Label>
          <Input
            id={`${idPrefix}-image-alt`}
            name="imageAlt"
            value={value.alt}
            placeholder="Beskriv billedet for skærmlæsere"
            onChange={(e) => onChange({ ...value, alt: e.currentTarget.value })}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${idPrefix}-image-credit`}>Billedkredit</Label>
          <Input
            id={`${idPrefix}-image-credit`}
            name="imageCredit"
            value={value.credit}
            placeholder="Fotografens navn"
            onChange={(e) => onChange({ ...value, credit: e.currentTarget.value })}
          />
        </div>
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

function NoResults() {
  return (
    <div role="status" className="rounded-md border border-dashed border-border p-6 text-center">
      <ImageIcon className="mx-auto mb-2 size-6 text-muted-foreground" aria-hidden />
      <p className="font-semibold">{T.noResultsTitle}</p>
      <p className="text-sm text-muted-foreground">{T.noResultsMessage}</p>
    </div>
  );
}

function searchFailed(message: string) {
  toast.error(T.searchErrorTitle, { description: message });
}

/** Spec §7 picker: images of existing articles (latest 50), category on the server, club and text here. */
function ExistingImagePicker({
  open,
  onOpenChange,
  onSelect,
  suggestions,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSelect: (image: PickerImage) => void;
  suggestions: TagSuggestions;
}) {
  const id = useId();
  const [category, setCategory] = useState("");
  const [club, setClub] = useState("");
  const [text, setText] = useState("");
  const [state, setState] = useState<{ loading: boolean; images: PickerImage[]; categories: string[] }>({
    loading: false,
    images: [],
    categories: [],
  });

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    const params = new URLSearchParams({ kilde: "artikler" });
    if (category) params.set("kategori", category);
    fetch(`/admin/api/media?${params}`, { signal: controller.signal })
      .then(async (response) => {
        const body = await readJson(response);
        if (!response.ok || !Array.isArray(body.images)) {
          throw new Error(typeof body.error === "string" ? body.error : "Billederne kunne ikke hentes.");
        }
        setState({
          loading: false,
          images: body.images as PickerImage[],
          categories: (body.categories as string[]) ?? [],
        });
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        setState((s) => ({ ...s, loading: false }));
        searchFailed(err instanceof Error ? err.message : "Billederne kunne ikke hentes.");
      });
    return () => controller.abort();
  }, [open, category]);

  const clubs = useMemo(() => pickerClubTags(state.images), [state.images]);
  const shown = useMemo(() => filterPickerImages(state.images, { club, text }), [state.images, club, text]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Vælg eksisterende billede</DialogTitle>
          <DialogDescription>Billeder fra de seneste 50 artikler med billede.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2 sm:grid-cols-3">
          <NativeSelect
            aria-label="Kategori"
            value={category}
            onChange={(e) => setCategory(e.currentTarget.value)}
          >
            <NativeSelectOption value="">Alle kategorier</NativeSelectOption>
            {state.categories.map((c) => (
              <NativeSelectOption key={c} value={c}>
                {c}
              </NativeSelectOption>
            ))}
          </NativeSelect>
          <NativeSelect aria-label="Klub" value={club} onChange={(e) => setClub(e.currentTarget.value)}>
            <NativeSelectOption value="">Alle klubber</NativeSelectOption>
            {clubs.map((tag) => (
              <NativeSelectOption key={tag} value={tag}>
                {tagLabel(tag, suggestions).replace(/^Klub: /, "")}
              </NativeSelectOption>
            ))}
          </NativeSelect>
          <Input
            id={`${id}-text`}
            type="search"
            aria-label="Søg i titler"
            placeholder="Søg i titler…"
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
          />
        </div>
        {state.loading ? (
          <div className="grid place-items-center p-8" role="status" aria-label="Henter billeder">
            <Spinner />
          </div>
        ) : shown.length === 0 ? (
          <NoResults />
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {shown.map((image) => (
              <li key={image.id}>
                <button
                  type="button"
                  onClick={() => onSelect(image)}
                  className="group grid w-full gap-1 rounded-md text-left focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <img
                    src={image.imageUrl ?? ""}
                    alt=""
                    loading="lazy"
                    className="aspect-video w-full rounded-md bg-muted object-cover group-hover:opacity-90"
                  />
                  <span className="line-clamp-2 text-xs font-medium">{image.title}</span>
                  <span className="text-xs text-muted-foreground">{image.category}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}

interface StockPhoto {
  id: string;
  url: string;
  caption: string | null;
  alt: string | null;
  title: string | null;
  photographer: string | null;
  club: string | null;
  category: string | null;
  variants: { width: number; format: string; url: string }[] | null;
}

/** Stock-photo search over the media library, debounced 500 ms (spec §9). */
function StockPhotoSearch({
  open,
  onOpenChange,
  onSelect,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSelect: (photo: StockPhoto) => void;
}) {
  const [q, setQ] = useState("");
  const [club, setClub] = useState("");
  const [category, setCategory] = useState("");
  const [state, setState] = useState<{ loading: boolean; results: StockPhoto[] }>({
    loading: false,
    results: [],
  });

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    const timer = setTimeout(() => {
      fetch(`/admin/api/media?${stockSearchQuery({ q, club, category })}`, { signal: controller.signal })
        .then(async (response) => {
          const body = await readJson(response);
          if (!response.ok || !Array.isArray(body.results)) {
            throw new Error(
              typeof body.error === "string" ? body.error : "Søgningen kunne ikke gennemføres.",
            );
          }
          setState({ loading: false, results: body.results as StockPhoto[] });
        })
        .catch((err: unknown) => {
          if (controller.signal.aborted) return;
          setState((s) => ({ ...s, loading: false }));
          searchFailed(err instanceof Error ? err.message : "Søgningen kunne ikke gennemføres.");
        });
    }, STOCK_SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [open, q, club, category]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Søg stock-fotos</DialogTitle>
          <DialogDescription>Søg i billedbiblioteket efter emne, klub eller kategori.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2 sm:grid-cols-3">
          <Input
            type="search"
            aria-label="Søg efter billeder"
            placeholder="Søg fx stadion, jubel, Parken…"
            value={q}
            onChange={(e) => setQ(e.currentTarget.value)}
          />
          <NativeSelect aria-label="Klub" value={club} onChange={(e) => setClub(e.currentTarget.value)}>
            <NativeSelectOption value="">Alle klubber</NativeSelectOption>
            {STOCK_CLUBS.map((c) => (
              <NativeSelectOption key={c} value={c}>
                {c}
              </NativeSelectOption>
            ))}
          </NativeSelect>
          <NativeSelect
            aria-label="Kategori"
            value={category}
            onChange={(e) => setCategory(e.currentTarget.value)}
          >
            <NativeSelectOption value="">Alle kategorier</NativeSelectOption>
            {STOCK_CATEGORIES.map((c) => (
              <NativeSelectOption key={c} value={c}>
                {c}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </div>
        {state.loading ? (
          <div className="grid place-items-center p-8" role="status" aria-label="Søger efter billeder">
            <Spinner />
          </div>
        ) : state.results.length === 0 ? (
          <NoResults />
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {state.results.map((photo) => (
              <li key={photo.id}>
                <button
                  type="button"
                  onClick={() => onSelect(photo)}
                  className="group grid w-full gap-1 rounded-md text-left focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <img
                    src={thumbnailUrl(photo.url, photo.variants)}
                    alt=""
                    loading="lazy"
                    className="aspect-video w-full rounded-md bg-muted object-cover group-hover:opacity-90"
                  />
                  <span className="line-clamp-2 text-xs">{photo.caption ?? photo.title ?? ""}</span>
                  {photo.photographer ? (
                    <span className="text-xs text-muted-foreground">Foto: {photo.photographer}</span>
                  ) : null}
                </button>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
