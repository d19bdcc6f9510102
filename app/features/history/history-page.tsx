import type { ReactNode } from "react";
import { Link } from "react-router";
import { RelativeTime } from "~/components/relative-time";
import { type CardPictureFields, imageOf, ResponsiveImage } from "~/components/responsive-image";
import { Badge } from "~/components/ui/badge";
import { ArrowLeft, ArrowRight, Clock, Construction, Star, Trophy } from "~/components/ui/icons";
import { HISTORY_PATH, HISTORY_THEMES, type HistoryTheme, historyThemePath } from "~/lib/history-themes";
import { useRootData } from "~/lib/use-root-data";
import { cn } from "~/lib/utils";
import { type CardIllustration, distinctIllustrations, illustrationSpec } from "./history-illustrations";

export interface HistoryArticleCard extends CardPictureFields {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  publishedAt: Date | string | null;
}

const THEME_ICONS: Record<string, ReactNode> = {
  "legendariske-kampe": <Trophy aria-hidden="true" className="size-6" />,
  "danske-legender": <Star aria-hidden="true" className="size-6" />,
  "historiske-ojeblikke": <Clock aria-hidden="true" className="size-6" />,
};

function pentagon(cx: number, cy: number, r: number): string {
  return [0, 1, 2, 3, 4]
    .map((k) => {
      const a = (Math.PI * 2 * k) / 5 - Math.PI / 2;
      return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
    })
    .join(" ");
}

/** A generated picture for a card without an image of its own (history-illustrations.ts). */
function HistoryIllustration({ article }: { article: { slug: string; title: string } }) {
  const spec = illustrationSpec(article);
  const { paper, ink, accent } = spec;
  const motif = {
    pitch: (
      <g fill="none" stroke={ink} strokeWidth="1.2" opacity="0.55">
        <rect x="8" y="8" width="144" height="74" />
        <line x1="80" y1="8" x2="80" y2="82" />
        <circle cx="80" cy="45" r="12" />
        <rect x="8" y="27" width="20" height="36" />
        <rect x="132" y="27" width="20" height="36" />
      </g>
    ),
    ball: (
      // An old leather ball: a pentagon in the middle, seams to the edge.
      <g transform={`rotate(${spec.turn} ${spec.x} ${spec.y})`} opacity="0.7">
        <circle cx={spec.x} cy={spec.y} r="18" fill={paper} stroke={ink} strokeWidth="1.6" />
        <polygon points={pentagon(spec.x, spec.y, 6)} fill={ink} />
        {[0, 1, 2, 3, 4].map((k) => {
          const a = (Math.PI * 2 * k) / 5 - Math.PI / 2;
          return (
            <line
              key={k}
              x1={(spec.x + 6 * Math.cos(a)).toFixed(1)}
              y1={(spec.y + 6 * Math.sin(a)).toFixed(1)}
              x2={(spec.x + 18 * Math.cos(a)).toFixed(1)}
              y2={(spec.y + 18 * Math.sin(a)).toFixed(1)}
              stroke={ink}
              strokeWidth="1.2"
            />
          );
        })}
      </g>
    ),
    pennant: (
      <g transform={`rotate(${spec.turn} ${spec.x} ${spec.y})`} opacity="0.8">
        <line
          x1={spec.x - 10}
          y1={spec.y - 22}
          x2={spec.x - 10}
          y2={spec.y + 26}
          stroke={ink}
          strokeWidth="1.4"
        />
        <path
          d={`M${spec.x - 10} ${spec.y - 22} L${spec.x + 38} ${spec.y - 10} L${spec.x - 10} ${spec.y + 2} Z`}
          fill={accent}
        />
      </g>
    ),
    stars: (
      <g fill={accent} opacity="0.7">
        {[0, 1, 2].map((i) => {
          const cx = spec.x - 14 + i * 22;
          const cy = spec.y - (i === 1 ? 8 : 0);
          const points = Array.from({ length: 10 }, (_, k) => {
            const r = k % 2 === 0 ? 9 : 3.6;
            const a = (Math.PI / 5) * k - Math.PI / 2;
            return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
          }).join(" ");
          return <polygon key={i} points={points} />;
        })}
      </g>
    ),
  }[spec.motif];
  return (
    <svg
      viewBox="0 0 160 90"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      data-illustration={`generated:${spec.key}`}
      className="block aspect-video h-auto w-full"
    >
      <rect width="160" height="90" fill={paper} />
      <rect y="70" width="160" height="20" fill={accent} opacity="0.85" />
      {motif}
      <text
        x="150"
        y="64"
        textAnchor="end"
        fontFamily="Georgia, 'Times New Roman', serif"
        fontWeight="700"
        fontSize="28"
        fill={ink}
        opacity="0.85"
      >
        {spec.label}
      </text>
      {spec.grain.map(([x, y, r, dark]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r={r} fill={dark ? ink : paper} opacity="0.35" />
      ))}
    </svg>
  );
}

