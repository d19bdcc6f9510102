import { Link } from "react-router";

const FOOTER_LINKS = [
  { to: "/contact", label: "Kontakt" },
  { to: "/hvad-er-sponseret-indhold", label: "Sponseret indhold" },
  { to: "/advertorial", label: "Annoncørbetalt indhold" },
  { to: "/privacy", label: "Privatlivspolitik" },
  { to: "/terms", label: "Vilkår og betingelser" },
  { to: "/cookies", label: "Cookiepolitik" },
];

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-border bg-foreground text-background">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-10 md:flex-row md:items-center md:justify-between">
        <p className="text-sm">© 2025 Forsiden. Alle rettigheder forbeholdes.</p>
        <nav aria-label="Information" className="flex flex-wrap gap-4 text-sm">
          {FOOTER_LINKS.map((link) => (
            <Link key={link.to} to={link.to} className="hover:underline">
              {link.label}
            </Link>
          ))}
        </nav>
      </div>
    </footer>
  );
}
