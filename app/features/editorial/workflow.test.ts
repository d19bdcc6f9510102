import { describe, expect, it } from "vitest";
import {
  availableTransitions,
  checkTransition,
  mayEditArticle,
  mayPublish,
  WORKFLOW_LABELS,
  type WorkflowArticle,
  type WorkflowState,
  workflowStateOf,
} from "./workflow";

const now = new Date("2026-11-27T12:00:00Z");
const past = new Date("2026-11-27T11:00:00Z");
const future = new Date("2026-11-27T13:00:00Z");

const contributor = { id: "skribent-1", role: "contributor" };
const otherContributor = { id: "skribent-2", role: "contributor" };
const editor = { id: "redaktor-1", role: "editor" };
const admin = { id: "admin-1", role: "admin" };
const reader = { id: "laeser-1", role: "user" };

/** An article of skribent-1 in each state. */
const ARTICLES: Record<WorkflowState, WorkflowArticle> = {
  draft: { isDraft: true, reviewState: null, publishedAt: null, authorId: "skribent-1" },
  returned: { isDraft: true, reviewState: "returned", publishedAt: null, authorId: "skribent-1" },
  submitted: { isDraft: true, reviewState: "submitted", publishedAt: null, authorId: "skribent-1" },
  approved: { isDraft: true, reviewState: "approved", publishedAt: null, authorId: "skribent-1" },
  scheduled: { isDraft: false, reviewState: null, publishedAt: future, authorId: "skribent-1" },
  published: { isDraft: false, reviewState: null, publishedAt: past, authorId: "skribent-1" },
};
const STATES = Object.keys(ARTICLES) as WorkflowState[];

describe("the workflow state (issue 26)", () => {
  it("is derived from is_draft, review_state and a future published_at", () => {
    for (const state of STATES) expect(workflowStateOf(ARTICLES[state], now)).toBe(state);
    expect(
      workflowStateOf({ isDraft: false, reviewState: null, publishedAt: future.toISOString() }, now),
    ).toBe("scheduled");
  });

  it("has the Danish labels", () => {
    expect(STATES.map((s) => WORKFLOW_LABELS[s])).toEqual([
      "Kladde",
      "Sendt tilbage",
      "Til redigering",
      "Godkendt",
      "Planlagt",
      "Publiceret",
    ]);
  });
});

describe("who may make which transition", () => {
  function matrix(actor: { id: string; role: string }) {
    return Object.fromEntries(STATES.map((s) => [s, availableTransitions(actor, ARTICLES[s], now)]));
  }

  it("a contributor may only submit their own draft or returned article", () => {
    expect(matrix(contributor)).toEqual({
      draft: ["submit"],
      returned: ["submit"],
      submitted: [],
      approved: [],
      scheduled: [],
      published: [],
    });
  });

  it("a contributor may do nothing with another's article", () => {
    expect(Object.values(matrix(otherContributor)).flat()).toEqual([]);
  });

  it("an editor and an admin submit, approve, send back and publish", () => {
    const expected = {
      draft: ["submit", "publish"],
      returned: ["submit", "publish"],
      submitted: ["approve", "send_back", "publish"],
      approved: ["send_back", "publish"],
      scheduled: ["publish"],
      published: [],
    };
    expect(matrix(editor)).toEqual(expected);
    expect(matrix(admin)).toEqual(expected);
  });

  it("a reader may do nothing", () => {
    expect(Object.values(matrix(reader)).flat()).toEqual([]);
  });

  it("refuses by role before state: a contributor approving is forbidden, not a wrong state", () => {
    for (const [transition, actor, state, expected] of [
      ["approve", contributor, "submitted", { ok: false, reason: "forbidden" }],
      ["publish", contributor, "draft", { ok: false, reason: "forbidden" }],
      ["approve", editor, "draft", { ok: false, reason: "wrong_state" }],
      ["send_back", editor, "approved", { ok: true, from: "approved", to: "returned" }],
    ] as const) {
      expect(checkTransition(transition, actor, ARTICLES[state], now), `${actor.id} ${transition}`).toEqual(
        expected,
      );
    }
  });
});

describe("who may edit and publish", () => {
  it("a contributor edits only their own article while draft, returned or submitted", () => {
    const own = STATES.filter((s) => mayEditArticle(contributor, ARTICLES[s], now));
    expect(own).toEqual(["draft", "returned", "submitted"]);
    expect(STATES.filter((s) => mayEditArticle(otherContributor, ARTICLES[s], now))).toEqual([]);
    // An article without an author (a generated one) is nobody's own.
    expect(mayEditArticle(contributor, { ...ARTICLES.draft, authorId: null }, now)).toBe(false);
  });

  it("editors and admins edit everything; readers nothing", () => {
    expect(STATES.every((s) => mayEditArticle(editor, ARTICLES[s], now))).toBe(true);
    expect(STATES.every((s) => mayEditArticle(admin, ARTICLES[s], now))).toBe(true);
    expect(STATES.some((s) => mayEditArticle(reader, ARTICLES[s], now))).toBe(false);
  });

  it("only editors and admins publish, schedule, unpublish, delete and restore", () => {
    for (const [actor, may] of [
      [editor, true],
      [admin, true],
      [contributor, false],
      [reader, false],
    ] as const) {
      expect(mayPublish(actor), actor.id).toBe(may);
    }
  });
});
