/**
 * How the browser build is cut into files (issue 23: fewer, larger chunks for public pages).
 *
 * Left to itself the bundler made 23–35 small files per public page. Each is a request, and a
 * phone on a slow network pays a round trip per few files (Lighthouse's simulated 4G counted it in
 * first paint), and small files compress worse (one gzip stream per file). So:
 * - `framework`: React, React DOM and React Router, which every page loads;
 * - `shell`: our modules the root route or the public layout reach by static imports, which every
 *   public page loads anyway;
 * - `public`: our modules that two or more of the main reader pages share (front page, article,
 *   club, standings, search, author) and no admin page reaches, so an admin-only component can never
 *   ride along to a reader. Every public page loads this file, so code that only secondary pages
 *   share (the legal pages, the history pages, the club directory) stays out of it: it once put the
 *   history and legal pages' 9 KB raw on the front page.
 * Everything else (admin screens, one-page modules, lazy imports) keeps the default splitting.
 */
type ModuleInfo = { importers: readonly string[]; isEntry: boolean };
type Context = { getModuleInfo(id: string): ModuleInfo | null };

const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/;
const OURS = /[\\/]app[\\/]/;
/**
 * Stylesheets stay with the route that imports them (the root's public sheet): in the shell
 * chunk, every lazily loaded chunk (an island, the mobile menu) would list the sheet as its own,
 * and Vite would link it a second time when one loads.
 */
const STYLESHEET = /\.css($|\?)/;

/** `app/routes/home.tsx?…` → "routes/home.tsx"; null for a module that is not a route file. */
function routeFile(id: string): string | null {
  const match = /[\\/]app[\\/](root\.tsx|routes[\\/][^?]+)/.exec(id);
  return match ? match[1].replaceAll("\\", "/") : null;
}

const SHELL_ROUTES = new Set(["root.tsx", "routes/public-layout.tsx"]);
const isPublicRoute = (file: string) =>
  !file.startsWith("routes/admin") && !file.startsWith("routes/auth") && !file.startsWith("routes/dev-");
const MAIN_READER_ROUTES = new Set([
  "routes/home.tsx",
  "routes/article.tsx",
  "routes/klub.tsx",
  "routes/stillinger-liga.tsx",
  "routes/soeg.tsx",
  "routes/forfatter.tsx",
]);

/** The route files that reach a module through static imports (a walk up its importers, memoised per module). */
function routesReaching(id: string, ctx: Context, memo: Map<string, Set<string>>): Set<string> {
  const known = memo.get(id);
  if (known) return known;
  const found = new Set<string>();
  const seen = new Set([id]);
  const queue = [id];
  while (queue.length) {
    const current = queue.pop() as string;
    const route = routeFile(current);
    if (route) found.add(route);
    for (const importer of ctx.getModuleInfo(current)?.importers ?? []) {
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
  memo.set(id, found);
  return found;
}

/** Two or more of the main reader pages reach the module. */
const reachesMainPages = (reaching: Set<string>) =>
  [...reaching].filter((route) => MAIN_READER_ROUTES.has(route)).length >= 2;

type Group = {
  name: (id: string, ctx: Context) => string | null;
  priority: number;
};

/**
 * The three groups, framework first: a group takes the modules it names and their dependencies,
 * so the shell must claim what it reaches before `public` could pull a shared helper away from it.
 */
export function clientChunkGroups(): Group[] {
  const memo = new Map<string, Set<string>>();
  const routes = (id: string, ctx: Context) =>
    OURS.test(id) && !STYLESHEET.test(id) && !routeFile(id) ? routesReaching(id, ctx, memo) : null;
  return [
    { priority: 3, name: (id) => (FRAMEWORK.test(id) ? "framework" : null) },
    {
      priority: 2,
      name: (id, ctx) =>
        [...(routes(id, ctx) ?? [])].some((route) => SHELL_ROUTES.has(route)) ||
        [...(routes(id, ctx) ?? [])].filter((route) => MAIN_READER_ROUTES.has(route)).length >= 6
          ? "shell"
          : null,
    },
    {
      priority: 1,
      name: (id, ctx) => {
        const reaching = routes(id, ctx);
        if (!reaching || !reachesMainPages(reaching)) return null;
        return [...reaching].every(isPublicRoute) ? "public" : null;
      },
    },
  ];
}

/**
 * The lazy chunks a reader's interaction waits for: the cookie banner (a click on it is held until
 * its code is there) and the phone menu's panel. Only their `import()`s keep Vite's list of files to
 * preload with them, so a tap costs one round trip, not a waterfall of imports.
 */
export const INTERACTION_CHUNKS = ["consent-banner", "mobile-menu-panel"];

/** `build.modulePreload.resolveDependencies`: the dependencies of an interaction's chunk, else none. */
export function preloadOnlyForInteractions(filename: string, deps: string[]): string[] {
  const name = filename.split("/").at(-1) ?? "";
  return INTERACTION_CHUNKS.some((chunk) => name.startsWith(`${chunk}-`)) ? deps : [];
}
