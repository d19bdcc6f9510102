import { describe, expect, it } from "vitest";
import { postedValues, signupAnswer, signupFailure } from "./newsletter-form-state";
import { NEWSLETTER_MESSAGES } from "./newsletter-lists";

function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [key, value] of entries) data.append(key, value);
  return data;
}

const posted = form([
  ["email", "læser@eksempel.dk"],
  ["lists", "dagens-vigtigste"],
  ["lists", ""],
  ["source", "footer"],
]);

describe("the sign-up's answer (issue 24, as /contact answers)", () => {
  it("tells a pending sign-up to check the inbox, 200, never cached", () => {
    expect(signupAnswer({ status: "pending" }, posted)).toEqual({
      state: { ok: true, message: NEWSLETTER_MESSAGES.checkInbox },
      status: 200,
      headers: { "Cache-Control": "private, no-store" },
    });
  });

  it("tells a filled honeypot exactly the same as a person", () => {
    expect(signupAnswer({ status: "ignored" }, posted)).toEqual(signupAnswer({ status: "pending" }, posted));
  });

  it("answers 400 with the field errors and what was posted, so the page shows them at the fields", () => {
    const answer = signupAnswer(
      {
        status: "invalid",
        fieldErrors: { email: NEWSLETTER_MESSAGES.invalidEmail },
        email: "ikke-en-adresse",
      },
      posted,
    );
    expect(answer.status).toBe(400);
    expect(answer.state).toEqual({
      ok: false,
      fieldErrors: { email: NEWSLETTER_MESSAGES.invalidEmail },
      values: { email: "ikke-en-adresse", lists: ["dagens-vigtigste"], source: "footer" },
    });
  });

  it("answers 429 with Retry-After and the Danish rate-limit message", () => {
    expect(signupAnswer({ status: "rate-limited", retryAfterSeconds: 42 }, posted)).toEqual({
      state: { ok: false, message: NEWSLETTER_MESSAGES.rateLimited },
      status: 429,
      headers: { "Cache-Control": "private, no-store", "Retry-After": "42" },
    });
  });

  it("answers 500 with the Danish failure message when the sign-up could not be stored", () => {
    expect(signupFailure()).toMatchObject({
      state: { ok: false, message: NEWSLETTER_MESSAGES.failed },
      status: 500,
    });
  });

  it("reads back an unknown source as the sign-up page's own", () => {
    expect(postedValues(form([["source", "<script>"]]), "x@y.dk")).toEqual({
      email: "x@y.dk",
      lists: [],
      source: "nyhedsbrev",
    });
  });
});
