import type * as React from "react";
import { useState } from "react";

import { cn } from "~/lib/utils";

type SwitchProps = Omit<React.ComponentProps<"input">, "type" | "onChange"> & {
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * An on/off switch on a native checkbox (`role="switch"`): it posts with its form, follows its
 * `<label>` and needs no script library on the public consent banner (issue 23).
 */
function Switch({ className, checked, defaultChecked, onCheckedChange, ...props }: SwitchProps) {
  // Its state is also in aria-checked and data-state (as Radix's switch had it): assistive
  // technology, styles and tests read one attribute whether the switch is controlled or not.
  const [own, setOwn] = useState(Boolean(defaultChecked));
  const controlled = checked !== undefined;
  const on = controlled ? checked : own;
  return (
    <input
      type="checkbox"
      role="switch"
      data-slot="switch"
      checked={checked}
      defaultChecked={controlled ? undefined : defaultChecked}
      aria-checked={on}
      data-state={on ? "checked" : "unchecked"}
      onChange={(event) => {
        if (!controlled) setOwn(event.currentTarget.checked);
        onCheckedChange?.(event.currentTarget.checked);
      }}
      readOnly={controlled && !onCheckedChange ? true : undefined}
      className={cn(
        "peer inline-flex h-5 w-9 shrink-0 cursor-pointer appearance-none items-center rounded-full border border-transparent bg-input shadow-xs outline-none transition-[color,background-color,box-shadow] before:pointer-events-none before:block before:size-4 before:translate-x-0.5 before:rounded-full before:bg-card before:shadow-sm before:transition-transform checked:bg-primary checked:before:translate-x-[calc(100%-1px)] focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 motion-reduce:before:transition-none",
        className,
      )}
      {...props}
    />
  );
}

export { Switch };
