import { type ReactNode, useEffect, useId, useRef } from "react";
import { cn } from "~/lib/utils";
import { XIcon } from "./icons";

interface NativeSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's accessible name (shown as its heading). */
  title: ReactNode;
  titleClassName?: string;
  /** Under the title, in the header. */
  header?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * A right-hand slide-in panel on the browser's own modal `<dialog>` (focus trap, Escape, inert
 * page, top layer): the public pages' menu without a dialog library in their JavaScript
 * (issue 23). The contents render only while open, like the admin's Radix sheet.
 */
export function NativeSheet({
  open,
  onOpenChange,
  title,
  titleClassName,
  header,
  className,
  children,
}: NativeSheetProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is for pointers; keyboards close with Escape (native) or the close button.
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      // Escape (and a browser's own close) ends up here: keep React's state in step.
      onClose={() => onOpenChange(false)}
      // A click on the backdrop lands on the dialog element itself, never on its contents.
      onClick={(event) => {
        if (event.target === event.currentTarget) onOpenChange(false);
      }}
      className={cn(
        "fixed inset-y-0 right-0 left-auto z-50 m-0 h-full max-h-none w-3/4 max-w-none flex-col gap-4 overflow-y-auto [border-width:0_0_0_1px] border-border bg-background p-0 text-foreground shadow-lg outline-none backdrop:bg-[rgb(0_0_0/0.5)] open:flex open:animate-sheet-in-right sm:max-w-sm",
        className,
      )}
    >
      {open ? (
        <>
          <div className="flex flex-col gap-1.5 border-b border-border p-4 pr-14">
            <h2 id={titleId} className={cn("font-semibold text-foreground", titleClassName)}>
              {title}
            </h2>
            {header}
          </div>
          {children}
          <button
            type="button"
            onClick={() => onOpenChange(false)}
            className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-sm opacity-70 outline-none transition-opacity hover:opacity-100 focus-visible:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <XIcon aria-hidden="true" className="pointer-events-none size-5 shrink-0" />
            <span className="sr-only">Luk</span>
          </button>
        </>
      ) : null}
    </dialog>
  );
}
