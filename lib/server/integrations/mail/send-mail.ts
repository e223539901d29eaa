import "server-only";
import type { Db } from "@/db/client";
import { mailOutbox } from "@/db/schema";
import type { Locale } from "@/i18n/config";
import { log } from "@/lib/server/log";
import { renderMail, type MailTemplate } from "./templates";
import { mailTransport } from "./transport";

export interface SendMailInput {
  to: string;
  locale: Locale;
  template: MailTemplate;
  values?: Record<string, string | number> & { link?: string };
  now: Date;
}

/**
 * Renders and sends a message in the recipient's language and records it. Without
 * SMTP the body is kept for the developer outbox; with SMTP only the delivery is
 * recorded, so no sign-in link rests in the database. A delivery failure is
 * recorded and logged, never shown to the requester (the answer must not differ).
 */
export async function sendMail(db: Db, input: SendMailInput): Promise<void> {
  const rendered = renderMail(input.template, input.locale, input.values ?? {});
  const transport = mailTransport();
  let status: "outbox" | "sent" | "failed" = transport.kind === "outbox" ? "outbox" : "sent";
  let error: string | null = null;
  try {
    await transport.send({ to: input.to, ...rendered });
  } catch (e) {
    status = "failed";
    error = e instanceof Error ? e.message.slice(0, 500) : "send failed";
    log("mail").error({ template: input.template, error }, "delivery failed");
  }
  const keepBody = transport.kind === "outbox";
  await db.insert(mailOutbox).values({
    to: input.to,
    locale: input.locale,
    template: input.template,
    subject: rendered.subject,
    text: keepBody ? rendered.text : null,
    html: keepBody ? rendered.html : null,
    status,
    error,
    createdAt: input.now,
    sentAt: status === "sent" ? input.now : null,
  });
}
