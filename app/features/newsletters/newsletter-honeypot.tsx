import { NEWSLETTER_HONEYPOT_FIELD as HONEYPOT_FIELD } from "./newsletter-lists";

export { HONEYPOT_FIELD };

/**
 * The honeypot: invisible to people and screen readers and out of the tab order; a bot that fills
 * it is told it worked and nothing is kept (as the contact form's). Put it in a `relative` form.
 */
export function NewsletterHoneypot({ id }: { id: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
      <label htmlFor={id}>Lad dette felt være tomt</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
