import {
  Bold,
  Heading1,
  Heading2,
  Heading3,
  Italic,
  Link,
  List,
  ListOrdered,
  type LucideIcon,
  Quote,
  Underline,
} from "lucide-react";
import { useRef } from "react";
import { Button } from "~/components/ui/button";
import { Textarea } from "~/components/ui/textarea";
import { cn } from "~/lib/utils";
import { applyMarkdown, type MarkdownAction, TOOLBAR } from "./markdown-insert";

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
}

/** Spec §2/§9 rich editor: a markdown textarea with the spec's toolbar. */
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
}: MarkdownEditorProps) {
  const ref = useRef<HTMLTextAreaElement>(null);

  function run(action: MarkdownAction) {
    const el = ref.current;
    const selection = el
      ? { value, selectionStart: el.selectionStart, selectionEnd: el.selectionEnd }
      : { value, selectionStart: value.length, selectionEnd: value.length };
    const next = applyMarkdown(action, selection);
    onChange(next.value);
    // Put the caret back after React has written the new value.
    requestAnimationFrame(() => {
      if (!ref.current) return;
      ref.current.focus();
      ref.current.setSelectionRange(next.selectionStart, next.selectionEnd);
    });
  }

  return (
    <div className="overflow-hidden rounded-md border border-input focus-within:ring-[3px] focus-within:ring-ring/50">
      <div
        role="toolbar"
        aria-label={`Formatering: ${label}`}
        aria-controls={id}
        className="flex flex-wrap gap-0.5 border-b border-input bg-muted/60 p-1"
      >
        {TOOLBAR.map(({ action, label: buttonLabel }) => {
          const Icon = ICONS[action];
          return (
            <Button
              key={action}
              type="button"
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label={buttonLabel}
              title={buttonLabel}
              onClick={() => run(action)}
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
    </div>
  );
}
