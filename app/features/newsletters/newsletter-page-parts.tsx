import type { ReactNode } from "react";

/** A link in running text on the newsletter pages. */
export const TEXT_LINK = "font-medium text-primary underline underline-offset-2 hover:no-underline";

/** The frame of the pages behind a mailed link: one narrow column with its heading. */
export function NewsletterPageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main id="main" className="mx-auto w-full max-w-2xl px-4 py-8 md:py-12">
      <h1 className="font-display text-3xl font-black tracking-tight md:text-4xl">{title}</h1>
      <div className="mt-6 flex flex-col gap-5">{children}</div>
    </main>
  );
}

/** An outcome in a box: green for done, red for a refusal. */
export function Notice({ tone, children }: { tone: "success" | "error"; children: ReactNode }) {
  return (
    <p
      className={
        tone === "success"
          ? "rounded-md border border-success/30 bg-success/10 px-4 py-3 font-medium text-sm text-success"
          : "rounded-md border border-destructive/30 bg-destructive/10 px-4 py-3 font-medium text-destructive text-sm"
      }
    >
      {children}
    </p>
  );
}
