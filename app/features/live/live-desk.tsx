import { type ReactNode, useEffect, useRef, useState } from "react";
import { Link, useFetcher, useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Field, FieldControl, FieldError, FieldLabel } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { LiveBadge } from "~/components/ui/live-badge";
import { NativeSelect, NativeSelectOption, NativeSelectOptions } from "~/components/ui/native-select";
import { Switch } from "~/components/ui/switch";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/toast";
import { isPublishedNow } from "~/lib/publication";
import { formatClock } from "~/lib/relative-time";
import { AUTOMATIC_LIVE_EVENTS } from "~/server/push/push-topics";
import type { LiveActionResult } from "./live-actions.server";
import { LiveScoreHeader, type RenderBody } from "./live-blog";
import {
  EVENT_ICONS,
  EVENT_LABELS,
  LIVE_EVENT_TYPES,
  LIVE_STATUS_LABELS,
  LIVE_STATUSES,
  type LiveUpdateView,
  MATCH_PHASES,
  PHASE_LABELS,
} from "./live-labels";
import type { LiveArticleRow, LiveBlogData } from "./live-queries.server";
import { useLiveStream } from "./use-live-stream";

export interface MatchChoice {
  id: string;
  homeTeam: string;
  awayTeam: string;
  kickoffAt: string | Date;
  competition: string;
}

export interface ImageSlotValue {
  url: string;
  alt: string;
}

export type RenderImage = (value: ImageSlotValue, onChange: (value: ImageSlotValue) => void) => ReactNode;

/** Issue 25: the event types the server pushes on its own. */
const AUTOMATIC_PUSH_EVENTS = new Set<string>(AUTOMATIC_LIVE_EVENTS);

/** How an update posted now reaches the followers' devices. */
interface PushChoice {
  /** The article is public: pushes go out. */
  published: boolean;
  /** Goals, red cards and the phases go out on their own (a match, and the switch is on). */
  automatic: boolean;
}

function useResult(fetcher: { state: string; data?: LiveActionResult }, onSuccess?: () => void) {
  const last = useRef<LiveActionResult | undefined>(undefined);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || fetcher.data === last.current) return;
    last.current = fetcher.data;
    if (fetcher.data.ok) {
      toast.success(fetcher.data.message);
      onSuccess?.();
    } else if (!fetcher.data.fieldErrors) toast.error(fetcher.data.message);
  }, [fetcher.state, fetcher.data, onSuccess]);
  return fetcher.data && !fetcher.data.ok ? (fetcher.data.fieldErrors ?? {}) : {};
}

function UpdateFields({
  idPrefix,
  initial,
  errors,
  sides,
  renderImage,
  pushChoice,
}: {
  idPrefix: string;
  initial?: LiveUpdateView;
  errors: Record<string, string | undefined>;
  sides: { home: string; away: string } | null;
  renderImage?: RenderImage;
  pushChoice?: PushChoice;
}) {
  const [eventType, setEventType] = useState(initial?.eventType ?? "");
  const [image, setImage] = useState<ImageSlotValue>({
    url: initial?.imageUrl ?? "",
    alt: initial?.imageAlt ?? "",
  });
  const goal = eventType === "goal" || eventType === "own_goal";
  return (
    <div className="grid gap-3">
      <Field id={`${idPrefix}-body`} error={errors.body}>
        <FieldLabel>Tekst</FieldLabel>
        <FieldControl>
          <Textarea
            name="body"
            rows={4}
            defaultValue={initial?.body}
            placeholder="Hvad sker der? (markdown; Ctrl+Enter poster)"
            onKeyDown={(e) => {
              if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
                e.preventDefault();
                e.currentTarget.form?.requestSubmit();
              }
            }}
          />
        </FieldControl>
        <FieldError />
      </Field>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field id={`${idPrefix}-event`} error={errors.eventType}>
          <FieldLabel>Hændelse</FieldLabel>
          <FieldControl>
            <NativeSelect name="eventType" value={eventType} onChange={(e) => setEventType(e.target.value)}>
              <NativeSelectOption value="">Ingen hændelse</NativeSelectOption>
              <NativeSelectOptions
                items={LIVE_EVENT_TYPES}
                toLabel={(type) => `${EVENT_ICONS[type]} ${EVENT_LABELS[type]}`}
              />
            </NativeSelect>
          </FieldControl>
          <FieldError />
        </Field>
        <Field id={`${idPrefix}-minute`} error={errors.minute}>
          <FieldLabel>Minut</FieldLabel>
          <FieldControl>
            <Input name="minute" inputMode="numeric" defaultValue={initial?.minute ?? ""} />
          </FieldControl>
          <FieldError />
        </Field>
        {goal && sides && !initial ? (
          <Field id={`${idPrefix}-side`} error={errors.side}>
            <FieldLabel>Scorerens hold</FieldLabel>
            <FieldControl>
              <NativeSelect name="side" defaultValue="home">
                <NativeSelectOption value="home">{sides.home}</NativeSelectOption>
                <NativeSelectOption value="away">{sides.away}</NativeSelectOption>
              </NativeSelect>
            </FieldControl>
            <FieldError />
          </Field>
        ) : null}
      </div>
      <input type="hidden" name="imageUrl" value={image.url} />
      <input type="hidden" name="imageAlt" value={image.alt} />
      {renderImage ? renderImage(image, setImage) : null}
      {errors.imageUrl ? <p className="text-destructive text-sm">{errors.imageUrl}</p> : null}
      {pushChoice ? <PushChoiceField idPrefix={idPrefix} choice={pushChoice} eventType={eventType} /> : null}
    </div>
  );
}

