import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import type { WorkingCopyView } from "./working-copy-schema";

export const WORKING_COPY_ENDPOINT = "/admin/api/arbejdskopi";
/** Saved after this much quiet… */
export const AUTOSAVE_IDLE_MS = 2000;
/** …and at least this often while typing goes on, so at most 5 s of typing is ever lost. */
export const AUTOSAVE_MAX_WAIT_MS = 5000;
// Browsers refuse keepalive bodies over 64 KiB: a longer article is sent as a plain request.
const KEEPALIVE_LIMIT = 60_000;

export type AutosaveStatus =
  | { state: "idle" }
  | { state: "saving" }
  | { state: "saved"; at: string }
  | { state: "failed" };

/** The form's fields as it would post them (text values only; files never autosave). */
export function formFields(form: HTMLFormElement): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string" && !(name in fields)) fields[name] = value;
  }
  return fields;
}

/** The caller's saved copy of this form, read once when the form mounts. */
export function useWorkingCopy(draftKey: string) {
  const [copy, setCopy] = useState<WorkingCopyView | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch(`${WORKING_COPY_ENDPOINT}?noegle=${encodeURIComponent(draftKey)}`, {
      signal: controller.signal,
      headers: { Accept: "application/json" },
    })
      .then((res) => (res.ok ? res.json() : null))
      .then((body: { copy?: WorkingCopyView | null } | null) => setCopy(body?.copy ?? null))
      .catch(() => {
        // No prompt is the safe answer when the copy cannot be read.
      });
    return () => controller.abort();
  }, [draftKey]);
  return [copy, setCopy] as const;
}

export function discardWorkingCopy(draftKey: string) {
  return fetch(WORKING_COPY_ENDPOINT, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ intent: "discard", draftKey }),
    keepalive: true,
  });
}

/**
 * Issue 26 autosave: when the form's values change (`changeKey`), its fields go to the server
 * after 2 s of quiet, at the latest 5 s after the first unsaved change, and at once when the tab
 * is hidden or closed (pagehide). Submitting the form cancels what is pending: the save itself
 * deletes the copy on the server.
 */
export function useAutosave(
  draftKey: string,
  formRef: RefObject<HTMLFormElement | null>,
  {
    baseVersion,
    changeKey,
    baselineKey = changeKey,
  }: { baseVersion: number | null; changeKey: string; baselineKey?: string },
) {
  const [status, setStatus] = useState<AutosaveStatus>({ state: "idle" });
  const pendingSince = useRef<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastSent = useRef<string | null>(null);
  // The values the form opened with: anything else is a change, even typed before this mounted.
  const baseline = useRef(baselineKey);

  const send = useCallback(() => {
    clearTimeout(timer.current);
    pendingSince.current = null;
    const form = formRef.current;
    if (!form) return;
    const body = JSON.stringify({ intent: "save", draftKey, baseVersion, fields: formFields(form) });
    if (body === lastSent.current) return;
    lastSent.current = body;
    setStatus({ state: "saving" });
    fetch(WORKING_COPY_ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body,
      keepalive: body.length < KEEPALIVE_LIMIT,
    })
      .then(async (res) => {
        const answer = (await res.json().catch(() => null)) as { savedAt?: string } | null;
        if (!res.ok || !answer?.savedAt) throw new Error(String(res.status));
        setStatus({ state: "saved", at: answer.savedAt });
      })
      .catch(() => {
        lastSent.current = null;
        setStatus({ state: "failed" });
      });
  }, [draftKey, baseVersion, formRef]);

  // A change (not the values the form opened with) starts or extends the wait.
  useEffect(() => {
    if (changeKey === baseline.current) return;
    const now = Date.now();
    pendingSince.current ??= now;
    clearTimeout(timer.current);
    const wait = Math.min(AUTOSAVE_IDLE_MS, pendingSince.current + AUTOSAVE_MAX_WAIT_MS - now);
    timer.current = setTimeout(send, Math.max(0, wait));
  }, [changeKey, send]);

  useEffect(() => {
    const form = formRef.current;
    const flush = () => {
      if (pendingSince.current !== null) send();
    };
    const onVisibility = () => {
      if (document.visibilityState === "hidden") flush();
    };
    const onSubmit = () => {
      clearTimeout(timer.current);
      pendingSince.current = null;
    };
    window.addEventListener("pagehide", flush);
    document.addEventListener("visibilitychange", onVisibility);
    form?.addEventListener("submit", onSubmit);
    return () => {
      window.removeEventListener("pagehide", flush);
      document.removeEventListener("visibilitychange", onVisibility);
      form?.removeEventListener("submit", onSubmit);
      // Leaving the form (closing the dialog) keeps what was typed.
      flush();
    };
  }, [formRef, send]);

  /** After 'Kassér' or 'Gendan': the next change is saved even if it matches what was sent. */
  const forget = useCallback(() => {
    lastSent.current = null;
  }, []);

  return { status, forget };
}
