import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LOGS_TEXT, LogsContent } from "./logs-page";

describe("logs page content", () => {
  it("shows the spec's error text when the logs could not be loaded", () => {
    const html = renderToStaticMarkup(<LogsContent data={{ ok: false, error: LOGS_TEXT.loadError }} />);
    expect(html).toContain("Fejl ved hentning af logs");
    expect(html).toContain('role="alert"');
  });

  it("opens on the 'Auto Article Agent' tab, in a 500 px scroll area, with a Danish empty text", () => {
    const html = renderToStaticMarkup(<LogsContent data={{ ok: true, agentLogs: [], cronExecutions: [] }} />);
    expect(html).toContain("Auto Article Agent");
    expect(html).toContain("Cron Executions");
    expect(html).toMatch(/aria-selected="true"[^>]*>Auto Article Agent/);
    expect(html).toContain("h-[500px]");
    expect(html).toContain("Ingen logs fra Auto Article Agent endnu");
  });

  it("lists agent entries with level badge, Copenhagen time, message and execution time", () => {
    const html = renderToStaticMarkup(
      <LogsContent
        data={{
          ok: true,
          agentLogs: [
            {
              id: "1",
              level: "error",
              timestamp: "2026-03-14T22:30:05.000Z",
              message: "Feed kunne ikke hentes",
              executionTimeMs: 812,
            },
          ],
          cronExecutions: [],
        }}
      />,
    );
    expect(html).toMatch(/bg-red-100[^>]*>error<\/span>/);
    expect(html).toContain("14.03.2026 23.30.05");
    expect(html).toContain("Feed kunne ikke hentes");
    expect(html).toContain("812 ms");
  });
});
