import { Crosshair } from "lucide-react";
import { type KeyboardEvent, type MouseEvent, useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { toast } from "~/components/ui/toast";
import { cropObjectPosition } from "~/lib/crop-geometry";
import type { FocalPoint } from "~/lib/media-variant";
import { EDITORIAL_TEXT as T } from "./editorial-messages";
import { readJson } from "./use-media-query";

/** Issue 27: the focal-point editor's Danish texts. */
export const FOCAL_TEXT = {
  legend: "Fokuspunkt",
  hint: "Klik på det vigtigste i billedet",
  keys: "Piletasterne flytter punktet, Enter gemmer.",
  save: "Gem fokuspunkt",
  clear: "Fjern fokuspunkt",
  none: "Intet fokuspunkt: billedet beskæres automatisk omkring det, der fanger øjet.",
  square: "1:1 (forsidens firkanter)",
  wide: "16:9 (topbillede og kort)",
  failed: "Fokuspunktet kunne ikke gemmes",
} as const;

const ENDPOINT = "/admin/api/medier/fokuspunkt";
/** One arrow key press moves the point this far (a hundredth of the picture; Shift: a tenth). */
const STEP = 0.01;

interface FocalMedia {
  id: string;
  url: string;
  width: number;
  height: number;
  focal: FocalPoint | null;
  previewUrl: string;
}

const clamp = (value: number) => Math.min(1, Math.max(0, value));
const round = (value: number) => Math.round(value * 10_000) / 10_000;
const percent = (value: number) => `${Math.round(value * 100)} %`;

function isFocalMedia(value: unknown): value is FocalMedia {
  const v = value as FocalMedia | null;
  return Boolean(v && typeof v.id === "string" && typeof v.previewUrl === "string" && v.width > 0);
}

/** The picture at `url` when it is one of ours (asked once typing pauses), else null. */
function useFocalMedia(url: string) {
  const [media, setMedia] = useState<FocalMedia | null>(null);
  useEffect(() => {
    const address = url.trim();
    if (!address) {
      setMedia(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`${ENDPOINT}?${new URLSearchParams({ url: address })}`, { signal: controller.signal })
        .then(async (response) => {
          const body = await readJson(response);
          setMedia(response.ok && isFocalMedia(body.media) ? body.media : null);
        })
        .catch(() => {
          // Aborted, or offline: the editor stays hidden, the rest of the form works.
        });
    }, 400);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [url]);
  return [media, setMedia] as const;
}

function CropPreview({
  media,
  point,
  ratio,
  label,
}: {
  media: FocalMedia;
  point: FocalPoint | null;
  ratio: number;
  label: string;
}) {
  return (
    <figure className="grid gap-1">
      <img
        src={media.previewUrl}
        alt=""
        className="w-full rounded border border-border bg-muted object-cover"
        // What the server cuts for this ratio (with no point it is the middle until saved).
        style={{
          aspectRatio: String(+ratio.toFixed(4)),
          objectPosition: cropObjectPosition(media.width, media.height, ratio, point),
        }}
      />
      <figcaption className="text-xs text-muted-foreground">{label}</figcaption>
    </figure>
  );
}

/**
 * Issue 27: the focal point of a picture from our media library. The whole picture is shown; a
 * click (or the arrow keys on the focused picture) places the point, Enter or 'Gem fokuspunkt'
 * saves it and the server cuts the crops again around it. Beside it, the 1:1 and 16:9 crops as
 * they will be cut. Pictures that are not ours (an external address) get no editor.
 */
export function FocalPointEditor({ idPrefix, imageUrl }: { idPrefix: string; imageUrl: string }) {
  const [media, setMedia] = useFocalMedia(imageUrl);
  const [point, setPoint] = useState<FocalPoint | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => setPoint(media?.focal ?? null), [media]);
  if (!media) return null;

  const changed =
    (point?.x ?? null) !== (media.focal?.x ?? null) || (point?.y ?? null) !== (media.focal?.y ?? null);

  async function save(next: FocalPoint | null) {
    if (!media || saving) return;
    setSaving(true);
    try {
      const response = await fetch(ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ id: media.id, x: next?.x ?? null, y: next?.y ?? null }),
      });
      const body = await readJson(response);
      const message = typeof body.message === "string" ? body.message : FOCAL_TEXT.failed;
      if (!response.ok || !isFocalMedia(body.media)) {
        toast.error(T.error, { description: message });
        return;
      }
      setMedia(body.media);
      toast.success(T.success, { description: message });
    } catch {
      toast.error(T.error, { description: FOCAL_TEXT.failed });
    } finally {
      setSaving(false);
    }
  }

  function place(event: MouseEvent<HTMLButtonElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    // A keyboard 'click' has no position: Enter saves instead (onKeyDown).
    if (event.detail === 0 || box.width === 0 || box.height === 0) return;
    setPoint({
      x: round(clamp((event.clientX - box.left) / box.width)),
      y: round(clamp((event.clientY - box.top) / box.height)),
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const step = event.shiftKey ? STEP * 10 : STEP;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      const from = point ?? { x: 0.5, y: 0.5 };
      setPoint({ x: round(clamp(from.x + move[0])), y: round(clamp(from.y + move[1])) });
    } else if (event.key === "Enter") {
      // Enter saves (it would otherwise 'click' the picture, or submit the article's form).
      event.preventDefault();
      if (point && changed) void save(point);
    }
  }

  const hintId = `${idPrefix}-focal-hint`;
  const label = point
    ? `${FOCAL_TEXT.legend}: ${percent(point.x)} fra venstre, ${percent(point.y)} fra toppen. ${FOCAL_TEXT.keys}`
    : `${FOCAL_TEXT.legend}: ikke sat. ${FOCAL_TEXT.keys}`;

  return (
    <section
      aria-labelledby={`${idPrefix}-focal-legend`}
      className="grid gap-3 rounded-md border border-dashed border-border p-3"
      data-focal-editor
    >
      <div className="grid gap-0.5">
        <h3 id={`${idPrefix}-focal-legend`} className="flex items-center gap-1.5 text-sm font-medium">
          <Crosshair aria-hidden className="size-4" />
          {FOCAL_TEXT.legend}
        </h3>
        <p id={hintId} className="text-sm text-muted-foreground">
          {FOCAL_TEXT.hint}
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <button
          type="button"
          className="relative mx-auto block cursor-crosshair self-start overflow-hidden rounded border border-border bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          // The picture's own ratio, so a click's place is its place in the picture; a tall one
          // is kept to 28rem high by its width.
          style={{
            aspectRatio: `${media.width} / ${media.height}`,
            width: `min(100%, ${+((28 * media.width) / media.height).toFixed(2)}rem)`,
          }}
          aria-label={label}
          aria-describedby={hintId}
          onClick={place}
          onKeyDown={onKeyDown}
          data-focal-picture
        >
          <img src={media.previewUrl} alt="" className="absolute inset-0 h-full w-full" draggable={false} />
          {point ? (
            <span
              aria-hidden
              data-focal-marker
              className="pointer-events-none absolute size-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white shadow-[0_0_0_2px_rgba(0,0,0,0.7)]"
              style={{ left: `${point.x * 100}%`, top: `${point.y * 100}%` }}
            />
          ) : null}
        </button>
        <div className="grid content-start gap-3">
          <CropPreview media={media} point={point} ratio={1} label={FOCAL_TEXT.square} />
          <CropPreview media={media} point={point} ratio={16 / 9} label={FOCAL_TEXT.wide} />
        </div>
      </div>
      {point ? null : <p className="text-sm text-muted-foreground">{FOCAL_TEXT.none}</p>}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          size="sm"
          disabled={!point || !changed || saving}
          onClick={() => void save(point)}
        >
          {saving ? <Spinner size="sm" /> : null}
          {FOCAL_TEXT.save}
        </Button>
        {media.focal ? (
          <Button type="button" variant="ghost" size="sm" disabled={saving} onClick={() => void save(null)}>
            {FOCAL_TEXT.clear}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
