import { CheckCircle2, Circle, Mail, RotateCcw, Trash2 } from "lucide-react";
import { useEffect } from "react";
import { Link, useFetcher, useNavigate, useSearchParams } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { toast } from "~/components/ui/toast";
import { formatDanishDateTime } from "~/lib/relative-time";
import { cn } from "~/lib/utils";
import {
  CONTACT_ADMIN_TEXT,
  CONTACT_FILTER_LABELS,
  CONTACT_FILTERS,
  type ContactAdminActionResult,
  type ContactFilter,
} from "./contact-admin";

interface ListItem {
  id: string;
  name: string;
  email: string;
  subject: string;
  createdAt: Date | string;
  handledAt: Date | string | null;
  handledBy: string | null;
}

interface Props {
  list: {
    items: ListItem[];
    total: number;
    page: number;
    pageCount: number;
    counts: { unhandled: number; handled: number; all: number };
  };
  selected: (ListItem & { message: string }) | null;
  selectedId: string | null;
  filter: ContactFilter;
}

function href(params: { filter: ContactFilter; page?: number; id?: string | null }) {
  const search = new URLSearchParams();
  if (params.filter !== "ubehandlede") search.set("filter", params.filter);
  if (params.page && params.page > 1) search.set("side", String(params.page));
  if (params.id) search.set("id", params.id);
  const query = search.toString();
  return `/admin/henvendelser${query ? `?${query}` : ""}`;
}

function HandledBadge({ item }: { item: ListItem }) {
  return item.handledAt ? <Badge variant="outline">Behandlet</Badge> : <Badge>Ny</Badge>;
}

// One fetcher key for the reading pane's actions: the page shows the result even when the
// pane has gone (a deleted message).
const ACTION_FETCHER = "contact-message-action";

function MessageActions({ message }: { message: ListItem }) {
  const fetcher = useFetcher<ContactAdminActionResult>({ key: ACTION_FETCHER });
  const busy = fetcher.state !== "idle";

  return (
    <div className="flex flex-wrap gap-2">
      {message.handledAt ? (
        <Button
          variant="outline"
          disabled={busy}
          onClick={() => void fetcher.submit({ intent: "unhandled", id: message.id }, { method: "post" })}
        >
          <RotateCcw aria-hidden />
          Markér som ubehandlet
        </Button>
      ) : (
        <Button
          disabled={busy}
          onClick={() => void fetcher.submit({ intent: "handled", id: message.id }, { method: "post" })}
        >
          <CheckCircle2 aria-hidden />
          Markér som behandlet
        </Button>
      )}
      <a
        href={`mailto:${message.email}?subject=${encodeURIComponent(`Sv: ${message.subject}`)}`}
        className={buttonVariants({ variant: "outline" })}
      >
        <Mail aria-hidden />
        Svar på e-mail
      </a>
      <ConfirmDialog
        trigger={
          <Button variant="outline" disabled={busy}>
            <Trash2 aria-hidden className="text-destructive" />
            Slet
          </Button>
        }
        title={CONTACT_ADMIN_TEXT.deleteTitle}
        description={CONTACT_ADMIN_TEXT.deleteDescription(message.subject)}
        confirmLabel="Slet"
        destructive
        onConfirm={() => void fetcher.submit({ intent: "delete", id: message.id }, { method: "post" })}
      />
    </div>
  );
}

