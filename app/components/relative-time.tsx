import { useEffect, useState } from "react";
import { formatListTime, formatRelativeTime } from "~/lib/relative-time";

interface RelativeTimeProps {
  date: Date | string;
  /** The server's render time, so the hydrated text matches the HTML exactly. */
  serverNow: string;
  /** "relative": 'Nm siden'; "list": today 'HH.mm', yesterday 'i går HH.mm' (spec §9). */
  variant?: "relative" | "list";
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
  const format = variant === "list" ? formatListTime : formatRelativeTime;
  const iso = typeof date === "string" ? date : date.toISOString();
  return (
    <time dateTime={iso} className={className}>
      {format(iso, now)}
    </time>
  );
}
