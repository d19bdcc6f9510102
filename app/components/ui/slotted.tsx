import { type ComponentProps, createElement, type ElementType } from "react";
import { cn } from "~/lib/utils";

/** The dimmed backdrop behind every dialog and sheet. */
export const OVERLAY_CLASSES =
  "fixed inset-0 z-50 bg-black/50 data-[state=closed]:animate-overlay-out data-[state=open]:animate-overlay-in";

/**
 * A shadcn/ui part that is one styled element: `data-slot` names the part, its own classes come
 * first and the caller's after (so the caller's win). The back office's dialogs, sheet and table are
 * made of such parts; this writes the pattern once instead of once a part.
 */
export function slotted<T extends ElementType>(element: T, slot: string, classes: string) {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part, at module level, never during a render
  function Part({ className, ...props }: ComponentProps<T> & { className?: string }) {
    return createElement(element, { "data-slot": slot, className: cn(classes, className), ...props });
  }
  Part.displayName = slot;
  return Part;
}

/** A part that only names itself (`data-slot`) and passes everything on: roots, triggers, portals. */
export function named<T extends ElementType>(element: T, slot: string) {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part, at module level, never during a render
  function Part(props: ComponentProps<T>) {
    return createElement(element, { "data-slot": slot, ...props });
  }
  Part.displayName = slot;
  return Part;
}
