import { describe, expect, it } from "vitest";
import { findMentions, mentionedUserIds, mentionQuery, suggestStaff } from "./mentions";

const STAFF = [
  { id: "sofie", name: "Sofie Lund" },
  { id: "sofie-k", name: "Sofie Krogh" },
  { id: "mads", name: "Mads Holm" },
  { id: "anna", name: "Anna" },
  { id: "anna-maria", name: "Anna Maria Berg" },
];

describe("@mentions in notes", () => {
  it("matches a multi-word display name", () => {
    expect(mentionedUserIds("Kan du kigge på citatet, @Sofie Lund?", STAFF)).toEqual(["sofie"]);
  });

  it("prefers the longest staff name after '@'", () => {
    expect(mentionedUserIds("@Anna Maria Berg tjekker", STAFF)).toEqual(["anna-maria"]);
    expect(mentionedUserIds("@Anna tjekker", STAFF)).toEqual(["anna"]);
  });

  it("accepts a first name alone when only one staff member has it", () => {
    expect(mentionedUserIds("@Mads kan du tage den?", STAFF)).toEqual(["mads"]);
    expect(mentionedUserIds("@mads, tak", STAFF)).toEqual(["mads"]);
  });

  it("ignores a first name that several staff members share", () => {
    expect(mentionedUserIds("@Sofie ser du lige på det", STAFF)).toEqual([]);
  });

  it("ignores unknown names, e-mail addresses and a name inside a longer word", () => {
    expect(mentionedUserIds("@Ukendt og sofie@forsiden.dk", STAFF)).toEqual([]);
    expect(mentionedUserIds("@Madsen", STAFF)).toEqual([]);
  });

  it("is case-insensitive and lists each person once, in order", () => {
    expect(mentionedUserIds("@mads holm og @SOFIE LUND og @Mads Holm igen", STAFF)).toEqual([
      "mads",
      "sofie",
    ]);
  });

  it("gives the position of each mention", () => {
    expect(findMentions("Hej @Mads Holm!", STAFF)).toEqual([{ userId: "mads", start: 4, end: 14 }]);
  });
});

describe("the mention suggestions while typing", () => {
  it("finds the '@…' just before the caret, also with a space in it", () => {
    expect(mentionQuery("Hej @Sof")).toEqual({ query: "Sof", start: 4 });
    expect(mentionQuery("@")).toEqual({ query: "", start: 0 });
    expect(mentionQuery("Hej @Sofie L")).toEqual({ query: "Sofie L", start: 4 });
    expect(mentionQuery("sofie@forsiden")).toBeNull();
    expect(mentionQuery("Hej @Sofie Lund og")).toBeNull();
  });

  it("suggests names that start with the query first, then a later name", () => {
    expect(suggestStaff("sof", STAFF).map((s) => s.id)).toEqual(["sofie", "sofie-k"]);
    expect(suggestStaff("Sofie L", STAFF).map((s) => s.id)).toEqual(["sofie"]);
    expect(suggestStaff("holm", STAFF).map((s) => s.id)).toEqual(["mads"]);
    expect(suggestStaff("", STAFF, 2)).toHaveLength(2);
  });
});
