import { useEffect, useState } from "react";
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

/** A <time> that renders with the server's clock, then follows the reader's clock each minute. */
export function RelativeTime({ date, serverNow, variant = "relative", className }: RelativeTimeProps) {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    setNow(new Date().toISOString());
    const timer = setInterval(() => setNow(new Date().toISOString()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const iso = typeof date === "string" ? date : date.toISOString();
  return (
    <time dateTime={iso} className={className}>
      {formatReaderTime(iso, now, variant)}
    </time>
  );
}
