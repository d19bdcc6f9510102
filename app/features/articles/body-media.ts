import type { ImageSource } from "~/components/responsive-image";
import { EMBED_PROVIDERS, type EmbedCardData, type EmbedKind } from "~/lib/embed-providers";
import type { FocalPoint } from "~/lib/media-variant";

/** Issue 27: a picture in the body, as our media library has it (responsive variants, credit). */
export interface BodyImage extends ImageSource {
  /** The library's credit line: shown when the markdown gives none. */
  credit: string | null;
  /** The library's alt text: used when the markdown's is empty. */
  alt: string | null;
  focal: FocalPoint | null;
}

/**
 * What the article page's loader found for the body's embeds and pictures, by the address the
 * body has (`body-media.server.ts`). A body without it (the editor's preview, the live desk)
 * shows its embeds as plain links and its pictures as plain images.
 */
export interface BodyMedia {
  embeds: Record<string, EmbedCardData>;
  images: Record<string, BodyImage>;
}

export const NO_BODY_MEDIA: BodyMedia = { embeds: {}, images: {} };

const KIND_WORDS: Record<EmbedKind, string> = { video: "video", post: "opslag", audio: "lyd" };

/**
 * An embed's name for readers and screen readers (the player's iframe title, the VideoObject's
 * name): the provider's title, else '{Tjeneste}-video|opslag|lyd', with the author when known.
 */
export function embedTitleOf(
  card: Pick<EmbedCardData, "provider" | "kind" | "title" | "authorName">,
): string {
  if (card.title) return card.title;
  const what = `${EMBED_PROVIDERS[card.provider].name}-${KIND_WORDS[card.kind]}`;
  return card.authorName ? `${what} af ${card.authorName}` : what;
}

/** Whether the loader found anything for the body (a plain article's page carries nothing). */
export function hasBodyMedia(media: BodyMedia): boolean {
  return Object.keys(media.embeds).length > 0 || Object.keys(media.images).length > 0;
}
