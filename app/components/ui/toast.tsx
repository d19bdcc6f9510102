import { type ComponentType, type CSSProperties, useEffect, useState } from "react";
import type { ExternalToast, ToasterProps } from "sonner";

/**
 * The app's toast outlet: render `<Toaster />` once in the root layout, then call `toast("…")`,
 * `toast.success("…")`, `toast.error("…")` anywhere. Danish labels, top-right, rich colours.
 *
 * Readers rarely see a toast, so the toast library (`sonner`) is not in any page's first
 * JavaScript (issue 23): the first call loads it, mounts its outlet, then shows the toast. The
 * admin layout calls `preloadToaster()` so its toasts appear without that wait.
 */
type Sonner = typeof import("sonner");
type Message = Parameters<Sonner["toast"]>[0];

let sonner: Promise<Sonner> | null = null;
let outletMounted: Promise<void> | null = null;
let markMounted: (() => void) | null = null;
let requestOutlet: (() => void) | null = null;

function loadSonner() {
  sonner ??= import("sonner");
  return sonner;
}

/** Resolves once the outlet has subscribed (sonner drops toasts sent before that). */
function outletReady() {
  outletMounted ??= new Promise<void>((resolve) => {
    markMounted = resolve;
  });
  requestOutlet?.();
  return outletMounted;
}

/** Starts loading the toast library now (admin pages, where toasts are common). */
export function preloadToaster() {
  void outletReady();
}

async function show(send: (s: Sonner) => void) {
  const library = await loadSonner();
  await outletReady();
  send(library);
}

type Variant = "success" | "error" | "info" | "warning";
const variant =
  (name: Variant) =>
  (message: Message, options?: ExternalToast): void => {
    void show((s) => s.toast[name](message, options));
  };

export const toast = Object.assign(
  (message: Message, options?: ExternalToast): void => {
    void show((s) => s.toast(message, options));
  },
  {
    success: variant("success"),
    error: variant("error"),
    info: variant("info"),
    warning: variant("warning"),
    dismiss: (id?: string | number): void => {
      void show((s) => s.toast.dismiss(id));
    },
  },
);

/** Renders sonner's outlet once a toast is asked for (or `preloadToaster()` ran). */
export function Toaster(props: ToasterProps) {
  const [Outlet, setOutlet] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    const mount = () => {
      void loadSonner().then((s) => setOutlet(() => s.Toaster));
    };
    requestOutlet = mount;
    if (outletMounted) mount();
    return () => {
      if (requestOutlet === mount) requestOutlet = null;
    };
  }, []);
  return Outlet ? <SonnerOutlet Outlet={Outlet} {...props} /> : null;
}

function SonnerOutlet({
  Outlet,
  toastOptions,
  style,
  ...props
}: ToasterProps & { Outlet: ComponentType<ToasterProps> }) {
  useEffect(() => {
    // Sonner subscribes in its own effect, which ran before this parent's effect.
    markMounted?.();
  }, []);
  return (
    <Outlet
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
        } as CSSProperties
      }
      toastOptions={{ closeButtonAriaLabel: "Luk notifikation", ...toastOptions }}
      {...props}
    />
  );
}

export type { ToasterProps };