function HistoryCard({
  article,
  priority,
}: {
  article: CardIllustration<HistoryArticleCard>;
  priority: boolean;
}) {
  const { now } = useRootData();
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm focus-within:ring-2 focus-within:ring-ring">
      {article.imageUrl ? (
        <ResponsiveImage
          image={imageOf(article)}
          alt={article.imageAlt ?? ""}
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          priority={priority}
          className="overflow-hidden bg-muted"
          imgClassName="h-full w-full object-cover sepia-[.25] transition duration-300 group-hover:scale-[1.03] group-hover:sepia-0"
        />
      ) : (
        <div className="overflow-hidden bg-muted">
          <HistoryIllustration article={article} />
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
          <RelativeTime
            date={new Date(article.publishedAt).toISOString()}
            serverNow={now}
            variant="list"
            className="mt-auto text-sm text-muted-foreground"
          />
        ) : null}
      </div>
    </article>
  );
}

/** The three themes as links to their lists (spec §2 teaser cards); the open one is marked. */
function ThemeCards({ current, level = 2 }: { current?: HistoryTheme; level?: 2 | 3 }) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <ul aria-label="Temaer" className={cn("grid gap-5 md:grid-cols-3", level === 2 ? "mt-8" : "mt-4")}>
      {HISTORY_THEMES.map((theme) => {
        const active = theme.slug === current?.slug;
        return (
          <li key={theme.slug}>
            <Link
              to={historyThemePath(theme)}
              aria-current={active ? "page" : undefined}
              className={cn(
                "group block h-full rounded-xl border border-border bg-foreground p-6 text-background transition hover:-translate-y-0.5 hover:shadow-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
                active && "ring-2 ring-primary ring-offset-2",
              )}
            >
              <span className="flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground">
                {THEME_ICONS[theme.slug]}
              </span>
              <Heading className="mt-4 flex items-center gap-2 text-xl font-bold">
                {theme.title}
                <ArrowRight aria-hidden="true" className="size-5 transition group-hover:translate-x-0.5" />
              </Heading>
              <p className="mt-2 text-sm leading-6 text-background/80">{theme.text}</p>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function ArticleGrid({ articles, title }: { articles: HistoryArticleCard[]; title: string }) {
  const cards = distinctIllustrations(articles);
  return (
    <section aria-labelledby="historie-artikler-titel" className="mt-12">
      <h2 id="historie-artikler-titel" className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((article, index) => (
          <HistoryCard key={article.id} article={article} priority={index === 0} />
        ))}
      </div>
    </section>
  );
}

/**
 * Spec §2 History, PRODUCT.md: teaser cards (links to each theme's list), then the history
 * articles or the 'Under Udvikling' panel. With `theme`, the page is that theme's list.
 */
export function HistoryPage({ articles, theme }: { articles: HistoryArticleCard[]; theme?: HistoryTheme }) {
  return (
    <main id="main" className="mx-auto w-full max-w-7xl px-4 py-8 md:py-12">
      {theme ? (
        <header className="max-w-3xl">
          <Link
            to={HISTORY_PATH}
            className="inline-flex items-center gap-1 text-xs font-bold uppercase tracking-widest text-primary hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Dansk Fodboldhistorie
          </Link>
          <h1 className="mt-1 text-3xl font-black tracking-tight md:text-5xl">{theme.title}</h1>
          <p className="mt-4 text-lg leading-8 text-muted-foreground">{theme.text}</p>
        </header>
      ) : (
        <header className="max-w-3xl">
          <p className="text-xs font-bold uppercase tracking-widest text-primary">Historie</p>
          <h1 className="mt-1 text-3xl font-black tracking-tight md:text-5xl">Dansk Fodboldhistorie</h1>
          <p className="mt-4 text-lg leading-8 text-muted-foreground">
            Dyk ned i de kampe, spillere og øjeblikke, der har formet dansk fodbold – fra de tidlige år til
            europamesterskabet i 1992 og frem til i dag.
          </p>
        </header>
      )}

      {theme ? null : <ThemeCards />}

      {articles.length > 0 ? (
        <ArticleGrid
          articles={articles}
          title={theme ? `Artikler om ${theme.title.toLowerCase()}` : "Artikler om dansk fodboldhistorie"}
        />
      ) : theme ? (
        <section
          aria-labelledby="tomt-tema-titel"
          className="mt-12 rounded-xl border border-dashed border-border bg-card px-6 py-12 text-center"
        >
          <h2 id="tomt-tema-titel" className="text-xl font-bold">
            Ingen artikler i temaet endnu
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-muted-foreground">
            <Link to={HISTORY_PATH} className="font-medium text-primary underline">
              Se alle artikler om dansk fodboldhistorie
            </Link>
          </p>
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

      {theme ? (
        <nav aria-labelledby="temaer-titel" className="mt-12">
          <h2 id="temaer-titel" className="text-lg font-bold">
            Alle temaer
          </h2>
          <ThemeCards current={theme} level={3} />
        </nav>
      ) : null}
    </main>
  );
}
