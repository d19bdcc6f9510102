import { Bot, ChevronLeft, ChevronRight, Eye, Pencil, Radio, Search, Trash2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link, useFetcher, useSubmit } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Input } from "~/components/ui/input";
import { NativeSelect, NativeSelectOption, NativeSelectOptions } from "~/components/ui/native-select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { useActionResultToast } from "~/components/ui/use-action-result-toast";
import { formatViews } from "~/lib/relative-time";
import { cn } from "~/lib/utils";
import type { EditorActionResult } from "./article-schema";
import { formatCreatedDate } from "./datetime-local";
import {
  ADMIN_STATUS_FILTERS,
  ADMIN_STATUS_LABELS,
  type AdminStatusFilter,
  filterParams,
  type ListFilters,
  listHref,
  pageButtons,
} from "./pagination";
import { WorkflowBadge } from "./workflow-badge";

export interface ArticleListRow {
  id: string;
  slug: string;
  title: string;
  category: string;
  views: number;
  createdAt: Date | string;
  publishedAt: Date | string | null;
  isDraft: boolean;
  isAgentGenerated: boolean;
  author: string | null;
  liveStatus?: string | null;
  /** Issue 26: submitted, approved, returned or null. */
  reviewState?: string | null;
}

const PATH = "/admin/articles";

/**
 * Issue 22: status and author filters, in the URL's query (`status`, `forfatter`) so a filtered
 * list can be linked and reloaded; the server filters (index-backed). A change starts on page 1.
 */
