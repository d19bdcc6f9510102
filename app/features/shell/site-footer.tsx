import { type ReactNode, useContext } from "react";
import { type CompanyDetails, companyAddressLine } from "~/lib/company";
import { useRootData } from "~/lib/use-root-data";
import { FooterSlot } from "./footer-slot";

const FOOTER_LINKS = [
  { to: "/contact", label: "Kontakt" },
  { to: "/hvad-er-sponseret-indhold", label: "Hvad er sponseret indhold?" },
  { to: "/advertorial", label: "Annoncørbetalt indhold" },
  { to: "/privacy", label: "Privatlivspolitik" },
  { to: "/terms", label: "Vilkår og betingelser" },
  { to: "/cookies", label: "Cookiepolitik" },
  // Issue 22: not in the spec's footer; added after its links.
  { to: "/tilgaengelighed", label: "Tilgængelighedserklæring" },
];

const BROWSE_LINKS = [
  { to: "/stillinger", label: "Stillinger" },
  { to: "/alle-klubber", label: "Alle klubber" },
  { to: "/soeg", label: "Søg" },
  // Issue 24: the newsletter sign-up page.
  { to: "/nyhedsbrev", label: "Nyhedsbreve" },
];

// Issue 22 (WCAG 2.2, 2.5.8): every link a target of at least 24×24 px, 32 px tall on a phone
// (`footer-link` in public-components.css).
const LINK_CLASS = "footer-link";

/** A labelled list of footer links, with one last item that is not a page (`children`). */
function FooterLinks({
  label,
  links,
  children,
}: {
  label: string;
  links: { to: string; label: string }[];
  children: ReactNode;
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-col items-start gap-1 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <a href={link.to} className={LINK_CLASS}>
              {link.label}
            </a>
          </li>
        ))}
        <li>{children}</li>
      </ul>
    </nav>
  );
}

/**
 * The publisher's details under the copyright (Danish media law: a named responsible editor).
 * Only what is filled in under /admin/settings; nothing at all while none is.
 */
function companyParts(company: CompanyDetails): string[] {
  return [
    company.name,
    company.cvr ? `CVR-nr. ${company.cvr}` : null,
    companyAddressLine(company),
    company.phone ? `Telefon ${company.phone}` : null,
    company.responsibleEditor ? `Ansvarshavende chefredaktør: ${company.responsibleEditor}` : null,
  ].filter((part): part is string => Boolean(part));
}

/**
 * The footer: static, so the shell renders it as an island (ADR 0023) and its code is not in a
 * reader's browser. 'Cookie-indstillinger' is a plain button that `site-shell.tsx` serves with one
 * delegated click listener (`data-open-cookie-settings`). Under the site's name, what the server puts
 * in the footer's slot (`FooterSlot`: the newsletter sign-up, a plain form).
 */
export function SiteFooter() {
  const { site, company } = useRootData();
  const slot = useContext(FooterSlot);
  const details = companyParts(company);
  return (
    <footer className="mt-16 border-t-4 border-primary bg-foreground text-background">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-3">
        <div>
          <p className="text-xl font-black">{site.siteName}</p>
          <p className="mt-1 text-sm text-background/80">Danske &amp; Internationale fodboldnyheder 24/7</p>
          {slot ? <div className="mt-6">{slot}</div> : null}
        </div>
        <FooterLinks label="Genveje" links={BROWSE_LINKS}>
          {/* A feed, not a page: a full document request. */}
          <a href="/rss.xml" type="application/rss+xml" className={LINK_CLASS}>
            RSS-feed
          </a>
        </FooterLinks>
        <FooterLinks label="Information" links={FOOTER_LINKS}>
          <button
            type="button"
            data-open-cookie-settings=""
            className={`${LINK_CLASS} cursor-pointer text-left`}
          >
            Cookie-indstillinger
          </button>
        </FooterLinks>
      </div>
      <div className="border-t border-background/15">
        <div className="mx-auto max-w-7xl space-y-1 px-4 py-4 text-xs text-background/80">
          {details.length > 0 ? <p data-testid="footer-company">{details.join(" · ")}</p> : null}
          <p>© 2025 {site.siteName}. Alle rettigheder forbeholdes.</p>
        </div>
      </div>
    </footer>
  );
}
