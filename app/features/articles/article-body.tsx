import { Fragment, type ReactNode, useId } from "react";
import { IslandHole } from "~/components/island-hole";
import { ResponsiveImage } from "~/components/responsive-image";
import {
  type ArticleBlock,
  type InlineNode,
  parseArticleBody,
  type SimpleBlock,
  withAdSlots,
} from "~/lib/article-body";
import { BodyEmbedCard } from "./body-embed-card";
import { type BodyImage, type BodyMedia, NO_BODY_MEDIA } from "./body-media";

const LINK_CLASS = "font-medium text-primary underline underline-offset-2";
/** The body column's width (the article's max-w-3xl). */
const BODY_SIZES = "(min-width: 768px) 768px, 100vw";
/** A portrait picture is narrowed so it stays this high at most. */
const MAX_PICTURE_HEIGHT_PX = 640;

function InlineNodeView({ node }: { node: InlineNode }) {
  if (node.type === "text") return <>{node.text}</>;
  if (node.type === "strong") {
    return (
      <strong>
        <Inline nodes={node.children} />
      </strong>
    );
  }
  if (node.type === "em") {
    return (
      <em>
        <Inline nodes={node.children} />
      </em>
    );
  }
  if (node.type === "underline") {
    return (
      <u>
        <Inline nodes={node.children} />
      </u>
    );
  }
  return (
    <a href={node.href} target="_blank" rel="noopener nofollow" className={LINK_CLASS}>
      <Inline nodes={node.children} />
    </a>
  );
}

function Inline({ nodes }: { nodes: InlineNode[] }) {
  return (
    <>
      {nodes.map((node, i) => (
        <InlineNodeView key={i} node={node} />
      ))}
    </>
  );
}

/** Lines of one block with <br> between them (spec §2: line breaks inside a paragraph). */
function Lines({ lines }: { lines: InlineNode[][] }) {
  return (
    <>
      {lines.map((line, i) => (
        <Fragment key={i}>
          {i > 0 ? <br /> : null}
          <Inline nodes={line} />
        </Fragment>
      ))}
    </>
  );
}

/**
 * Issue 27: a picture in the body with its credit. One from our library gets its responsive
 * variants and its own proportions; any other (or none known: the editor's preview) a plain
 * image in a reserved 16:9 box, shown whole.
 */
function BodyPicture({
  block,
  image,
}: {
  block: Extract<SimpleBlock, { type: "image" }>;
  image?: BodyImage;
}) {
  const alt = block.alt || image?.alt || "";
  const credit = block.credit ?? image?.credit ?? null;
  const ratio = image?.width && image.height ? image.width / image.height : null;
  const narrowTo = ratio && ratio < 1 ? Math.round(MAX_PICTURE_HEIGHT_PX * ratio) : null;
  return (
    <figure className="mx-auto" style={narrowTo ? { maxWidth: `${narrowTo}px` } : undefined}>
      {image && ratio ? (
        <ResponsiveImage
          image={image}
          alt={alt}
          aspectRatio={ratio}
          sizes={narrowTo ? `(min-width: ${narrowTo}px) ${narrowTo}px, 100vw` : BODY_SIZES}
          className="overflow-hidden rounded-lg bg-muted"
        />
      ) : (
        <div className="aspect-video overflow-hidden rounded-lg bg-muted">
          <img
            src={block.url}
            alt={alt}
            loading="lazy"
            decoding="async"
            className="h-full w-full object-contain"
          />
        </div>
      )}
      {credit ? <figcaption className="mt-2 text-xs text-muted-foreground">Foto: {credit}</figcaption> : null}
    </figure>
  );
}

/** Issue 27: a fact box beside the story (line-ups, key numbers, background), under its heading. */
function FactBox({ block, media }: { block: Extract<ArticleBlock, { type: "factbox" }>; media: BodyMedia }) {
  const headingId = useId();
  return (
    <aside
      aria-labelledby={headingId}
      data-factbox
      className="rounded-lg border border-border border-l-4 border-l-pitch bg-accent px-5 py-4 text-base text-accent-foreground"
    >
      <h2 id={headingId} className="font-display text-lg font-black uppercase tracking-wide">
        {block.title ?? "Fakta"}
      </h2>
      {/* Its headings are a step down from the box's own, in size as in level. */}
      <div className="mt-3 space-y-3 [&_h3]:mt-4 [&_h3]:text-base">
        {block.blocks.map((inner, i) => (
          <Block key={i} block={inner} media={media} />
        ))}
      </div>
    </aside>
  );
}

function Block({ block, media }: { block: ArticleBlock; media: BodyMedia }) {
  switch (block.type) {
    case "image":
      return <BodyPicture block={block} image={media.images[block.url]} />;
    case "embed": {
      const card = media.embeds[block.url];
      if (card) return <BodyEmbedCard card={card} />;
      // Not fetched (or no data here: the editor's preview, the live desk): the line stays a link.
      return (
        <p>
          <a href={block.url} target="_blank" rel="noopener nofollow" className={`${LINK_CLASS} break-all`}>
            {block.url}
          </a>
        </p>
      );
    }
    case "factbox":
      return <FactBox block={block} media={media} />;
    case "heading":
      return block.level === 2 ? (
        <h2 className="mt-8 font-display text-2xl font-bold">
          <Inline nodes={block.content} />
        </h2>
      ) : (
        <h3 className="mt-6 font-display text-xl font-bold">
          <Inline nodes={block.content} />
        </h3>
      );
    case "list": {
      const items = block.items.map((item, i) => (
        <li key={i}>
          <Inline nodes={item} />
        </li>
      ));
      return block.ordered ? (
        <ol className="list-decimal space-y-1 pl-6">{items}</ol>
      ) : (
        <ul className="list-disc space-y-1 pl-6">{items}</ul>
      );
    }
    case "quote":
      return (
        <blockquote className="border-l-4 border-primary pl-4 text-lg italic text-foreground/80">
          <Lines lines={block.lines} />
        </blockquote>
      );
    case "paragraph":
      return (
        <p>
          <Lines lines={block.lines} />
        </p>
      );
  }
}

interface ArticleBodyProps {
  content: string;
  /** Renders ad slot 1, 2 or 3 (the route owns the ad slots). */
  renderAd: (slot: 1 | 2 | 3) => ReactNode;
  /** The stored data of the body's embeds and pictures (the article page's loader). */
  media?: BodyMedia;
}

/** The body built as React elements, never as HTML strings, with the ad slots between its parts. */
export function ArticleBody({ content, renderAd, media = NO_BODY_MEDIA }: ArticleBodyProps) {
  const blocks = parseArticleBody(content);
  const parts = withAdSlots(blocks);
  return (
    <div className="space-y-5 text-[1.075rem] leading-relaxed" data-article-body>
      {parts.map((part) =>
        part.kind === "ad" ? (
          // No wrapper: a slot hidden at this width then leaves no gap in the text.
          <IslandHole key={`ad-${part.slot}`} render={renderAd} args={[part.slot]} />
        ) : (
          <Block key={`block-${part.index}`} block={part.block} media={media} />
        ),
      )}
      {blocks.length === 0 ? (
        <p className="text-muted-foreground">Ingen artikelindhold tilgængeligt.</p>
      ) : null}
    </div>
  );
}
