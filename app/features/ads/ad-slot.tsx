import { cn } from "~/lib/utils";
import { AD_SLOTS, type AdSlotId } from "./ad-slots";

interface AdSlotProps {
  id: AdSlotId;
  className?: string;
}

/**
 * One ad slot with its fixed id and size. Without a configured ad network (or without marketing
 * consent) it shows a neutral 'Annonce' placeholder in the reserved space.
 */
export function AdSlot({ id, className }: AdSlotProps) {
  const slot = AD_SLOTS[id];
  return (
    <aside
      aria-label="Annonce"
      className={cn("mx-auto flex max-w-full items-center justify-center overflow-hidden", className)}
      style={{ width: slot.width, height: slot.height }}
    >
      <div
        id={`ad-${id}`}
        data-ad-slot={id}
        data-ad-size={`${slot.width}x${slot.height}`}
        className="flex h-full w-full items-center justify-center rounded-sm border border-dashed border-border bg-muted text-xs uppercase tracking-widest text-muted-foreground"
      >
        Annonce
      </div>
    </aside>
  );
}
