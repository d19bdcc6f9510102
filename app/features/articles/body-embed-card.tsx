import type { ReactNode } from "react";
import { ResponsiveImage } from "~/components/responsive-image";
import { buttonVariants } from "~/components/ui/button-variants";
import { EMBED_PROVIDERS, type EmbedCardData } from "~/lib/embed-providers";
import { embedTitleOf } from "./body-media";

/** The body column's width: the card never shows wider. */
const BODY_WIDTH_PX = 768;
/** A tall player (TikTok 9:16, Instagram 4:5) is narrowed so it stays this high at most. */
const MAX_HEIGHT_PX = 640;

const LINK_CLASS = "font-medium text-primary underline underline-offset-2";

/**
 * Issue 27: an embed as readers first get it, a static card the server renders from our stored
 * copy of the provider's oEmbed data: nothing is loaded from the provider. `embed-players.tsx`
 * replaces the contents of `[data-embed-frame]` with the provider's player (`data-embed-player`)
 * after a click on 'Vis indhold fra {tjeneste}' or with marketing consent. The frame's aspect
 * ratio is the player's, reserved before anything loads, so the swap moves nothing. A card
 * without a player has no button, only its link out.
 */
export function BodyEmbedCard({ card }: { card: EmbedCardData }) {
  const provider = EMBED_PROVIDERS[card.provider].name;
  const title = embedTitleOf(card);
  // Four decimals are exact to a pixel at any width shown (as ResponsiveImage's box).
  const ratio = +card.aspectRatio.toFixed(4);
  const width = ratio < 1 ? Math.round(MAX_HEIGHT_PX * ratio) : BODY_WIDTH_PX;
  const sizes = `(min-width: ${width}px) ${width}px, 100vw`;
  const postText = card.kind === "post" ? card.text : null;
  const loadButton = (className: string, size: "default" | "sm") =>
    card.playerUrl ? (
      <button type="button" data-embed-load className={buttonVariants({ size, className })}>
        Vis indhold fra {provider}
      </button>
    ) : null;
  return (
    <figure
      data-embed
      data-embed-provider={card.provider}
      data-embed-player={card.playerUrl ?? undefined}
      data-embed-title={title}
      className="mx-auto w-full"
      style={width < BODY_WIDTH_PX ? { maxWidth: `${width}px` } : undefined}
    >
      <div
        data-embed-frame
        className="relative overflow-hidden rounded-lg border border-border bg-muted"
        style={{ aspectRatio: String(ratio) }}
      >
        {card.kind === "audio" ? (
          <AudioFace card={card} title={title} provider={provider}>
            {loadButton("mt-auto w-fit", "sm")}
          </AudioFace>
        ) : card.thumbnail ? (
          <ResponsiveImage
            image={card.thumbnail}
            // The caption under it names what it shows.
            alt=""
            aspectRatio={ratio}
            sizes={sizes}
            className="h-full w-full"
          />
        ) : card.kind === "post" ? (
          <PostFace author={card.authorName ?? provider} text={postText ?? title} />
        ) : (
          <p className="flex h-full items-center justify-center p-6 pb-16 text-center font-display text-lg font-bold">
            {title}
          </p>
        )}
        {card.kind === "audio"
          ? null
          : loadButton("absolute inset-x-0 bottom-4 mx-auto w-fit shadow-md", "default")}
      </div>
      <figcaption className="mt-2 space-y-1 text-sm text-muted-foreground">
        {/* A track's title is on its face already. */}
        {card.kind === "video" && card.title ? (
          <span className="block font-semibold text-foreground">{card.title}</span>
        ) : null}
        {/* A post with a picture has its text here; one without it shows it in the frame. */}
        {postText && card.thumbnail ? (
          <span className="line-clamp-4 block whitespace-pre-line text-foreground">{postText}</span>
        ) : null}
        <span className="block">
          {card.authorName ? `${card.authorName} · ` : null}
          <a href={card.url} target="_blank" rel="noopener nofollow" className={LINK_CLASS}>
            Se på {provider}
          </a>
        </span>
      </figcaption>
    </figure>
  );
}

/** A social post without a picture: its author and text, in the player's box. */
function PostFace({ author, text }: { author: string; text: string }) {
  return (
    <div className="flex h-full flex-col gap-3 bg-card p-5 pb-16 text-card-foreground">
      <p className="font-semibold">{author}</p>
      <p className="line-clamp-8 whitespace-pre-line">{text}</p>
    </div>
  );
}

/** A podcast or track: the cover as a square at the left, the title, author and button beside it. */
function AudioFace({
  card,
  title,
  provider,
  children,
}: {
  card: EmbedCardData;
  title: string;
  provider: string;
  children: ReactNode;
}) {
  return (
    <div className="flex h-full items-stretch gap-4 bg-card text-card-foreground">
      {card.thumbnail ? (
        <ResponsiveImage
          image={card.thumbnail}
          alt=""
          aspectRatio={1}
          sizes="240px"
          className="h-full shrink-0"
        />
      ) : null}
      <div className="flex min-w-0 flex-col py-2 pr-4 sm:py-4">
        <p className="line-clamp-2 font-semibold text-sm leading-5 sm:text-base sm:leading-6">{title}</p>
        <p className="truncate text-muted-foreground text-xs sm:text-sm">{card.authorName ?? provider}</p>
        {children}
      </div>
    </div>
  );
}
