import { describe, expect, it } from "vitest";
import { parseAdConfig } from "./ad-config.server";
import { AD_SLOTS } from "./ad-slots";

describe("ad network configuration", () => {
  it("loads nothing when no ad network is configured", () => {
    expect(parseAdConfig({})).toEqual({ AD_NETWORK_SCRIPT_URL: null });
    expect(parseAdConfig({ AD_NETWORK_SCRIPT_URL: "  " })).toEqual({ AD_NETWORK_SCRIPT_URL: null });
  });

  it("passes a configured http(s) script address to the browser", () => {
    expect(parseAdConfig({ AD_NETWORK_SCRIPT_URL: "https://ads.example/tag.js" })).toEqual({
      AD_NETWORK_SCRIPT_URL: "https://ads.example/tag.js",
    });
  });

  it("ignores a value that is not an http(s) address", () => {
    expect(parseAdConfig({ AD_NETWORK_SCRIPT_URL: "javascript:alert(1)" })).toEqual({
      AD_NETWORK_SCRIPT_URL: null,
    });
    expect(parseAdConfig({ AD_NETWORK_SCRIPT_URL: "tag.js" })).toEqual({ AD_NETWORK_SCRIPT_URL: null });
  });

  it("keeps the header banner sizes of spec §9", () => {
    expect(AD_SLOTS["header-desktop"]).toMatchObject({ phone: null, wide: { width: 970, height: 90 } });
    expect(AD_SLOTS["header-mobile"]).toMatchObject({ phone: { width: 320, height: 50 }, wide: null });
  });
});
