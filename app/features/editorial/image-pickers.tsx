import { ImageIcon } from "lucide-react";
import { type ReactNode, useId, useMemo, useState } from "react";
import { Input } from "~/components/ui/input";
import { NativeSelect, NativeSelectOption, NativeSelectOptions } from "~/components/ui/native-select";
import { Spinner } from "~/components/ui/spinner";
import { TitledDialog } from "~/components/ui/titled-dialog";
import { IMAGE_RIGHTS, IMAGE_RIGHTS_LABELS, type ImageRights, isImageRights } from "~/lib/image-rights";
import { EDITORIAL_TEXT as T } from "./editorial-messages";
import {
  filterPickerImages,
  libraryCredit,
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
import { useMediaQuery } from "./use-media-query";

interface PickerDialogProps<T> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSelect: (item: T) => void;
}

/** A filter: 'Alle …' or one of the options. */
function FilterSelect({
  label,
  allLabel,
  value,
  options,
  optionLabel = (option) => option,
  onChange,
}: {
  label: string;
  allLabel: string;
  value: string;
  options: readonly string[];
  optionLabel?: (option: string) => string;
  onChange: (value: string) => void;
}) {
  return (
    <NativeSelect aria-label={label} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
      <NativeSelectOption value="">{allLabel}</NativeSelectOption>
      <NativeSelectOptions items={options} toLabel={optionLabel} />
    </NativeSelect>
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

/** A picker's dialog: title, filters, then a spinner, 'no results' or a grid of thumbnails to choose. */
function PickerDialog<T extends { id: string }>({
  open,
  onOpenChange,
  onSelect,
  title,
  description,
  filters,
  loading,
  loadingLabel,
  items,
  thumbnail,
  caption,
}: PickerDialogProps<T> & {
  title: string;
  description: string;
  filters: ReactNode;
  loading: boolean;
  loadingLabel: string;
  items: T[];
  thumbnail: (item: T) => string;
  caption: (item: T) => ReactNode;
}) {
  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      className="sm:max-w-3xl"
      title={title}
      description={description}
    >
      <div className="grid gap-2 sm:grid-cols-[repeat(auto-fit,minmax(9rem,1fr))]">{filters}</div>
      {loading ? (
        <div className="grid place-items-center p-8" role="status" aria-label={loadingLabel}>
          <Spinner />
        </div>
      ) : items.length === 0 ? (
        <NoResults />
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => onSelect(item)}
                className="group grid w-full gap-1 rounded-md text-left focus-visible:outline-2 focus-visible:outline-ring"
              >
                <img
                  src={thumbnail(item)}
                  alt=""
                  loading="lazy"
                  className="aspect-video w-full rounded-md bg-muted object-cover group-hover:opacity-90"
                />
                {caption(item)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </TitledDialog>
  );
}

const PICKER_FAILED = "Billederne kunne ikke hentes.";
const readPicker = (body: Record<string, unknown>) =>
  Array.isArray(body.images)
    ? { images: body.images as PickerImage[], categories: (body.categories as string[]) ?? [] }
    : null;

/** Spec §7 picker: images of existing articles (latest 50), category on the server, club and text here. */
export function ExistingImagePicker({
  suggestions,
  ...dialog
}: PickerDialogProps<PickerImage> & { suggestions: TagSuggestions }) {
  const id = useId();
  const [category, setCategory] = useState("");
  const [club, setClub] = useState("");
  const [text, setText] = useState("");
  const query = new URLSearchParams(
    category ? { kilde: "artikler", kategori: category } : { kilde: "artikler" },
  );
  const { loading, data } = useMediaQuery(dialog.open, query.toString(), {
    initial: { images: [] as PickerImage[], categories: [] as string[] },
    read: readPicker,
    failText: PICKER_FAILED,
  });
  const clubs = useMemo(() => pickerClubTags(data.images), [data.images]);
  const shown = useMemo(() => filterPickerImages(data.images, { club, text }), [data.images, club, text]);

  return (
    <PickerDialog
      {...dialog}
      title="Vælg eksisterende billede"
      description="Billeder fra de seneste 50 artikler med billede."
      filters={
        <>
          <FilterSelect
            label="Kategori"
            allLabel="Alle kategorier"
            value={category}
            options={data.categories}
            onChange={setCategory}
          />
          <FilterSelect
            label="Klub"
            allLabel="Alle klubber"
            value={club}
            options={clubs}
            optionLabel={(tag) => tagLabel(tag, suggestions).replace(/^Klub: /, "")}
            onChange={setClub}
          />
          <Input
            id={`${id}-text`}
            type="search"
            aria-label="Søg i titler"
            placeholder="Søg i titler…"
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
          />
        </>
      }
      loading={loading}
      loadingLabel="Henter billeder"
      items={shown}
      thumbnail={(image) => image.imageUrl ?? ""}
      caption={(image) => (
        <>
          <span className="line-clamp-2 text-xs font-medium">{image.title}</span>
          <span className="text-xs text-muted-foreground">{image.category}</span>
        </>
      )}
    />
  );
}

export interface StockPhoto {
  id: string;
  url: string;
  caption: string | null;
  alt: string | null;
  title: string | null;
  photographer: string | null;
  club: string | null;
  category: string | null;
  /** Issue 27: who owns the picture, and its credit line. */
  rights: ImageRights;
  credit: string | null;
  variants: { width: number; format: string; url: string }[] | null;
}

/** 'Bureau · Foto: Ritzau Scanpix': a library row's source and credit, as the picker shows them. */
export function stockPhotoByline(photo: Pick<StockPhoto, "rights" | "credit" | "photographer">): string {
  const source = isImageRights(photo.rights) ? IMAGE_RIGHTS_LABELS[photo.rights] : null;
  const credit = libraryCredit(photo);
  return [source, credit ? `Foto: ${credit}` : null].filter(Boolean).join(" · ");
}

const STOCK_FAILED = "Søgningen kunne ikke gennemføres.";
const readStock = (body: Record<string, unknown>) =>
  Array.isArray(body.results) ? (body.results as StockPhoto[]) : null;

/**
 * Stock-photo search over the media library, debounced 500 ms (spec §9), with issue 27's 'Kilde'
 * filter; each result shows its source and credit.
 */
export function StockPhotoSearch(dialog: PickerDialogProps<StockPhoto>) {
  const [q, setQ] = useState("");
  const [club, setClub] = useState("");
  const [category, setCategory] = useState("");
  const [rights, setRights] = useState("");
  const { loading, data } = useMediaQuery(dialog.open, stockSearchQuery({ q, club, category, rights }), {
    initial: [] as StockPhoto[],
    read: readStock,
    failText: STOCK_FAILED,
    delayMs: STOCK_SEARCH_DELAY_MS,
  });

  return (
    <PickerDialog
      {...dialog}
      title="Søg stock-fotos"
      description="Søg i billedbiblioteket efter emne, klub eller kategori."
      filters={
        <>
          <Input
            type="search"
            aria-label="Søg efter billeder"
            placeholder="Søg fx stadion, jubel, Parken…"
            value={q}
            onChange={(e) => setQ(e.currentTarget.value)}
          />
          <FilterSelect
            label="Klub"
            allLabel="Alle klubber"
            value={club}
            options={STOCK_CLUBS}
            onChange={setClub}
          />
          <FilterSelect
            label="Kategori"
            allLabel="Alle kategorier"
            value={category}
            options={STOCK_CATEGORIES}
            onChange={setCategory}
          />
          <FilterSelect
            label="Kilde"
            allLabel="Alle kilder"
            value={rights}
            options={IMAGE_RIGHTS}
            optionLabel={(option) => (isImageRights(option) ? IMAGE_RIGHTS_LABELS[option] : option)}
            onChange={setRights}
          />
        </>
      }
      loading={loading}
      loadingLabel="Søger efter billeder"
      items={data}
      thumbnail={(photo) => thumbnailUrl(photo.url, photo.variants)}
      caption={(photo) => (
        <>
          <span className="line-clamp-2 text-xs">{photo.caption ?? photo.title ?? ""}</span>
          <span className="text-xs text-muted-foreground" data-testid="stock-byline">
            {stockPhotoByline(photo)}
          </span>
        </>
      )}
    />
  );
}
