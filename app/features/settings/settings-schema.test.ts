import { describe, expect, it } from "vitest";
import { parseSettingsForm, SETTINGS_TEXT } from "./settings-schema";

const valid = {
  siteName: "Forsiden",
  siteDescription: "Danske & Internationale fodboldnyheder 24/7",
};

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

describe("settings form schema", () => {
  it("trims texts; a switch is on when it sends 'on' and off when it sends nothing", () => {
    const result = parseSettingsForm(
      form({
        siteName: "  Bold Nyt ",
        siteDescription: " Alt om bold ",
        enableAnalytics: "on",
        maintenanceMode: "on",
      }),
    );
    expect(result).toEqual({
      ok: true,
      data: {
        siteName: "Bold Nyt",
        siteDescription: "Alt om bold",
        enableNotifications: false,
        enableAnalytics: true,
        autoPublish: false,
        maintenanceMode: true,
        agentEnabled: false,
        agentFeedUrls: [],
      },
    });
  });

  it("requires a site name and a description, with Danish messages", () => {
    const result = parseSettingsForm(form({ siteName: "   ", siteDescription: "" }));
    expect(result).toEqual({
      ok: false,
      fieldErrors: { siteName: "Sidenavn er påkrævet", siteDescription: "Beskrivelse er påkrævet" },
    });
  });

  it("limits the site name to 60 and the description to 200 characters", () => {
    expect(parseSettingsForm(form({ siteName: "n".repeat(60), siteDescription: "d".repeat(200) })).ok).toBe(
      true,
    );
    expect(parseSettingsForm(form({ siteName: "n".repeat(61), siteDescription: "d".repeat(201) }))).toEqual({
      ok: false,
      fieldErrors: {
        siteName: "Sidenavn må højst være 60 tegn",
        siteDescription: "Beskrivelse må højst være 200 tegn",
      },
    });
  });

  it("reads one feed per line, drops blank lines and repeats", () => {
    const result = parseSettingsForm(
      form({
        ...valid,
        agentFeedUrls:
          " https://www.dr.dk/sport.rss \r\n\nhttp://feeds.example.dk/bold.xml\nhttps://www.dr.dk/sport.rss\n",
      }),
    );
    if (!result.ok) throw new Error(JSON.stringify(result.fieldErrors));
    expect(result.data.agentFeedUrls).toEqual([
      "https://www.dr.dk/sport.rss",
      "http://feeds.example.dk/bold.xml",
    ]);
  });

  it("names the first line that is not an http(s) address", () => {
    for (const bad of [
      "ftp://example.dk/feed",
      "javascript:alert(1)",
      "ikke en adresse",
      "https://localhost",
    ]) {
      const result = parseSettingsForm(form({ ...valid, agentFeedUrls: `https://ok.dk/feed\n${bad}` }));
      expect(result, bad).toEqual({
        ok: false,
        fieldErrors: { agentFeedUrls: SETTINGS_TEXT.invalidFeed(2) },
      });
    }
    expect(SETTINGS_TEXT.invalidFeed(2)).toBe(
      "Linje 2 er ikke en gyldig http(s)-adresse. Skriv én adresse pr. linje, fx https://www.dr.dk/nyheder/service/feeds/sport",
    );
  });

  it("allows at most 20 feeds: 'Der må højst være 20 feeds'", () => {
    const urls = (n: number) => Array.from({ length: n }, (_, i) => `https://feed${i}.dk/rss`).join("\n");
    expect(parseSettingsForm(form({ ...valid, agentFeedUrls: urls(20) })).ok).toBe(true);
    expect(parseSettingsForm(form({ ...valid, agentFeedUrls: urls(21) }))).toEqual({
      ok: false,
      fieldErrors: { agentFeedUrls: "Der må højst være 20 feeds" },
    });
  });

  it("refuses to turn the agent on without a feed", () => {
    expect(parseSettingsForm(form({ ...valid, agentEnabled: "on" }))).toEqual({
      ok: false,
      fieldErrors: { agentFeedUrls: "Tilføj mindst ét feed, før Auto Article Agent slås til" },
    });
    const ok = parseSettingsForm(form({ ...valid, agentEnabled: "on", agentFeedUrls: "https://a.dk/rss" }));
    expect(ok.ok && ok.data.agentEnabled).toBe(true);
  });

  it("has the spec's success text", () => {
    expect(SETTINGS_TEXT.saved).toBe("Indstillinger gemt!");
  });
});
