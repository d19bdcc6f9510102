import { buttonVariants } from "~/components/ui/button-variants";
import { NewsletterHoneypot } from "./newsletter-honeypot";
import {
  CONSENT_TEXT,
  type ConsentSource,
  clubListKey,
  clubListName,
  DAILY_LIST_DESCRIPTION,
  DAILY_LIST_KEY,
  DAILY_LIST_NAME,
} from "./newsletter-lists";
import { NEWSLETTER_PAGE_PATH } from "./newsletter-paths";

export interface NewsletterSignupFormProps {
  /** Where the form sits (stored with the consent); also makes its ids unique on the page. */
  source: Extract<ConsentSource, "footer" | "artikel" | "klub">;
  heading: string;
  description?: string;
  /** The list it signs up for; the daily one unless given. */
  listKey?: string;
  /** `dark` on the footer's dark background. */
  tone?: "light" | "dark";
}

const INPUT_CLASS =
  "h-10 w-full min-w-0 rounded-md border border-input bg-card px-3 text-base text-foreground shadow-xs outline-none sm:w-auto sm:flex-1 md:text-sm";
const FOCUS_LIGHT = "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50";
// On the dark footer the site's red ring is too faint: a light ring with a dark gap, as its links.
const FOCUS_DARK =
  "focus-visible:ring-2 focus-visible:ring-background focus-visible:ring-offset-2 focus-visible:ring-offset-foreground";

/**
 * Issue 24: the compact sign-up under articles, on club pages and in the footer. Plain HTML: it
 * posts to /nyhedsbrev as a normal form (that page answers, with or without JavaScript), and it is
 * rendered inside static islands, so none of its code reaches a reader's browser on those pages.
 */
export function NewsletterSignupForm({
  source,
  heading,
  description,
  listKey = DAILY_LIST_KEY,
  tone = "light",
}: NewsletterSignupFormProps) {
  const id = `nyhedsbrev-${source}`;
  const dark = tone === "dark";
  const focus = dark ? FOCUS_DARK : FOCUS_LIGHT;
  return (
    <form
      method="post"
      action={NEWSLETTER_PAGE_PATH}
      aria-labelledby={`${id}-titel`}
      data-newsletter-signup={source}
      className={
        dark
          ? "relative flex flex-col gap-2"
          : "relative flex flex-col gap-2 rounded-lg border border-border bg-card p-5"
      }
    >
      <h2 id={`${id}-titel`} className="font-display text-lg font-black leading-tight">
        {heading}
      </h2>
      {description ? (
        <p className={dark ? "text-sm text-background/80" : "text-sm text-muted-foreground"}>{description}</p>
      ) : null}
      <input type="hidden" name="lists" value={listKey} />
      <input type="hidden" name="source" value={source} />
      <NewsletterHoneypot id={`${id}-website`} />
      <label htmlFor={`${id}-email`} className="mt-1 text-sm font-medium">
        E-mail
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          className={`${INPUT_CLASS} ${focus}`}
        />
        <button
          type="submit"
          aria-describedby={`${id}-samtykke`}
          className={buttonVariants({ size: "lg", className: dark ? FOCUS_DARK : undefined })}
        >
          Tilmeld
        </button>
      </div>
      <p
        id={`${id}-samtykke`}
        className={dark ? "text-xs text-background/80" : "text-xs text-muted-foreground"}
      >
        {CONSENT_TEXT}
      </p>
    </form>
  );
}

/** The footer's sign-up (filled into the shell's `FooterSlot` by the server entry). */
export function FooterNewsletterSignup() {
  return (
    <NewsletterSignupForm
      source="footer"
      tone="dark"
      heading="Nyhedsbrev"
      description={DAILY_LIST_DESCRIPTION}
    />
  );
}

/** Under an article's body: the daily list. */
export function ArticleNewsletterSignup() {
  return (
    <NewsletterSignupForm
      source="artikel"
      heading={`Få ${DAILY_LIST_NAME} på mail`}
      description={DAILY_LIST_DESCRIPTION}
    />
  );
}

/** On a club's page: that club's list. */
export function ClubNewsletterSignup({ clubId, clubName }: { clubId: string; clubName: string }) {
  return (
    <NewsletterSignupForm
      source="klub"
      heading={`Få ${clubListName(clubName)} på mail`}
      listKey={clubListKey(clubId)}
    />
  );
}
