import { describe, expect, it } from "vitest";
import {
  confirmPagePath,
  preferencesPagePath,
  signUpPagePath,
  unsubscribePagePath,
} from "./newsletter-paths";

describe("the newsletter pages' addresses (issue 24)", () => {
  it("puts a token in the query, encoded", () => {
    expect(confirmPagePath("a.b+c/d")).toBe("/nyhedsbrev/bekraeft?token=a.b%2Bc%2Fd");
    expect(preferencesPagePath("t")).toBe("/nyhedsbrev/indstillinger?token=t");
  });

  it("names the list to leave, or none for every list, and carries a preferences token only when given", () => {
    for (const [options, path] of [
      [undefined, "/nyhedsbrev/afmeld?token=t"],
      [{ listKey: "klub:1", preferencesToken: "p" }, "/nyhedsbrev/afmeld?token=t&liste=klub%3A1&p=p"],
      [{ listKey: null, preferencesToken: null }, "/nyhedsbrev/afmeld?token=t"],
    ] as const) {
      expect(unsubscribePagePath("t", options), JSON.stringify(options)).toBe(path);
    }
  });

  it("pre-selects a list on the sign-up page", () => {
    expect(signUpPagePath()).toBe("/nyhedsbrev");
    expect(signUpPagePath("dagens-vigtigste")).toBe("/nyhedsbrev?liste=dagens-vigtigste");
  });
});
