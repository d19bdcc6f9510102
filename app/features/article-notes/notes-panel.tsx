import { CheckCircle2, MessageSquare, RotateCcw, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from "~/components/ui/field";
import { Spinner } from "~/components/ui/spinner";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/toast";
import { formatReaderTime } from "~/lib/relative-time";
import { mentionQuery, type StaffName, suggestStaff } from "./mentions";
import { NoteBody } from "./note-body";
import {
  NOTE_MAX_LENGTH,
  NOTE_TEXT,
  type NoteActionResult,
  type NoteThread,
  type NoteView,
} from "./note-schema";

export function notesEndpoint(articleId: string): string {
  return `/admin/api/artikler/${articleId}/noter`;
}

/**
 * 'Noter' (issue 26): the article's internal, staff-only thread beside the editor. It reads and
 * writes through its own endpoint; `refreshKey` changes when the newsroom stream says something
 * new may be there (the route wires the stream in).
 */
export function NotesPanel({ articleId, refreshKey = 0 }: { articleId: string; refreshKey?: number }) {
  const thread = useFetcher<NoteThread>();
  const load = thread.load;
  const endpoint = notesEndpoint(articleId);
  // biome-ignore lint/correctness/useExhaustiveDependencies: refreshKey asks for a fresh read.
  useEffect(() => {
    void load(endpoint);
  }, [load, endpoint, refreshKey]);
  const data = thread.data && "notes" in thread.data ? thread.data : null;
  const open = data?.notes.filter((n) => !n.resolvedAt).length ?? 0;

  return (
    <section
      aria-labelledby="noter-title"
      className="grid gap-3 border-t border-border pt-4"
      data-testid="notes-panel"
    >
      <h3 id="noter-title" className="flex items-center gap-2 font-semibold">
        <MessageSquare className="size-4" aria-hidden />
        {data ? `Noter (${open})` : "Noter"}
      </h3>
      <p className="text-sm text-muted-foreground">
        Interne noter ses kun af redaktionen, aldrig af læserne.
      </p>
      {!data ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner size="sm" /> Henter noter…
        </p>
      ) : data.notes.length === 0 ? (
        <p className="text-sm text-muted-foreground">Ingen noter endnu.</p>
      ) : (
        <ol className="grid gap-2" aria-label="Noter">
          {data.notes.map((note) => (
            <NoteItem
              key={note.id}
              note={note}
              articleId={articleId}
              own={note.authorId === data.viewerId}
              now={data.now}
              onChanged={() => void load(endpoint)}
            />
          ))}
        </ol>
      )}
      <NewNoteForm articleId={articleId} staff={data?.staff ?? []} onSaved={() => void load(endpoint)} />
    </section>
  );
}

/** Tells about a finished POST once, and reloads the thread after a success. */
function useNoteResult(data: NoteActionResult | undefined, onSuccess: () => void) {
  const handled = useRef<NoteActionResult | undefined>(undefined);
  const success = useRef(onSuccess);
  success.current = onSuccess;
  useEffect(() => {
    if (!data || handled.current === data) return;
    handled.current = data;
    if (data.ok) success.current();
    else if (!data.fieldErrors) toast.error("Fejl", { description: data.message });
  }, [data]);
}

function NoteItem({
  note,
  articleId,
  own,
  now,
  onChanged,
}: {
  note: NoteView;
  articleId: string;
  own: boolean;
  now: string;
  onChanged: () => void;
}) {
  const fetcher = useFetcher<NoteActionResult>();
  useNoteResult(fetcher.data, onChanged);
  const busy = fetcher.state !== "idle";
  const submit = (intent: "resolve" | "reopen" | "delete") =>
    void fetcher.submit({ intent, noteId: note.id }, { method: "post", action: notesEndpoint(articleId) });
  const resolved = Boolean(note.resolvedAt);

  return (
    <li
      className={`grid gap-2 rounded-md border border-border p-3 ${resolved ? "bg-muted/50 text-muted-foreground" : "bg-card"}`}
      data-testid="note"
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <span className="font-semibold text-foreground">{note.authorName}</span>
        <time dateTime={note.createdAt} className="text-muted-foreground">
          {formatReaderTime(note.createdAt, now)}
        </time>
        {resolved ? (
          <Badge variant="secondary">{note.resolvedBy ? `Løst af ${note.resolvedBy}` : "Løst"}</Badge>
        ) : null}
      </div>
      <NoteBody body={note.body} />
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={() => submit(resolved ? "reopen" : "resolve")}
        >
          {resolved ? <RotateCcw aria-hidden /> : <CheckCircle2 aria-hidden />}
          {resolved ? "Genåbn" : "Markér som løst"}
        </Button>
        {own ? (
          <Button type="button" variant="ghost" size="sm" disabled={busy} onClick={() => submit("delete")}>
            <Trash2 aria-hidden />
            Slet
          </Button>
        ) : null}
      </div>
    </li>
  );
}

