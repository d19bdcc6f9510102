import { BookOpen, Clock, Construction, Star, Trophy } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ResponsiveImage } from "~/components/responsive-image";
import { Badge } from "~/components/ui/badge";
import { formatDanishDate } from "~/lib/relative-time";
import type { MediaVariant } from "~/server/db/schema";

export interface HistoryArticleCard {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  imageUrl: string | null;
  imageAlt: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  imageVariants: MediaVariant[] | null;
  publishedAt: Date | string | null;
}

/** Spec §2 History: the three teaser cards. */
export const HISTORY_TEASERS: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: "Legendariske Kampe",
    text: "Fra EM-finalen på Ullevi i 1992 til 6-1 over Uruguay i Mexico: kampene, der skrev dansk fodboldhistorie.",
    icon: <Trophy aria-hidden="true" className="size-6" />,
  },
  {
    title: "Danske Legender",
    text: "Laudrup, Schmeichel, Elkjær og de andre spillere, der satte Danmark på fodboldens verdenskort.",
    icon: <Star aria-hidden="true" className="size-6" />,
  },
  {
    title: "Historiske Øjeblikke",
    text: "Målene, redningerne og dramaerne, som hele Danmark stadig taler om – år efter år.",
    icon: <Clock aria-hidden="true" className="size-6" />,
  },
];

function HistoryCard({ article, priority }: { article: HistoryArticleCard; priority: boolean }) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm focus-within:ring-2 focus-within:ring-ring">
      {article.imageUrl ? (
        <ResponsiveImage
          image={{
            url: article.imageUrl,
            width: article.imageWidth,
            height: article.imageHeight,
            variants: article.imageVariants,
          }}
          alt={article.imageAlt ?? ""}
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          priority={priority}
          className="overflow-hidden bg-muted"
          imgClassName="h-full w-full object-cover sepia-[.25] transition duration-300 group-hover:scale-[1.03] group-hover:sepia-0"
        />
      ) : (
        <div
          aria-hidden="true"
          className="flex aspect-video items-center justify-center bg-muted text-muted-foreground"
        >
          <BookOpen className="size-10" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Badge variant="secondary" className="font-semibold">
          Historie
        </Badge>
        <h3 className="text-lg font-bold leading-snug">
          <Link
            to={`/article/${article.slug}`}
            className="after:absolute after:inset-0 after:content-[''] hover:text-primary focus-visible:outline-none"
          >
            {article.title}
          </Link>
        </h3>
        <p className="line-clamp-3 text-sm text-muted-foreground">{article.excerpt}</p>
        {article.publishedAt ? (
          <time
            dateTime={new Date(article.publishedAt).toISOString()}
            className="mt-auto text-sm text-muted-foreground"
          >
            {formatDanishDate(article.publishedAt)}
          </time>
        ) : null}
      </div>
    </article>
  );
}

/** Spec §2 History, PRODUCT.md: teaser cards, then the history articles or the 'Under Udvikling' panel. */
export function HistoryPage({ articles }: { articles: HistoryArticleCard[] }) {
  return (
    <main id="main" className="mx-auto w-full max-w-7xl px-4 py-8 md:py-12">
      <header className="max-w-3xl">
        <p className="text-xs font-bold uppercase tracking-widest text-primary">Historie</p>
        <h1 className="mt-1 text-3xl font-black tracking-tight md:text-5xl">Dansk Fodboldhistorie</h1>
        <p className="mt-4 text-lg leading-8 text-muted-foreground">
          Dyk ned i de kampe, spillere og øjeblikke, der har formet dansk fodbold – fra de tidlige år til
          europamesterskabet i 1992 og frem til i dag.
        </p>
      </header>

      <ul aria-label="Temaer" className="mt-8 grid gap-5 md:grid-cols-3">
        {HISTORY_TEASERS.map((teaser) => (
          <li
            key={teaser.title}
            className="rounded-xl border border-border bg-foreground p-6 text-background"
          >
            <span className="flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground">
              {teaser.icon}
            </span>
            <h2 className="mt-4 text-xl font-bold">{teaser.title}</h2>
            <p className="mt-2 text-sm leading-6 text-background/80">{teaser.text}</p>
          </li>
        ))}
      </ul>

      {articles.length > 0 ? (
        <section aria-labelledby="historie-artikler-titel" className="mt-12">
          <h2 id="historie-artikler-titel" className="text-2xl font-bold tracking-tight">
            Artikler om dansk fodboldhistorie
          </h2>
          <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {articles.map((article, index) => (
              <HistoryCard key={article.id} article={article} priority={index === 0} />
            ))}
          </div>
        </section>
      ) : (
        <section
          aria-labelledby="under-udvikling-titel"
          className="mt-12 rounded-xl border border-dashed border-border bg-card px-6 py-12 text-center"
        >
          <Construction aria-hidden="true" className="mx-auto size-10 text-primary" />
          <Badge variant="outline" className="mt-4 font-semibold uppercase tracking-wider">
            Coming Soon
          </Badge>
          <h2 id="under-udvikling-titel" className="mt-3 text-2xl font-bold">
            Under Udvikling
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-muted-foreground">
            Vi arbejder på en samling af artikler om dansk fodbolds største kampe, legender og øjeblikke. Kig
            forbi igen snart.
          </p>
        </section>
      )}
    </main>
  );
}
