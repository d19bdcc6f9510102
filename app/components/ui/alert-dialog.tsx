import { AlertDialog as AlertDialogPrimitive } from "radix-ui";
import type * as React from "react";

import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { named, OVERLAY_CLASSES, slotted } from "./slotted";

const AlertDialog = named(AlertDialogPrimitive.Root, "alert-dialog");

const AlertDialogTrigger = named(AlertDialogPrimitive.Trigger, "alert-dialog-trigger");

const AlertDialogPortal = named(AlertDialogPrimitive.Portal, "alert-dialog-portal");

const AlertDialogOverlay = slotted(AlertDialogPrimitive.Overlay, "alert-dialog-overlay", OVERLAY_CLASSES);

function AlertDialogContent({
  className,
  ...props
}: React.ComponentProps<typeof AlertDialogPrimitive.Content>) {
  return (
    <AlertDialogPortal>
      <AlertDialogOverlay />
      <AlertDialogPrimitive.Content
        data-slot="alert-dialog-content"
        className={cn(
          "-translate-x-1/2 -translate-y-1/2 fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-full max-w-[calc(100%-2rem)] gap-4 overflow-y-auto rounded-lg border bg-background p-6 shadow-lg outline-none data-[state=closed]:animate-dialog-out data-[state=open]:animate-dialog-in sm:max-w-lg",
          className,
        )}
        {...props}
      />
    </AlertDialogPortal>
  );
}

const AlertDialogHeader = slotted(
  "div",
  "alert-dialog-header",
  "flex flex-col gap-2 text-center sm:text-left",
);

const AlertDialogFooter = slotted(
  "div",
  "alert-dialog-footer",
  "flex flex-col-reverse gap-2 sm:flex-row sm:justify-end",
);

const AlertDialogTitle = slotted(
  AlertDialogPrimitive.Title,
  "alert-dialog-title",
  "font-semibold text-lg leading-tight",
);

const AlertDialogDescription = slotted(
  AlertDialogPrimitive.Description,
  "alert-dialog-description",
  "text-muted-foreground text-sm",
);

const AlertDialogAction = slotted(AlertDialogPrimitive.Action, "alert-dialog-action", buttonVariants());

const AlertDialogCancel = slotted(
  AlertDialogPrimitive.Cancel,
  "alert-dialog-cancel",
  buttonVariants({ variant: "outline" }),
);

export {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogOverlay,
  AlertDialogPortal,
  AlertDialogTitle,
  AlertDialogTrigger,
};
