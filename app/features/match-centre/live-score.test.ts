import { describe, expect, it } from "vitest";
import {
  applyMatchEvent,
  LISTEN_WINDOW_MS,
  type MatchEvent,
  parseMatchEvent,
  shouldListen,
} from "./live-score";
import type { CentreMatch } from "./match-centre-days";

const base: CentreMatch = {
  id: "a1",
  homeTeam: "FC København",
  awayTeam: "Brøndby IF",
  homeClubSlug: "fc-kobenhavn",
  awayClubSlug: "brondby-if",
  kickoffAt: "2026-11-24T17:00:00.000Z",
  competition: "3F Superliga",
  leagueKey: "3f-superliga",
  status: "upcoming",
  homeScore: null,
  awayScore: null,
  phase: null,
  minute: null,
};
const other: CentreMatch = { ...base, id: "b2", homeTeam: "AGF", awayTeam: "OB" };

const event = (overrides: Partial<MatchEvent> = {}): MatchEvent => ({
  id: "a1",
  status: "live",
  homeScore: 1,
  awayScore: 0,
  phase: "first_half",
  minute: 23,
  ...overrides,
});

describe("parseMatchEvent (the stream's `event: match` data)", () => {
  it("reads the contract's example", () => {
    expect(
      parseMatchEvent(
        '{"id":"a1","status":"live","homeScore":1,"awayScore":0,"phase":"first_half","minute":23}',
      ),
    ).toEqual(event());
  });

  it("treats missing phase and minute as none", () => {
    expect(parseMatchEvent('{"id":"a1","status":"finished","homeScore":2,"awayScore":1}')).toEqual(
      event({ status: "finished", homeScore: 2, awayScore: 1, phase: null, minute: null }),
    );
  });

  it.each([
    ["not JSON", "hej"],
    ["null", "null"],
    ["no id", '{"status":"live"}'],
    ["unknown status", '{"id":"a1","status":"paused"}'],
    ["unknown phase", '{"id":"a1","status":"live","phase":"third_half"}'],
    ["minute out of range", '{"id":"a1","status":"live","minute":131}'],
    ["negative score", '{"id":"a1","status":"live","homeScore":-1}'],
    ["score as text", '{"id":"a1","status":"live","homeScore":"1"}'],
  ])("refuses %s", (_name, data) => {
    expect(parseMatchEvent(data)).toBeNull();
  });
});

describe("applyMatchEvent", () => {
  it("applies score, minute and phase to the match with that id and turns LIVE on", () => {
    const next = applyMatchEvent([base, other], event());
    expect(next[0]).toMatchObject({
      status: "live",
      homeScore: 1,
      awayScore: 0,
      phase: "first_half",
      minute: 23,
    });
    expect(next[1]).toBe(other);
  });

  it("turns LIVE off at the final whistle and drops minute and phase", () => {
    const live = applyMatchEvent([base], event())[0];
    const next = applyMatchEvent(
      [live],
      event({ status: "finished", homeScore: 2, awayScore: 1, phase: "full_time", minute: 90 }),
    );
    expect(next[0]).toMatchObject({
      status: "finished",
      homeScore: 2,
      awayScore: 1,
      phase: null,
      minute: null,
    });
  });

  it("changes nothing for an unknown match or a repeated event (same array back)", () => {
    const list = [base, other];
    expect(applyMatchEvent(list, event({ id: "unknown" }))).toBe(list);
    const once = applyMatchEvent(list, event());
    expect(applyMatchEvent(once, event())).toBe(once);
  });
});

describe("shouldListen: open the stream only when a score can change soon", () => {
  const now = Date.parse("2026-11-24T15:00:00Z");
  const at = (ms: number) => new Date(ms).toISOString();

  it("listens while a match is live", () => {
    expect(shouldListen([{ ...base, status: "live", kickoffAt: at(now - 10 * LISTEN_WINDOW_MS) }], now)).toBe(
      true,
    );
  });

  it("listens when a match kicks off within the next hours, or should have just kicked off", () => {
    expect(shouldListen([{ ...base, kickoffAt: at(now + LISTEN_WINDOW_MS - 1) }], now)).toBe(true);
    expect(shouldListen([{ ...base, kickoffAt: at(now - 60_000) }], now)).toBe(true);
  });

  it("does not listen for finished matches or kick-offs far away (no request, no 404)", () => {
    expect(shouldListen([], now)).toBe(false);
    expect(shouldListen([{ ...base, kickoffAt: at(now + LISTEN_WINDOW_MS + 60_000) }], now)).toBe(false);
    expect(
      shouldListen(
        [{ ...base, status: "finished", homeScore: 1, awayScore: 1, kickoffAt: at(now - 60_000) }],
        now,
      ),
    ).toBe(false);
  });
});
