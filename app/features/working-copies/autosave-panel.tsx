import { History } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import type { AutosaveSlotProps } from "~/lib/autosave-slot";
import { copenhagenDay } from "~/lib/copenhagen-time";
import { formatClock, formatDanishDateTime } from "~/lib/relative-time";
import {
  type AutosaveStatus,
  discardWorkingCopy,
  formFields,
  useAutosave,
  useWorkingCopy,
} from "./use-autosave";
import type { WorkingCopyView } from "./working-copy-schema";

/** "14.32" today, else "26. november 2026 kl. 14.32" (Copenhagen time). */
export function copyTime(savedAt: string, now: Date = new Date()): string {
  const saved = new Date(savedAt);
  return copenhagenDay(saved) === copenhagenDay(now) ? formatClock(saved) : formatDanishDateTime(saved);
}

/** Whether a copy holds anything the form does not show now (else there is nothing to offer). */
export function differsFromForm(copy: WorkingCopyView, current: Record<string, string>): boolean {
  const names = new Set([...Object.keys(copy.fields), ...Object.keys(current)]);
  for (const name of names) {
    if ((copy.fields[name] ?? "") !== (current[name] ?? "")) return true;
  }
  return false;
}

/**
 * Issue 26: the autosave of an article form with its restore prompt ('Gendan ændringer fra
 * 14.32?') and a discreet status line. Mounted inside the form by the editor (editor-slots.tsx).
 */
export function AutosavePanel({
  draftKey,
  formRef,
  baseVersion,
  changeKey,
  baselineKey,
  onRestore,
}: AutosaveSlotProps) {
  const [copy, setCopy] = useWorkingCopy(draftKey);
  const { status, forget } = useAutosave(draftKey, formRef, { baseVersion, changeKey, baselineKey });
  const [offer, setOffer] = useState<WorkingCopyView | null>(null);

  // The copy found when the form opened is offered once, if it differs from what the form shows.
  useEffect(() => {
    if (!copy) return;
    const form = formRef.current;
    if (form && differsFromForm(copy, formFields(form))) setOffer(copy);
    setCopy(null);
  }, [copy, setCopy, formRef]);

  const changedSince = offer && baseVersion !== null && (offer.baseVersion ?? 0) < baseVersion;

  return (
    <div className="grid gap-2">
      {offer ? (
        <div
          role="alert"
          data-testid="autosave-prompt"
          className="grid gap-2 rounded-md border border-primary/30 bg-primary/5 p-3 text-sm"
        >
          <p className="flex items-center gap-2 font-medium">
            <History className="size-4" aria-hidden />
            {`Gendan ændringer fra ${copyTime(offer.savedAt)}?`}
          </p>
          {changedSince ? (
            <p className="text-muted-foreground">
              Artiklen er ændret siden. Gendanner du, erstatter dine ændringer de nyeste, når du gemmer.
            </p>
          ) : null}
          <div className="flex gap-2">
            <Button
              type="button"
              size="sm"
              onClick={() => {
                forget();
                onRestore(offer.fields);
                setOffer(null);
              }}
            >
              Gendan
            </Button>
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() => {
                forget();
                void discardWorkingCopy(draftKey).catch(() => undefined);
                setOffer(null);
              }}
            >
              Kassér
            </Button>
          </div>
        </div>
      ) : null}
      <AutosaveStatusLine status={status} />
    </div>
  );
}

function AutosaveStatusLine({ status }: { status: AutosaveStatus }) {
  const text =
    status.state === "saving"
      ? "Gemmer…"
      : status.state === "saved"
        ? `Gemt som kladde kl. ${formatClock(status.at)}`
        : status.state === "failed"
          ? "Kladden kunne ikke gemmes automatisk"
          : "";
  return (
    <p
      role="status"
      data-testid="autosave-status"
      className={
        status.state === "failed" ? "text-xs text-destructive" : "min-h-4 text-xs text-muted-foreground"
      }
    >
      {text}
    </p>
  );
}
