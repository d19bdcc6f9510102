import * as React from "react";
import { Label } from "~/components/ui/label";
import { cn } from "~/lib/utils";
import { type VariantProps, variants } from "~/lib/variants";
import { Slot } from "./slot";

/**
 * One form field: label, control, description and error, with the accessible wiring written once
 * (shadcn `field.tsx`). `Field` owns the ids; `FieldControl` gives its child `id`, `aria-invalid` and
 * `aria-describedby`; `FieldError` renders only when there is a message. Usage:
 *
 *   <Field id="kontakt-email" error={errors.email}>
 *     <FieldLabel>E-mail</FieldLabel>
 *     <FieldControl><Input name="email" /></FieldControl>
 *     <FieldError />
 *   </Field>
 */

interface FieldContextValue {
  id: string;
  errorId: string;
  descriptionId: string | undefined;
  error: string | undefined;
}

const FieldContext = React.createContext<FieldContextValue | null>(null);

function useFieldContext(component: string): FieldContextValue {
  const field = React.useContext(FieldContext);
  if (!field) throw new Error(`${component} must be used inside <Field>`);
  return field;
}

const fieldVariants = variants("flex", {
  variants: {
    orientation: {
      vertical: "flex-col gap-2",
      horizontal: "flex-row items-center gap-3",
    },
  },
  defaultVariants: { orientation: "vertical" },
});

type FieldProps = React.ComponentProps<"div"> &
  VariantProps<typeof fieldVariants> & {
    /** The control's id (the label points at it). */
    id: string;
    /** The field's message; empty or missing means valid. */
    error?: string | null;
    /** The error paragraph's id; `<id>-error` unless a test or an old link needs another. */
    errorId?: string;
    /** The id of a description the control is always described by (render it with FieldDescription). */
    descriptionId?: string;
  };

function Field({
  id,
  error,
  errorId,
  descriptionId,
  orientation,
  className,
  children,
  ...props
}: FieldProps) {
  const value = React.useMemo<FieldContextValue>(
    () => ({ id, errorId: errorId ?? `${id}-error`, descriptionId, error: error || undefined }),
    [id, errorId, descriptionId, error],
  );
  return (
    <FieldContext.Provider value={value}>
      <div
        data-slot="field"
        data-orientation={orientation ?? "vertical"}
        data-invalid={value.error ? true : undefined}
        className={cn(fieldVariants({ orientation }), className)}
        {...props}
      >
        {children}
      </div>
    </FieldContext.Provider>
  );
}

function FieldLabel({ className, ...props }: React.ComponentProps<typeof Label>) {
  const field = useFieldContext("FieldLabel");
  return <Label data-slot="field-label" htmlFor={field.id} className={className} {...props} />;
}

/** The ARIA props for a control that cannot sit inside FieldControl (a component with its own id prop). */
function useFieldControlProps() {
  const field = useFieldContext("FieldControl");
  const describedBy = [field.descriptionId, field.error ? field.errorId : undefined]
    .filter(Boolean)
    .join(" ");
  return {
    id: field.id,
    "aria-invalid": field.error ? true : undefined,
    "aria-describedby": describedBy || undefined,
  } as const;
}

function FieldControl(props: React.ComponentProps<typeof Slot>) {
  return <Slot data-slot="field-control" {...useFieldControlProps()} {...props} />;
}

function FieldDescription({ className, ...props }: React.ComponentProps<"p">) {
  const field = useFieldContext("FieldDescription");
  return (
    <p
      data-slot="field-description"
      id={field.descriptionId}
      className={cn("text-muted-foreground text-xs", className)}
      {...props}
    />
  );
}

/** The field's message under the control; nothing when the field is valid. */
function FieldError({ className, children, ...props }: React.ComponentProps<"p">) {
  const field = useFieldContext("FieldError");
  if (!field.error) return null;
  return (
    <p
      data-slot="field-error"
      id={field.errorId}
      className={cn("font-medium text-destructive text-sm", className)}
      {...props}
    >
      {children ?? field.error}
    </p>
  );
}

export { Field, FieldControl, FieldDescription, FieldError, FieldLabel, useFieldControlProps };
