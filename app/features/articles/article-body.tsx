import { Fragment, type ReactNode } from "react";
import { type ArticleBlock, type InlineNode, parseArticleBody, withAdSlots } from "./parse-article-body";

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
    <a
      href={node.href}
      target="_blank"
      rel="noopener nofollow"
      className="font-medium text-primary underline underline-offset-2"
    >
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

function Block({ block }: { block: ArticleBlock }) {
  switch (block.type) {
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
}

/** The body built as React elements, never as HTML strings, with the ad slots between its parts. */
export function ArticleBody({ content, renderAd }: ArticleBodyProps) {
  const blocks = parseArticleBody(content);
  const parts = withAdSlots(blocks);
  return (
    <div className="space-y-5 text-[1.075rem] leading-relaxed" data-article-body>
      {parts.map((part) =>
        part.kind === "ad" ? (
          // No wrapper: a slot hidden at this width then leaves no gap in the text.
          <Fragment key={`ad-${part.slot}`}>{renderAd(part.slot)}</Fragment>
        ) : (
          <Block key={`block-${part.index}`} block={part.block} />
        ),
      )}
      {blocks.length === 0 ? (
        <p className="text-muted-foreground">Ingen artikelindhold tilgængeligt.</p>
      ) : null}
    </div>
  );
}