/** Issue 25: whether the update goes out as push on its own, or the tick that sends it. */
function PushChoiceField({
  idPrefix,
  choice,
  eventType,
}: {
  idPrefix: string;
  choice: PushChoice;
  eventType: string;
}) {
  if (!choice.published) {
    return (
      <p className="text-muted-foreground text-sm" data-live-push-note>
        Artiklen er ikke publiceret: der sendes ingen push-beskeder.
      </p>
    );
  }
  if (choice.automatic && AUTOMATIC_PUSH_EVENTS.has(eventType)) {
    return (
      <p className="text-sm" data-live-push-note>
        Sendes automatisk som push til begge klubbers og artiklens følgere.
      </p>
    );
  }
  return (
    <div className="flex items-center gap-2">
      <input
        id={`${idPrefix}-push`}
        name="push"
        type="checkbox"
        className="size-4 accent-primary"
        data-live-push-tick
      />
      <label htmlFor={`${idPrefix}-push`} className="text-sm">
        Send som push til artiklens følgere
      </label>
    </div>
  );
}

function PostForm({
  sides,
  renderImage,
  pushChoice,
}: {
  sides: { home: string; away: string } | null;
  renderImage?: RenderImage;
  pushChoice: PushChoice;
}) {
  const fetcher = useFetcher<LiveActionResult>();
  const [round, setRound] = useState(0);
  const errors = useResult(fetcher, () => setRound((n) => n + 1));
  const pushStatus = fetcher.state === "idle" && fetcher.data?.ok ? fetcher.data.push : null;
  return (
    <fetcher.Form
      method="post"
      className="grid gap-3 rounded-lg border border-border p-4"
      data-live-post-form
    >
      <input type="hidden" name="intent" value="post" />
      <UpdateFields
        key={round}
        idPrefix="live-post"
        errors={errors}
        sides={sides}
        renderImage={renderImage}
        pushChoice={pushChoice}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={fetcher.state !== "idle"}>
          Post opdatering
        </Button>
        {pushStatus ? (
          <p role="status" className="text-sm" data-live-push-status>
            {pushStatus}
          </p>
        ) : null}
      </div>
    </fetcher.Form>
  );
}

