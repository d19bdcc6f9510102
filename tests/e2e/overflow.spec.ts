import type { Page } from "@playwright/test";
import routeConfig from "../../app/routes";
import { seedArticles } from "../../app/workflows/seed/data/articles";
import { BOTH_WIDTHS, expect, test } from "./support/test";

/*
 * Issue 14: no page scrolls sideways. Every admin page is opened at 1280 px (desktop project,
 * signed in as admin) and every public page at 375 px (mobile project); each asserts
 * `document.documentElement.scrollWidth <= clientWidth`. The pages are read from app/routes.ts,
 * so a new page is checked the day it is added: a route with a parameter needs a sample address
 * in SAMPLES below, else its test fails and says so.
 */

interface RouteEntry {
  path?: string;
  index?: boolean;
  file: string;
  children?: RouteEntry[];
}

const published = seedArticles.filter((a) => !a.isDraft && (a.publishedHoursAgo ?? 0) >= 0);
const news = published.find((a) => !a.generator && a.category !== "Advertorial")!;
const advertorial = published.find((a) => a.category === "Advertorial")!;
const history = published.find((a) => a.generator === "history")!;

const LIVE_DESK = "/admin/live/{live-kommende-superliga-kamp}";

/** A sample address whose id only the running site knows: the desk of a seeded live article. */
async function resolveSample(page: Page, path: string): Promise<string> {
  const slug = /\{([\w-]+)\}/.exec(path)?.[1];
  if (!slug) return path;
  await page.goto(`/article/${slug}`);
  const id = await page.locator("[data-live-blog]").getAttribute("data-live-blog");
  return path.replace(`{${slug}}`, id ?? "");
}

/** Addresses for the routes with a parameter: the pages a reader really sees (seeded content). */
const SAMPLES: Record<string, string[]> = {
  "article/:slugOrId": [`/article/${news.slug}`, `/article/${advertorial.slug}`, `/article/${history.slug}`],
  "klubber/:clubId": ["/klubber/fc-kobenhavn", "/klubber/wolverhampton-wanderers"],
  "stillinger/:league": [
    "/stillinger/premier-league",
    "/stillinger/3f-superliga",
    "/stillinger/champions-league",
  ],
  "dansk-fodboldhistorie/:tema": ["/dansk-fodboldhistorie/legendariske-kampe"],
  "forfatter/:slug": ["/forfatter/mads-kjaer"],
  // The desk of the sample live article: its id is read from the article page (LIVE_DESK).
  "admin/live/:articleId": [LIVE_DESK],
  "*": ["/findes-ikke-her"],
};

/** Query states of a page worth checking on their own (a search with results, a filter). */
const EXTRA: Record<string, string[]> = {
  "": ["/?liga=premier-league"],
  soeg: ["/soeg?q=superliga"],
  "alle-klubber": ["/alle-klubber?land=Danmark"],
};

/** Pages that are not a reader's: the development mailbox exists only with DEV_MAILBOX=true. */
const NOT_PUBLIC = new Set(["dev/mailbox"]);

const isPage = (entry: RouteEntry) => entry.file.endsWith(".tsx");

function addresses(routePath: string): string[] | null {
  const extra = EXTRA[routePath] ?? [];
  if (!routePath.includes(":") && routePath !== "*") return [`/${routePath}`, ...extra];
  const samples = SAMPLES[routePath];
  return samples ? [...samples, ...extra] : null;
}

interface PageCase {
  path: string;
  route: string;
}

function collect(): { admin: PageCase[]; public: PageCase[]; missing: string[] } {
  const admin: PageCase[] = [];
  const pub: PageCase[] = [];
  const missing: string[] = [];
  const add = (list: PageCase[], route: string, paths: string[] | null) => {
    if (!paths) missing.push(route);
    else for (const path of paths) list.push({ path, route });
  };
  for (const entry of routeConfig as RouteEntry[]) {
    if (entry.path === "admin") {
      for (const child of entry.children ?? []) {
        const route = child.index ? "admin" : `admin/${child.path}`;
        add(admin, route, addresses(route));
      }
    } else if (entry.path?.startsWith("admin/")) {
      if (isPage(entry)) add(admin, entry.path, addresses(entry.path));
    } else if (entry.children) {
      // The public layout: its pages (the index is the front page).
      for (const child of entry.children) {
        if (!isPage(child)) continue;
        const route = child.index ? "" : (child.path ?? "");
        add(pub, route, addresses(route));
      }
    } else if (entry.path && isPage(entry) && !NOT_PUBLIC.has(entry.path)) {
      add(pub, entry.path, addresses(entry.path));
    }
  }
  return { admin, public: pub, missing };
}

