import { type ReactNode, useCallback, useRef, useState } from "react";
import { RelativeTime } from "~/components/relative-time";
import { staticIsland } from "~/components/static-island";
import { LiveBadge } from "~/components/ui/live-badge";
import { formatClock, formatDanishDateTime } from "~/lib/relative-time";
import { useRootData } from "~/lib/use-root-data";
import {
  clockLabel,
  EVENT_ICONS,
  EVENT_LABELS,
  type LiveScoreState,
  type LiveStatus,
  type LiveUpdateView,
} from "./live-labels";
import type { LiveBlogData, LiveMatchView, LiveTeam } from "./live-queries.server";
import { type StreamMessage, useLiveStream } from "./use-live-stream";

export type RenderBody = (markdown: string) => ReactNode;

// Issue 25: 'Få besked' about this live blog (the head script loads its panel at the first click).
const LivePushBell = staticIsland("live-push-bell", () =>
  import("~/components/push-bell/push-bell-button").then((m) => m.PushBellButton),
);

function sortUpdates(list: LiveUpdateView[]): LiveUpdateView[] {
  return [...list].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
}

function TeamLogo({ team }: { team: LiveTeam }) {
  return (
    <span className="flex min-w-0 flex-1 flex-col items-center gap-1 text-center">
      {team.logoUrl ? (
        <img
          src={team.logoUrl}
          alt=""
          width={40}
          height={40}
          className="size-10 object-contain"
          loading="lazy"
        />
      ) : (
        <span aria-hidden="true" className="size-10 rounded-full bg-muted" />
      )}
      <span className="font-semibold text-sm leading-tight">{team.name}</span>
    </span>
  );
}

/** The score header: teams with logos, score, minute or phase, a red LIVE marker while live. */
export function LiveScoreHeader({
  match,
  liveStatus,
  bell,
}: {
  match: LiveMatchView | null;
  liveStatus: LiveStatus;
  /** 'Få besked' (issue 25), under the score. */
  bell?: ReactNode;
}) {
  const { now } = useRootData();
  const clock = match ? (liveStatus === "pre" ? "" : clockLabel(match)) : "";
  return (
    <section
      aria-label="Livedækning"
      data-live-header
      data-live-status={liveStatus}
      className="rounded-lg border border-border bg-card p-4"
    >
      <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
        <span>{match?.competition ?? "Livedækning"}</span>
        {liveStatus === "live" ? <LiveBadge /> : null}
        {liveStatus === "pre" ? <span>Før kampen</span> : null}
        {liveStatus === "ended" ? <span>Slut</span> : null}
      </div>
      {match ? (
        <div className="mt-3 flex items-center gap-3">
          <TeamLogo team={match.home} />
          <div className="flex shrink-0 flex-col items-center">
            <span className="font-display font-black text-3xl tabular-nums" data-live-score>
              {match.homeScore ?? 0}–{match.awayScore ?? 0}
            </span>
            <span className="text-sm text-muted-foreground" data-live-clock>
              {liveStatus === "pre" ? (
                <>
                  {/* The day too: a page read the evening before says 'i morgen kl. 18.00'. */}
                  Kampstart <RelativeTime date={match.kickoffAt} serverNow={now} variant="event" />
                </>
              ) : (
                clock
              )}
            </span>
          </div>
          <TeamLogo team={match.away} />
        </div>
      ) : null}
      {bell ? <div className="mt-3 flex justify-center">{bell}</div> : null}
    </section>
  );
}

