import type { ReactNode } from "react";
import { Link } from "react-router";
import { AnnonceBadge } from "~/components/ui/annonce-badge";
import { Handshake, Info, Tag } from "~/components/ui/icons";
import { cn } from "~/lib/utils";
import { AdvertorialCard, type AdvertorialCardData, FeaturedAdvertorial } from "./advertorial-cards";
import {
  ADVERTORIAL_CATEGORIES,
  type AdvertorialCategoryKey,
  categoryHref,
  categoryLabel,
} from "./advertorial-categories";

export interface AdvertorialsPageProps {
  items: AdvertorialCardData[];
  category: AdvertorialCategoryKey | null;
  overview: {
    total: number;
    counts: Record<AdvertorialCategoryKey, number>;
    spotlight: { partner: string; articleCount: number; latest: { slug: string; title: string } } | null;
  };
  advertisingEmail: string;
  /** The banner ad (the route composes it from the ads feature). */
  banner: ReactNode;
}

function SidebarBox({
  id,
  icon,
  title,
  children,
  className,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn("self-start rounded-xl border border-border bg-card p-5", className)}
    >
      <h2 id={id} className="flex items-center gap-2 text-sm font-bold uppercase tracking-wider">
        <span className="text-primary">{icon}</span>
        {title}
      </h2>
      <div className="mt-3 text-sm leading-6">{children}</div>
    </section>
  );
}

function CategoryLink({
  to,
  active,
  label,
  count,
}: {
  to: string;
  active: boolean;
  label: string;
  count: number;
}) {
  return (
    <Link
      to={to}
      preventScrollReset
      aria-current={active ? "page" : undefined}
      className={cn(
        "inline-flex h-9 items-center justify-between gap-2 rounded-md border px-3 text-sm font-medium transition-colors",
        active
          ? "border-primary bg-primary text-primary-foreground"
          : "border-input bg-card hover:bg-accent hover:text-accent-foreground",
      )}
    >
      {label}
      <span
        className={cn(
          "rounded-full px-1.5 text-xs tabular-nums",
          active ? "bg-primary-foreground/20" : "bg-muted text-muted-foreground",
        )}
      >
        <span className="sr-only">(</span>
        {count}
        <span className="sr-only"> artikler)</span>
      </span>
    </Link>
  );
}

/** Spec §2 Advertorials: billboard, featured item plus grid, and the sidebar. */
export function AdvertorialsPage({
  items,
  category,
  overview,
  advertisingEmail,
  banner,
}: AdvertorialsPageProps) {
  const [featured, ...rest] = items;
  const { spotlight } = overview;
  return (
    <main id="main" className="mx-auto w-full max-w-7xl px-4 py-8 md:py-10">
      <header className="max-w-3xl">
        <AnnonceBadge />
        <h1 className="mt-2 text-3xl font-black tracking-tight md:text-4xl">Annoncørbetalt indhold</h1>
        <p className="mt-3 text-muted-foreground">
          Artikler lavet i samarbejde med vores annoncører. Indholdet på denne side er betalt af en annoncør
          og er ikke skrevet af redaktionen.
        </p>
      </header>

      <div className="mt-6">{banner}</div>

      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_300px] lg:grid-rows-[auto_auto_auto_1fr] lg:gap-x-8">
        <SidebarBox
          id="kategorier-titel"
          icon={<Tag aria-hidden="true" className="size-4" />}
          title="Kategorier"
          className="lg:col-start-2 lg:row-start-3"
        >
          <nav
            aria-labelledby="kategorier-titel"
            className="flex flex-wrap gap-2 lg:flex-col lg:items-stretch"
          >
            <CategoryLink
              to={categoryHref(null)}
              active={category === null}
              label="Alle"
              count={overview.total}
            />
            {ADVERTORIAL_CATEGORIES.map((c) => (
              <CategoryLink
                key={c.key}
                to={categoryHref(c.key)}
                active={category === c.key}
                label={c.label}
                count={overview.counts[c.key]}
              />
            ))}
          </nav>
        </SidebarBox>

        <section
          aria-label={
            category ? `Annoncørbetalt indhold: ${categoryLabel(category)}` : "Alt annoncørbetalt indhold"
          }
          className="flex flex-col gap-6 lg:col-start-1 lg:row-span-4 lg:row-start-1"
        >
          {featured ? (
            <>
              <FeaturedAdvertorial item={featured} />
              {rest.length > 0 ? (
                <div className="grid gap-6 sm:grid-cols-2" data-advertorial-grid>
                  {rest.map((item, index) => (
                    <AdvertorialCard
                      key={item.id}
                      item={item}
                      // Two columns: the last of an odd number takes the whole row, so no cell is left empty.
                      wide={rest.length % 2 === 1 && index === rest.length - 1}
                    />
                  ))}
                </div>
              ) : null}
            </>
          ) : (
            <div className="rounded-xl border border-dashed border-border bg-card px-6 py-12 text-center">
              <h2 className="text-lg font-bold">
                {category
                  ? `Ingen annoncørbetalte artikler i kategorien ${categoryLabel(category)}`
                  : "Ingen annoncørbetalte artikler endnu"}
              </h2>
              <p className="mt-2 text-muted-foreground">
                Der er ikke udgivet annoncørbetalt indhold her endnu. Kig forbi igen senere.
              </p>
              {category ? (
                <Link
                  to={categoryHref(null)}
                  className="mt-4 inline-block font-semibold text-primary underline"
                >
                  Se alt annoncørbetalt indhold
                </Link>
              ) : null}
            </div>
          )}
        </section>

        <SidebarBox
          id="partner-titel"
          icon={<Handshake aria-hidden="true" className="size-4" />}
          title="Partner i fokus"
          className="lg:col-start-2 lg:row-start-1"
        >
          {spotlight ? (
            <>
              <p className="text-xl font-black">{spotlight.partner}</p>
              <p className="text-muted-foreground">
                {spotlight.articleCount === 1
                  ? "1 annoncørbetalt artikel"
                  : `${spotlight.articleCount} annoncørbetalte artikler`}
              </p>
              <p className="mt-3">
                Seneste:{" "}
                <Link
                  to={`/article/${spotlight.latest.slug}`}
                  className="font-semibold hover:text-primary hover:underline"
                >
                  {spotlight.latest.title}
                </Link>
              </p>
            </>
          ) : (
            <p className="text-muted-foreground">Vi har ingen aktive partnere lige nu.</p>
          )}
          <p className="mt-4 border-t border-border pt-3 text-muted-foreground">
            Vil du være partner? Skriv til{" "}
            <a href={`mailto:${advertisingEmail}`} className="font-medium text-primary hover:underline">
              {advertisingEmail}
            </a>
            .
          </p>
        </SidebarBox>

        <SidebarBox
          id="om-annoncer-titel"
          icon={<Info aria-hidden="true" className="size-4" />}
          title="Om annoncørbetalt indhold"
          className="lg:col-start-2 lg:row-start-2"
        >
          <p>
            Annoncørbetalte artikler er betalt af en annoncør og produceret af vores native-afdeling – ikke af
            redaktionen. De er altid mærket med «Annonce» eller «Sponseret».
          </p>
          <Link
            to="/hvad-er-sponseret-indhold"
            className="mt-3 inline-block font-semibold text-primary underline-offset-2 hover:underline"
          >
            Læs mere om sponseret indhold
          </Link>
        </SidebarBox>
      </div>
    </main>
  );
}
