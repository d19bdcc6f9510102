import { XIcon } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type * as React from "react";

import { cn } from "~/lib/utils";
import { named, OVERLAY_CLASSES, slotted } from "./slotted";

const Dialog = named(DialogPrimitive.Root, "dialog");

const DialogTrigger = named(DialogPrimitive.Trigger, "dialog-trigger");

const DialogPortal = named(DialogPrimitive.Portal, "dialog-portal");

const DialogClose = named(DialogPrimitive.Close, "dialog-close");

const DialogOverlay = slotted(DialogPrimitive.Overlay, "dialog-overlay", OVERLAY_CLASSES);

function DialogContent({
  className,
  children,
  showCloseButton = true,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content> & { showCloseButton?: boolean }) {
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          "-translate-x-1/2 -translate-y-1/2 fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-full max-w-[calc(100%-2rem)] gap-4 overflow-y-auto rounded-lg border bg-background p-6 shadow-lg outline-none data-[state=closed]:animate-dialog-out data-[state=open]:animate-dialog-in sm:max-w-lg",
          className,
        )}
        {...props}
      >
        {children}
        {showCloseButton && (
          <DialogPrimitive.Close
            data-slot="dialog-close"
            className="absolute top-4 right-4 rounded-sm opacity-70 outline-none transition-opacity hover:opacity-100 focus-visible:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none [&_svg:not([class*='size-'])]:size-4 [&_svg]:pointer-events-none [&_svg]:shrink-0"
          >
            <XIcon aria-hidden="true" />
            <span className="sr-only">Luk</span>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

const DialogHeader = slotted("div", "dialog-header", "flex flex-col gap-2 text-center sm:text-left");

const DialogFooter = slotted(
  "div",
  "dialog-footer",
  "flex flex-col-reverse gap-2 sm:flex-row sm:justify-end",
);

const DialogTitle = slotted(
  DialogPrimitive.Title,
  "dialog-title",
  "pr-6 font-semibold text-lg leading-tight",
);

const DialogDescription = slotted(
  DialogPrimitive.Description,
  "dialog-description",
  "text-muted-foreground text-sm",
);

export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogPortal,
  DialogTitle,
  DialogTrigger,
};
