import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ErrorPage } from "./error-page";
import { NotFoundPage } from "./not-found-page";

function render(node: React.ReactNode): string {
  return renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);
}

/** A React Router error response, as a loader's `throw data(null, { status })` gives the boundary. */
function routeError(status: number, statusText: string) {
  return { status, statusText, internal: false, data: null };
}

/**
 * English UI words a shadcn/Radix starter or a quick fix leaves behind. A component may not show
 * one as a whole text or label (issue 14: every visible text Danish, except the spec's own English
 * strings, which are not in this list: 'Oops! Page not found', 'Breaking News', 'Coming Soon',
 * 'Club Management', 'Dashboard', 'Loading...' in the admin sidebar …).
 */
const ENGLISH_UI = [
  "Return to Home",
  "Go home",
  "Back",
  "Back to home",
  "Close",
  "Cancel",
  "Submit",
  "Save",
  "Save changes",
  "Delete",
  "Edit",
  "Search",
  "Search...",
  "Previous",
  "Next",
  "More",
  "Toggle Sidebar",
  "Toggle menu",
  "Open menu",
  "Select",
  "Something went wrong",
  "Try again",
  "Error",
  "Success",
  "Marketing",
  "No results",
  "No results found.",
  "Sign in",
  "Sign up",
  "Log in",
  "Log out",
  "Password",
  "Settings",
];

const APP_DIR = join(import.meta.dirname, "..", "..");

function componentFiles(): string[] {
  return (readdirSync(APP_DIR, { recursive: true }) as string[])
    .filter((file) => file.endsWith(".tsx") && !file.includes(".test."))
    .map((file) => join(APP_DIR, file));
}

describe("Danish everywhere (issue 14)", () => {
  it("the 404 page keeps the spec's heading and links home with 'Gå til forsiden'", () => {
    const html = render(<NotFoundPage />);
    expect(html).toContain("Oops! Page not found");
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Gå til forsiden<\/a>/);
    expect(html).not.toContain("Return to Home");
  });

  it("an error page says the status in Danish, never the English reason phrase", () => {
    const html = render(<ErrorPage error={routeError(500, "Internal Server Error")} />);
    expect(html).toContain("Der opstod en fejl");
    expect(html).toContain("Fejl 500: Serverfejl");
    expect(html).not.toContain("Internal Server Error");
    expect(render(<ErrorPage error={routeError(405, "Method Not Allowed")} />)).toContain(
      "Fejl 405: Handlingen er ikke tilladt",
    );
  });

  it("no component shows a common English UI word as its text, label, title or placeholder", () => {
    const found: string[] = [];
    for (const file of componentFiles()) {
      const source = readFileSync(file, "utf8");
      for (const word of ENGLISH_UI) {
        const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        // As a JSX text (>Close<), or a quoted prop or label ("Close").
        const pattern = new RegExp(
          `>\\s*${escaped}\\s*<|(?:label|title|placeholder|alt|aria-label|description)=?:?\\s*\\{?"${escaped}"`,
        );
        if (pattern.test(source)) found.push(`${file.slice(APP_DIR.length + 1)}: ${word}`);
      }
    }
    expect(found).toEqual([]);
  });
});