/** /admin/henvendelser: the contact form's messages, newest first, with a reading pane. */
export function ContactMessagesPage({ list, selected, selectedId, filter }: Props) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const action = useFetcher<ContactAdminActionResult>({ key: ACTION_FETCHER });
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new result toasts, not a changed address.
  useEffect(() => {
    const result = action.data;
    if (!result || action.state !== "idle") return;
    if (result.ok) {
      toast.success("Succes!", { description: result.message });
      if (result.intent === "delete") {
        const next = new URLSearchParams(params);
        next.delete("id");
        void navigate(`/admin/henvendelser${next.size ? `?${next}` : ""}`, { replace: true });
      }
    } else toast.error("Fejl", { description: result.message });
  }, [action.data, action.state]);

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Henvendelser</h1>
        <p className="text-muted-foreground">
          Beskeder fra kontaktformularen.{" "}
          {list.counts.unhandled === 1 ? "1 ubehandlet" : `${list.counts.unhandled} ubehandlede`} af{" "}
          {list.counts.all}.
        </p>
      </div>

      <nav aria-label="Filtrer henvendelser" className="flex flex-wrap gap-2">
        {CONTACT_FILTERS.map((f) => {
          const n =
            f === "ubehandlede"
              ? list.counts.unhandled
              : f === "behandlede"
                ? list.counts.handled
                : list.counts.all;
          return (
            <Link
              key={f}
              to={href({ filter: f })}
              aria-current={f === filter ? "page" : undefined}
              className={buttonVariants({ variant: f === filter ? "default" : "outline", size: "sm" })}
            >
              {CONTACT_FILTER_LABELS[f]} ({n})
            </Link>
          );
        })}
      </nav>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2 className="text-lg">{CONTACT_FILTER_LABELS[filter]}</h2>
            </CardTitle>
            <CardDescription>
              {list.total === 1 ? "1 henvendelse" : `${list.total} henvendelser`}, nyeste først.
            </CardDescription>
          </CardHeader>
          <CardContent>
            {list.items.length === 0 ? (
              <p className="text-muted-foreground">{CONTACT_ADMIN_TEXT.empty[filter]}</p>
            ) : (
              <ul className="divide-y rounded-md border" aria-label="Henvendelser">
                {list.items.map((item) => (
                  <li key={item.id}>
                    <Link
                      to={href({ filter, page: list.page, id: item.id })}
                      aria-current={item.id === selectedId ? "true" : undefined}
                      className={cn(
                        "flex items-start gap-3 p-3 text-sm hover:bg-muted",
                        item.id === selectedId && "bg-muted",
                      )}
                    >
                      {item.handledAt ? (
                        <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                      ) : (
                        <Circle aria-hidden className="mt-0.5 size-4 shrink-0 fill-primary text-primary" />
                      )}
                      <span className="min-w-0 flex-1">
                        <span className={cn("block truncate", !item.handledAt && "font-semibold")}>
                          {item.subject}
                        </span>
                        <span className="block truncate text-muted-foreground">
                          {item.name} · {formatDanishDateTime(item.createdAt)}
                        </span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            {list.pageCount > 1 ? (
              <nav aria-label="Sider" className="mt-4 flex items-center justify-between text-sm">
                {list.page > 1 ? (
                  <Link
                    to={href({ filter, page: list.page - 1 })}
                    className={buttonVariants({ variant: "outline", size: "sm" })}
                  >
                    Forrige
                  </Link>
                ) : (
                  <span />
                )}
                <span>
                  Side {list.page} af {list.pageCount}
                </span>
                {list.page < list.pageCount ? (
                  <Link
                    to={href({ filter, page: list.page + 1 })}
                    className={buttonVariants({ variant: "outline", size: "sm" })}
                  >
                    Næste
                  </Link>
                ) : (
                  <span />
                )}
              </nav>
            ) : null}
          </CardContent>
        </Card>

        <Card>
          {selected ? (
            <>
              <CardHeader>
                <div className="flex items-start justify-between gap-2">
                  <CardTitle asChild>
                    <h2 className="text-lg break-words">{selected.subject}</h2>
                  </CardTitle>
                  <HandledBadge item={selected} />
                </div>
                <CardDescription>
                  Fra {selected.name} &lt;
                  <a className="underline" href={`mailto:${selected.email}`}>
                    {selected.email}
                  </a>
                  &gt; · {formatDanishDateTime(selected.createdAt)}
                </CardDescription>
              </CardHeader>
              <CardContent className="space-y-4">
                <p className="whitespace-pre-wrap break-words" data-testid="contact-message-body">
                  {selected.message}
                </p>
                {selected.handledAt ? (
                  <p className="text-sm text-muted-foreground">
                    Behandlet {formatDanishDateTime(selected.handledAt)}
                    {selected.handledBy ? ` af ${selected.handledBy}` : ""}.
                  </p>
                ) : null}
                <MessageActions key={selected.id} message={selected} />
              </CardContent>
            </>
          ) : (
            <CardContent className="py-10 text-center text-muted-foreground">
              {selectedId ? CONTACT_ADMIN_TEXT.notFound : "Vælg en henvendelse for at læse den."}
            </CardContent>
          )}
        </Card>
      </div>
    </div>
  );
}
