import { Share2 } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/toast";

/**
 * Issue 26 'Del forhåndsvisning': asks for a signed link to the draft (valid 48 hours) and copies
 * it; the link is also shown, for a browser that does not allow copying.
 */
export function SharePreviewButton({ articleId }: { articleId: string }) {
  const [link, setLink] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function share() {
    setBusy(true);
    try {
      const res = await fetch(`/admin/api/artikler/${encodeURIComponent(articleId)}/forhaandsvisning`, {
        method: "POST",
        headers: { Accept: "application/json" },
      });
      const body = (await res.json().catch(() => ({}))) as { url?: string; message?: string };
      if (!res.ok || !body.url) {
        toast.error("Linket kunne ikke laves", { description: body.message ?? "Prøv igen om lidt." });
        return;
      }
      setLink(body.url);
      const copied = await navigator.clipboard?.writeText(body.url).then(
        () => true,
        () => false,
      );
      toast.success(copied ? "Link kopieret" : "Link klar", {
        description: "Alle med linket kan se kladden i 48 timer.",
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => void share()}>
        <Share2 aria-hidden />
        Del forhåndsvisning
      </Button>
      {link ? (
        <Input
          readOnly
          aria-label="Link til forhåndsvisning"
          value={link}
          className="h-8 w-72 font-mono text-xs"
          onFocus={(e) => e.currentTarget.select()}
        />
      ) : null}
    </span>
  );
}