function NewNoteForm({
  articleId,
  staff,
  onSaved,
}: {
  articleId: string;
  staff: readonly StaffName[];
  onSaved: () => void;
}) {
  const fetcher = useFetcher<NoteActionResult>();
  const [body, setBody] = useState("");
  const [clientError, setClientError] = useState<string | null>(null);
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState<number | null>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  useNoteResult(fetcher.data, () => {
    setBody("");
    onSaved();
  });
  const busy = fetcher.state !== "idle";
  const serverError =
    fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors?.body : undefined;
  const error = clientError ?? serverError;
  const id = `note-body-${articleId}`;
  const listId = `${id}-forslag`;

  // The '@…' being typed, and the colleagues it may mean (Escape hides them for this '@').
  const typing = mentionQuery(body.slice(0, caret));
  const suggestions = typing && typing.start !== dismissed ? suggestStaff(typing.query, staff) : [];
  const current = Math.min(active, Math.max(suggestions.length - 1, 0));

  const pick = (person: StaffName) => {
    if (!typing) return;
    const before = `${body.slice(0, typing.start)}@${person.name} `;
    setBody(before + body.slice(caret));
    setCaret(before.length);
    setActive(0);
    requestAnimationFrame(() => {
      textarea.current?.focus();
      textarea.current?.setSelectionRange(before.length, before.length);
    });
  };

  // Not a <form>: the panel may be mounted next to (or inside) the editor's form, and forms cannot nest.
  const send = () => {
    const text = body.trim();
    if (!text) return setClientError(NOTE_TEXT.empty);
    if (text.length > NOTE_MAX_LENGTH) return setClientError(NOTE_TEXT.tooLong);
    setClientError(null);
    void fetcher.submit(
      { intent: "create", body: text },
      { method: "post", action: notesEndpoint(articleId) },
    );
  };

  return (
    <div className="grid gap-2">
      <Field id={id} error={error} descriptionId={`${id}-hjaelp`} className="relative">
        <FieldLabel>Ny note</FieldLabel>
        <FieldControl>
          <Textarea
            ref={textarea}
            value={body}
            maxLength={NOTE_MAX_LENGTH + 100}
            rows={3}
            aria-autocomplete="list"
            aria-controls={suggestions.length > 0 ? listId : undefined}
            aria-activedescendant={suggestions.length > 0 ? `${listId}-${current}` : undefined}
            onChange={(e) => {
              setBody(e.target.value);
              setCaret(e.target.selectionStart);
              setActive(0);
            }}
            onSelect={(e) => setCaret(e.currentTarget.selectionStart)}
            onKeyDown={(e) => {
              if (suggestions.length > 0) {
                if (e.key === "ArrowDown" || e.key === "ArrowUp") {
                  e.preventDefault();
                  const step = e.key === "ArrowDown" ? 1 : -1;
                  setActive((current + step + suggestions.length) % suggestions.length);
                  return;
                }
                if (e.key === "Enter" || e.key === "Tab") {
                  e.preventDefault();
                  pick(suggestions[current]);
                  return;
                }
                if (e.key === "Escape") {
                  // Closes the list, not the dialog.
                  e.preventDefault();
                  e.stopPropagation();
                  setDismissed(typing?.start ?? null);
                  return;
                }
              }
              if (e.key === "Enter" && (e.metaKey || e.ctrlKey)) {
                e.preventDefault();
                send();
              }
            }}
          />
        </FieldControl>
        {suggestions.length > 0 ? (
          <div
            id={listId}
            role="listbox"
            aria-label="Nævn en kollega"
            className="grid gap-0.5 rounded-md border border-border bg-background p-1 text-sm shadow-md"
          >
            {suggestions.map((person, i) => (
              <div
                key={person.id}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === current}
                tabIndex={-1}
                className={`min-h-6 cursor-pointer rounded px-2 py-1 ${i === current ? "bg-accent" : ""}`}
                // Keeps the focus in the textarea while picking.
                onMouseDown={(e) => {
                  e.preventDefault();
                  pick(person);
                }}
              >
                {person.name}
              </div>
            ))}
          </div>
        ) : null}
        <FieldDescription>
          Nævn en kollega med @navn. Markdown: **fed**, *kursiv*, `kode`, [link](https://…).
        </FieldDescription>
        <FieldError />
      </Field>
      <div>
        <Button type="button" size="sm" disabled={busy} onClick={send}>
          {busy ? <Spinner size="sm" /> : null}
          Tilføj note
        </Button>
      </div>
    </div>
  );
}
