import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from "~/components/ui/field";
import { Input } from "~/components/ui/input";

/** A new password (sign-up, reset and /konto): spec §5 minimum 6 characters, said under the input. */
export function NewPasswordField({ id, label, error }: { id: string; label: string; error?: string }) {
  return (
    <Field id={id} error={error} descriptionId={`${id}-hint`}>
      <FieldLabel>{label}</FieldLabel>
      <FieldControl>
        <Input name="password" type="password" autoComplete="new-password" minLength={6} required />
      </FieldControl>
      <FieldDescription>Mindst 6 tegn.</FieldDescription>
      <FieldError />
    </Field>
  );
}
