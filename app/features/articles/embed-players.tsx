import { useEffect } from "react";
import {
  documentServedFor,
  embedCardOfClick,
  loadAllEmbedPlayers,
  loadEmbedPlayer,
  PENDING_PLAYER_KEY,
  takePendingPlayerCard,
} from "./embed-player";

function servedForThisPage(): boolean {
  const [navigation] = performance.getEntriesByType("navigation");
  return documentServedFor(window.location, navigation);
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Issue 27: makes the body's embed cards live. Mounted by the article route only on a page whose
 * embeds have players, so no other page loads this code. Renders nothing.
 *
 * - A click on a card's 'Vis indhold fra …' loads that card's player (delegated: the cards are
 *   the body island's server markup, with no handlers of their own) and moves focus to it.
 * - With marketing consent every card loads its player at once, also when the consent is given
 *   during the visit. A withdrawn consent takes effect on the next page, as the ad network's
 *   script: a loaded player cannot be unloaded cleanly.
 * - Before either nothing is requested from any provider: the cards' thumbnails are our copies.
 *
 * After a client-side navigation the document still has the policy of the page it was loaded as,
 * which does not frame this page's players: a click then loads the page as a document (its own
 * policy) and opens the player the reader asked for there.
 */
export function EmbedPlayers({ marketingConsent }: { marketingConsent: boolean }) {
  useEffect(() => {
    const store = sessionStore();
    if (store && servedForThisPage()) {
      const pending = takePendingPlayerCard(document, store);
      if (pending) loadEmbedPlayer(pending, { focus: true });
    }
    const onClick = (event: MouseEvent) => {
      const card = embedCardOfClick(event.target);
      if (!card) return;
      event.preventDefault();
      if (servedForThisPage()) {
        loadEmbedPlayer(card, { focus: true });
        return;
      }
      const player = card.getAttribute("data-embed-player");
      if (player) store?.setItem(PENDING_PLAYER_KEY, player);
      window.location.reload();
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);

  useEffect(() => {
    if (!marketingConsent || !servedForThisPage()) return;
    loadAllEmbedPlayers(document);
    // The body island may mount after this one (a page shown again from the browser's history):
    // its cards load as they arrive.
    const observer = new MutationObserver(() => loadAllEmbedPlayers(document));
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [marketingConsent]);

  return null;
}
