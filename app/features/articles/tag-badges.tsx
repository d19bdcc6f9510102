import { FollowClubForm } from "~/components/follow-club-form";
import { splitTag } from "~/lib/tags";
import { cn } from "~/lib/utils";
import { type TagNames, tagColorClass, tagFilterHref, tagLabel, tagValueLabel } from "./tag-style";

/** Club tags first, then the rest in their stored order. */
export function orderTagsForDisplay(tags: readonly string[]): string[] {
  const clubs = tags.filter((t) => splitTag(t).prefix === "klub");
  return [...clubs, ...tags.filter((t) => splitTag(t).prefix !== "klub")];
}

/**
 * Spec §2: club and tag badges, coloured by prefix; clicking one filters the home page by it.
 * With `followFrom` (the page's path) a club badge has its 'Følg' button (issue 24).
 */
export function TagBadges({
  tags,
  names,
  followFrom,
}: {
  tags: readonly string[];
  names?: TagNames;
  followFrom?: string;
}) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label="Emner" className="flex flex-wrap gap-2">
      {orderTagsForDisplay(tags).map((tag) => (
        <li key={tag} className="inline-flex items-center gap-1">
          <a
            href={tagFilterHref(tag)}
            data-tag={tag}
            title={`Se flere om ${tagLabel(tag, names)}`}
            className={cn(
              "inline-flex min-h-8 items-center rounded-full border px-3 py-1 text-xs font-semibold transition-opacity hover:opacity-80",
              tagColorClass(tag),
            )}
          >
            {tagValueLabel(tag, names)}
          </a>
          {followFrom && splitTag(tag).prefix === "klub" ? (
            <FollowClubForm
              clubSlug={splitTag(tag).value}
              clubName={tagValueLabel(tag, names)}
              redirectTo={followFrom}
            />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
