import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { DialogFooter } from "~/components/ui/dialog";
import { Field, FieldControl, FieldError, FieldLabel } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Spinner } from "~/components/ui/spinner";
import { TitledDialog } from "~/components/ui/titled-dialog";
import { EMBED_PROVIDERS, type EmbedCardData, matchEmbedUrl } from "~/lib/embed-providers";
import type { ImageRights } from "~/lib/image-rights";
import { ARTICLE_MESSAGES } from "./article-schema";
import { BODY_BLOCK_TEXT as T } from "./editorial-messages";
import { ImageRightsFields, ImageSourceButtons, ImageUrlField } from "./image-field";
import { creditProblem, isPictureUrl, thumbnailUrl } from "./image-tools";
import type { TagSuggestions } from "./tag-rules";
import { readJson } from "./use-media-query";

/*
 * Issue 27: the dialogs behind the body toolbar's 'Indsæt indlejring' and 'Indsæt billede'. Their
 * forms live in a portal, outside the article's form in the page, but React still bubbles their
 * submit up to it: each submit handler stops it there.
 */

type EmbedState =
  | { status: "idle" }
  | { status: "loading"; url: string }
  | { status: "ready"; url: string; card: EmbedCardData }
  | { status: "unsupported" }
  | { status: "failed"; url: string; message: string };

function stopSubmit(event: FormEvent) {
  event.preventDefault();
  event.stopPropagation();
}

/** What the reader's card will show: thumbnail (ours), service, author, title and the post's text. */
function EmbedPreview({ card }: { card: EmbedCardData }) {
  const provider = EMBED_PROVIDERS[card.provider].name;
  const thumbnail = card.thumbnail ? thumbnailUrl(card.thumbnail.url, card.thumbnail.variants) : null;
  return (
    <figure
      aria-label={T.embedPreviewLabel}
      data-testid="embed-preview"
      className="grid gap-2 rounded-md border border-border p-3"
    >
      {thumbnail ? (
        <img
          src={thumbnail}
          alt=""
          className="max-h-56 w-full rounded-md bg-muted object-cover"
          style={{ aspectRatio: card.aspectRatio > 0 ? String(card.aspectRatio) : "16 / 9" }}
        />
      ) : null}
      <figcaption className="grid gap-1 text-sm">
        <span className="font-semibold">{provider}</span>
        {card.authorName ? <span>{card.authorName}</span> : null}
        {card.title ? <span className="text-muted-foreground">{card.title}</span> : null}
        {card.text ? <span className="line-clamp-4 text-muted-foreground">{card.text}</span> : null}
      </figcaption>
    </figure>
  );
}

/**
 * 'Indsæt indlejring': a link to a post or video; its preview comes from our own endpoint (the
 * oEmbed data is fetched and stored on the server, so the page shows the same card). 'Indsæt'
 * puts the link on a line of its own; when the data cannot be fetched the line can still go in,
 * as a plain link.
 */
export function InsertEmbedDialog({
  open,
  onOpenChange,
  initialUrl,
  onInsert,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialUrl: string;
  onInsert: (url: string) => void;
  /** Where focus goes when the dialog closes (the editor puts it back in its text). */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const id = useId();
  const [url, setUrl] = useState(initialUrl);
  const [state, setState] = useState<EmbedState>({ status: "idle" });
  const request = useRef<AbortController | null>(null);

  useEffect(() => {
    if (!open) return;
    setUrl(initialUrl);
    setState({ status: "idle" });
    return () => request.current?.abort();
  }, [open, initialUrl]);

  async function preview() {
    const match = matchEmbedUrl(url);
    if (!match) {
      setState({ status: "unsupported" });
      return;
    }
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setState({ status: "loading", url: match.url });
    try {
      const response = await fetch(`/admin/api/indlejring?${new URLSearchParams({ url: match.url })}`, {
        signal: controller.signal,
      });
      const body = await readJson(response);
      const card = body.card as EmbedCardData | undefined;
      if (response.ok && card) setState({ status: "ready", url: match.url, card });
      else if (response.status === 400) setState({ status: "unsupported" });
      else {
        const message = typeof body.error === "string" ? body.error : T.embedFetchFailed;
        setState({ status: "failed", url: match.url, message });
      }
    } catch {
      if (!controller.signal.aborted)
        setState({ status: "failed", url: match.url, message: T.embedFetchFailed });
    }
  }

  const error =
    state.status === "unsupported"
      ? T.embedUnsupported
      : state.status === "failed"
        ? state.message
        : undefined;
  const insertable = state.status === "ready" || state.status === "failed" ? state.url : null;

  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      className="sm:max-w-xl"
      onCloseAutoFocus={onCloseAutoFocus}
      title={T.embedTitle}
      description={T.embedDescription}
    >
      <form
        className="grid gap-3"
        onSubmit={(event) => {
          stopSubmit(event);
          void preview();
        }}
      >
        <Field id={`${id}-url`} error={error} className="grid gap-2">
          <FieldLabel>{T.embedUrlLabel}</FieldLabel>
          <div className="flex gap-2">
            <FieldControl>
              <Input
                type="url"
                inputMode="url"
                value={url}
                placeholder="https://www.youtube.com/watch?v=…"
                onChange={(e) => {
                  setUrl(e.currentTarget.value);
                  if (state.status !== "idle") setState({ status: "idle" });
                }}
                autoComplete="off"
              />
            </FieldControl>
            <Button type="submit" variant="outline" disabled={state.status === "loading" || !url.trim()}>
              {T.embedPreview}
            </Button>
          </div>
          <FieldError role="alert" />
        </Field>
      </form>
      {state.status === "loading" ? (
        <div className="grid place-items-center p-6" role="status" aria-label={T.embedLoading}>
          <Spinner />
        </div>
      ) : null}
      {state.status === "ready" ? <EmbedPreview card={state.card} /> : null}
      <DialogFooter>
        {insertable ? (
          <Button type="button" onClick={() => onInsert(insertable)}>
            {state.status === "ready" ? T.insert : T.insertAsLink}
          </Button>
        ) : null}
      </DialogFooter>
    </TitledDialog>
  );
}

