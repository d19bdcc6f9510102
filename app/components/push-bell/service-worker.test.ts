import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * public/sw.js (issue 25) run in a stand-in for the service worker's global scope: the browser's
 * own objects (registration, clients) are recorded, the worker's code is the real file. The e2e
 * test (tests/e2e/push.spec.ts) runs it in Chromium.
 */
const SOURCE = fs.readFileSync(path.resolve(import.meta.dirname, "../../../public/sw.js"), "utf8");
const ORIGIN = "https://forsiden.test";

interface Shown {
  title: string;
  options: { body: string; tag?: string; data: { url: string; id: string }; lang: string; icon: string };
}

class FakeWindow {
  focused = false;
  navigatedTo: string | null = null;
  constructor(
    public url: string,
    private readonly controlled = true,
  ) {}
  async focus() {
    // Outside a real click there is no user activation: the browser refuses.
    throw new DOMException("Not allowed to focus a window.", "InvalidAccessError");
  }
  async navigate(url: string) {
    if (!this.controlled)
      throw new TypeError("This service worker is not the client's active service worker.");
    this.navigatedTo = url;
    this.url = url;
    return this;
  }
}

function worker(windows: FakeWindow[] = []) {
  const listeners: Record<string, (event: unknown) => void> = {};
  const shown: Shown[] = [];
  const opened: string[] = [];
  const calls = { showNotification: 0 };
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      listeners[type] = listener;
    },
    skipWaiting: () => Promise.resolve(),
    registration: {
      showNotification: async (title: string, options: Shown["options"]) => {
        calls.showNotification++;
        const same = shown.findIndex((n) => options.tag && n.options.tag === options.tag);
        if (same >= 0) shown.splice(same, 1);
        shown.push({ title, options });
      },
      getNotifications: async ({ tag }: { tag: string }) =>
        shown.filter((n) => n.options.tag === tag).map((n) => ({ data: n.options.data })),
    },
    clients: {
      claim: () => Promise.resolve(),
      matchAll: async () => windows,
      openWindow: async (url: string) => {
        opened.push(url);
        return null;
      },
    },
  };
  new Function("self", SOURCE)(self);

  async function dispatch(type: string, event: Record<string, unknown>) {
    let waited: Promise<unknown> = Promise.resolve();
    listeners[type]?.({ ...event, waitUntil: (p: Promise<unknown>) => (waited = p) });
    await waited;
  }
  const push = (payload: unknown) =>
    dispatch("push", {
      data:
        payload === undefined
          ? null
          : {
              json: () => (typeof payload === "string" ? JSON.parse(payload) : payload),
            },
    });
  const click = (data: unknown) => {
    const notification = { data, closed: false, close: () => (notification.closed = true) };
    return dispatch("notificationclick", { notification }).then(() => notification);
  };
  return { listeners, shown, opened, calls, push, click };
}

const GOAL = {
  id: "7b7f8c1e-6a3c-4f52-9d1e-0c1a2b3c4d5e",
  title: "MÅL! FC København 1–0 Brøndby IF (23')",
  body: "Mohamed Elyounoussi scorer efter et hjørnespark.",
  url: "/article/live-fck-brondby",
  tag: "match:42",
  timestamp: 1_700_000_000_000,
};

describe("the service worker (public/sw.js)", () => {
  it("handles push and notification clicks only: no fetch handler, no offline copies", () => {
    const { listeners } = worker();
    expect(Object.keys(listeners).sort()).toEqual(["activate", "install", "notificationclick", "push"]);
    expect(SOURCE).not.toMatch(/caches\.|addEventListener\("fetch"/);
  });

  it("shows a push in Danish with the site's icon, its tag and where a click leads", async () => {
    const { push, shown } = worker();
    await push(GOAL);
    expect(shown).toEqual([
      {
        title: GOAL.title,
        options: {
          body: GOAL.body,
          icon: "/icons/icon-192.png",
          badge: "/icons/badge-96.png",
          lang: "da",
          timestamp: GOAL.timestamp,
          tag: "match:42",
          renotify: true,
          data: { url: GOAL.url, id: GOAL.id },
        },
      },
    ]);
  });

  it("shows a push delivered twice once, and lets a newer message replace an older one under its tag", async () => {
    const { push, shown, calls } = worker();
    await push(GOAL);
    await push(GOAL);
    expect(shown).toHaveLength(1);
    // Not shown again (which would alert the reader a second time): skipped.
    expect(calls.showNotification).toBe(1);
    await push({ ...GOAL, id: "a-later-goal", title: "MÅL! FC København 2–0 Brøndby IF (51')" });
    expect(shown.map((n) => n.title)).toEqual(["MÅL! FC København 2–0 Brøndby IF (51')"]);
  });

  it("never sends the reader to another site: an address that is not a path of the site becomes the front page", async () => {
    for (const url of ["https://evil.test/phish", "//evil.test/x", "javascript:alert(1)", 42, undefined]) {
      const { push, shown } = worker();
      await push({ ...GOAL, url });
      expect(shown[0]?.options.data.url, String(url)).toBe("/");
    }
    const { push, shown } = worker();
    await push({ ...GOAL, url: "/article/x?kilde=push#opdatering-3" });
    expect(shown[0]?.options.data.url).toBe("/article/x?kilde=push#opdatering-3");
  });

  it("shows a general message for an unreadable push (the browser requires one for every push)", async () => {
    for (const payload of [undefined, { title: "" }, { body: "no title" }]) {
      const { push, shown } = worker();
      await push(payload);
      expect(shown.map((n) => [n.title, n.options.body, n.options.data.url])).toEqual([
        ["Forsiden", "Der er nyt på Forsiden.", "/"],
      ]);
    }
    const broken = worker();
    await broken.push("{not json");
    expect(broken.shown[0]?.title).toBe("Forsiden");
  });

  it("on a click: closes the notification and takes an open tab of the site to the story", async () => {
    const tab = new FakeWindow(`${ORIGIN}/klubber/fc-koebenhavn`);
    const { click, opened } = worker([tab]);
    const notification = await click({ url: GOAL.url, id: GOAL.id });
    expect(notification.closed).toBe(true);
    expect(tab.navigatedTo).toBe(`${ORIGIN}${GOAL.url}`);
    expect(opened).toEqual([]);
  });

  it("on a click: opens a new tab when none of the site is open, or the open one cannot be navigated", async () => {
    const none = worker([]);
    await none.click({ url: GOAL.url });
    expect(none.opened).toEqual([`${ORIGIN}${GOAL.url}`]);
    const uncontrolled = worker([new FakeWindow(`${ORIGIN}/`, false)]);
    await uncontrolled.click({ url: GOAL.url });
    expect(uncontrolled.opened).toEqual([`${ORIGIN}${GOAL.url}`]);
    const elsewhere = worker([new FakeWindow("https://other.test/")]);
    await elsewhere.click({ url: "https://evil.test/" });
    expect(elsewhere.opened).toEqual([`${ORIGIN}/`]);
  });
});
