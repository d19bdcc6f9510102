import { Save } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Field, FieldControl, FieldDescription, FieldLabel } from "~/components/ui/field";
import { Switch } from "~/components/ui/switch";
import type { Toggle } from "./settings-schema";

/** One card of the settings page: an icon, a heading and what the section is for. */
export function Section({
  icon,
  title,
  description,
  children,
}: {
  icon: ReactNode;
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2 text-lg">
            {icon}
            {title}
          </h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">{children}</CardContent>
    </Card>
  );
}

/** A switch with its label and description, sent as the form field `name`. */
export function ToggleRow({
  name,
  label,
  description,
  defaultChecked,
}: {
  name: Toggle;
  label: string;
  description: string;
  defaultChecked: boolean;
}) {
  const id = useId();
  return (
    <Field
      id={id}
      descriptionId={`${id}-desc`}
      orientation="horizontal"
      className="items-start justify-between gap-4 rounded-md border p-3"
    >
      <div className="space-y-1">
        <FieldLabel>{label}</FieldLabel>
        <FieldDescription className="text-sm">{description}</FieldDescription>
      </div>
      <FieldControl>
        <Switch name={name} defaultChecked={defaultChecked} />
      </FieldControl>
    </Field>
  );
}

/** A form's submit button, 'Gemmer...' while it saves. */
export function SaveButton({ saving, children }: { saving: boolean; children: ReactNode }) {
  return (
    <div className="flex justify-end">
      <Button type="submit" disabled={saving}>
        <Save aria-hidden />
        {saving ? "Gemmer..." : children}
      </Button>
    </div>
  );
}
