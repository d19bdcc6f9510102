import { cn } from "~/lib/utils";

/**
 * The draft switch as a native checkbox with role="switch": it posts with a plain form (no
 * JavaScript needed) and is announced as a switch.
 */
export function DraftSwitch({
  id,
  name = "isDraft",
  checked,
  onCheckedChange,
  label = "Gem som kladde",
  description,
}: {
  id: string;
  name?: string;
  checked: boolean;
  onCheckedChange?: (checked: boolean) => void;
  label?: string;
  description?: string;
}) {
  return (
    <div className="flex items-start gap-3">
      <span className="relative mt-0.5 inline-flex h-5 w-9 shrink-0">
        <input
          id={id}
          name={name}
          type="checkbox"
          role="switch"
          checked={checked}
          aria-checked={checked}
          onChange={(e) => onCheckedChange?.(e.currentTarget.checked)}
          aria-describedby={description ? `${id}-description` : undefined}
          className="peer absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-full opacity-0"
        />
        <span
          aria-hidden
          className={cn(
            "pointer-events-none inline-flex h-5 w-9 items-center rounded-full bg-input shadow-xs transition-colors",
            "peer-checked:bg-primary peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50",
            "after:ml-0.5 after:block after:size-4 after:rounded-full after:bg-card after:shadow-sm after:transition-transform",
            "peer-checked:after:translate-x-4 motion-reduce:after:transition-none",
          )}
        />
      </span>
      <span className="grid gap-0.5">
        <label htmlFor={id} className="cursor-pointer text-sm font-medium leading-5">
          {label}
        </label>
        {description ? (
          <span id={`${id}-description`} className="text-sm text-muted-foreground">
            {description}
          </span>
        ) : null}
      </span>
    </div>
  );
}
