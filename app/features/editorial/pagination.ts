/** Spec §9: the admin list shows 10 per page. */
export const ADMIN_PAGE_SIZE = 10;
/** Spec §9: at most 5 page buttons. */
export const MAX_PAGE_BUTTONS = 5;

export function pageCount(total: number, pageSize = ADMIN_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A page number from the `side` query value: 1 for anything that is not a positive integer. */
export function parsePage(value: string | null | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** Up to `max` consecutive page numbers around the current page, kept inside 1…pages. */
export function pageButtons(current: number, pages: number, max = MAX_PAGE_BUTTONS): number[] {
  const count = Math.min(max, pages);
  let first = Math.max(1, current - Math.floor(count / 2));
  first = Math.min(first, pages - count + 1);
  return Array.from({ length: count }, (_, i) => first + i);
}

/** Issue 22: the article list's status filter (`?status=`), in Danish as the editors say it. */
export const ADMIN_STATUS_FILTERS = [
  "udgivet",
  "kladde",
  "planlagt",
  "live",
  // Issue 26: the review states.
  "til-redigering",
  "godkendt",
  "sendt-tilbage",
] as const;
export type AdminStatusFilter = (typeof ADMIN_STATUS_FILTERS)[number];
export const ADMIN_STATUS_LABELS: Record<AdminStatusFilter, string> = {
  udgivet: "Udgivet",
  kladde: "Kladde",
  planlagt: "Planlagt",
  live: "Live",
  "til-redigering": "Til redigering",
  godkendt: "Godkendt",
  "sendt-tilbage": "Sendt tilbage",
};

export function parseStatusFilter(value: string | null | undefined): AdminStatusFilter | null {
  return (ADMIN_STATUS_FILTERS as readonly string[]).includes(value ?? "")
    ? (value as AdminStatusFilter)
    : null;
}

/** The list's filters as query values (`status`, `forfatter`), kept by every list link. */
export interface ListFilters {
  status?: AdminStatusFilter | null;
  authorId?: string | null;
}

export function filterParams(filters: ListFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.status) params.status = filters.status;
  if (filters.authorId) params.forfatter = filters.authorId;
  return params;
}

/** `?q=…&side=n` for a list link; page 1 and an empty search are left out. */
export function listHref(pathname: string, q: string, page: number, extra: Record<string, string> = {}) {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (page > 1) params.set("side", String(page));
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}
