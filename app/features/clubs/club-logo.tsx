import { useEffect, useRef, useState } from "react";
import { ImageOff } from "~/components/ui/icons";
import { cn } from "~/lib/utils";
import { clubLogoSrc } from "./club-details";

interface ClubLogoProps {
  club: { slug: string; name: string; logoUrl?: string | null };
  /** Rendered size in CSS pixels (square); width/height are set so nothing shifts. */
  size: number;
  priority?: boolean;
  /** Show the 'Billede ikke tilgængeligt' text when the image fails (cards); else only the icon. */
  showFailureText?: boolean;
  className?: string;
}

/**
 * A club's logo (spec §3: logo_url, else the bundled crest by slug). When the image cannot load,
 * a placeholder icon takes its place with 'Billede ikke tilgængeligt' (spec §2).
 */
export function ClubLogo({ club, size, priority = false, showFailureText = true, className }: ClubLogoProps) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  const src = clubLogoSrc(club);

  // An image that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);

  if (failed) {
    return (
      <span
        role="img"
        aria-label={`${club.name}: Billede ikke tilgængeligt`}
        className={cn(
          "flex shrink-0 flex-col items-center justify-center gap-0.5 rounded-md bg-muted text-center text-muted-foreground",
          className,
        )}
        style={{ width: size, height: size }}
      >
        <ImageOff aria-hidden="true" className="size-5" />
        {showFailureText ? (
          <span aria-hidden="true" className="px-0.5 text-[9px] leading-tight">
            Billede ikke tilgængeligt
          </span>
        ) : null}
      </span>
    );
  }
  return (
    <img
      ref={ref}
      src={src}
      alt={`${club.name} logo`}
      width={size}
      height={size}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      onError={() => setFailed(true)}
      className={cn("shrink-0 object-contain", className)}
      style={{ width: size, height: size }}
    />
  );
}
