import { describe, expect, it } from "vitest";
import {
  formatDeviceCount,
  matchPushTitle,
  matchPushTopic,
  pushBodyText,
  scoreDedupeKey,
  statusDedupeKey,
} from "./match-push-text";

const derby = { homeTeam: "FC København", awayTeam: "Brøndby IF", homeScore: 1, awayScore: 0 };

describe("match push texts and keys (issue 25)", () => {
  it("titles: the score line with an en dash, the minute when given", () => {
    expect(matchPushTitle("goal", derby, 23)).toBe("MÅL! FC København 1–0 Brøndby IF (23′)");
    expect(matchPushTitle("goal", derby, null)).toBe("MÅL! FC København 1–0 Brøndby IF");
    expect(matchPushTitle("red_card", derby, 55)).toBe("Rødt kort: FC København 1–0 Brøndby IF (55′)");
    expect(matchPushTitle("kickoff", { ...derby, homeScore: null, awayScore: null })).toBe(
      "Kampstart: FC København – Brøndby IF",
    );
    expect(matchPushTitle("half_time", derby)).toBe("Pause: FC København 1–0 Brøndby IF");
    expect(matchPushTitle("full_time", { ...derby, homeScore: 2 })).toBe("Slut: FC København 2–0 Brøndby IF");
  });

  it("the RFC 8030 Topic is at most 32 base64url characters and one per match", () => {
    const topic = matchPushTopic("3f2a9c1e-7b4d-4e8a-9f00-12ab34cd56ef");
    expect(topic).toBe("m3f2a9c1e7b4d4e8a9f0012ab34cd56e");
    expect(topic).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it("dedupe keys: one per score and one per kick-off, half-time and full-time", () => {
    expect(scoreDedupeKey("m1", 2, 1)).toBe("score:m1:2-1");
    expect(statusDedupeKey("m1", "finished")).toBe("status:m1:finished");
  });

  it("the body is the update's text without markdown, cut at a word to at most 140 characters", () => {
    expect(
      pushBodyText("**MÅL!** [Claesson](https://x.test) _sparker_ den ind\n\n![Billede](/storage/a.webp)"),
    ).toBe("MÅL! Claesson sparker den ind");
    expect(pushBodyText("# Overskrift\n- punkt 1\n> citat")).toBe("Overskrift punkt 1 citat");
    expect(pushBodyText("snake_case og 3*2")).toBe("snake_case og 3*2");
    const long = pushBodyText("ord ".repeat(60));
    expect(long.length).toBeLessThanOrEqual(140);
    expect(long.endsWith("ord…")).toBe(true);
  });

  it("device counts in Danish", () => {
    expect(formatDeviceCount(1)).toBe("1 enhed");
    expect(formatDeviceCount(0)).toBe("0 enheder");
    expect(formatDeviceCount(1234)).toBe("1.234 enheder");
  });
});
