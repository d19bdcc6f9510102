import { Lock, PenLine } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { editingNow, PRESENCE_TEXT, tookOver } from "./presence-text";
import type { ArticlePresence } from "./use-article-presence";

/**
 * The editor's warning (issue 26): someone else holds the edit ('Sofie Lund redigerer nu'), or
 * took this user's edit over. Either way the form is read-only until 'Overtag redigering'.
 */
export function PresenceBanner({ presence }: { presence: ArticlePresence }) {
  const holder = presence.state?.holder;
  if (!presence.readOnly || !holder) return null;
  const message = presence.takenOverBy ? tookOver(presence.takenOverBy) : editingNow(holder.name);
  return (
    <div
      role={presence.takenOverBy ? "alert" : "status"}
      data-testid="presence-banner"
      className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-500/40 bg-amber-500/10 p-3 text-sm"
    >
      <div className="grid gap-0.5">
        <p className="flex items-center gap-2 font-medium">
          <Lock className="size-4" aria-hidden />
          {message}
        </p>
        <p className="text-muted-foreground">{PRESENCE_TEXT.readOnly}</p>
      </div>
      <Button type="button" variant="outline" size="sm" disabled={presence.busy} onClick={presence.takeOver}>
        {PRESENCE_TEXT.takeover}
      </Button>
    </div>
  );
}

/** The article list's label on a row someone else is editing. */
export function EditingNowLabel({ name }: { name: string | null | undefined }) {
  if (!name) return null;
  return (
    <Badge variant="outline" className="gap-1 border-amber-500/50" data-testid="editing-now">
      <PenLine aria-hidden />
      {editingNow(name)}
    </Badge>
  );
}
