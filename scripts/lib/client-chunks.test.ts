import { describe, expect, it } from "vitest";
import { clientChunkGroups, preloadOnlyForInteractions } from "./client-chunks";

/** A tiny module graph: id → its static importers, as the bundler reports them. */
function graph(importers: Record<string, string[]>) {
  return { getModuleInfo: (id: string) => ({ importers: importers[id] ?? [], isEntry: false }) };
}

const ctx = graph({
  "/p/app/components/ui/icons.tsx": [
    "/p/app/features/shell/site-header.tsx",
    "/p/app/features/admin/admin-shell.tsx",
  ],
  "/p/app/features/shell/site-header.tsx": ["/p/app/routes/public-layout.tsx"],
  "/p/app/features/admin/admin-shell.tsx": ["/p/app/routes/admin/layout.tsx"],
  "/p/app/features/articles/article-cards.tsx": ["/p/app/routes/home.tsx", "/p/app/routes/soeg.tsx"],
  "/p/app/features/articles/article-view.tsx": ["/p/app/routes/article.tsx"],
  "/p/app/components/ui/dialog.tsx": ["/p/app/routes/admin/clubs.tsx", "/p/app/routes/home.tsx"],
  "/p/app/lib/tags.ts": ["/p/app/features/articles/article-cards.tsx"],
  "/p/app/features/legal/legal-page.tsx": [
    "/p/app/routes/terms.tsx",
    "/p/app/routes/privacy.tsx",
    "/p/app/routes/cookies.tsx",
  ],
  "/p/app/features/standings/standings-skeleton.tsx": [
    "/p/app/routes/stillinger.tsx",
    "/p/app/routes/stillinger-liga.tsx",
  ],
});

/** The chunk a module ends in: the first group (by priority) that names it. */
function chunkOf(id: string) {
  const groups = clientChunkGroups().sort((a, b) => b.priority - a.priority);
  for (const group of groups) {
    const name = group.name(id, ctx);
    if (name) return name;
  }
  return null;
}

describe("client chunks", () => {
  const FRAMEWORK = "puts React, React DOM and React Router in one framework chunk";
  const SHELL = "puts what the public layout reaches in the shell, even when admin uses it too";
  const PUBLIC =
    "shares modules of two or more main reader pages in one public chunk, through indirect imports too";
  const NOT_PUBLIC =
    "never puts a module an admin page reaches, or one page's own module, in the public chunk";
  const SECONDARY =
    "keeps what only secondary pages share (legal pages, the standings overview) out of the public chunk";

  it.each([
    [FRAMEWORK, "/p/node_modules/react-dom/cjs/react-dom-client.production.js", "framework"],
    [FRAMEWORK, "/p/node_modules/react-router/dist/production/index.mjs", "framework"],
    [FRAMEWORK, "/p/node_modules/radix-ui/dist/index.mjs", null],
    [SHELL, "/p/app/features/shell/site-header.tsx", "shell"],
    [SHELL, "/p/app/components/ui/icons.tsx", "shell"],
    [PUBLIC, "/p/app/features/articles/article-cards.tsx", "public"],
    [PUBLIC, "/p/app/lib/tags.ts", "public"],
    [NOT_PUBLIC, "/p/app/components/ui/dialog.tsx", null],
    [NOT_PUBLIC, "/p/app/features/articles/article-view.tsx", null],
    [NOT_PUBLIC, "/p/app/features/admin/admin-shell.tsx", null],
    [SECONDARY, "/p/app/features/legal/legal-page.tsx", null],
    [SECONDARY, "/p/app/features/standings/standings-skeleton.tsx", null],
  ])("%s: %s", (_rule, id, chunk) => {
    expect(chunkOf(id)).toBe(chunk);
  });
});

describe("preloadOnlyForInteractions", () => {
  it("keeps the preload list of the cookie banner's and the phone menu's chunks only", () => {
    const deps = ["assets/button-a1.js", "assets/switch-b2.js"];
    expect(preloadOnlyForInteractions("assets/consent-banner-CqfkKQi5.js", deps)).toEqual(deps);
    expect(preloadOnlyForInteractions("assets/mobile-menu-panel-DfKWuS4y.js", deps)).toEqual(deps);
    expect(preloadOnlyForInteractions("assets/site-footer-CMdBefAY.js", deps)).toEqual([]);
  });
});
