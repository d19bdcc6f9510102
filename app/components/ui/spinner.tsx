import type * as React from "react";
import { Loader2Icon } from "~/components/ui/icons";
import { cn } from "~/lib/utils";
import { type VariantProps, variants } from "~/lib/variants";

const spinnerVariants = variants("animate-spin", {
  variants: {
    size: {
      sm: "size-4",
      default: "size-5",
      lg: "size-8",
    },
  },
  defaultVariants: {
    size: "default",
  },
});

type SpinnerProps = Omit<React.ComponentProps<"span">, "children"> &
  VariantProps<typeof spinnerVariants> & {
    /** Text announced to screen readers. */
    label?: string;
  };

/** A loading indicator, announced politely to screen readers (role="status"). */
function Spinner({ className, size, label = "Indlæser...", ...props }: SpinnerProps) {
  return (
    <span
      role="status"
      data-slot="spinner"
      className={cn("inline-flex items-center justify-center text-muted-foreground", className)}
      {...props}
    >
      <Loader2Icon aria-hidden="true" className={spinnerVariants({ size })} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export { Spinner, type SpinnerProps, spinnerVariants };
