import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Issue 22: axe-core (WCAG 2.0–2.2 A/AA rules) on the page as it is now; fails on any serious or
 * critical violation, naming each rule and the nodes it found, so a failure says what to fix.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}, ${v.nodes.length} nodes): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    );
  expect(serious, `axe on ${page.url()}`).toEqual([]);
}
