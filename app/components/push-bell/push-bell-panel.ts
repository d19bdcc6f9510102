/**
 * The 'Få besked' panel (issue 25): loaded by the head script's one delegated listener at the first
 * click on a bell (push-bell-script.ts), never before, so no page carries its code and the browser
 * never asks for permission on its own. Plain DOM, no React: it is a modal `<dialog>` at the end of
 * the body (focus moves into it, Escape closes it, focus goes back to the bell).
 *
 * What it shows, in order:
 * - the browser cannot take push messages: say so;
 * - an iPhone or iPad outside a home-screen app (web push works only there): the steps;
 * - permission denied: how to allow it again in the browser's settings;
 * - subscribed: this page's topics and breaking news as switches, quiet hours, 'Slå fra', /konto;
 * - else an explanation, then a button: the permission prompt, the service worker, the
 *   subscription with the site's VAPID key, and the subscription API (app/features/push/push-api.ts).
 *
 * The API's addresses are written out here: lib and components may not import a feature, and this
 * module is the browser's side of that contract (the e2e test drives both).
 */
import { PUSH_PANEL_TEXT as T } from "./push-bell-text";

const KEY_PATH = "/api/push/key";
const SUBSCRIPTIONS_PATH = "/api/push/subscriptions";
const STATUS_PATH = "/api/push/subscriptions/status";
const SERVICE_WORKER_PATH = "/sw.js";
const BREAKING = "breaking";

interface QuietHours {
  enabled: boolean;
  start: number;
  end: number;
  /** Goals are held back in the quiet hours too. */
  goals: boolean;
}

/** What the server holds for this device (the API's `PushDeviceState`). */
interface DeviceState {
  topics: string[];
  /** The part of `topics` that the account's followed clubs give the device. */
  accountTopics: string[];
  quietHours: QuietHours;
}

const DEFAULT_QUIET_HOURS: QuietHours = { enabled: true, start: 23, end: 7, goals: false };

export type PushSupport = "supported" | "ios-home-screen" | "unsupported";

type BrowserLike = {
  navigator: Pick<Navigator, "userAgent" | "maxTouchPoints"> & { standalone?: boolean };
  matchMedia?: (query: string) => { matches: boolean };
} & Record<string, unknown>;

/**
 * Can this browser take push messages here? iOS and iPadOS (whose Safari calls itself a Mac with a
 * touch screen) have web push only in a site added to the home screen.
 */
export function pushSupport(browser: BrowserLike): PushSupport {
  const nav = browser.navigator as BrowserLike["navigator"] & Record<string, unknown>;
  if ("serviceWorker" in nav && "PushManager" in browser && "Notification" in browser) return "supported";
  const ua = nav.userAgent;
  const ios = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && nav.maxTouchPoints > 1);
  const standalone = nav.standalone === true || browser.matchMedia?.("(display-mode: standalone)").matches;
  return ios && !standalone ? "ios-home-screen" : "unsupported";
}

/** A base64url VAPID key as the bytes `subscribe` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "="));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameBytes(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a) return true;
  const view = new Uint8Array(a);
  return view.length === b.length && view.every((byte, i) => byte === b[i]);
}

type Answer = { ok: boolean; data: Record<string, unknown> };

async function send(method: string, path: string, body?: unknown): Promise<Answer> {
  try {
    const response = await fetch(path, {
      method,
      headers: body === undefined ? undefined : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin",
    });
    const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    return { ok: response.ok, data };
  } catch {
    return { ok: false, data: {} };
  }
}

const errorOf = (answer: Answer, fallback: string) =>
  typeof answer.data.error === "string" ? answer.data.error : fallback;

/** A failure with a Danish message for the reader (the API's, or the panel's own). */
class ShownError extends Error {}

function deviceState(data: Record<string, unknown>): DeviceState {
  const list = (value: unknown) => (Array.isArray(value) ? value.filter((v) => typeof v === "string") : []);
  const quiet = (data.quietHours ?? {}) as Partial<QuietHours>;
  return {
    topics: list(data.topics),
    accountTopics: list(data.accountTopics),
    quietHours: { ...DEFAULT_QUIET_HOURS, ...quiet },
  };
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration("/");
  return registration ? registration.pushManager.getSubscription() : null;
}

