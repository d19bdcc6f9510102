/**
 * 'Følg' for a club (issue 24): a plain form posting to /api/klubber/{slug}/foelg, so it works
 * without JavaScript and costs the page none. The page's HTML is the same for every reader (it
 * is served from the shared cache); for a signed-in reader the account script marks the clubs
 * they follow ('Følger', aria-pressed) from the private status endpoint. An anonymous reader who
 * presses it is sent to sign in and back.
 */
export function FollowClubForm({
  clubSlug,
  clubName,
  redirectTo,
  className,
}: {
  clubSlug: string;
  clubName: string;
  /** The page to come back to (its path). */
  redirectTo: string;
  className?: string;
}) {
  return (
    <form method="post" action={`/api/klubber/${clubSlug}/foelg`} className={className ?? "inline"}>
      <input type="hidden" name="intent" value="follow" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <button
        type="submit"
        data-follow-club={clubSlug}
        aria-pressed="false"
        className="follow-button inline-flex min-h-8 min-w-8 items-center justify-center rounded-full border border-primary px-3 text-xs font-semibold text-primary hover:bg-primary hover:text-primary-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-pressed:bg-primary aria-pressed:text-primary-foreground"
      >
        <span data-follow-label>Følg</span>
        <span className="sr-only"> {clubName}</span>
      </button>
    </form>
  );
}
