import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

function render(forceMount?: boolean) {
  return renderToStaticMarkup(
    <Tabs defaultValue="nyheder">
      <TabsList aria-label="Klubindhold">
        <TabsTrigger value="nyheder">Nyheder</TabsTrigger>
        <TabsTrigger value="info">Info</TabsTrigger>
      </TabsList>
      <TabsContent value="nyheder">Seneste nyt</TabsContent>
      <TabsContent value="info" forceMount={forceMount}>
        Klubinfo
      </TabsContent>
    </Tabs>,
  );
}

describe("Tabs", () => {
  it("marks the default tab selected, in the Tab order and linked to its panel", () => {
    const html = render();
    const tabs = [...html.matchAll(/<button[^>]*>/g)].map((m) => m[0]);
    expect(tabs).toHaveLength(2);
    expect(tabs[0]).toContain('role="tab"');
    expect(tabs[0]).toContain('aria-selected="true"');
    expect(tabs[0]).toContain('tabindex="0"');
    expect(tabs[1]).toContain('aria-selected="false"');
    expect(tabs[1]).toContain('tabindex="-1"');
    const controls = /aria-controls="([^"]+)"/.exec(tabs[0])?.[1];
    const tabId = /id="([^"]+)"/.exec(tabs[0])?.[1];
    expect(html).toContain(`role="tabpanel" id="${controls}" aria-labelledby="${tabId}"`);
    expect(html).toContain('role="tablist"');
  });

  it("leaves an inactive panel empty and hidden, unless it is force-mounted", () => {
    expect(render()).not.toContain("Klubinfo");
    expect(render()).toMatch(/data-state="inactive" hidden=""/);
    const forced = render(true);
    expect(forced).toContain("Klubinfo");
    expect(forced).not.toContain('hidden=""');
  });
});
