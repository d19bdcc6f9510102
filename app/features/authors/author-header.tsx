import { ResponsiveImage } from "~/components/responsive-image";
import { UserRound } from "~/components/ui/icons";
import type { PublicAuthor } from "./author-queries.server";

/** The top of an author page: portrait, name, role title and bio (issue 14). */
export function AuthorHeader({ author }: { author: Omit<PublicAuthor, "id"> }) {
  return (
    <header className="flex flex-col gap-5 sm:flex-row sm:items-center" data-testid="author-header">
      {author.portrait ? (
        <ResponsiveImage
          image={author.portrait}
          alt={`Portræt af ${author.name}`}
          aspectRatio={1}
          sizes="128px"
          priority
          className="size-32 shrink-0 overflow-hidden rounded-full bg-muted"
          imgClassName="size-full object-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          className="flex size-32 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground"
        >
          <UserRound className="size-14" />
        </div>
      )}
      <div className="min-w-0">
        <h1 className="font-display text-3xl font-black leading-tight md:text-4xl">{author.name}</h1>
        {author.jobTitle ? (
          <p className="mt-1 text-lg font-semibold text-primary" data-testid="author-title">
            {author.jobTitle}
          </p>
        ) : null}
        {author.bio ? (
          <p className="mt-3 max-w-2xl whitespace-pre-line leading-relaxed text-muted-foreground">
            {author.bio}
          </p>
        ) : null}
      </div>
    </header>
  );
}
