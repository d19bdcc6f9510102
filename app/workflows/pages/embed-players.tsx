import { EmbedPlayers } from "~/features/articles/embed-players";
import { useConsent } from "~/features/consent/consent-context";

/**
 * Issue 27: the body's embed cards made live, with the reader's marketing consent (given before or
 * during the visit). The route loads this module only on a page whose embeds have players, so it
 * composes the two features here rather than in the route's own module, which every article loads.
 */
export function EmbedPlayersWithConsent() {
  const { hasConsent } = useConsent();
  return <EmbedPlayers marketingConsent={hasConsent("marketing")} />;
}
