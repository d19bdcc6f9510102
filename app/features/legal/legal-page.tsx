import type { ReactNode } from "react";
import type { CompanyDetails } from "~/lib/company";
import { copenhagenDay } from "~/lib/copenhagen-time";
import { type LegalSectionInfo, lastUpdatedText, sectionHeading } from "./legal-sections";

/** Typography for running legal text (no typography plugin: the few rules live here). */
export const legalProse =
  "text-[0.975rem] leading-7 text-foreground/90 [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:no-underline [&_h3]:mt-6 [&_h3]:font-semibold [&_h3]:text-foreground [&_li]:mt-1.5 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_strong]:font-semibold [&_strong]:text-foreground [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6";

/** What every legal document is rendered from (the root loader's site, company and time). */
export interface LegalDocumentProps {
  now: string;
  siteName: string;
  company: CompanyDetails;
}

interface LegalPageProps<T extends readonly LegalSectionInfo[]> {
  title: string;
  lead: ReactNode;
  /** The server's render time: the page shows today's date as its last update (spec §2). */
  now: string;
  sections: T;
  /** One body per section id; the order and numbering come from `sections`. */
  bodies: Record<T[number]["id"], ReactNode>;
  /** Shown between the table of contents and the sections (e.g. a settings button). */
  aside?: ReactNode;
}

/** A legal document: title, last-updated date, table of contents and numbered sections. */
export function LegalPage<T extends readonly LegalSectionInfo[]>({
  title,
  lead,
  now,
  sections,
  bodies,
  aside,
}: LegalPageProps<T>) {
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-8 md:py-12">
      <article>
        <header className="border-b border-border pb-6">
          {/* Long Danish compounds ('Tilgængelighedserklæring') break rather than widen a phone's page. */}
          <h1 className="text-3xl font-black tracking-tight break-words hyphens-auto md:text-4xl">{title}</h1>
          <p className="mt-3 text-sm text-muted-foreground">
            <time dateTime={copenhagenDay(new Date(now))}>{lastUpdatedText(now)}</time>
          </p>
          <div className={`${legalProse} mt-1`}>{lead}</div>
        </header>

        <nav aria-labelledby="indhold-titel" className="mt-6 rounded-lg border border-border bg-card p-5">
          <h2 id="indhold-titel" className="text-sm font-bold uppercase tracking-wider text-muted-foreground">
            Indhold
          </h2>
          <ol className="mt-3 text-sm sm:columns-2 sm:gap-8">
            {sections.map((section, index) => (
              <li key={section.id} className="mb-1.5 break-inside-avoid">
                <a href={`#${section.id}`} className="hover:text-primary hover:underline">
                  {sectionHeading(index, section)}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        {aside}

        {sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-titel`}
            className="mt-10 scroll-mt-24"
          >
            <h2 id={`${section.id}-titel`} className="text-xl font-bold tracking-tight md:text-2xl">
              {sectionHeading(index, section)}
            </h2>
            <div className={legalProse}>{bodies[section.id as T[number]["id"]]}</div>
          </section>
        ))}
      </article>
    </main>
  );
}
