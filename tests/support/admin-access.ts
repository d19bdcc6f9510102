/*
 * Who may open which admin route (PRODUCT.md, issue 26), read by the route-table-driven
 * authorization e2e and by tests/integration/role-matrix.db.test.ts, so both check the same lists.
 */

export interface RouteEntry {
  path?: string;
  index?: boolean;
  file: string;
  children?: RouteEntry[];
}

export interface AdminRoute {
  /** The address, with each :param made concrete as test-<param>. */
  path: string;
  /** A resource route (no component): an endpoint. */
  endpoint: boolean;
  /** The module under app/, e.g. routes/admin/articles.tsx. */
  file: string;
  params: Record<string, string>;
}

/** Pages and endpoints only administrators may open (PRODUCT.md: users and settings). */
export const ADMIN_ONLY = [
  "/admin/settings",
  "/admin/brugere",
  "/admin/api/backup",
  // Issue 24: the newsletter subscribers' export (personal data); the page itself is for editors too.
  "/admin/api/nyhedsbreve/eksport",
];

/** Issue 26: the pages a contributor ('skribent') may open; every other admin page answers 403. */
export const CONTRIBUTOR_PAGES = [
  "/admin",
  "/admin/articles",
  "/admin/new-article",
  "/admin/profil",
  "/admin/opgaver",
];

/**
 * Pages a contributor reads but whose actions are editors' (issue 26): assignments are created and
 * changed by editors; the assignee starts the draft on /admin/new-article.
 */
export const CONTRIBUTOR_READ_ONLY = ["/admin/opgaver"];

/** Issue 26: the endpoints a contributor may call (the guard lets them through). */
export const CONTRIBUTOR_ENDPOINTS = [
  "/admin/api/upload",
  "/admin/api/media",
  "/admin/api/artikler/test-articleId/noter",
  "/admin/api/notifikationer",
  "/admin/api/artikler/test-articleId/tilstedevaerelse",
  "/admin/api/arbejdskopi",
  "/admin/api/artikler/test-articleId/forhaandsvisning",
  // Issue 27: 'Indsæt indlejring' in the body's toolbar.
  "/admin/api/indlejring",
  // Issue 27: the focal-point editor beside the image field.
  "/admin/api/medier/fokuspunkt",
];

/** Issue 26's new routes: checked strictly once they are in the route table. */
export const ISSUE_26_ROUTES = [
  "/admin/opgaver",
  "/admin/planlaegning",
  "/admin/api/artikler/test-articleId/noter",
  "/admin/api/notifikationer",
  "/admin/api/artikler/test-articleId/tilstedevaerelse",
  "/admin/api/arbejdskopi",
  "/admin/api/artikler/test-articleId/forhaandsvisning",
];

function concrete(pattern: string): { path: string; params: Record<string, string> } {
  const params: Record<string, string> = {};
  const path = pattern.replace(/:(\w+)\??/g, (_, name: string) => {
    params[name] = `test-${name}`;
    return `test-${name}`;
  });
  return { path, params };
}

/** Every path under /admin in the route table (the layout's index is /admin itself). */
export function adminRoutes(routeConfig: readonly RouteEntry[]): AdminRoute[] {
  const out: AdminRoute[] = [];
  for (const entry of routeConfig) {
    if (entry.path === "admin") {
      for (const child of entry.children ?? []) {
        if (child.index) {
          out.push({ path: "/admin", endpoint: false, file: child.file, params: {} });
          continue;
        }
        out.push({ ...concrete(`/admin/${child.path}`), endpoint: false, file: child.file });
      }
    } else if (entry.path?.startsWith("admin/")) {
      out.push({ ...concrete(`/${entry.path}`), endpoint: !entry.file.endsWith(".tsx"), file: entry.file });
    }
  }
  return out;
}