export function ArticleFilters({
  q,
  filters,
  authors,
}: {
  q: string;
  filters: ListFilters;
  authors: { id: string; name: string }[];
}) {
  const submit = useSubmit();
  const change = (e: React.ChangeEvent<HTMLSelectElement>) => {
    const form = e.currentTarget.form;
    if (form) void submit(form, { replace: true, preventScrollReset: true });
  };
  return (
    <Form
      method="get"
      action={PATH}
      aria-label="Filtrer artikler"
      className="flex flex-wrap items-end gap-3"
      data-testid="article-filters"
    >
      {q ? <input type="hidden" name="q" value={q} /> : null}
      <div className="grid gap-1 text-sm">
        <label htmlFor="filter-status" className="font-medium">
          Status
        </label>
        <NativeSelect
          id="filter-status"
          name="status"
          defaultValue={filters.status ?? ""}
          onChange={change}
          key={filters.status ?? ""}
        >
          <NativeSelectOption value="">Alle</NativeSelectOption>
          {ADMIN_STATUS_FILTERS.map((s: AdminStatusFilter) => (
            <NativeSelectOption key={s} value={s}>
              {ADMIN_STATUS_LABELS[s]}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </div>
      {authors.length > 0 ? (
        <div className="grid gap-1 text-sm">
          <label htmlFor="filter-author" className="font-medium">
            Forfatter
          </label>
          <NativeSelect
            id="filter-author"
            name="forfatter"
            defaultValue={filters.authorId ?? ""}
            onChange={change}
            key={filters.authorId ?? ""}
          >
            <NativeSelectOption value="">Alle</NativeSelectOption>
            <NativeSelectOptions items={authors} toValue={(a) => a.id} toLabel={(a) => a.name} />
          </NativeSelect>
        </div>
      ) : null}
      {/* Without JavaScript the selects do not submit themselves. */}
      <noscript>
        <Button type="submit" variant="outline">
          Filtrer
        </Button>
      </noscript>
      {filters.status || filters.authorId ? (
        <Link to={listHref(PATH, q, 1)} className="pb-2 text-sm underline">
          Ryd filtre
        </Link>
      ) : null}
    </Form>
  );
}

/** Spec §5: search on title or category; a new search starts on page 1 (the form has no `side`). */
export function ArticleSearch({ q, filters = {} }: { q: string; filters?: ListFilters }) {
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <Form method="get" action={PATH} role="search" className="flex w-full max-w-md min-w-0 gap-2">
      {Object.entries(filterParams(filters)).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Input
        key={q}
        type="search"
        name="q"
        defaultValue={q}
        aria-label="Søg i titel eller kategori"
        placeholder="Søg i titel eller kategori…"
        className="min-w-0"
        onChange={(e) => {
          const form = e.currentTarget.form;
          clearTimeout(timer.current);
          timer.current = setTimeout(() => {
            if (form) void submit(form, { replace: true, preventScrollReset: true });
          }, 300);
        }}
      />
      <Button type="submit" variant="outline">
        <Search aria-hidden />
        Søg
      </Button>
    </Form>
  );
}

export function ArticleStatusBadges({ row, now }: { row: ArticleListRow; now: Date }) {
  return (
    <>
      {/* Issue 26: one workflow state per row ('Kladde', 'Til redigering', 'Planlagt' …). */}
      <WorkflowBadge article={{ ...row, reviewState: row.reviewState ?? null }} now={now} />
      {row.isAgentGenerated ? (
        <Badge variant="outline" className="gap-1">
          <Bot aria-hidden />
          {row.author?.trim() || "Agent"}
        </Badge>
      ) : null}
    </>
  );
}

const DELETE_FETCHER = "article-delete";

/** Toasts for deletions, mounted once on the page: the deleted row itself is gone by then. */
export function useDeleteToasts() {
  const fetcher = useFetcher<EditorActionResult>({ key: DELETE_FETCHER });
  useActionResultToast(fetcher.data);
}

function DeleteArticleButton({ row }: { row: ArticleListRow }) {
  const fetcher = useFetcher<EditorActionResult>({ key: DELETE_FETCHER });
  const busy = fetcher.state !== "idle";
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="icon" aria-label={`Slet "${row.title}"`} title="Slet" disabled={busy}>
          <Trash2 aria-hidden className="text-destructive" />
        </Button>
      }
      title="Slet artiklen?"
      description={`“${row.title}” slettes permanent. Handlingen kan ikke fortrydes.`}
      confirmLabel="Slet"
      destructive
      onConfirm={() =>
        void fetcher.submit({ intent: "delete", id: row.id }, { method: "post", action: PATH })
      }
    />
  );
}

/** Spec §2 Articles table: title, category, views, created, actions (edit, view, delete). */
export function ArticlesTable({
  rows,
  q,
  page,
  now,
  filters = {},
  rowNotice,
  editor = true,
}: {
  rows: ArticleListRow[];
  q: string;
  page: number;
  now: Date;
  filters?: ListFilters;
  /** Issue 26: a route-composed label per row, e.g. 'Sofie Lund redigerer nu'. */
  rowNotice?: (row: ArticleListRow) => React.ReactNode;
  /** Issue 26: false for a contributor ('skribent'): no live desk and no delete. */
  editor?: boolean;
}) {
  const filtered = Boolean(filters.status || filters.authorId);
  if (rows.length === 0) {
    return (
      <p
        role="status"
        className="rounded-md border border-dashed border-border p-8 text-center text-muted-foreground"
      >
        {q
          ? `Ingen artikler matcher “${q}”.`
          : filtered
            ? "Ingen artikler med de valgte filtre."
            : "Ingen artikler endnu."}
      </p>
    );
  }
  return (
    <div className="rounded-md border border-border bg-card">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead className="md:min-w-56">Titel</TableHead>
            <TableHead className="hidden md:table-cell">Kategori</TableHead>
            <TableHead className="hidden text-right md:table-cell">Visninger</TableHead>
            <TableHead className="hidden md:table-cell">Oprettet</TableHead>
            <TableHead className="text-right">Handlinger</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} data-article-id={row.id}>
              <TableCell className="max-w-md align-top whitespace-normal">
                <div className="grid gap-1">
                  <span className="font-medium">{row.title}</span>
                  <span className="flex flex-wrap gap-1">
                    <ArticleStatusBadges row={row} now={now} />
                    {rowNotice?.(row)}
                  </span>
                  {/* Small screens: the other columns as one line under the title. */}
                  <span className="text-xs text-muted-foreground md:hidden">
                    {row.category} · {formatViews(row.views)} visninger · {formatCreatedDate(row.createdAt)}
                  </span>
                </div>
              </TableCell>
              <TableCell className="hidden align-top md:table-cell">{row.category}</TableCell>
              <TableCell className="hidden text-right align-top tabular-nums md:table-cell">
                {formatViews(row.views)}
              </TableCell>
              <TableCell className="hidden align-top tabular-nums md:table-cell">
                {formatCreatedDate(row.createdAt)}
              </TableCell>
              <TableCell className="align-top">
                <div className="flex justify-end gap-1">
                  <Link
                    to={listHref(PATH, q, page, { ...filterParams(filters), rediger: row.id })}
                    preventScrollReset
                    aria-label={`Rediger "${row.title}"`}
                    title="Rediger"
                    className={buttonVariants({ variant: "ghost", size: "icon" })}
                  >
                    <Pencil aria-hidden />
                  </Link>
                  {/* Issue 22: a labelled button; the icon alone was not understood. */}
                  {editor ? (
                    <Link
                      to={`/admin/live/${row.id}`}
                      aria-label={`Live-desk for "${row.title}"`}
                      className={buttonVariants({
                        variant: row.liveStatus === "live" ? "default" : "outline",
                        size: "sm",
                      })}
                    >
                      <Radio aria-hidden />
                      Live-desk
                    </Link>
                  ) : null}
                  <Link
                    to={`/article/${row.id}`}
                    aria-label={`Vis "${row.title}"`}
                    title="Vis"
                    className={buttonVariants({ variant: "ghost", size: "icon" })}
                  >
                    <Eye aria-hidden />
                  </Link>
                  {editor ? <DeleteArticleButton row={row} /> : null}
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/** Spec §9: previous/next and at most 5 page buttons. */
export function ArticlePagination({
  q,
  page,
  pages,
  filters = {},
}: {
  q: string;
  page: number;
  pages: number;
  filters?: ListFilters;
}) {
  if (pages <= 1) return null;
  const link = (n: number) => listHref(PATH, q, n, filterParams(filters));
  const disabled = "pointer-events-none opacity-50";
  return (
    <nav aria-label="Sider" className="flex flex-wrap items-center justify-center gap-1">
      <Link
        to={link(page - 1)}
        aria-disabled={page <= 1 || undefined}
        tabIndex={page <= 1 ? -1 : undefined}
        className={cn(buttonVariants({ variant: "outline", size: "sm" }), page <= 1 && disabled)}
      >
        <ChevronLeft aria-hidden />
        Forrige
      </Link>
      {pageButtons(page, pages).map((n) => (
        <Link
          key={n}
          to={link(n)}
          aria-label={`Side ${n}`}
          aria-current={n === page ? "page" : undefined}
          className={buttonVariants({ variant: n === page ? "default" : "outline", size: "sm" })}
        >
          {n}
        </Link>
      ))}
      <Link
        to={link(page + 1)}
        aria-disabled={page >= pages || undefined}
        tabIndex={page >= pages ? -1 : undefined}
        className={cn(buttonVariants({ variant: "outline", size: "sm" }), page >= pages && disabled)}
      >
        Næste
        <ChevronRight aria-hidden />
      </Link>
    </nav>
  );
}