function UpdateItem({ update, renderBody }: { update: LiveUpdateView; renderBody: RenderBody }) {
  const type = update.eventType;
  return (
    <li data-live-update={update.id} data-pinned={update.pinned || undefined} className="live-update">
      <div className="live-update-head">
        {update.minute != null ? <span className="live-update-minute">{update.minute}'</span> : null}
        {type ? (
          <span className="inline-flex items-center gap-1 font-semibold" data-live-event={type}>
            <span aria-hidden="true">{EVENT_ICONS[type]}</span>
            {EVENT_LABELS[type]}
          </span>
        ) : null}
        <time
          dateTime={update.createdAt}
          title={formatDanishDateTime(update.createdAt)}
          className="live-update-time"
        >
          {formatClock(update.createdAt)}
        </time>
      </div>
      <div className="mt-1">{renderBody(update.body)}</div>
      {update.imageUrl ? (
        <img
          src={update.imageUrl}
          alt={update.imageAlt ?? ""}
          className="mt-2 w-full rounded-md"
          loading="lazy"
        />
      ) : null}
    </li>
  );
}

/**
 * The reader's live blog: server-rendered with the latest state, then kept current by the stream.
 * A reader who scrolled past the top of the list gets a 'Nye opdateringer (n)' button instead of
 * a jump.
 */
export function LiveBlog({ initial, renderBody }: { initial: LiveBlogData; renderBody: RenderBody }) {
  const [updates, setUpdates] = useState(() => sortUpdates(initial.updates));
  const [held, setHeld] = useState<LiveUpdateView[]>([]);
  const [match, setMatch] = useState(initial.match);
  const [liveStatus, setLiveStatus] = useState(initial.liveStatus);
  const listRef = useRef<HTMLDivElement>(null);

  const onMessage = useCallback((message: StreamMessage) => {
    if (message.event === "reset") {
      window.location.reload();
      return;
    }
    if (message.event === "update") {
      const update = message.data as LiveUpdateView;
      setUpdates((list) => {
        if (list.some((u) => u.id === update.id)) return list.map((u) => (u.id === update.id ? update : u));
        // The reader scrolled past the top of the list: hold it behind the button, no jump.
        if (listRef.current && listRef.current.getBoundingClientRect().top < 0) {
          setHeld((h) => [...h.filter((u) => u.id !== update.id), update]);
          return list;
        }
        return sortUpdates([update, ...list]);
      });
      setHeld((h) => h.map((u) => (u.id === update.id ? update : u)));
    } else if (message.event === "update-deleted") {
      const { id } = message.data as { id: string };
      setUpdates((list) => list.filter((u) => u.id !== id));
      setHeld((h) => h.filter((u) => u.id !== id));
    } else if (message.event === "pinned") {
      const { id } = message.data as { id: string | null };
      setUpdates((list) => list.map((u) => ({ ...u, pinned: u.id === id })));
    } else if (message.event === "score") {
      const state = message.data as LiveScoreState;
      setLiveStatus(state.liveStatus);
      setMatch((m) => (m && state.id === m.id ? { ...m, ...state } : m));
    }
  }, []);

  useLiveStream(`/live/${initial.articleId}/events`, initial.lastSeq, onMessage);

  const showHeld = () => {
    setUpdates((list) => sortUpdates([...held, ...list.filter((u) => !held.some((h) => h.id === u.id))]));
    setHeld([]);
    listRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
  };

  const pinned = updates.find((u) => u.pinned);
  const rest = updates.filter((u) => u !== pinned);
  return (
    <div className="flex flex-col gap-4" data-live-blog={initial.articleId}>
      <LiveScoreHeader
        match={match}
        liveStatus={liveStatus}
        bell={
          // Not on a blog that had ended when the page was rendered: nothing more will come.
          initial.liveStatus === "ended" ? null : (
            <LivePushBell
              topics={`article:${initial.articleId}`}
              label={initial.match ? `${initial.match.home.name}–${initial.match.away.name}` : ""}
            />
          )
        }
      />
      {held.length > 0 ? (
        <button
          type="button"
          onClick={showHeld}
          className="fixed bottom-4 left-1/2 z-40 -translate-x-1/2 rounded-full bg-primary px-4 py-2 font-semibold text-primary-foreground text-sm shadow-lg"
        >
          Nye opdateringer ({held.length})
        </button>
      ) : null}
      <div ref={listRef} aria-live="polite">
        {pinned ? (
          <div className="mb-2 rounded-md border border-primary/40 bg-primary/5 px-3" data-live-pinned>
            <p className="pt-2 font-semibold text-primary text-xs uppercase">Fastgjort</p>
            <ul>
              <UpdateItem update={pinned} renderBody={renderBody} />
            </ul>
          </div>
        ) : null}
        {rest.length > 0 ? (
          <ul data-live-updates>
            {rest.map((update) => (
              <UpdateItem key={update.id} update={update} renderBody={renderBody} />
            ))}
          </ul>
        ) : pinned ? null : (
          <p className="text-muted-foreground text-sm">Ingen opdateringer endnu.</p>
        )}
      </div>
    </div>
  );
}
