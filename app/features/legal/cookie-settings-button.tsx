import { Button } from "~/components/ui/button";
import { Settings2 } from "~/components/ui/icons";
import { OPEN_CONSENT_EVENT } from "./cookie-list";

/** Re-opens the consent banner's settings (the site shell listens for the event). */
export function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <Button
      type="button"
      className={className}
      onClick={() => window.dispatchEvent(new CustomEvent(OPEN_CONSENT_EVENT))}
    >
      <Settings2 aria-hidden="true" />
      Åbn cookie-indstillinger
    </Button>
  );
}
