import { type ReactNode, useEffect, useState } from "react";
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect, NativeSelectOption, NativeSelectOptions } from "~/components/ui/native-select";
import type { AdminClub } from "./club-admin-list";
import { ClubLogo } from "./club-logo";
import { logoProblem } from "./use-club-dialog";

const LOGO_ACCEPT = "image/jpeg,image/png,image/gif,image/webp";

const fieldId = (name: string) => `klub-${name}`;

/** One labelled field of the club dialog, wired to its error (and hint) by id. */
export function ClubField({
  name,
  label,
  error,
  required = false,
  hint,
  children,
}: {
  name: string;
  label: string;
  error: string | undefined;
  required?: boolean;
  hint?: ReactNode;
  children: ReactNode;
}) {
  const id = fieldId(name);
  return (
    <Field
      id={id}
      errorId={`${id}-fejl`}
      error={error}
      descriptionId={hint ? `${id}-hint` : undefined}
      className="grid content-start gap-2"
    >
      <FieldLabel>
        {label}
        {required ? (
          <span aria-hidden className="text-destructive">
            *
          </span>
        ) : null}
      </FieldLabel>
      <FieldControl>{children}</FieldControl>
      {hint ? <FieldDescription>{hint}</FieldDescription> : null}
      <FieldError />
    </Field>
  );
}

/** A required choice with a placeholder option ('Vælg land', 'Vælg liga'). */
export function ClubSelect({
  name,
  value,
  placeholder,
  options,
  disabled,
  onChange,
}: {
  name: string;
  value: string;
  placeholder: string;
  options: readonly string[];
  disabled?: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <NativeSelect
      name={name}
      value={value}
      required
      disabled={disabled}
      onChange={(e) => onChange(e.currentTarget.value)}
    >
      <NativeSelectOption value="">{placeholder}</NativeSelectOption>
      <NativeSelectOptions items={options} />
    </NativeSelect>
  );
}

/** The logo: the current one (or a preview of the chosen file), the file input and 'Fjern logoet'. */
export function ClubLogoField({ club, error }: { club: AdminClub | null; error: string | undefined }) {
  const [preview, setPreview] = useState<string | null>(null);
  const [removeLogo, setRemoveLogo] = useState(false);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const id = fieldId("logo");

  return (
    <Field
      id={id}
      errorId={`${id}-fejl`}
      error={error}
      descriptionId={`${id}-hint`}
      className="grid content-start gap-2"
    >
      <FieldLabel>Logo</FieldLabel>
      <div className="flex flex-wrap items-center gap-4">
        {preview ? (
          <img src={preview} alt="Valgt logo" width={56} height={56} className="size-14 object-contain" />
        ) : club && !removeLogo ? (
          <ClubLogo club={club} size={56} showFailureText={false} />
        ) : null}
        <div className="grid min-w-0 flex-1 gap-2">
          <FieldControl>
            <Input
              name="logo"
              type="file"
              accept={LOGO_ACCEPT}
              onChange={(e) => {
                const file = e.currentTarget.files?.[0] ?? null;
                setPreview(file && !logoProblem(file) ? URL.createObjectURL(file) : null);
                if (file) setRemoveLogo(false);
              }}
            />
          </FieldControl>
          <FieldDescription>JPG, PNG, GIF eller WebP, højst 5MB.</FieldDescription>
          {club?.logoUrl ? (
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="removeLogo"
                checked={removeLogo}
                onChange={(e) => setRemoveLogo(e.currentTarget.checked)}
              />
              Fjern logoet (klubsiden viser standardmærket)
            </label>
          ) : null}
        </div>
      </div>
      <FieldError />
    </Field>
  );
}
