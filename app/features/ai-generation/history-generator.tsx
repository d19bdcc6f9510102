/**
 * Spec §2 'Dansk Fodboldhistorie' (history generator): topic (required), extra context, optional
 * image (JPG, PNG, WebP), 'Generer & Publicer Artikel'; the result card and the toasts of §8.
 */
import { History } from "lucide-react";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/toast";
import { FailureCard, GenerateButton, NotConfiguredNotice, SuccessCard } from "./generator-ui";
import { GEN_TEXT, type GeneratorOutcome } from "./messages";

const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"];
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

type Shown =
  | { kind: "success"; article: { id: string; title: string; slug: string; isDraft: boolean } }
  | { kind: "failure"; message: string };

export function HistoryGenerator({
  configured,
  showSettingNames,
}: {
  configured: boolean;
  showSettingNames: boolean;
}) {
  const fetcher = useFetcher<GeneratorOutcome>();
  const loading = fetcher.state !== "idle";
  const [formKey, setFormKey] = useState(0);
  const [shown, setShown] = useState<Shown | null>(null);

  const [handled, setHandled] = useState<GeneratorOutcome | undefined>(undefined);
  const data = fetcher.data;
  if (data && data !== handled && fetcher.state === "idle") {
    setHandled(data);
    if (data.kind === "server" && data.result.ok) {
      setShown({ kind: "success", article: data.result.article });
      // Spec §8: the form is cleared after a success.
      setFormKey((k) => k + 1);
    } else if (data.kind === "server" && !data.result.ok && data.result.stage === "validation") {
      setShown(null);
    } else {
      const message =
        data.kind === "network"
          ? GEN_TEXT.networkCard
          : data.kind === "server" && !data.result.ok
            ? data.result.message || GEN_TEXT.historyUnknown
            : GEN_TEXT.historyUnknown;
      setShown({ kind: "failure", message });
    }
  }
  useEffect(() => {
    if (!handled) return;
    if (handled.kind === "server" && handled.result.ok) {
      toast.success(GEN_TEXT.historySuccess, { description: handled.result.article.title });
    } else if (handled.kind === "network") {
      toast.error(GEN_TEXT.networkTitle, { description: GEN_TEXT.networkToast });
    } else if (handled.kind === "server" && !handled.result.ok && handled.result.stage === "upload") {
      toast.error(GEN_TEXT.historyImageFailed);
    } else if (handled.kind === "server" && !handled.result.ok && handled.result.stage === "validation") {
      toast.error(handled.result.message);
    } else {
      toast.error(GEN_TEXT.historyFailed);
    }
  }, [handled]);

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!configured || loading) return;
    const form = new FormData(event.currentTarget);
    const topic = String(form.get("topic") ?? "").trim();
    if (!topic) {
      toast.error(GEN_TEXT.topicRequired);
      return;
    }
    form.set("topic", topic);
    form.set("context", String(form.get("context") ?? "").trim());
    const image = form.get("image");
    if (image instanceof File && image.size > 0) {
      if (!IMAGE_TYPES.includes(image.type) || image.size > MAX_IMAGE_BYTES) {
        toast.error(GEN_TEXT.historyImageFailed, {
          description: "Vælg et JPG-, PNG- eller WebP-billede på højst 5MB.",
        });
        return;
      }
    } else {
      form.delete("image");
    }
    setShown(null);
    fetcher.submit(form, { method: "post", encType: "multipart/form-data", defaultShouldRevalidate: false });
  }

  return (
    <div className="grid gap-6">
      {configured ? null : <NotConfiguredNotice showSettingNames={showSettingNames} />}
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Generer en historisk artikel</CardTitle>
        </CardHeader>
        <CardContent>
          <form
            key={formKey}
            method="post"
            encType="multipart/form-data"
            onSubmit={submit}
            noValidate
            className="grid gap-4"
          >
            <div className="grid gap-2">
              <Label htmlFor="history-topic">Emne *</Label>
              <Input
                id="history-topic"
                name="topic"
                required
                maxLength={300}
                placeholder="Fx Danmarks EM-triumf i 1992"
                disabled={!configured}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="history-context">Ekstra kontekst (valgfri)</Label>
              <Textarea
                id="history-context"
                name="context"
                rows={5}
                maxLength={4000}
                placeholder="Vinkler, personer, kampe eller kilder, artiklen skal tage udgangspunkt i"
                disabled={!configured}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="history-image">Billede (valgfrit)</Label>
              <Input
                id="history-image"
                name="image"
                type="file"
                accept="image/jpeg,image/png,image/webp"
                disabled={!configured}
              />
              <p className="text-muted-foreground text-xs">JPG, PNG eller WebP, højst 5MB.</p>
            </div>
            <GenerateButton
              configured={configured}
              loading={loading}
              icon={<History aria-hidden="true" />}
              label="Generer & Publicer Artikel"
            />
          </form>
        </CardContent>
      </Card>
      <div aria-live="polite">
        {shown?.kind === "success" ? (
          <SuccessCard article={shown.article} viewLabel="Se artikel" showEdit={false} />
        ) : null}
        {shown?.kind === "failure" ? (
          <FailureCard title={GEN_TEXT.historyFailed} message={shown.message} />
        ) : null}
      </div>
    </div>
  );
}
