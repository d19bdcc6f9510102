import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { NEWSLETTER_MESSAGES } from "./newsletter-lists";
import { NewsletterPageFrame, Notice, TEXT_LINK } from "./newsletter-page-parts";
import type { UnsubscribeOutcome, UnsubscribePageData } from "./newsletter-pages.server";

interface NewsletterUnsubscribePageProps {
  page: UnsubscribePageData;
  /** After 'Afmeld' (or a mailbox provider's one-click POST to the same address). */
  outcome?: UnsubscribeOutcome;
}

function PreferencesLink({ href }: { href: string | null }) {
  if (!href) return null;
  return (
    <p>
      <a href={href} className={TEXT_LINK}>
        Skift dine nyhedsbreve
      </a>
    </p>
  );
}

function what(page: Extract<UnsubscribePageData, { status: "ready" }>): string {
  if (page.allLists) return "Du afmelder dig alle nyhedsbreve.";
  return page.listName ? `Du afmelder dig ${page.listName}.` : "Du afmelder dig nyhedsbrevet.";
}

/** Issue 24: /nyhedsbrev/afmeld. The GET shows the button; the POST (button or one-click) unsubscribes. */
export function NewsletterUnsubscribePage({ page, outcome }: NewsletterUnsubscribePageProps) {
  if (outcome?.status === "unsubscribed") {
    return (
      <NewsletterPageFrame title="Afmeld nyhedsbrev">
        <div role="status">
          <Notice tone="success">
            {outcome.allLists ? NEWSLETTER_MESSAGES.unsubscribedAll : NEWSLETTER_MESSAGES.unsubscribed}
          </Notice>
        </div>
        <PreferencesLink href={outcome.preferencesPath} />
      </NewsletterPageFrame>
    );
  }
  if (outcome?.status === "invalid" || page.status === "invalid") {
    return (
      <NewsletterPageFrame title="Afmeld nyhedsbrev">
        <div role="alert">
          <Notice tone="error">{NEWSLETTER_MESSAGES.invalidLink}</Notice>
        </div>
      </NewsletterPageFrame>
    );
  }
  return (
    <NewsletterPageFrame title="Afmeld nyhedsbrev">
      <p>{what(page)}</p>
      <Form method="post" action={page.action}>
        <Button type="submit" size="lg">
          Afmeld
        </Button>
      </Form>
      <PreferencesLink href={page.preferencesPath} />
    </NewsletterPageFrame>
  );
}
