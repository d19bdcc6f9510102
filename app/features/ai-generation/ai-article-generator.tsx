/**
 * Spec §2 'AI Artikel Generator' with the flow of §4: idle → loading (button disabled, spinner)
 * → success card or failure card; editing the URL clears the previous result. Toasts of §8.
 */
import { Sparkles } from "lucide-react";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/toast";
import { FailureCard, GenerateButton, NotConfiguredNotice, SuccessCard } from "./generator-ui";
import { GEN_TEXT, type GeneratorOutcome, isAcceptableSourceInput } from "./messages";

type Shown =
  | { kind: "success"; article: { id: string; title: string; slug: string; isDraft: boolean }; note?: string }
  | { kind: "failure"; message: string };

function shownFor(outcome: GeneratorOutcome): Shown {
  if (outcome.kind === "network") return { kind: "failure", message: GEN_TEXT.networkCard };
  if (outcome.kind === "unexpected") return { kind: "failure", message: GEN_TEXT.unexpectedCard };
  const r = outcome.result;
  if (r.ok) return { kind: "success", article: r.article, note: r.duplicate ? r.message : undefined };
  return { kind: "failure", message: r.message || GEN_TEXT.failedFallback };
}

function announce(outcome: GeneratorOutcome) {
  if (outcome.kind === "network") {
    toast.error(GEN_TEXT.networkTitle, { description: GEN_TEXT.networkToast });
  } else if (outcome.kind === "unexpected") {
    toast.error(GEN_TEXT.unexpectedTitle, { description: GEN_TEXT.unexpectedToast });
  } else if (outcome.result.ok) {
    const { result } = outcome;
    if (result.duplicate) toast.info(GEN_TEXT.duplicateTitle, { description: result.message });
    else toast.success(GEN_TEXT.successTitle, { description: result.article.title });
  } else {
    toast.error(GEN_TEXT.failedTitle, { description: outcome.result.message || GEN_TEXT.failedFallback });
  }
}

const EXPLANATIONS: [string, string][] = [
  [
    "Indholdsbearbejdning",
    "AI'en læser kildeartiklen og skriver en ny, original dansk artikel ud fra dens fakta. Intet kopieres ordret.",
  ],
  [
    "Billedimport",
    "Artiklens hovedbillede hentes, kontrolleres og gemmes i mediebiblioteket med kreditering af kilden.",
  ],
  [
    "SEO-optimering",
    "Titel, URL-slug, metabeskrivelse på 120-160 tegn, kategori og tags til vores klubber og ligaer.",
  ],
  ["Klar til publicering", ""],
];

export function AiArticleGenerator({
  configured,
  showSettingNames,
  timeoutSeconds,
  autoPublish,
}: {
  configured: boolean;
  showSettingNames: boolean;
  timeoutSeconds: number;
  autoPublish: boolean;
}) {
  const fetcher = useFetcher<GeneratorOutcome>();
  const [url, setUrl] = useState("");
  const [shown, setShown] = useState<Shown | null>(null);
  const loading = fetcher.state !== "idle";

  // Each new answer is announced once and shown as a card.
  const [handled, setHandled] = useState<GeneratorOutcome | undefined>(undefined);
  const data = fetcher.data;
  if (data && data !== handled && fetcher.state === "idle") {
    setHandled(data);
    setShown(shownFor(data));
  }
  useEffect(() => {
    if (handled) announce(handled);
  }, [handled]);

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!configured || loading) return;
    if (!isAcceptableSourceInput(url)) {
      toast.error(GEN_TEXT.invalidUrlTitle, { description: GEN_TEXT.invalidUrl });
      return;
    }
    setShown(null);
    // No revalidation: the page data does not change, and without a server it would fail too.
    fetcher.submit({ url: url.trim() }, { method: "post", defaultShouldRevalidate: false });
  }

  const ready = autoPublish
    ? "Artiklen publiceres med det samme, fordi automatisk publicering er slået til i Indstillinger."
    : "Artiklen gemmes som kladde, fordi automatisk publicering er slået fra i Indstillinger. Gennemse og publicer den under Artikler.";

  return (
    <div className="grid gap-6">
      {configured ? null : <NotConfiguredNotice showSettingNames={showSettingNames} />}
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Generer artikel fra Bold.dk</CardTitle>
        </CardHeader>
        <CardContent>
          <form method="post" onSubmit={submit} noValidate className="grid gap-3">
            <Label htmlFor="ai-url">Bold.dk URL</Label>
            <Input
              id="ai-url"
              name="url"
              type="url"
              inputMode="url"
              autoComplete="off"
              placeholder="https://www.bold.dk/fodbold/nyheder/..."
              value={url}
              disabled={!configured}
              onChange={(e) => {
                setUrl(e.target.value);
                // Spec §4: editing the URL clears the previous result.
                setShown(null);
              }}
            />
            <p className="text-muted-foreground text-xs">
              Generering afbrydes, hvis den tager over {timeoutSeconds} sekunder.
            </p>
            <GenerateButton
              configured={configured}
              loading={loading}
              icon={<Sparkles aria-hidden="true" />}
              label="Generer Artikel"
            />
          </form>
        </CardContent>
      </Card>

      <div aria-live="polite">
        {shown?.kind === "success" ? (
          <SuccessCard article={shown.article} note={shown.note} viewLabel="Se Artikel" showEdit />
        ) : null}
        {shown?.kind === "failure" ? (
          <FailureCard title="Generering mislykkedes" message={shown.message} />
        ) : null}
      </div>

      <Card>
        <CardHeader>
          <CardTitle className="text-base">Sådan fungerer det</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid list-disc gap-2 pl-5 text-sm">
            {EXPLANATIONS.map(([title, text]) => (
              <li key={title}>
                <strong>{title}:</strong> {text || ready}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