const PAGES = collect();

/** The page's width against the window's; when wider, the outermost elements that reach past it. */
async function horizontalOverflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const limit = root.clientWidth;
    const culprits: string[] = [];
    if (root.scrollWidth <= limit) return { scrollWidth: root.scrollWidth, clientWidth: limit, culprits };
    const reported: Element[] = [];
    const clipped = (el: Element) => {
      // An absolutely positioned element may escape its scroll box (a classic: an .sr-only label).
      if (["absolute", "fixed"].includes(getComputedStyle(el).position)) return false;
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        // Inside a scroll box that itself fits, the overflow is that box's business.
        if (getComputedStyle(p).overflowX !== "visible" && p.getBoundingClientRect().right <= limit + 0.5)
          return true;
      }
      return false;
    };
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>("*"))) {
      if (culprits.length >= 5) break;
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.right <= limit + 0.5) continue;
      if (reported.some((r) => r.contains(el)) || clipped(el)) continue;
      reported.push(el);
      const id = el.id ? `#${el.id}` : "";
      const cls =
        typeof el.className === "string" ? `.${el.className.trim().split(/\s+/).slice(0, 4).join(".")}` : "";
      culprits.push(`${el.tagName.toLowerCase()}${id}${cls} right=${Math.round(rect.right)}`);
    }
    return { scrollWidth: root.scrollWidth, clientWidth: limit, culprits };
  });
}

async function expectNoSidewaysScroll(page: Page) {
  // Late layout (fonts, images with their reserved space) settles before the measurement.
  await page.waitForLoadState("load");
  const result = await horizontalOverflow(page);
  expect(
    result.scrollWidth,
    `the page is ${result.scrollWidth} px wide in a ${result.clientWidth} px window; reaching past it: ${result.culprits.join(", ")}`,
  ).toBeLessThanOrEqual(result.clientWidth);
}

test("every page of app/routes.ts with a parameter has a sample address here", ({ viewport }) => {
  test.skip(viewport?.width !== 1280, "the route table does not depend on the width");
  expect(PAGES.missing, "add the route's sample address to SAMPLES in overflow.spec.ts").toEqual([]);
});

test.describe("admin pages at 1280 px", () => {
  test.skip(({ viewport }) => viewport?.width !== 1280, "admin pages are checked at 1280 px only");

  for (const { path } of PAGES.admin) {
    test(`${path} does not scroll sideways`, async ({ adminPage }) => {
      const address = await resolveSample(adminPage, path);
      const response = await adminPage.goto(address);
      expect(response?.status()).toBe(200);
      expect(new URL(adminPage.url()).pathname).toBe(address.split("?")[0]);
      await expect(adminPage.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
      await expectNoSidewaysScroll(adminPage);
      // Nor is a table cut off in its own scroll box (/admin/brugere hid its actions that way).
      const tables = await adminPage
        .locator("[data-slot='table-container']")
        .evaluateAll((boxes) => boxes.map((box) => ({ scroll: box.scrollWidth, client: box.clientWidth })));
      for (const table of tables) {
        expect(
          table.scroll,
          `a table needs ${table.scroll} px in a ${table.client} px box`,
        ).toBeLessThanOrEqual(table.client);
      }
    });
  }
});

test.describe("public pages at 375 px", BOTH_WIDTHS, () => {
  test.skip(({ viewport }) => viewport?.width !== 375, "public pages are checked at 375 px only");

  for (const { path } of PAGES.public) {
    test(`${path} does not scroll sideways`, async ({ page, open }) => {
      const response = await open(path);
      expect(response?.status()).toBeLessThan(500);
      await expectNoSidewaysScroll(page);
    });
  }
});