interface PictureErrors {
  url?: string;
  alt?: string;
  credit?: string;
}

/**
 * 'Indsæt billede': the image tools of the article's own picture (upload, existing, library), the
 * alt text (required) and the source and credit (required for all but our own); 'Indsæt' puts
 * `![alt](url "credit")` on a line of its own.
 */
export function InsertImageDialog({
  open,
  onOpenChange,
  suggestions,
  onInsert,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  suggestions: TagSuggestions;
  onInsert: (image: { url: string; alt: string; credit: string }) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const id = useId();
  const [url, setUrl] = useState("");
  const [alt, setAlt] = useState("");
  const [credit, setCredit] = useState("");
  const [rights, setRights] = useState<ImageRights>("egen");
  const [errors, setErrors] = useState<PictureErrors>({});
  const creditRef = useRef<HTMLInputElement>(null);
  const altRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return;
    setUrl("");
    setAlt("");
    setCredit("");
    setRights("egen");
    setErrors({});
  }, [open]);

  function insert(event: FormEvent) {
    stopSubmit(event);
    const address = url.trim();
    const next: PictureErrors = {
      url: !address ? T.imageRequired : isPictureUrl(address) ? undefined : ARTICLE_MESSAGES.imageUrlInvalid,
      alt: alt.trim() ? undefined : T.altRequired,
      credit: creditProblem(rights, credit) ?? undefined,
    };
    setErrors(next);
    if (next.alt) altRef.current?.focus();
    else if (next.credit) creditRef.current?.focus();
    if (next.url || next.alt || next.credit) return;
    onInsert({ url: address, alt: alt.trim(), credit: credit.trim() });
  }

  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      className="sm:max-w-2xl"
      onCloseAutoFocus={onCloseAutoFocus}
      title={T.imageTitle}
      description={T.imageDescription}
    >
      <form className="grid gap-3" onSubmit={insert} noValidate>
        <ImageUrlField
          id={`${id}-image-url`}
          value={{ url, alt }}
          onChange={(next) => {
            setUrl(next.url);
            setErrors((e) => ({ ...e, url: undefined }));
          }}
          error={errors.url}
        />
        <ImageSourceButtons
          idPrefix={`${id}-body`}
          rights={rights}
          credit={credit}
          suggestions={suggestions}
          onCreditMissing={(message) => {
            setErrors((e) => ({ ...e, credit: message }));
            creditRef.current?.focus();
          }}
          onUploaded={(uploaded) => {
            setUrl(uploaded);
            setErrors((e) => ({ ...e, url: undefined }));
          }}
          onPicked={(image) => {
            setUrl(image.url);
            if (image.alt && !alt.trim()) setAlt(image.alt);
            if (image.credit) setCredit(image.credit);
            if (image.rights) setRights(image.rights);
            setErrors({});
          }}
        />
        <div className="grid gap-3 sm:grid-cols-3">
          <Field id={`${id}-image-alt`} error={errors.alt} className="grid gap-2">
            <FieldLabel>Alt-tekst</FieldLabel>
            <FieldControl>
              <Input
                ref={altRef}
                value={alt}
                aria-required
                placeholder="Beskriv billedet for skærmlæsere"
                onChange={(e) => {
                  setAlt(e.currentTarget.value);
                  setErrors((x) => ({ ...x, alt: undefined }));
                }}
              />
            </FieldControl>
            <FieldError />
          </Field>
          <ImageRightsFields
            idPrefix={`${id}-body`}
            rights={rights}
            credit={credit}
            creditRef={creditRef}
            error={errors.credit}
            onRightsChange={(next) => {
              setRights(next);
              if (!creditProblem(next, credit)) setErrors((x) => ({ ...x, credit: undefined }));
            }}
            onCreditChange={(next) => {
              setCredit(next);
              if (!creditProblem(rights, next)) setErrors((x) => ({ ...x, credit: undefined }));
            }}
          />
        </div>
        <DialogFooter>
          <Button type="submit">{T.insert}</Button>
        </DialogFooter>
      </form>
    </TitledDialog>
  );
}
