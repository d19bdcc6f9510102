import type * as React from "react";

import { cn } from "~/lib/utils";

/** A decorative placeholder block. Mark the loading region itself with `aria-busy="true"`. */
function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn("animate-skeleton rounded-md bg-muted", className)}
      {...props}
    />
  );
}

export { Skeleton };
