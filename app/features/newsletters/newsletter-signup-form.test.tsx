import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "./newsletter-honeypot";
import { CONSENT_TEXT, clubListKey, DAILY_LIST_DESCRIPTION } from "./newsletter-lists";
import {
  ArticleNewsletterSignup,
  ClubNewsletterSignup,
  FooterNewsletterSignup,
} from "./newsletter-signup-form";
import { NEWSLETTER_HONEYPOT_FIELD } from "./newsletter-subscriptions.server";

const CLUB_ID = "0b6f9e1c-3d7a-4c55-9a6e-2f1f7a3c9d10";

/** The text the browser would show (tags dropped). */
function text(html: string): string {
  return html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
}

/** The attributes of every `<tag …>` in the markup (React orders them as it likes). */
function tags(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, "g"))].map((m) =>
    Object.fromEntries(
      [...m[1].matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map((a) => [a[1].toLowerCase(), a[2] ?? ""]),
    ),
  );
}

describe("the compact newsletter sign-up (issue 24: footer, article, club page)", () => {
  it("is a plain form posting to /nyhedsbrev, with no script or handler (it lives in static islands)", () => {
    const html = renderToStaticMarkup(<ArticleNewsletterSignup />);
    expect(tags(html, "form")).toEqual([expect.objectContaining({ method: "post", action: "/nyhedsbrev" })]);
    expect(html).not.toMatch(/<script|\son[a-z]+=/i);
  });

  it("signs up for the daily list from an article, with its source and the consent text beside the button", () => {
    const html = renderToStaticMarkup(<ArticleNewsletterSignup />);
    const hidden = tags(html, "input").filter((input) => input.type === "hidden");
    expect(hidden).toEqual([
      { type: "hidden", name: "lists", value: "dagens-vigtigste" },
      { type: "hidden", name: "source", value: "artikel" },
    ]);
    expect(text(html)).toContain("Få Dagens vigtigste på mail");
    expect(text(html)).toContain(DAILY_LIST_DESCRIPTION);
    expect(text(html)).toContain(CONSENT_TEXT);
    const [button] = tags(html, "button");
    expect(button).toMatchObject({ type: "submit", "aria-describedby": "nyhedsbrev-artikel-samtykke" });
    expect(html).toMatch(/>Tilmeld<\/button>/);
    expect(tags(html, "p").map((p) => p.id)).toContain("nyhedsbrev-artikel-samtykke");
  });

  it("labels a required e-mail field 'E-mail'", () => {
    const html = renderToStaticMarkup(<ArticleNewsletterSignup />);
    expect(html).toMatch(/<label for="nyhedsbrev-artikel-email"[^>]*>E-mail<\/label>/);
    expect(tags(html, "input").find((input) => input.name === "email")).toMatchObject({
      id: "nyhedsbrev-artikel-email",
      type: "email",
      required: "",
      autocomplete: "email",
    });
  });

  it("offers a club's own list on its page: 'Få Nyt fra {klub} på mail'", () => {
    const html = renderToStaticMarkup(<ClubNewsletterSignup clubId={CLUB_ID} clubName="Brøndby IF" />);
    expect(text(html)).toContain("Få Nyt fra Brøndby IF på mail");
    const inputs = tags(html, "input");
    expect(inputs).toContainEqual({ type: "hidden", name: "lists", value: clubListKey(CLUB_ID) });
    expect(inputs).toContainEqual({ type: "hidden", name: "source", value: "klub" });
  });

  it("has a honeypot named as the subscription module reads it, hidden from people and out of the tab order", () => {
    expect(HONEYPOT_FIELD).toBe(NEWSLETTER_HONEYPOT_FIELD);
    const html = renderToStaticMarkup(<FooterNewsletterSignup />);
    expect(html).toMatch(/<div aria-hidden="true"[^>]*><label for="nyhedsbrev-footer-website">/);
    expect(tags(html, "input").find((input) => input.name === HONEYPOT_FIELD)).toMatchObject({
      id: "nyhedsbrev-footer-website",
      tabindex: "-1",
      autocomplete: "off",
    });
  });

  it("gives each placement its own ids, so the footer's and an article's forms can share a page", () => {
    const footer = renderToStaticMarkup(<FooterNewsletterSignup />);
    const article = renderToStaticMarkup(<ArticleNewsletterSignup />);
    const ids = (html: string) => [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(ids(footer).length).toBeGreaterThan(3);
    expect(ids(footer).filter((id) => ids(article).includes(id))).toEqual([]);
    expect(tags(footer, "input")).toContainEqual({ type: "hidden", name: "source", value: "footer" });
  });
});