function DeskUpdate({ update, renderBody }: { update: LiveUpdateView; renderBody: RenderBody }) {
  const fetcher = useFetcher<LiveActionResult>();
  const [editing, setEditing] = useState(false);
  const errors = useResult(fetcher, () => setEditing(false));
  const submit = (intent: string) => fetcher.submit({ intent, updateId: update.id }, { method: "post" });
  return (
    <li className="border-border border-t py-3" data-desk-update={update.id}>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {update.minute != null ? <span className="font-bold">{update.minute}'</span> : null}
        {update.eventType ? (
          <span>
            {EVENT_ICONS[update.eventType]} {EVENT_LABELS[update.eventType]}
          </span>
        ) : null}
        <span className="text-muted-foreground">
          {formatClock(update.createdAt)} · {update.author}
        </span>
        {update.pinned ? <span className="font-semibold text-primary">Fastgjort</span> : null}
        <span className="ml-auto flex gap-1">
          <Button size="sm" variant="ghost" onClick={() => setEditing((v) => !v)}>
            {editing ? "Luk" : "Ret"}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => submit(update.pinned ? "unpin" : "pin")}>
            {update.pinned ? "Løsn" : "Fastgør"}
          </Button>
          <ConfirmDialog
            trigger={
              <Button size="sm" variant="ghost" className="text-destructive">
                Slet
              </Button>
            }
            title="Slet opdateringen?"
            description="Den forsvinder straks fra læsernes sider."
            confirmLabel="Slet"
            onConfirm={() => submit("delete")}
          />
        </span>
      </div>
      {editing ? (
        <fetcher.Form method="post" className="mt-2 grid gap-3">
          <input type="hidden" name="intent" value="edit" />
          <input type="hidden" name="updateId" value={update.id} />
          <UpdateFields idPrefix={`live-edit-${update.id}`} initial={update} errors={errors} sides={null} />
          <Button type="submit" size="sm" className="justify-self-start">
            Gem rettelse
          </Button>
        </fetcher.Form>
      ) : (
        <div className="mt-1">{renderBody(update.body)}</div>
      )}
    </li>
  );
}

