import { formatReaderTime, type ReaderTimeVariant } from "~/lib/relative-time";

interface RelativeTimeProps {
  date: Date | string;
  /** The server's render time, so the hydrated text matches the HTML exactly. */
  serverNow: string;
  /**
   * "relative": 'Nm siden'; "list": today 'HH.mm', yesterday 'i går HH.mm' (spec §9); "event": a
   * kick-off, 'i morgen kl. 18.00'. Older times and the future: `formatReaderTime`.
   */
  variant?: ReaderTimeVariant;
  className?: string;
}

/**
 * A <time> with the server's clock. The reader's clock takes over in the browser through
 * `useReaderClock` (lib/reader-clock.ts), one timer for every time on the page, including those
 * in static islands, which React never renders again (ADR 0023).
 */
export function RelativeTime({ date, serverNow, variant = "relative", className }: RelativeTimeProps) {
  const iso = typeof date === "string" ? date : date.toISOString();
  return (
    // `data-clock` names the variant for the reader's clock ("" is "relative", the most common:
    // a front page has 40 times, and every byte of its HTML counts against its 100 KB).
    <time dateTime={iso} data-clock={variant === "relative" ? "" : variant} className={className}>
      {formatReaderTime(iso, serverNow, variant)}
    </time>
  );
}
