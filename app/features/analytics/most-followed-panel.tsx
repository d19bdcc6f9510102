import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { clubPath } from "~/lib/public-paths";

/** The panel's texts (issue 24), in one place for the page and its tests. */
export const MOST_FOLLOWED_TEXT = {
  title: "Mest fulgte klubber",
  hint: "Hvor mange læsere der følger hver klub. Kun antal: hvem der følger, ses ikke her.",
  none: "Ingen læsere følger en klub endnu.",
} as const;

/** /admin/analytics: the most followed clubs with their follower counts, counts only. */
export function MostFollowedPanel({ clubs }: { clubs: { slug: string; name: string; followers: number }[] }) {
  const format = new Intl.NumberFormat("da-DK");
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg">{MOST_FOLLOWED_TEXT.title}</h2>
        </CardTitle>
        <CardDescription>{MOST_FOLLOWED_TEXT.hint}</CardDescription>
      </CardHeader>
      <CardContent>
        {clubs.length === 0 ? (
          <p className="text-muted-foreground">{MOST_FOLLOWED_TEXT.none}</p>
        ) : (
          <ol className="divide-y divide-border" data-testid="most-followed">
            {clubs.map((club, i) => (
              <li key={club.slug} className="flex items-center gap-3 py-2">
                <span className="w-5 text-right text-sm font-semibold text-muted-foreground">{i + 1}.</span>
                <a href={clubPath(club.slug)} className="min-w-0 flex-1 truncate font-medium hover:underline">
                  {club.name}
                </a>
                <span className="shrink-0 text-sm tabular-nums text-muted-foreground">
                  {format.format(club.followers)} {club.followers === 1 ? "følger" : "følgere"}
                </span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
