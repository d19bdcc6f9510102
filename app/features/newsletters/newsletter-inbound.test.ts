import { describe, expect, it } from "vitest";
import { parseUnsubscribeSubject, unsubscribeMailSubject } from "./newsletter-inbound.server";

const TOKEN = "0b6f1c2e-3a4d-4e5f-8a9b-0c1d2e3f4a5b.unsubscribe.0.Zt5u9iPq4vR2XyWkL0mNbC3dE7fGhJ1a_-x";
const CLUB = "klub:0b6f1c2e-3a4d-4e5f-8a9b-0c1d2e3f4a5b";

describe("the List-Unsubscribe mailto's subject (issue 24)", () => {
  it("holds the word, the token and the list of the unsubscribe link", () => {
    const url = `https://forsiden.test/nyhedsbrev/afmeld?token=${TOKEN}&liste=${encodeURIComponent(CLUB)}`;
    expect(unsubscribeMailSubject(url)).toBe(`afmeld ${TOKEN} ${CLUB}`);
    expect(parseUnsubscribeSubject(unsubscribeMailSubject(url))).toEqual({ token: TOKEN, listKey: CLUB });
  });

  it("is read back from a reply, a forward or a client's own words, and without a list", () => {
    expect(parseUnsubscribeSubject(`Re: afmeld ${TOKEN} dagens-vigtigste`)).toEqual({
      token: TOKEN,
      listKey: "dagens-vigtigste",
    });
    expect(parseUnsubscribeSubject(`Fwd: AFMELD ${TOKEN}`)).toEqual({ token: TOKEN, listKey: null });
  });

  it("finds nothing in other mails", () => {
    for (const subject of ["Hej", "afmeld", "afmeld kort", `nyhedsbrevafmeld ${TOKEN}`]) {
      expect(parseUnsubscribeSubject(subject), subject).toBeNull();
    }
  });
});
