/**
 * 'Følg' for a team of the match centre (issue 24): a star after the team's name, a 24×24 px target
 * the height of the team line (styled and drawn by `.match-card [data-follow-club]` in
 * public-components.css: it is repeated for every team, so its markup holds no classes and no
 * icon). Its name is 'Følg {team}'.
 *
 * It submits the match centre's one form (`form`: its `redirectTo`, the page to come back to) to the
 * club's /api/klubber/{slug}/foelg, so it works without JavaScript, as the club page's 'Følg'
 * (components/follow-club-form.tsx) does: an anonymous reader is sent to sign in and back. The intent
 * is the button's own value, so a team line carries one element instead of a form with two inputs.
 * For a signed-in reader the account script (features/shell/account-link.ts) marks a followed
 * club's star 'Følger' (aria-pressed, filled) and sets its value to unfollow.
 *
 * Rendered as a static island (match-centre.tsx): the page's JavaScript carries none of it, and React
 * never compares or rewrites what the account script changed.
 */
export function MatchFollowButton({
  clubSlug,
  team,
  form,
}: {
  clubSlug: string;
  team: string;
  form: string;
}) {
  return (
    <button
      type="submit"
      form={form}
      formAction={`/api/klubber/${clubSlug}/foelg`}
      name="intent"
      value="follow"
      data-follow-club={clubSlug}
      aria-pressed="false"
    >
      <span>
        <span data-follow-label="">Følg</span>
        {` ${team}`}
      </span>
    </button>
  );
}