const credentialsOf = (subscription: PushSubscription) => ({
  endpoint: subscription.endpoint,
  auth: subscription.toJSON().keys?.auth ?? "",
});

type Child = Node | string | null | false | undefined;

/** An element with attributes and children (text children go in as text, never as markup). */
function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | boolean> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false) continue;
    element.setAttribute(name, value === true ? "" : value);
  }
  for (const child of children) if (child) element.append(child);
  return element;
}

const PRIMARY =
  "btn h-10 bg-primary px-4 text-primary-foreground hover:bg-primary/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";
const SECONDARY =
  "btn h-10 border border-input bg-card px-4 hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";
const CHECKBOX = "size-4 shrink-0 accent-primary";

function checkbox(key: string, label: string, checked: boolean, disabled = false, note?: string) {
  const input = h("input", { type: "checkbox", class: CHECKBOX, "data-key": key, checked, disabled });
  return h(
    "label",
    { class: "flex min-h-6 items-center gap-2 text-sm" },
    input,
    h("span", {}, label, note ? h("span", { class: "text-muted-foreground" }, ` ${note}`) : null),
  );
}

function hourSelect(key: string, label: string, value: number, disabled: boolean) {
  const select = h("select", {
    "data-key": key,
    class: "h-8 rounded-md border border-input bg-card px-2 text-sm",
    disabled,
  });
  for (let hour = 0; hour < 24; hour++) {
    const text = `${String(hour).padStart(2, "0")}.00`;
    select.append(h("option", { value: String(hour), selected: hour === value }, text));
  }
  return h("label", { class: "flex items-center gap-2 text-sm" }, label, select);
}

class PushPanel {
  private readonly dialog: HTMLDialogElement;
  private readonly body: HTMLDivElement;
  private readonly status: HTMLParagraphElement;
  private readonly close: HTMLButtonElement;
  /** The page's topics ("club:{id}" …) and what they are called. */
  private readonly topics: string[];
  private readonly label: string;
  private subscription: PushSubscription | null = null;
  private state: DeviceState | null = null;

  constructor(private readonly bell: HTMLElement) {
    this.topics = (bell.dataset.pushTopics ?? "").split(/\s+/).filter(Boolean);
    this.label = bell.dataset.pushBell ?? "";
    this.close = h("button", { type: "button", class: SECONDARY }, T.close);
    this.body = h("div", { class: "mt-3 space-y-3 text-sm" });
    this.status = h("p", { role: "status", class: "mt-3 min-h-5 text-sm font-semibold" });
    this.dialog = h(
      "dialog",
      {
        "data-push-panel": true,
        "aria-labelledby": "push-panel-title",
        class:
          "m-auto w-[min(28rem,calc(100%-2rem))] rounded-xl border border-border bg-card p-0 text-foreground shadow-xl backdrop:bg-foreground/50",
      },
      h(
        "div",
        { class: "p-5" },
        h("h2", { id: "push-panel-title", class: "font-display text-xl font-black" }, T.title),
        this.body,
        this.status,
        h("div", { class: "mt-4 flex justify-end" }, this.close),
      ),
    );
    this.close.addEventListener("click", () => this.dialog.close());
    // A click on the backdrop lands on the dialog itself (its content fills it).
    this.dialog.addEventListener("click", (event) => {
      if (event.target === this.dialog) this.dialog.close();
    });
    this.dialog.addEventListener("close", () => {
      this.dialog.remove();
      if (this.bell.isConnected) this.bell.focus();
    });
  }

  async open() {
    this.body.replaceChildren(h("p", {}, T.loading));
    document.body.append(this.dialog);
    this.dialog.showModal();
    this.close.focus();
    await this.showCurrent();
  }

  /** Puts `children` in the panel and the keyboard's focus on its first `data-focus` control. */
  private render(...children: Child[]) {
    this.body.replaceChildren(...children.filter((c): c is Node | string => Boolean(c)));
    const first = this.body.querySelector<HTMLElement>("[data-focus]");
    (first ?? this.close).focus();
  }

  private say(text: string) {
    this.status.textContent = text;
  }

