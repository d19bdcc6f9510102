import type * as React from "react";
import { ChevronDownIcon } from "~/components/ui/icons";

import { cn } from "~/lib/utils";

type NativeSelectProps = Omit<React.ComponentProps<"select">, "size"> & {
  size?: "sm" | "default";
  /** Classes for the wrapper that positions the chevron (width, margins). */
  wrapperClassName?: string;
};

/** A styled native `<select>`: works without JavaScript, posts with plain forms. */
function NativeSelect({ className, wrapperClassName, size = "default", ...props }: NativeSelectProps) {
  return (
    <div
      data-slot="native-select-wrapper"
      className={cn("relative w-full has-[select:disabled]:opacity-50", wrapperClassName)}
    >
      <select
        data-slot="native-select"
        data-size={size}
        className={cn(
          "h-9 w-full min-w-0 appearance-none rounded-md border border-input bg-card py-1 pr-9 pl-3 text-base shadow-xs outline-none transition-[color,box-shadow] disabled:pointer-events-none disabled:cursor-not-allowed data-[size=sm]:h-8 data-[size=sm]:py-0.5 md:text-sm",
          "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50",
          "aria-invalid:border-destructive aria-invalid:ring-destructive/20",
          className,
        )}
        {...props}
      />
      <ChevronDownIcon
        aria-hidden="true"
        data-slot="native-select-icon"
        className="-translate-y-1/2 pointer-events-none absolute top-1/2 right-3 size-4 select-none text-muted-foreground"
      />
    </div>
  );
}

function NativeSelectOption(props: React.ComponentProps<"option">) {
  return <option data-slot="native-select-option" {...props} />;
}

/**
 * One option per item, for the lists an admin picks from: `toValue` gives an item's value (the
 * item itself for a list of strings) and `toLabel` what it reads as (its value unless given).
 */
function NativeSelectOptions<T>({
  items,
  toValue = String,
  toLabel,
}: {
  items: readonly T[];
  toValue?: (item: T) => string;
  toLabel?: (item: T) => React.ReactNode;
}) {
  return items.map((item) => {
    const value = toValue(item);
    return (
      <NativeSelectOption key={value} value={value}>
        {toLabel ? toLabel(item) : value}
      </NativeSelectOption>
    );
  });
}

function NativeSelectOptGroup({ className, ...props }: React.ComponentProps<"optgroup">) {
  return <optgroup data-slot="native-select-optgroup" className={cn(className)} {...props} />;
}

export {
  NativeSelect,
  NativeSelectOptGroup,
  NativeSelectOption,
  NativeSelectOptions,
  type NativeSelectProps,
};
