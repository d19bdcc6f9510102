import { Link } from "react-router";
import { ChevronRight } from "~/components/ui/icons";

/** Forsiden › Klubber › {name} (the BreadcrumbList JSON-LD is built by clubBreadcrumbJsonLd). */
export function ClubBreadcrumb({ name }: { name: string }) {
  return (
    <nav aria-label="Brødkrumme" className="text-sm text-muted-foreground">
      <ol className="flex flex-wrap items-center gap-1">
        <li className="flex items-center gap-1">
          <Link to="/" className="hover:text-primary hover:underline">
            Forsiden
          </Link>
          <ChevronRight aria-hidden="true" className="size-3.5" />
        </li>
        <li className="flex items-center gap-1">
          <Link to="/klubber" className="hover:text-primary hover:underline">
            Klubber
          </Link>
          <ChevronRight aria-hidden="true" className="size-3.5" />
        </li>
        <li aria-current="page" className="font-semibold text-foreground">
          {name}
        </li>
      </ol>
    </nav>
  );
}
