import { Fragment } from "react";
import { type NoteInline, parseNoteMarkdown } from "./note-markdown";

function Inline({ nodes }: { nodes: NoteInline[] }) {
  return (
    <>
      {nodes.map((node, i) => {
        switch (node.type) {
          case "text":
            return <Fragment key={i}>{node.text}</Fragment>;
          case "code":
            return (
              <code key={i} className="rounded bg-muted px-1 font-mono text-[0.9em]">
                {node.text}
              </code>
            );
          case "strong":
            return (
              <strong key={i}>
                <Inline nodes={node.children} />
              </strong>
            );
          case "em":
            return (
              <em key={i}>
                <Inline nodes={node.children} />
              </em>
            );
          default:
            return (
              <a
                key={i}
                href={node.href}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium text-primary underline underline-offset-2"
              >
                <Inline nodes={node.children} />
              </a>
            );
        }
      })}
    </>
  );
}

/** A note's markdown as React elements (no HTML strings, so nothing in a note runs). */
export function NoteBody({ body }: { body: string }) {
  return (
    <div className="grid gap-2 text-sm break-words">
      {parseNoteMarkdown(body).map((lines, p) => (
        <p key={p}>
          {lines.map((line, l) => (
            <Fragment key={l}>
              {l > 0 ? <br /> : null}
              <Inline nodes={line} />
            </Fragment>
          ))}
        </p>
      ))}
    </div>
  );
}
