import { XIcon } from "lucide-react";
import { Dialog as SheetPrimitive } from "radix-ui";
import type * as React from "react";

import { cn } from "~/lib/utils";
import { named, OVERLAY_CLASSES, slotted } from "./slotted";

const Sheet = named(SheetPrimitive.Root, "sheet");

const SheetTrigger = named(SheetPrimitive.Trigger, "sheet-trigger");

const SheetClose = named(SheetPrimitive.Close, "sheet-close");

const SheetPortal = named(SheetPrimitive.Portal, "sheet-portal");

const SheetOverlay = slotted(SheetPrimitive.Overlay, "sheet-overlay", OVERLAY_CLASSES);

function SheetContent({
  className,
  children,
  side = "right",
  showCloseButton = true,
  ...props
}: React.ComponentProps<typeof SheetPrimitive.Content> & {
  side?: "right" | "left";
  showCloseButton?: boolean;
}) {
  return (
    <SheetPortal>
      <SheetOverlay />
      <SheetPrimitive.Content
        data-slot="sheet-content"
        data-side={side}
        className={cn(
          "fixed inset-y-0 z-50 flex h-full w-3/4 flex-col gap-4 overflow-y-auto bg-background shadow-lg outline-none sm:max-w-sm",
          side === "right" &&
            "right-0 border-l data-[state=closed]:animate-sheet-out-right data-[state=open]:animate-sheet-in-right",
          side === "left" &&
            "left-0 border-r data-[state=closed]:animate-sheet-out-left data-[state=open]:animate-sheet-in-left",
          className,
        )}
        {...props}
      >
        {children}
        {showCloseButton && (
          <SheetPrimitive.Close
            data-slot="sheet-close"
            className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-sm opacity-70 outline-none transition-opacity hover:opacity-100 focus-visible:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none [&_svg:not([class*='size-'])]:size-5 [&_svg]:pointer-events-none [&_svg]:shrink-0"
          >
            <XIcon aria-hidden="true" />
            <span className="sr-only">Luk</span>
          </SheetPrimitive.Close>
        )}
      </SheetPrimitive.Content>
    </SheetPortal>
  );
}

const SheetHeader = slotted("div", "sheet-header", "flex flex-col gap-1.5 p-4 pr-14");

const SheetFooter = slotted("div", "sheet-footer", "mt-auto flex flex-col gap-2 p-4");

const SheetTitle = slotted(SheetPrimitive.Title, "sheet-title", "font-semibold text-foreground text-lg");

const SheetDescription = slotted(
  SheetPrimitive.Description,
  "sheet-description",
  "text-muted-foreground text-sm",
);

export {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetOverlay,
  SheetPortal,
  SheetTitle,
  SheetTrigger,
};
