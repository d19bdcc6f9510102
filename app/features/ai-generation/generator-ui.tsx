/** Pieces both generator pages share: the "not configured" notice, the submit button and the result cards. */
import { AlertTriangle, CheckCircle2, ExternalLink, Pencil, XCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Spinner } from "~/components/ui/spinner";
import { GEN_TEXT } from "./messages";

/**
 * Without a provider the pages say in Danish what is missing and who sets it (issue 22); the
 * server setting names are a details line for admins, who are the ones to set them.
 */
export function NotConfiguredNotice({ showSettingNames }: { showSettingNames: boolean }) {
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950 text-sm"
    >
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="grid gap-1">
        <p className="font-semibold">{GEN_TEXT.notConfiguredTitle}</p>
        <p>{GEN_TEXT.notConfigured} Indtil da er knappen slået fra.</p>
        {showSettingNames ? (
          <p className="text-xs" data-testid="ai-setting-names">
            {GEN_TEXT.notConfiguredAdminDetails}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** The form's submit button: off without a provider, a spinner and 'Genererer...' while it works. */
export function GenerateButton({
  configured,
  loading,
  icon,
  label,
}: {
  configured: boolean;
  loading: boolean;
  icon: ReactNode;
  label: string;
}) {
  return (
    <div>
      <Button type="submit" disabled={!configured || loading} aria-busy={loading}>
        {loading ? <Spinner size="sm" label="Genererer artikel..." className="text-current" /> : icon}
        {loading ? "Genererer..." : label}
      </Button>
    </div>
  );
}

export interface SuccessArticle {
  id: string;
  title: string;
  slug: string;
  isDraft: boolean;
}

export function SuccessCard({
  article,
  note,
  viewLabel,
  showEdit,
}: {
  article: SuccessArticle;
  note?: string;
  viewLabel: string;
  showEdit: boolean;
}) {
  return (
    <Card data-testid="generation-success" className="border-emerald-300">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <CheckCircle2 aria-hidden="true" className="size-5 text-emerald-600" />
          {article.title}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <p className="text-muted-foreground">
          Slug: <code className="text-foreground">{article.slug}</code>
        </p>
        <div>
          {article.isDraft ? (
            <Badge variant="secondary">Kladde</Badge>
          ) : (
            <Badge variant="success">Publiceret</Badge>
          )}
        </div>
        {note ? <p>{note}</p> : null}
        <div className="flex flex-wrap gap-2">
          <a
            className={buttonVariants({ variant: "outline", size: "sm" })}
            href={`/article/${article.slug}`}
            target="_blank"
            rel="noopener"
          >
            <ExternalLink aria-hidden="true" />
            {viewLabel}
          </a>
          {showEdit ? (
            <Link
              className={buttonVariants({ variant: "outline", size: "sm" })}
              to={`/admin/articles?rediger=${article.id}`}
            >
              <Pencil aria-hidden="true" />
              Rediger
            </Link>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

export function FailureCard({ title, message }: { title: string; message: string }) {
  return (
    <Card data-testid="generation-failure" role="alert" className="border-destructive/50">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <XCircle aria-hidden="true" className="size-5 text-destructive" />
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="text-sm">
        <p>{message}</p>
      </CardContent>
    </Card>
  );
}
