import { renderToString } from "react-dom/server";
import { createRoutesStub, useSearchParams } from "react-router";
import { describe, expect, it } from "vitest";
import { AuthForms } from "~/features/auth/auth-forms";
import ResetPasswordPage from "./auth-nulstil";

/*
 * Issue 24: 'Glemt adgangskode?' for a reader ends where a reader signs in. The forgot form carries
 * the target to the reset mail; the reset page (the mail's link adds `redirectTo` for a reader's
 * target) leads back to /konto/log-ind. Staff's pages stay as they were.
 */

const DONE = { ok: true, title: "Adgangskoden er ændret", message: "Du kan nu logge ind." };

const ResetStub = createRoutesStub([
  { id: "nulstil", path: "/auth/nulstil", Component: ResetPasswordPage, action: () => null },
]);

function resetPage(search: string, actionData?: typeof DONE) {
  return renderToString(
    <ResetStub
      initialEntries={[`/auth/nulstil${search}`]}
      hydrationData={actionData ? { actionData: { nulstil: actionData } } : undefined}
    />,
  );
}

/** The forgot form as /auth renders it, with the (already safe) target from the address. */
function ForgotForm() {
  const [params] = useSearchParams();
  return (
    <AuthForms view="glemt" result={undefined} busy={false} redirectTo={params.get("redirectTo") ?? ""} />
  );
}

const ForgotStub = createRoutesStub([{ path: "/auth", Component: ForgotForm }]);

function forgotForm(redirectTo: string) {
  return renderToString(
    <ForgotStub initialEntries={[`/auth?visning=glemt&redirectTo=${encodeURIComponent(redirectTo)}`]} />,
  );
}

/** The href of the link with this text (the first one). */
function hrefOf(html: string, text: string): string | null {
  const match = new RegExp(`<a [^>]*href="([^"]*)"[^>]*>${text}</a>`).exec(html);
  return match ? match[1].replaceAll("&amp;", "&") : null;
}

describe("the reset page's links", () => {
  it("a reader's reset (redirectTo=/konto): 'Gå til log ind' leads to /konto/log-ind with the target", () => {
    const html = resetPage("?redirectTo=%2Fkonto&token=abc", DONE);
    expect(html).toContain("Adgangskoden er ændret");
    expect(hrefOf(html, "Gå til log ind")).toBe("/konto/log-ind?redirectTo=%2Fkonto");
  });

  it("a reader's spent link: 'Bed om et nyt.' opens the forgot form with the same target", () => {
    const html = resetPage("?redirectTo=%2Fmine-klubber&error=INVALID_TOKEN");
    expect(html).toContain("Linket er ugyldigt eller udløbet.");
    expect(hrefOf(html, "Bed om et nyt.")).toBe("/auth?visning=glemt&redirectTo=%2Fmine-klubber");
  });

  it("staff's reset, and a target that is not a safe reader's one, keep the staff links", () => {
    for (const search of [
      "?token=abc",
      "?redirectTo=%2Fadmin&token=abc",
      "?redirectTo=%2F%2Fevil.example&token=abc",
    ]) {
      expect(hrefOf(resetPage(search, DONE), "Gå til log ind"), search).toBe("/auth");
    }
    for (const search of ["", "?redirectTo=https%3A%2F%2Fevil.example&error=INVALID_TOKEN"]) {
      expect(hrefOf(resetPage(search), "Bed om et nyt."), search).toBe("/auth?visning=glemt");
    }
  });
});

describe("the forgot form (/auth?visning=glemt)", () => {
  it("posts the target, and for a reader leads back to /konto/log-ind", () => {
    const html = forgotForm("/konto");
    expect(html).toContain('name="redirectTo" value="/konto"');
    expect(hrefOf(html, "Tilbage til log ind")).toBe("/konto/log-ind?redirectTo=%2Fkonto");
  });

  it("for staff leads back to /auth as before", () => {
    const html = forgotForm("/admin");
    expect(html).toContain('name="redirectTo" value="/admin"');
    expect(hrefOf(html, "Tilbage til log ind")).toBe("/auth?redirectTo=%2Fadmin");
  });
});
