import { Eye, EyeOff } from "lucide-react";
import { type ReactNode, useDeferredValue, useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { useEditorSlots } from "./editor-slots";

/**
 * Issue 26 live preview: the body beside the markdown editor, rendered by the component readers
 * get (passed in by the route, see editor-slots.tsx). Side by side on wide screens; on narrow ones
 * behind 'Vis forhåndsvisning'. Without a preview slot the editor stands alone.
 */
export function BodyPreview({ markdown, children }: { markdown: string; children: ReactNode }) {
  const { renderPreview } = useEditorSlots();
  const [open, setOpen] = useState(false);
  // Typing stays responsive: the preview follows when React has time.
  const deferred = useDeferredValue(markdown);
  const panelId = useId();
  if (!renderPreview) return <>{children}</>;
  return (
    <div className="grid gap-3 lg:grid-cols-2 lg:items-start">
      <div className="grid min-w-0 gap-2">
        {children}
        <div className="lg:hidden">
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
            {open ? "Skjul forhåndsvisning" : "Vis forhåndsvisning"}
          </Button>
        </div>
      </div>
      <section
        id={panelId}
        aria-label="Forhåndsvisning"
        data-testid="body-preview"
        // A scrolling region must be reachable by keyboard (axe: scrollable-region-focusable).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the preview scrolls on its own
        tabIndex={0}
        className={cn(
          "min-w-0 overflow-auto rounded-md border border-border bg-background p-4 lg:sticky lg:top-4 lg:block lg:max-h-[70vh]",
          open ? "block" : "hidden",
        )}
      >
        <p className="mb-3 text-xs font-medium uppercase tracking-wide text-muted-foreground">
          Forhåndsvisning
        </p>
        {renderPreview(deferred)}
      </section>
    </div>
  );
}

/** An ad slot in the preview: a dashed outline where readers see an ad. */
export function AdSlotOutline({ slot }: { slot: 1 | 2 | 3 }) {
  return (
    <div
      data-preview-ad={slot}
      className="flex h-16 items-center justify-center rounded-md border-2 border-dashed border-muted-foreground/40 text-sm text-muted-foreground"
    >
      Annonce
    </div>
  );
}
