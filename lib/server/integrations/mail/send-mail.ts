import "server-only";
import type { Db } from "@/db/client";
import { mailOutbox } from "@/db/schema";
import { transactionOf } from "@/db/transaction-scope";
import type { Locale } from "@/i18n/config";
import { enqueueMail } from "@/lib/server/jobs/mail-job";
import type { JobQueue } from "@/lib/server/jobs/queue";
import type { Mailer } from "@/lib/server/effects";
import { deliverMail } from "./deliver-mail";
import { renderMail, type MailTemplate } from "./templates";

export interface SendMailInput {
  to: string;
  locale: Locale;
  template: MailTemplate;
  values?: Record<string, string | number> & { link?: string };
  now: Date;
}

/**
 * Renders a message in the recipient's language and records it as queued; the mail job
 * delivers it (with retries) outside the request, so the requester's answer never depends
 * on delivery. Where no queue runs on this database (database tests, CLI scripts) or the
 * job cannot be enqueued, the message is delivered here, once; a failure is recorded and
 * logged, never shown to the requester either way.
 */
export async function sendMail(db: Db, input: SendMailInput, queue: JobQueue | undefined): Promise<void> {
  const rendered = renderMail(input.template, input.locale, input.values ?? {});
  const [row] = await db
    .insert(mailOutbox)
    .values({ to: input.to, locale: input.locale, template: input.template, subject: rendered.subject, text: rendered.text, html: rendered.html, status: "queued", createdAt: input.now })
    .returning({ id: mailOutbox.id });
  const mail = { id: row!.id, to: input.to, template: input.template, ...rendered };
  // Inside a use case's transaction the job is enqueued once the row has committed: a rolled
  // back request sends nothing, and the queue's own connection never waits for the transaction.
  const transaction = transactionOf(db);
  const root = transaction?.root ?? db;
  if (queue && queue.db === root) {
    const enqueue = async () => {
      if (!(await enqueueMail(queue, mail.id))) await deliverMail(root, mail, { final: true, now: input.now });
    };
    if (transaction) return transaction.afterCommit(enqueue);
    return enqueue();
  }
  await deliverMail(db, mail, { final: true, now: input.now });
}

/** The app's mailer: the outbox and the mail job of the queue running at the time of sending (if any). */
export function outboxMailer(queue: () => JobQueue | undefined): Mailer {
  return { send: (db, message) => sendMail(db, message, queue()) };
}
