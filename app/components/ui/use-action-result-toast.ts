import { useEffect, useRef } from "react";
import { toast } from "~/components/ui/toast";

/** What an action answers (`ActionResult` in ~/lib/form), as far as a toast needs it. */
interface ToastableResult {
  ok: boolean;
  /** The toast's title, with the message as its description. */
  title?: string;
  message: string;
}

/**
 * Shows an action's result once as a toast: its own title with the message below, or, without a
 * title, 'Udført' / 'Fejl'. A success whose message is `plainMessage` (a short 'Gemt') is shown alone.
 */
export function useActionResultToast(result: ToastableResult | undefined, plainMessage?: string) {
  const shown = useRef<ToastableResult | undefined>(undefined);
  useEffect(() => {
    if (!result || shown.current === result) return;
    shown.current = result;
    const show = result.ok ? toast.success : toast.error;
    if (result.title) show(result.title, { description: result.message });
    else if (result.ok && plainMessage === result.message) show(result.message);
    else show(result.ok ? "Udført" : "Fejl", { description: result.message });
  }, [result, plainMessage]);
}
