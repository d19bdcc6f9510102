import {
  Bold,
  Clapperboard,
  Heading1,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link,
  List,
  ListOrdered,
  type LucideIcon,
  Quote,
  SquareLibrary,
  Underline,
} from "lucide-react";
import { type KeyboardEvent, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Textarea } from "~/components/ui/textarea";
import { cn } from "~/lib/utils";
import { InsertEmbedDialog, InsertImageDialog } from "./body-insert-dialogs";
import {
  applyMarkdown,
  BLOCK_TOOLS,
  embedBlock,
  imageBlock,
  insertBlock,
  type MarkdownAction,
  type TextSelection,
  TOOLBAR,
} from "./markdown-insert";
import type { TagSuggestions } from "./tag-rules";

const ICONS: Record<MarkdownAction, LucideIcon> = {
  bold: Bold,
  italic: Italic,
  underline: Underline,
  h1: Heading1,
  h2: Heading2,
  h3: Heading3,
  bullet: List,
  numbered: ListOrdered,
  quote: Quote,
  link: Link,
  factbox: SquareLibrary,
};

type BlockTool = keyof typeof BLOCK_TOOLS;
const BLOCK_ICONS: Record<BlockTool, LucideIcon> = {
  image: ImagePlus,
  embed: Clapperboard,
  factbox: SquareLibrary,
};

interface MarkdownEditorProps {
  /** Given by FieldControl (components/ui/field) with the two ARIA props below. */
  id?: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** Spec §9: 10 rows by default, 15 for article content. */
  rows?: number;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  placeholder?: string;
  required?: boolean;
  label: string;
  /**
   * Issue 27: an article body's blocks (picture, embed, fact box) in the toolbar; the picture
   * dialog's existing-image picker labels clubs with the suggestions.
   */
  blocks?: { suggestions: TagSuggestions };
}

/**
 * Spec §2/§9 rich editor: a markdown textarea with the spec's toolbar (and, for an article body,
 * issue 27's blocks). The toolbar is one tab stop: the arrow keys, Home and End move between its
 * buttons (WAI-ARIA toolbar pattern), so Tab goes on to the text at once.
 */
export function MarkdownEditor({
  id,
  name,
  value,
  onChange,
  rows = 10,
  "aria-invalid": invalid,
  "aria-describedby": describedBy,
  placeholder,
  required,
  label,
  blocks,
}: MarkdownEditorProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [active, setActive] = useState(0);
  const [dialog, setDialog] = useState<"image" | "embed" | null>(null);
  // Where a dialog's block goes (the selection when it opened), and the caret after it closed.
  const target = useRef<TextSelection | null>(null);
  const caretAfterClose = useRef<TextSelection | null>(null);

  function selection(): TextSelection {
    const el = ref.current;
    return el
      ? { value, selectionStart: el.selectionStart, selectionEnd: el.selectionEnd }
      : { value, selectionStart: value.length, selectionEnd: value.length };
  }

  function focusText(next: TextSelection) {
    if (!ref.current) return;
    ref.current.focus();
    ref.current.setSelectionRange(next.selectionStart, next.selectionEnd);
  }

  function apply(next: TextSelection) {
    onChange(next.value);
    // Put the caret back after React has written the new value.
    requestAnimationFrame(() => focusText(next));
  }

  function run(action: MarkdownAction) {
    apply(applyMarkdown(action, selection()));
  }

  function openDialog(kind: "image" | "embed") {
    target.current = selection();
    setDialog(kind);
  }

  /** A dialog's block replaces the selection it was opened on; focus returns to the text after it. */
  function insertFromDialog(block: string) {
    const at = target.current ?? selection();
    const next = insertBlock({ ...at, value }, block);
    onChange(next.value);
    caretAfterClose.current = { ...next, selectionStart: next.selectionEnd };
    setDialog(null);
  }

  function closeAutoFocus(event: Event) {
    const caret = caretAfterClose.current;
    if (!caret) return;
    event.preventDefault();
    caretAfterClose.current = null;
    focusText(caret);
  }

  const selectedText = () => {
    const at = target.current;
    return at ? value.slice(at.selectionStart, at.selectionEnd).trim() : "";
  };

  const tools: { key: string; label: string; icon: LucideIcon; onClick: () => void }[] = [
    ...TOOLBAR.map(({ action, label: buttonLabel }) => ({
      key: action,
      label: buttonLabel,
      icon: ICONS[action],
      onClick: () => run(action),
    })),
    ...(blocks
      ? [
          {
            key: "image",
            label: BLOCK_TOOLS.image,
            icon: BLOCK_ICONS.image,
            onClick: () => openDialog("image"),
          },
          {
            key: "embed",
            label: BLOCK_TOOLS.embed,
            icon: BLOCK_ICONS.embed,
            onClick: () => openDialog("embed"),
          },
          {
            key: "factbox",
            label: BLOCK_TOOLS.factbox,
            icon: BLOCK_ICONS.factbox,
            onClick: () => run("factbox"),
          },
        ]
      : []),
  ];

  function onToolbarKey(event: KeyboardEvent<HTMLDivElement>) {
    const last = tools.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: active === last ? 0 : active + 1,
      ArrowLeft: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
    buttons.current[next]?.focus();
  }

  return (
    <div className="overflow-hidden rounded-md border border-input focus-within:ring-[3px] focus-within:ring-ring/50">
      <div
        role="toolbar"
        aria-label={`Formatering: ${label}`}
        aria-controls={id}
        aria-orientation="horizontal"
        onKeyDown={onToolbarKey}
        className="flex flex-wrap gap-0.5 border-b border-input bg-muted/60 p-1"
      >
        {tools.map((tool, index) => {
          const Icon = tool.icon;
          return (
            <Button
              key={tool.key}
              ref={(el) => {
                buttons.current[index] = el;
              }}
              type="button"
              variant="ghost"
              size="icon"
              className={cn("size-8", tool.key === "image" && "ml-2")}
              aria-label={tool.label}
              title={tool.label}
              tabIndex={index === active ? 0 : -1}
              onFocus={() => setActive(index)}
              onClick={tool.onClick}
            >
              <Icon aria-hidden />
            </Button>
          );
        })}
      </div>
      <Textarea
        ref={ref}
        id={id}
        name={name}
        rows={rows}
        value={value}
        required={required}
        placeholder={placeholder}
        onChange={(e) => onChange(e.currentTarget.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        // The textarea grows with its text (field-sizing: content), which ignores `rows`: the
        // minimum height gives the rows back (a line each, plus the padding).
        style={{ minHeight: `calc(${rows}lh + 1rem)` }}
        className={cn("rounded-none border-0 font-mono text-sm shadow-none focus-visible:ring-0")}
      />
      {blocks ? (
        <>
          <InsertImageDialog
            open={dialog === "image"}
            onOpenChange={(open) => setDialog(open ? "image" : null)}
            suggestions={blocks.suggestions}
            onInsert={(image) => insertFromDialog(imageBlock(image))}
            onCloseAutoFocus={closeAutoFocus}
          />
          <InsertEmbedDialog
            open={dialog === "embed"}
            onOpenChange={(open) => setDialog(open ? "embed" : null)}
            // A selected link is the one to embed.
            initialUrl={dialog === "embed" && /^https:\/\/\S+$/.test(selectedText()) ? selectedText() : ""}
            onInsert={(url) => insertFromDialog(embedBlock(url))}
            onCloseAutoFocus={closeAutoFocus}
          />
        </>
      ) : null}
    </div>
  );
}
