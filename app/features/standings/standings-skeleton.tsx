import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { Skeleton } from "~/components/ui/skeleton";

const LEAGUE_PATH = /^\/stillinger\/([^/]+)\/?$/;

/**
 * The league key being loaded when the reader navigates to a league page, after a short delay
 * so that fast loads never flash a skeleton.
 */
export function usePendingLeague(delayMs = 150): string | null {
  const navigation = useNavigation();
  const match = navigation.state === "loading" ? LEAGUE_PATH.exec(navigation.location?.pathname ?? "") : null;
  const key = match ? decodeURIComponent(match[1]) : null;
  const [shown, setShown] = useState<string | null>(null);
  useEffect(() => {
    if (!key) {
      setShown(null);
      return;
    }
    const timer = setTimeout(() => setShown(key), delayMs);
    return () => clearTimeout(timer);
  }, [key, delayMs]);
  return key && shown === key ? key : null;
}

/** Spec §2: a 10-row skeleton while a league's standings load. */
export function StandingsSkeleton() {
  return (
    <div aria-busy="true" aria-live="polite" className="mt-6">
      <span className="sr-only">Indlæser stillingen...</span>
      <Skeleton className="h-8 w-64" />
      <Skeleton className="mt-3 h-4 w-48" />
      <div
        className="mt-6 space-y-2 rounded-xl border border-border bg-card p-4"
        data-testid="standings-skeleton"
      >
        {Array.from({ length: 10 }, (_, i) => (
          <Skeleton key={i} className="h-9 w-full" />
        ))}
      </div>
    </div>
  );
}
