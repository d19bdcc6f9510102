import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { LIST_STATUS_LABELS, NEWSLETTER_MESSAGES } from "./newsletter-lists";
import { NewsletterPageFrame, Notice, TEXT_LINK } from "./newsletter-page-parts";
import type { PreferencesPageData } from "./newsletter-pages.server";
import { preferencesPagePath } from "./newsletter-paths";

interface NewsletterPreferencesPageProps {
  page: PreferencesPageData;
  token: string;
  /** After 'Gem': whether the choices were saved. */
  saved?: boolean;
}

/** Issue 24: /nyhedsbrev/indstillinger. A checkbox per list of the address; 'Gem' saves them all. */
export function NewsletterPreferencesPage({ page, token, saved }: NewsletterPreferencesPageProps) {
  if (page.status === "invalid" || saved === false) {
    return (
      <NewsletterPageFrame title="Dine nyhedsbreve">
        <div role="alert">
          <Notice tone="error">{NEWSLETTER_MESSAGES.invalidLink}</Notice>
        </div>
      </NewsletterPageFrame>
    );
  }
  return (
    <NewsletterPageFrame title="Dine nyhedsbreve">
      <p>
        Nyhedsbreve til <strong className="break-all">{page.email}</strong>
      </p>
      {/* Keyed by the saved state: after 'Gem' the boxes start from what was stored. */}
      <Form
        key={page.lists.map((list) => `${list.key}:${list.status}`).join(",")}
        method="post"
        action={preferencesPagePath(token)}
        className="flex flex-col gap-5"
      >
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 font-semibold">Vælg de nyhedsbreve, du vil have</legend>
          {page.lists.map((list, index) => (
            <div key={list.key} className="flex min-h-6 items-center gap-3">
              <input
                id={`nyhedsbrev-liste-${index}`}
                type="checkbox"
                name="lists"
                value={list.key}
                defaultChecked={list.status === "confirmed"}
                className="size-5 shrink-0 accent-primary"
              />
              <label htmlFor={`nyhedsbrev-liste-${index}`}>
                {list.name}
                {list.status === "pending" ? (
                  <span className="text-muted-foreground"> ({LIST_STATUS_LABELS.pending})</span>
                ) : null}
              </label>
            </div>
          ))}
        </fieldset>
        <Button type="submit" size="lg" className="self-start">
          Gem
        </Button>
      </Form>
      <div role="status">
        {saved ? <Notice tone="success">{NEWSLETTER_MESSAGES.preferencesSaved}</Notice> : null}
      </div>
      <p>
        <a href={page.unsubscribePath} className={TEXT_LINK}>
          Afmeld alle nyhedsbreve
        </a>
      </p>
    </NewsletterPageFrame>
  );
}
