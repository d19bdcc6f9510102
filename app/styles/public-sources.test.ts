import fs from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { __unstable__loadDesignSystem, compile } from "@tailwindcss/node";
import { Scanner, type SourceEntry } from "@tailwindcss/oxide";
import { beforeAll, describe, expect, it } from "vitest";
import routes from "~/routes";

// Issue 22 (Lighthouse): the public stylesheet blocks every reader's first paint, so it is built
// only from the files public routes render; the admin sheet adds the rest for the back office.
const appDir = path.resolve(import.meta.dirname, "..");
const repoRoot = path.dirname(appDir);

/** Reachable from a public route, but its strings are not classes (the `cn` helper's group names). */
const NOT_CLASSES = new Set(["lib/utils.ts"]);

/** The files a stylesheet's Tailwind scans for classes, and the classes (candidates) it finds. */
async function scanned(sheet: string) {
  const file = path.join(appDir, sheet);
  const base = path.dirname(file);
  const compiler = await compile(fs.readFileSync(file, "utf8"), { base, from: file, onDependency() {} });
  const root: SourceEntry[] =
    compiler.root === "none"
      ? []
      : compiler.root === null
        ? [{ base: repoRoot, pattern: "**/*", negated: false }]
        : [{ ...compiler.root, negated: false }];
  const scanner = new Scanner({ sources: [...root, ...compiler.sources] });
  const candidates = scanner.scan();
  return { files: new Set(scanner.files.map((f) => path.relative(appDir, f))), candidates, compiler };
}

function candidatesOf(relative: string): string[] {
  const file = path.join(appDir, relative);
  return new Scanner({}).scanFiles([
    { content: fs.readFileSync(file, "utf8"), extension: path.extname(file).slice(1) },
  ]);
}

function resolveImport(from: string, specifier: string): string | null {
  const bare = specifier.replace(/\?.*$/, "");
  let target: string;
  if (bare.startsWith("~/")) target = path.join(appDir, bare.slice(2));
  else if (bare.startsWith(".")) target = path.resolve(path.dirname(from), bare);
  else return null;
  for (const suffix of ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]) {
    const candidate = target + suffix;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Every app file the given modules load (static and dynamic imports, not `import type`), followed transitively. */
function reachableFrom(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = entries.map((e) => path.join(appDir, e));
  const pattern =
    /\b(import|export)\s+(type\s+)?(?:[^"';]*?\bfrom\s*)?["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g;
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    for (const m of fs.readFileSync(file, "utf8").matchAll(pattern)) {
      if (m[2]) continue;
      const target = resolveImport(file, m[3] ?? m[4]);
      if (target) queue.push(target);
    }
  }
  return new Set([...seen].map((f) => path.relative(appDir, f)));
}

function routeFiles(entries: RouteConfigEntry[]): string[] {
  return entries.flatMap((r) => [r.file, ...routeFiles(r.children ?? [])]);
}

describe("the public stylesheet (app.css) and the admin stylesheet (styles/admin.css)", () => {
  const publicLayout = routes.find((r) => r.file === "routes/public-layout.tsx");
  const publicFiles = reachableFrom(["root.tsx", ...routeFiles(publicLayout ? [publicLayout] : [])]);
  // The routes that link the admin sheet (their `links`), and the components only they render
  // (their .ts modules hold schemas and server code, not classes).
  const adminRoutes = routeFiles(routes).filter((f) => /^routes\/(admin\/|auth|dev-mailbox|konto)/.test(f));
  const adminOnlyFiles = [...reachableFrom(adminRoutes)].filter(
    (f) => !publicFiles.has(f) && f.endsWith(".tsx"),
  );
  let publicSheet: Awaited<ReturnType<typeof scanned>>;
  let adminSheet: Awaited<ReturnType<typeof scanned>>;
  beforeAll(async () => {
    [publicSheet, adminSheet] = await Promise.all([scanned("app.css"), scanned("styles/admin.css")]);
  });

  it("scans every file that the root and the public routes import, so no public page loses a style", () => {
    expect(publicLayout).toBeDefined();
    expect(publicFiles.has("features/shell/site-header.tsx")).toBe(true);
    const missing = [...publicFiles].filter(
      (f) => /\.(tsx?|svg)$/.test(f) && !publicSheet.files.has(f) && !NOT_CLASSES.has(f),
    );
    expect(missing).toEqual([]);
  });

  it("scans no file that only the back office and the sign-in pages import", () => {
    expect(adminOnlyFiles).toEqual(
      expect.arrayContaining([
        "routes/admin/layout.tsx",
        "routes/auth.tsx",
        "features/editorial/new-article-form.tsx",
      ]),
    );
    expect(adminOnlyFiles.filter((f) => publicSheet.files.has(f))).toEqual([]);
  });

  it("holds no utility that only admin components use (the sidebar's, the tables', the editor's)", async () => {
    const publicClasses = new Set(
      [...publicFiles].filter((f) => /\.(tsx?|svg)$/.test(f)).flatMap(candidatesOf),
    );
    const adminOnly = [...new Set(adminOnlyFiles.flatMap(candidatesOf))].filter((c) => !publicClasses.has(c));
    // Only the words that are Tailwind utilities (the rest are texts and identifiers).
    const css = fs.readFileSync(path.join(appDir, "app.css"), "utf8");
    const design = await __unstable__loadDesignSystem(css, { base: appDir });
    const utilities = design.candidatesToCss(adminOnly);
    const adminOnlyUtilities = adminOnly.filter((_, i) => utilities[i] !== null);
    expect(adminOnlyUtilities.length).toBeGreaterThan(50);
    // e.g. the admin table's row borders (components/ui/table.tsx)
    expect(adminOnlyUtilities).toContain("[&_tr:last-child]:border-0");
    expect(publicSheet.candidates.filter((c) => adminOnlyUtilities.includes(c))).toEqual([]);
  });

  it("leaves the admin sheet scanning everything the public one scans: on an admin page it decides every rule, as the one sheet did", () => {
    expect([...publicSheet.files].filter((f) => !adminSheet.files.has(f))).toEqual([]);
    expect(adminSheet.files.has("routes/admin/layout.tsx")).toBe(true);
  });
});
