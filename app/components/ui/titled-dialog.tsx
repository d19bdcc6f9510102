import type * as React from "react";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { Spinner } from "~/components/ui/spinner";

interface TitledDialogProps {
  open?: boolean;
  onOpenChange: (open: boolean) => void;
  title: React.ReactNode;
  /** The line under the title that says what the dialog is for (read out as its description). */
  description: React.ReactNode;
  descriptionClassName?: string;
  /** The content's width and overflow, e.g. 'sm:max-w-2xl'. */
  className?: string;
  onCloseAutoFocus?: (event: Event) => void;
  children: React.ReactNode;
}

/** The back office's dialog: a title and a description above whatever the dialog holds. */
export function TitledDialog({
  open = true,
  onOpenChange,
  title,
  description,
  descriptionClassName,
  className,
  onCloseAutoFocus,
  children,
}: TitledDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={className} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className={descriptionClassName}>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/** Closes only while nothing is being saved: a dialog's form may not vanish under its request. */
export function closeUnlessBusy(busy: boolean, onClose: () => void) {
  return (open: boolean) => (open || busy ? undefined : onClose());
}

/** A dialog form's 'Annuller' and its submit button, which shows a spinner while the form saves. */
export function DialogFormFooter({
  onCancel,
  busy,
  submitLabel,
  submitDisabled = false,
  cancelDisabled = busy,
}: {
  onCancel: () => void;
  busy: boolean;
  submitLabel: React.ReactNode;
  submitDisabled?: boolean;
  cancelDisabled?: boolean;
}) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel} disabled={cancelDisabled}>
        Annuller
      </Button>
      <Button type="submit" disabled={busy || submitDisabled}>
        {busy ? <Spinner size="sm" /> : null}
        {submitLabel}
      </Button>
    </DialogFooter>
  );
}
