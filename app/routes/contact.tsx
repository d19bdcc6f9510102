import { data } from "react-router";
import { createContactMessage } from "~/features/contact/contact.server";
import { CONTACT_MESSAGES } from "~/features/contact/contact-fields";
import { ContactPage } from "~/features/contact/contact-page";
import type { ContactFormState } from "~/features/contact/contact-schema";
import { pageMeta, siteFromMatches } from "~/lib/seo";
import { useRootData } from "~/lib/use-root-data";
import { getDb } from "~/server/db/client.server";
import { logger } from "~/server/logger.server";
import type { Route } from "./+types/contact";

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return pageMeta({
    site,
    title: "Kontakt os",
    description: `Kontakt ${site.siteName}: send os et nyhedstip, en rettelse eller et spørgsmål om annoncering. Her finder du også vores e-mail, telefon og adresse.`,
    path: "/contact",
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  try {
    const result = await createContactMessage(getDb(), formData, { rateLimitKey: context.clientIp });
    switch (result.status) {
      case "stored":
      case "ignored":
        return data<ContactFormState>({ ok: true, message: CONTACT_MESSAGES.sent });
      case "invalid":
        return data<ContactFormState>(
          {
            ok: false,
            message: CONTACT_MESSAGES.invalid,
            fieldErrors: result.fieldErrors,
            values: result.values,
          },
          { status: 400 },
        );
      case "rate-limited":
        return data<ContactFormState>(
          { ok: false, message: CONTACT_MESSAGES.rateLimited },
          { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
        );
    }
  } catch (error) {
    logger.error({ err: error, reqId: context.requestId }, "contact message could not be stored");
    return data<ContactFormState>({ ok: false, message: CONTACT_MESSAGES.failed }, { status: 500 });
  }
}

export default function Contact({ actionData }: Route.ComponentProps) {
  const { site, company } = useRootData();
  return <ContactPage siteName={site.siteName} actionData={actionData} company={company} />;
}