function CoverageForm({ article, matches }: { article: LiveArticleRow; matches: MatchChoice[] }) {
  const fetcher = useFetcher<LiveActionResult>();
  const errors = useResult(fetcher);
  return (
    <fetcher.Form method="post" className="flex flex-wrap items-end gap-3" data-live-coverage-form>
      <input type="hidden" name="intent" value="coverage" />
      <Field id="live-status" error={errors.liveStatus}>
        <FieldLabel>Status</FieldLabel>
        <FieldControl>
          <NativeSelect name="liveStatus" defaultValue={article.liveStatus ?? "pre"}>
            <NativeSelectOptions items={LIVE_STATUSES} toLabel={(s) => LIVE_STATUS_LABELS[s]} />
          </NativeSelect>
        </FieldControl>
        <FieldError />
      </Field>
      <Field id="live-match" error={errors.matchId}>
        <FieldLabel>Kamp</FieldLabel>
        <FieldControl>
          <NativeSelect name="matchId" defaultValue={article.liveMatchId ?? ""}>
            <NativeSelectOption value="">Ingen kamp (fri livedækning)</NativeSelectOption>
            {matches.map((m) => (
              <NativeSelectOption key={m.id} value={m.id}>
                {m.homeTeam} – {m.awayTeam} (
                {new Date(m.kickoffAt).toLocaleDateString("da-DK", { timeZone: "Europe/Copenhagen" })})
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </FieldControl>
        <FieldError />
      </Field>
      <Button type="submit" variant="outline">
        {article.liveStatus ? "Gem status" : "Gør til live-artikel"}
      </Button>
    </fetcher.Form>
  );
}

function ScoreForm({ live }: { live: LiveBlogData }) {
  const fetcher = useFetcher<LiveActionResult>();
  const errors = useResult(fetcher);
  const match = live.match;
  const pushStatus = fetcher.state === "idle" && fetcher.data?.ok ? fetcher.data.push : null;
  if (!match) return null;
  return (
    <fetcher.Form
      method="post"
      key={`${match.homeScore}-${match.awayScore}-${match.phase}-${match.minute}`}
      className="flex flex-wrap items-end gap-3"
      data-live-score-form
    >
      <input type="hidden" name="intent" value="score" />
      <Field id="live-home" error={errors.homeScore}>
        <FieldLabel>{match.home.name}</FieldLabel>
        <FieldControl>
          <Input name="homeScore" className="w-20" inputMode="numeric" defaultValue={match.homeScore ?? 0} />
        </FieldControl>
        <FieldError />
      </Field>
      <Field id="live-away" error={errors.awayScore}>
        <FieldLabel>{match.away.name}</FieldLabel>
        <FieldControl>
          <Input name="awayScore" className="w-20" inputMode="numeric" defaultValue={match.awayScore ?? 0} />
        </FieldControl>
        <FieldError />
      </Field>
      <Field id="live-phase" error={errors.phase}>
        <FieldLabel>Fase</FieldLabel>
        <FieldControl>
          <NativeSelect name="phase" defaultValue={match.phase ?? ""}>
            <NativeSelectOption value="">Ingen</NativeSelectOption>
            <NativeSelectOptions items={MATCH_PHASES} toLabel={(p) => PHASE_LABELS[p]} />
          </NativeSelect>
        </FieldControl>
        <FieldError />
      </Field>
      <Field id="live-clock" error={errors.minute}>
        <FieldLabel>Minut</FieldLabel>
        <FieldControl>
          <Input name="minute" className="w-20" inputMode="numeric" defaultValue={match.minute ?? ""} />
        </FieldControl>
        <FieldError />
      </Field>
      <Button type="submit" variant="outline">
        Gem stilling
      </Button>
      {pushStatus ? (
        <p role="status" className="basis-full text-sm" data-live-push-status>
          {pushStatus}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

/**
 * Issue 25: 'Automatiske push-beskeder' for this article. Saved at once with JavaScript; without it
 * the form posts with its button.
 */
function AutoPushSwitch({ article }: { article: LiveArticleRow }) {
  const fetcher = useFetcher<LiveActionResult>();
  // Switched at once on the click; the saved value wins when the desk's data comes back.
  const [on, setOn] = useState(article.livePush);
  const [saved, setSaved] = useState(article.livePush);
  if (article.livePush !== saved) {
    setSaved(article.livePush);
    setOn(article.livePush);
  }
  useResult(fetcher);
  const refused = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok;
  useEffect(() => {
    if (refused) setOn(saved);
  }, [refused, saved]);
  return (
    <fetcher.Form method="post" className="flex flex-wrap items-center gap-3" data-live-autopush-form>
      <input type="hidden" name="intent" value="autopush" />
      <input type="hidden" name="livePush" value={on ? "off" : "on"} />
      <Switch
        id="live-autopush"
        checked={on}
        aria-describedby="live-autopush-description"
        onCheckedChange={(checked) => {
          setOn(checked);
          void fetcher.submit({ intent: "autopush", livePush: checked ? "on" : "off" }, { method: "post" });
        }}
      />
      <span className="grid gap-0.5">
        <label htmlFor="live-autopush" className="font-medium text-sm">
          Automatiske push-beskeder
        </label>
        <span id="live-autopush-description" className="text-muted-foreground text-sm">
          Mål, røde kort, kampstart, pause og slutfløjt sendes til begge klubbers og artiklens følgere.
        </span>
      </span>
      <noscript>
        <Button type="submit" size="sm" variant="outline">
          {on ? "Slå fra" : "Slå til"}
        </Button>
      </noscript>
    </fetcher.Form>
  );
}

/** The live desk (/admin/live/{articleId}): post fast, see the other editors' updates arrive. */
export function LiveDesk({
  article,
  live,
  matches,
  renderBody,
  renderImage,
}: {
  article: LiveArticleRow;
  live: LiveBlogData | null;
  matches: MatchChoice[];
  renderBody: RenderBody;
  renderImage?: RenderImage;
}) {
  const revalidator = useRevalidator();
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Another editor's change (or our own) arrives on the stream: reload the desk's data once.
  useLiveStream(live ? `/live/${article.id}/events` : null, live?.lastSeq ?? 0, () => {
    if (pending.current) return;
    pending.current = setTimeout(() => {
      pending.current = undefined;
      void revalidator.revalidate();
    }, 150);
  });
  const sides = live?.match ? { home: live.match.home.name, away: live.match.away.name } : null;
  const pushChoice: PushChoice = {
    published: isPublishedNow(article),
    automatic: article.livePush && Boolean(live?.match),
  };
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="font-bold text-2xl">Live: {article.title}</h1>
        {article.liveStatus === "live" ? <LiveBadge /> : null}
        <Link to={`/article/${article.slug}`} className="text-primary text-sm underline" target="_blank">
          Se artiklen
        </Link>
      </div>
      <CoverageForm article={article} matches={matches} />
      {live ? (
        <>
          <LiveScoreHeader match={live.match} liveStatus={live.liveStatus} />
          <ScoreForm live={live} />
          <AutoPushSwitch article={article} />
          <PostForm sides={sides} renderImage={renderImage} pushChoice={pushChoice} />
          <section aria-label="Opdateringer">
            <h2 className="font-semibold text-lg">Opdateringer ({live.updates.length})</h2>
            <ul>
              {live.updates.map((update) => (
                <DeskUpdate
                  key={`${update.id}-${update.updatedAt}`}
                  update={update}
                  renderBody={renderBody}
                />
              ))}
            </ul>
          </section>
        </>
      ) : (
        <p className="text-muted-foreground">
          Artiklen er ikke en live-artikel endnu. Vælg status og evt. kamp, og gem.
        </p>
      )}
    </div>
  );
}
