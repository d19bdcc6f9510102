import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { Field, FieldControl, FieldError, FieldLabel } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect, NativeSelectOptions } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { closeUnlessBusy, DialogFormFooter, TitledDialog } from "~/components/ui/titled-dialog";
import { toast } from "~/components/ui/toast";
import { toDateTimeLocal } from "~/lib/datetime-local";
import { formatDanishDateTime } from "~/lib/relative-time";
import type { AssignmentRow, ClubOption, MatchOption, StaffOption } from "./assignment-queries.server";
import {
  ASSIGNMENT_LIMITS,
  type AssignmentActionResult,
  type AssignmentFieldErrors,
  parseAssignment,
} from "./assignment-schema";

export interface AssignmentChoices {
  staff: StaffOption[];
  matches: MatchOption[];
  clubs: ClubOption[];
}

const ROLE_LABELS: Record<string, string> = { admin: "admin", editor: "redaktør", contributor: "skribent" };

/** Create (assignment null) or edit an assignment (editors). Success closes it; the list revalidates. */
export function AssignmentDialog({
  assignment,
  choices,
  onClose,
}: {
  assignment: AssignmentRow | null;
  choices: AssignmentChoices;
  onClose: () => void;
}) {
  const fetcher = useFetcher<AssignmentActionResult>();
  const busy = fetcher.state !== "idle";
  const [clientErrors, setClientErrors] = useState<AssignmentFieldErrors | null>(null);
  const result = fetcher.data;
  const errors: AssignmentFieldErrors =
    clientErrors ?? (result && !result.ok ? (result.fieldErrors ?? {}) : {});

  useEffect(() => {
    if (!result || fetcher.state !== "idle") return;
    if (result.ok) {
      toast.success(result.message);
      onClose();
    } else if (!result.fieldErrors) {
      toast.error("Fejl", { description: result.message });
    }
  }, [result, fetcher.state, onClose]);

  const editing = assignment !== null;
  // A deleted match or a match that has been played stays selectable on the row that has it.
  const matchOptions =
    assignment?.matchId && !choices.matches.some((m) => m.id === assignment.matchId)
      ? [
          { id: assignment.matchId, label: assignment.matchLabel ?? "Kamp", kickoffAt: "" },
          ...choices.matches,
        ]
      : choices.matches;

  return (
    <TitledDialog
      onOpenChange={closeUnlessBusy(busy, onClose)}
      className="sm:max-w-xl"
      title={editing ? "Rediger opgave" : "Ny opgave"}
      description="Arbejdstitel, deadline og hvem der skriver. Den tildelte får besked i administrationen og på mail."
    >
      <fetcher.Form
        method="post"
        noValidate
        className="grid gap-4"
        data-testid="assignment-form"
        onSubmit={(event) => {
          const parsed = parseAssignment(
            new FormData(event.currentTarget),
            new Date(),
            assignment ? new Date(assignment.deadline) : null,
          );
          if (!parsed.ok) {
            event.preventDefault();
            setClientErrors(parsed.fieldErrors);
          } else {
            setClientErrors(null);
          }
        }}
      >
        <input type="hidden" name="intent" value={editing ? "update" : "create"} />
        {assignment ? <input type="hidden" name="id" value={assignment.id} /> : null}
        <Field id="opgave-title" error={errors.title}>
          <FieldLabel>Arbejdstitel</FieldLabel>
          <FieldControl>
            <Input
              name="title"
              required
              maxLength={ASSIGNMENT_LIMITS.titleMax}
              defaultValue={assignment?.title ?? ""}
            />
          </FieldControl>
          <FieldError />
        </Field>
        <Field id="opgave-brief" error={errors.brief}>
          <FieldLabel>Brief</FieldLabel>
          <FieldControl>
            <Textarea
              name="brief"
              rows={4}
              maxLength={ASSIGNMENT_LIMITS.brief}
              defaultValue={assignment?.brief ?? ""}
            />
          </FieldControl>
          <FieldError />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="opgave-deadline" error={errors.deadline}>
            <FieldLabel>Deadline</FieldLabel>
            <FieldControl>
              <Input
                type="datetime-local"
                name="deadline"
                required
                defaultValue={assignment ? toDateTimeLocal(assignment.deadline) : ""}
              />
            </FieldControl>
            <FieldError />
          </Field>
          <Field id="opgave-assignee" error={errors.assigneeId}>
            <FieldLabel>Tildelt</FieldLabel>
            <FieldControl>
              <NativeSelect name="assigneeId" required defaultValue={assignment?.assigneeId ?? ""}>
                <option value="">Vælg medarbejder</option>
                <NativeSelectOptions
                  items={choices.staff}
                  toValue={(s) => s.id}
                  toLabel={(s) => `${s.name} (${ROLE_LABELS[s.role] ?? s.role})`}
                />
              </NativeSelect>
            </FieldControl>
            <FieldError />
          </Field>
          <Field id="opgave-match" error={errors.matchId}>
            <FieldLabel>Kamp (valgfri)</FieldLabel>
            <FieldControl>
              <NativeSelect name="matchId" defaultValue={assignment?.matchId ?? ""}>
                <option value="">Ingen kamp</option>
                {matchOptions.map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.kickoffAt ? `${m.label}, ${formatDanishDateTime(m.kickoffAt)}` : m.label}
                  </option>
                ))}
              </NativeSelect>
            </FieldControl>
            <FieldError />
          </Field>
          <Field id="opgave-club" error={errors.clubId}>
            <FieldLabel>Klub (valgfri)</FieldLabel>
            <FieldControl>
              <NativeSelect name="clubId" defaultValue={assignment?.clubId ?? ""}>
                <option value="">Ingen klub</option>
                <NativeSelectOptions items={choices.clubs} toValue={(c) => c.id} toLabel={(c) => c.name} />
              </NativeSelect>
            </FieldControl>
            <FieldError />
          </Field>
        </div>
        <DialogFormFooter
          onCancel={onClose}
          busy={busy}
          submitLabel={editing ? "Gem opgave" : "Opret opgave"}
        />
      </fetcher.Form>
    </TitledDialog>
  );
}
