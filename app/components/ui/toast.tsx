import type * as React from "react";
import { Toaster as Sonner, type ToasterProps, toast } from "sonner";

/**
 * The app's toast outlet: render once in the root layout, then call `toast("…")`,
 * `toast.success("…")`, `toast.error("…")` anywhere. Danish labels, top-right, rich colours.
 * `dir` and `theme` are fixed so the server and the first client render agree.
 */
function Toaster({ toastOptions, style, ...props }: ToasterProps) {
  return (
    <Sonner
      theme="light"
      dir="ltr"
      position="top-right"
      richColors
      closeButton
      duration={5000}
      containerAriaLabel="Notifikationer"
      className="toaster group"
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
          "--border-radius": "var(--radius)",
          fontFamily: "inherit",
          ...style,
        } as React.CSSProperties
      }
      toastOptions={{ closeButtonAriaLabel: "Luk notifikation", ...toastOptions }}
      {...props}
    />
  );
}

export { Toaster, type ToasterProps, toast };
