import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { NEWSLETTER_MESSAGES } from "./newsletter-lists";
import { NewsletterPageFrame, Notice, TEXT_LINK } from "./newsletter-page-parts";
import type { ConfirmOutcome, ConfirmPageData } from "./newsletter-pages.server";
import { confirmPagePath, NEWSLETTER_PAGE_PATH } from "./newsletter-paths";

interface NewsletterConfirmPageProps {
  page: ConfirmPageData;
  /** After 'Bekræft tilmelding' was pressed. */
  outcome?: ConfirmOutcome;
}

function Expired() {
  return (
    <NewsletterPageFrame title="Bekræft din tilmelding">
      <div role="alert">
        <Notice tone="error">{NEWSLETTER_MESSAGES.confirmExpired}</Notice>
      </div>
      <p>
        <a href={NEWSLETTER_PAGE_PATH} className={TEXT_LINK}>
          Tilmeld dig igen
        </a>
      </p>
    </NewsletterPageFrame>
  );
}

/**
 * Issue 24: /nyhedsbrev/bekraeft. Opening the link only shows the button: mail systems' link
 * scanners open every link in a mail, so only the reader's POST confirms.
 */
export function NewsletterConfirmPage({ page, outcome }: NewsletterConfirmPageProps) {
  if (outcome?.status === "confirmed") {
    return (
      <NewsletterPageFrame title="Tilmelding bekræftet">
        <div role="status">
          <Notice tone="success">{NEWSLETTER_MESSAGES.confirmed}</Notice>
        </div>
        {outcome.lists.length > 0 ? (
          <div>
            <p className="font-medium">Du får nu:</p>
            <ul className="mt-2 list-disc pl-6">
              {outcome.lists.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <p>
          <a href={outcome.preferencesPath} className={TEXT_LINK}>
            Skift dine nyhedsbreve
          </a>
        </p>
      </NewsletterPageFrame>
    );
  }
  if (outcome?.status === "invalid" || page.status === "invalid") return <Expired />;
  return (
    <NewsletterPageFrame title="Bekræft din tilmelding">
      <p>Tryk på knappen for at bekræfte, at du vil have nyhedsbrevet på e-mail.</p>
      <Form method="post" action={confirmPagePath(page.token)}>
        <input type="hidden" name="token" value={page.token} />
        <Button type="submit" size="lg">
          Bekræft tilmelding
        </Button>
      </Form>
    </NewsletterPageFrame>
  );
}
