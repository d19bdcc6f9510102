import { startTransition, useEffect, useRef, useState } from "react";
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
  const iso = typeof date === "string" ? date : date.toISOString();
  const [followed, setFollowed] = useState<{ iso: string; variant: ReaderTimeVariant; text: string } | null>(
    null,
  );
  useEffect(() => {
    // Only a changed text renders, and in a transition: the 40 times of a front page otherwise
    // re-rendered in one unbroken task right after hydration (a phone's blocking time, ADR 0022).
    const follow = () => {
      const text = formatReaderTime(iso, new Date().toISOString(), variant);
      if (text !== shown.current) startTransition(() => setFollowed({ iso, variant, text }));
    };
    follow();
    const timer = setInterval(follow, 60_000);
    return () => clearInterval(timer);
  }, [iso, variant]);
  const text =
    followed?.iso === iso && followed.variant === variant
      ? followed.text
      : formatReaderTime(iso, serverNow, variant);
  const shown = useRef(text);
  shown.current = text;
  return (
    <time dateTime={iso} className={className}>
      {text}
    </time>
  );
}