  private async showCurrent() {
    const support = pushSupport(window as unknown as BrowserLike);
    if (support === "unsupported") return this.render(h("p", {}, T.unsupported));
    if (support === "ios-home-screen")
      return this.render(
        h("p", {}, T.iosIntro),
        h(
          "ol",
          { class: "list-inside list-decimal space-y-1" },
          ...T.iosSteps.map((step) => h("li", {}, step)),
        ),
      );
    if (Notification.permission === "denied") return this.showDenied();
    this.subscription = Notification.permission === "granted" ? await currentSubscription() : null;
    if (this.subscription) {
      const answer = await send("POST", STATUS_PATH, credentialsOf(this.subscription));
      if (!answer.ok) this.say(errorOf(answer, T.statusFailed));
      else if (answer.data.subscribed === true) {
        this.state = deviceState(answer.data);
        return this.showSubscribed();
      }
    }
    this.showExplanation();
  }

  private showDenied() {
    this.render(h("p", { class: "font-semibold" }, T.denied), h("p", {}, T.deniedHelp));
  }

  private about(): string {
    const [first] = this.topics;
    if (first?.startsWith("club:")) return T.aboutClub(this.label);
    if (first?.startsWith("article:")) return T.aboutArticle(this.label);
    // No topic of its own (/konto): a signed-in reader's device follows the account's clubs.
    return first === BREAKING ? T.aboutBreaking : T.aboutAccount;
  }

  private showExplanation() {
    const enable = h("button", { type: "button", class: PRIMARY, "data-focus": true }, T.enable);
    enable.addEventListener("click", () => this.enable(enable));
    this.render(
      h("p", {}, this.about()),
      this.topics.includes(BREAKING) ? null : checkbox("breaking", T.alsoBreaking, false),
      Notification.permission === "granted"
        ? null
        : h("p", { class: "text-muted-foreground" }, T.browserAsks),
      h("div", {}, enable),
    );
  }

