import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { toast } from "~/components/ui/toast";
import type { ConsentChoices } from "./consent-cookie";
import {
  CONSENT_COOKIE_NAME,
  CONSENT_MAX_AGE_SECONDS,
  type ConsentPurpose,
  type ConsentRecord,
  choicesFromRecord,
  createConsentRecord,
  parseConsentValue,
  readConsentFromCookies,
  serializeConsentValue,
} from "./consent-cookie";
// Types only: the schema (and zod) stay on the server; the browser bundle stays small.
import type { ConsentInput } from "./consent-schema";

/** The choices a button stands for (the server validates the same input with its schema). */
function choicesOf(input: ConsentInput): ConsentChoices {
  if (input.choice === "accept-all") return { statistik: true, marketing: true };
  if (input.choice === "reject-all") return { statistik: false, marketing: false };
  const on = (v: unknown) => v === true || v === "on" || v === "true" || v === "1";
  return { statistik: on(input.statistik), marketing: on(input.marketing) };
}

/** "banner": first layer (Accepter alle / Afvis alle / Tilpas); "settings": the per-purpose choices. */
export type ConsentPanel = "hidden" | "banner" | "settings";

export interface ConsentContextValue {
  /** False on the server and until the cookie has been read in the browser. */
  ready: boolean;
  /** The reader's stored choice, or null when they have not chosen (yet). */
  record: ConsentRecord | null;
  panel: ConsentPanel;
  saving: boolean;
  /** Whether a purpose may be used now. Always false before the reader has chosen. */
  hasConsent: (purpose: ConsentPurpose) => boolean;
  /** Re-opens the choices (the footer's 'Cookie-indstillinger'). */
  openSettings: () => void;
  showSettings: () => void;
  /** Closes the panel; only possible once a choice exists. */
  closePanel: () => void;
  save: (input: ConsentInput) => Promise<void>;
}

const noop = () => {};
const ConsentContext = createContext<ConsentContextValue>({
  ready: false,
  record: null,
  panel: "hidden",
  saving: false,
  hasConsent: () => false,
  openSettings: noop,
  showSettings: noop,
  closePanel: noop,
  save: async () => {},
});

/** The reader's cookie choices, for any component (ads, analytics, the footer button). */
export function useConsent(): ConsentContextValue {
  return useContext(ConsentContext);
}

/** Last resort when the network call fails: keep the reader's choice in the same cookie. */
function writeCookieInBrowser(record: ConsentRecord) {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: a fallback for when POST /api/consent is unreachable.
  document.cookie = `${CONSENT_COOKIE_NAME}=${serializeConsentValue(record)}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}

export function ConsentProvider({ children }: { children: React.ReactNode }) {
  const [ready, setReady] = useState(false);
  const [record, setRecord] = useState<ConsentRecord | null>(null);
  const [panel, setPanel] = useState<ConsentPanel>("hidden");
  const [saving, setSaving] = useState(false);
  // Where focus returns after the reader re-opened the choices and saved them.
  const returnFocus = useRef<HTMLElement | null>(null);

  // Decided in the browser only: the cached HTML is the same for every reader.
  useEffect(() => {
    const stored = readConsentFromCookies(document.cookie);
    // A transition: an urgent update here, at the root, made React hydrate every boundary below
    // in one unbroken task (the front page's blocking time on a phone, ADR 0022).
    startTransition(() => {
      setRecord(stored);
      setPanel(stored ? "hidden" : "banner");
      setReady(true);
    });
  }, []);

  const openSettings = useCallback(() => {
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setPanel("settings");
  }, []);
  // Pages (e.g. /cookies) ask for the settings with a DOM event, so they need not import this feature.
  useEffect(() => {
    window.addEventListener("forsiden:open-consent", openSettings);
    return () => window.removeEventListener("forsiden:open-consent", openSettings);
  }, [openSettings]);
  const showSettings = useCallback(() => setPanel("settings"), []);
  const closePanel = useCallback(() => {
    setPanel((current) => (record ? "hidden" : current === "settings" ? "banner" : current));
    returnFocus.current?.focus();
    returnFocus.current = null;
  }, [record]);

  const save = useCallback(async (input: ConsentInput) => {
    setSaving(true);
    let saved: ConsentRecord | null = null;
    try {
      const response = await fetch("/api/consent", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(input),
        credentials: "same-origin",
      });
      const body = (await response.json().catch(() => null)) as { consent?: { value?: string } } | null;
      saved = response.ok ? parseConsentValue(body?.consent?.value) : null;
      if (!saved) toast.error("Dit cookievalg kunne ikke gemmes. Prøv igen.");
    } catch {
      saved = createConsentRecord(choicesOf(input));
      writeCookieInBrowser(saved);
    } finally {
      setSaving(false);
    }
    if (!saved) return;
    setRecord(saved);
    setPanel("hidden");
    returnFocus.current?.focus();
    returnFocus.current = null;
  }, []);

  const value = useMemo<ConsentContextValue>(
    () => ({
      ready,
      record,
      panel,
      saving,
      hasConsent: (purpose) => Boolean(record && choicesFromRecord(record)[purpose]),
      openSettings,
      showSettings,
      closePanel,
      save,
    }),
    [ready, record, panel, saving, openSettings, showSettings, closePanel, save],
  );
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}
