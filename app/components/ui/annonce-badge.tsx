import { cn } from "~/lib/utils";
import { Badge } from "./badge";

/**
 * Spec §2 / PRODUCT.md: the one 'ANNONCE' badge of every advertorial, on the front page, in
 * lists, on the article and on /advertorial. Yellow, so it never reads as one of the red category
 * labels. The text is "Annonce" (read as a word), shown in capitals.
 */
export function AnnonceBadge({ className }: { className?: string }) {
  return (
    <Badge
      data-slot="annonce-badge"
      className={cn(
        "border-transparent bg-yellow-300 font-bold uppercase tracking-wider text-yellow-950",
        className,
      )}
    >
      Annonce
    </Badge>
  );
}