  private async enable(button: HTMLButtonElement) {
    // First, inside the click: browsers ask only in answer to the reader's own gesture.
    const permission = await Notification.requestPermission();
    if (permission === "denied") return this.showDenied();
    if (permission !== "granted") return this.say(T.dismissed);
    button.disabled = true;
    this.say(T.enabling);
    try {
      const registration = await navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: "/" });
      await navigator.serviceWorker.ready;
      const key = await send("GET", KEY_PATH);
      if (!key.ok || typeof key.data.publicKey !== "string") throw new ShownError(errorOf(key, T.failed));
      const applicationServerKey = keyBytes(key.data.publicKey);
      let subscription = await registration.pushManager.getSubscription();
      // Made with another key (the site's keys were replaced): the push service would refuse us.
      if (subscription && !sameBytes(subscription.options?.applicationServerKey, applicationServerKey)) {
        await subscription.unsubscribe();
        subscription = null;
      }
      subscription ??= await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey,
      });
      this.subscription = subscription;
      const breaking = this.body.querySelector<HTMLInputElement>('[data-key="breaking"]')?.checked;
      const own = new Set([...this.ownTopics(), ...this.topics, ...(breaking ? [BREAKING] : [])]);
      const answer = await send("POST", SUBSCRIPTIONS_PATH, {
        subscription: subscription.toJSON(),
        topics: [...own],
        quietHours: this.state?.quietHours ?? DEFAULT_QUIET_HOURS,
      });
      if (!answer.ok) throw new ShownError(errorOf(answer, T.failed));
      this.state = deviceState(answer.data);
      this.say("");
      this.showSubscribed();
    } catch (error) {
      button.disabled = false;
      // Anything else (the push service refused, the worker did not start): the general message.
      this.say(error instanceof ShownError ? error.message : T.failed);
    }
  }

  /** The topics the device follows itself (not through the account's clubs). */
  private ownTopics(): string[] {
    const state = this.state;
    return state ? state.topics.filter((topic) => !state.accountTopics.includes(topic)) : [];
  }

  private showSubscribed() {
    const state = this.state as DeviceState;
    const switches = [...this.topics, ...(this.topics.includes(BREAKING) ? [] : [BREAKING])].map((topic) => {
      const viaAccount = state.accountTopics.includes(topic);
      return checkbox(
        topic,
        topic === BREAKING
          ? T.breaking
          : topic.startsWith("article:")
            ? T.articleTopic(this.label)
            : this.label,
        state.topics.includes(topic),
        viaAccount,
        viaAccount ? T.viaAccount : undefined,
      );
    });
    const shown = new Set([...this.topics, BREAKING]);
    const others = state.topics.filter((topic) => !shown.has(topic)).length;
    const quiet = state.quietHours;
    const off = h("button", { type: "button", class: SECONDARY }, T.unsubscribe);
    off.addEventListener("click", () => this.unsubscribe(off));
    this.render(
      h("p", { class: "font-semibold", "data-focus": true, tabindex: "-1" }, T.subscribed),
      h(
        "fieldset",
        { class: "space-y-1" },
        h("legend", { class: "mb-1 font-semibold" }, T.topicsLegend),
        ...switches,
        others > 0 ? h("p", { class: "text-muted-foreground" }, T.otherTopics(others)) : null,
      ),
      h(
        "fieldset",
        { class: "space-y-2" },
        h("legend", { class: "mb-1 font-semibold" }, T.quietLegend),
        checkbox("quiet", T.quietEnabled, quiet.enabled),
        h(
          "div",
          { class: "flex flex-wrap gap-4" },
          hourSelect("quietStart", T.quietFrom, quiet.start, !quiet.enabled),
          hourSelect("quietEnd", T.quietTo, quiet.end, !quiet.enabled),
        ),
        checkbox("quietGoals", T.quietGoals, quiet.goals, !quiet.enabled),
      ),
      h(
        "div",
        { class: "flex flex-wrap items-center gap-3" },
        off,
        h(
          "a",
          { href: "/konto", class: "font-semibold text-primary underline underline-offset-4" },
          T.allDevices,
        ),
      ),
    );
    for (const control of this.body.querySelectorAll<HTMLInputElement | HTMLSelectElement>("[data-key]"))
      control.addEventListener("change", () => this.save(control));
  }

  /** Sends the panel's choices at once; a refused change is turned back. */
  private async save(changed: HTMLInputElement | HTMLSelectElement) {
    const state = this.state;
    const subscription = this.subscription;
    if (!state || !subscription) return;
    const value = (key: string) => this.body.querySelector<HTMLInputElement>(`[data-key="${key}"]`);
    const topics = new Set(this.ownTopics());
    for (const topic of [...this.topics, BREAKING]) {
      const input = value(topic);
      if (!input || input.disabled) continue;
      if (input.checked) topics.add(topic);
      else topics.delete(topic);
    }
    const enabled = value("quiet")?.checked ?? true;
    for (const key of ["quietStart", "quietEnd", "quietGoals"])
      (this.body.querySelector(`[data-key="${key}"]`) as HTMLInputElement).disabled = !enabled;
    const quietHours: QuietHours = {
      enabled,
      start: Number(value("quietStart")?.value ?? state.quietHours.start),
      end: Number(value("quietEnd")?.value ?? state.quietHours.end),
      goals: value("quietGoals")?.checked ?? false,
    };
    this.say("");
    const answer = await send("POST", SUBSCRIPTIONS_PATH, {
      subscription: subscription.toJSON(),
      topics: [...topics],
      quietHours,
    });
    if (answer.ok) {
      this.state = deviceState(answer.data);
      this.say(T.saved);
      return;
    }
    // Back to what the server holds, with the focus where it was.
    const key = changed.dataset.key;
    this.showSubscribed();
    this.body.querySelector<HTMLElement>(`[data-key="${key}"]`)?.focus();
    this.say(errorOf(answer, T.saveFailed));
  }

  private async unsubscribe(button: HTMLButtonElement) {
    const subscription = this.subscription;
    if (!subscription) return;
    button.disabled = true;
    const answer = await send("DELETE", SUBSCRIPTIONS_PATH, credentialsOf(subscription));
    if (!answer.ok) {
      button.disabled = false;
      return this.say(errorOf(answer, T.saveFailed));
    }
    await subscription.unsubscribe().catch(() => false);
    this.subscription = null;
    this.state = null;
    this.showExplanation();
    this.say(T.unsubscribed);
  }
}

/** Opens the panel for `bell` (one at a time). */
export function openPushPanel(bell: HTMLElement): void {
  if (document.querySelector("dialog[data-push-panel]")) return;
  void new PushPanel(bell).open();
}
