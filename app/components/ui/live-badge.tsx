import { cx } from "~/lib/class-names";

/** The red `LIVE` marker of a live article (issue 15): cards, ticker, club news, score header. */
export function LiveBadge({ className }: { className?: string }) {
  return (
    <span
      data-slot="live-badge"
      className={cx(
        "inline-flex shrink-0 items-center gap-1 rounded bg-red-600 px-1.5 py-0.5 font-bold text-[11px] text-white uppercase leading-none tracking-wide",
        className,
      )}
    >
      <span
        aria-hidden="true"
        className="size-1.5 animate-pulse rounded-full bg-white motion-reduce:animate-none"
      />
      LIVE
    </span>
  );
}
