import { data } from "react-router";
import { adminStylesheetLinks } from "~/features/admin/admin-stylesheet";
import { getDb } from "~/server/db/client.server";
import { getEnv } from "~/server/env.server";
import { listLoggedMails } from "~/server/mail.server";
import type { Route } from "./+types/dev-mailbox";

export const links = adminStylesheetLinks;

export function meta() {
  return [{ title: "Udviklingspostkasse | Forsiden" }, { name: "robots", content: "noindex" }];
}

/** Mails written to the log instead of SMTP; shown only when DEV_MAILBOX=true (never on a public site). */
export async function loader() {
  const env = getEnv();
  if (!env.DEV_MAILBOX || env.SMTP_URL) throw data(null, { status: 404 });
  return { mails: await listLoggedMails(getDb()) };
}

function linkify(text: string) {
  return text.split(/(https?:\/\/\S+)/g).map((part, i) =>
    /^https?:\/\//.test(part) ? (
      <a key={i} href={part} className="break-all text-primary underline">
        {part}
      </a>
    ) : (
      part
    ),
  );
}

export default function DevMailbox({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold">Udviklingspostkasse</h1>
      <p className="text-sm text-muted-foreground">Mails der ikke blev sendt, fordi SMTP ikke er sat op.</p>
      {loaderData.mails.length === 0 ? <p className="mt-6">Ingen mails endnu.</p> : null}
      <ul className="mt-6 space-y-4">
        {loaderData.mails.map((mail) => (
          <li key={mail.id} className="rounded-md border border-border p-4" data-testid="mail">
            <p className="text-sm">
              <strong>Til:</strong> {mail.to}
            </p>
            <p className="text-sm">
              <strong>Emne:</strong> {mail.subject}
            </p>
            <pre className="mt-2 whitespace-pre-wrap font-sans text-sm">{linkify(mail.body ?? "")}</pre>
          </li>
        ))}
      </ul>
    </main>
  );
}
