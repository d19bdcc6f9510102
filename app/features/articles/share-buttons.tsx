import { useState } from "react";
import { buttonVariants } from "~/components/ui/button-variants";
import { Check, Link2, Mail } from "~/components/ui/icons";

/** Share links built from plain URLs: no third-party scripts are loaded. */
export function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    x: `https://x.com/intent/post?url=${u}&text=${t}`,
    mail: `mailto:?subject=${t}&body=${u}`,
  };
}

export function ShareButtons({ url, title }: { url: string; title: string }) {
  const [copied, setCopied] = useState(false);
  const links = shareLinks(url, title);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), 2500);
    } catch (error) {
      console.error("Kunne ikke kopiere linket", error);
    }
  }

  const linkClass =
    "inline-flex h-8 items-center gap-1.5 rounded-md border border-input bg-card px-3 text-sm font-medium hover:bg-accent";
  return (
    <div className="flex flex-wrap items-center gap-2" data-share-url={url}>
      <span className="text-sm font-semibold text-muted-foreground">Del:</span>
      <button type="button" className={buttonVariants({ variant: "outline", size: "sm" })} onClick={copy}>
        {copied ? <Check aria-hidden="true" /> : <Link2 aria-hidden="true" />}
        <span aria-live="polite">{copied ? "Link kopieret" : "Kopiér link"}</span>
      </button>
      <a className={linkClass} href={links.facebook} target="_blank" rel="noopener noreferrer">
        Facebook
      </a>
      <a className={linkClass} href={links.x} target="_blank" rel="noopener noreferrer">
        X
      </a>
      <a className={linkClass} href={links.mail}>
        <Mail aria-hidden="true" className="size-4" />
        E-mail
      </a>
    </div>
  );
}
