import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EditingNowLabel, PresenceBanner } from "./presence-banner";
import type { PresenceEntry } from "./presence-text";
import type { ArticlePresence } from "./use-article-presence";

const sofie: PresenceEntry = {
  userId: "sofie",
  name: "Sofie Lund",
  editing: true,
  since: "2026-05-01T12:00:00Z",
};

function presence(values: Partial<ArticlePresence> & { holder?: PresenceEntry | null; youHold?: boolean }) {
  const { holder = null, youHold = false, ...rest } = values;
  return {
    state: { articleId: "a", present: holder ? [holder] : [], holder, youHold },
    readOnly: Boolean(holder && !youHold),
    takenOverBy: null,
    busy: false,
    takeOver: () => {},
    refresh: () => {},
    ...rest,
  } satisfies ArticlePresence;
}

describe("presence banner", () => {
  it("warns 'Sofie Lund redigerer nu' and offers 'Overtag redigering' when someone else holds the edit", () => {
    const html = renderToStaticMarkup(<PresenceBanner presence={presence({ holder: sofie })} />);
    expect(html).toContain("Sofie Lund redigerer nu");
    expect(html).toContain("Overtag redigering");
    expect(html).toContain('role="status"');
  });

  it("tells the one taken over who took it, as an alert", () => {
    const html = renderToStaticMarkup(
      <PresenceBanner
        presence={presence({ holder: { ...sofie, name: "Mads Admin" }, takenOverBy: "Mads Admin" })}
      />,
    );
    expect(html).toContain("Mads Admin har overtaget redigeringen");
    expect(html).toContain('role="alert"');
  });

  it("shows nothing to the holder, or before the first answer", () => {
    expect(
      renderToStaticMarkup(<PresenceBanner presence={presence({ holder: sofie, youHold: true })} />),
    ).toBe("");
    expect(renderToStaticMarkup(<PresenceBanner presence={{ ...presence({}), state: null }} />)).toBe("");
  });

  it("labels a list row with '<name> redigerer nu', and nothing when nobody edits it", () => {
    expect(renderToStaticMarkup(<EditingNowLabel name="Sofie Lund" />)).toContain("Sofie Lund redigerer nu");
    expect(renderToStaticMarkup(<EditingNowLabel name={undefined} />)).toBe("");
  });
});
