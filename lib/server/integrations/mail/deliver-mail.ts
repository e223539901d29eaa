import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { mailOutbox } from "@/db/schema";
import { log } from "@/lib/server/log";
import { mailTransport } from "./transport";

/** A message waiting in mail_outbox (status queued). */
export interface QueuedMail {
  id: string;
  to: string;
  template: string;
  subject: string;
  text: string | null;
  html: string | null;
}

export async function loadQueuedMail(db: Db, id: string): Promise<QueuedMail | undefined> {
  const [row] = await db
    .select({ id: mailOutbox.id, to: mailOutbox.to, template: mailOutbox.template, subject: mailOutbox.subject, text: mailOutbox.text, html: mailOutbox.html })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, "queued")))
    .limit(1);
  return row;
}

/**
 * One delivery attempt of a queued message, recorded on its row. Without SMTP the body stays
 * for the developer outbox; with SMTP it is dropped once sent or given up on, so no sign-in
 * link rests in the database longer than delivery takes. A failed attempt that is not the
 * last is recorded and thrown, for the queue to retry; the last one is recorded and logged.
 */
export async function deliverMail(db: Db, mail: QueuedMail, attempt: { final: boolean; now: Date }): Promise<void> {
  const transport = mailTransport();
  const keepBody = transport.kind === "outbox";
  try {
    if (mail.text === null || mail.html === null) throw new Error("the message body was purged before delivery");
    await transport.send({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
  } catch (e) {
    const error = e instanceof Error ? e.message.slice(0, 500) : "send failed";
    if (!attempt.final) {
      log("mail").warn({ template: mail.template, error }, "delivery failed, will retry");
      await db.update(mailOutbox).set({ error }).where(eq(mailOutbox.id, mail.id));
      throw e;
    }
    log("mail").error({ template: mail.template, error }, "delivery failed");
    await db.update(mailOutbox).set({ status: "failed", error, ...(keepBody ? {} : { text: null, html: null }) }).where(eq(mailOutbox.id, mail.id));
    return;
  }
  await db
    .update(mailOutbox)
    .set({ status: keepBody ? "outbox" : "sent", error: null, sentAt: keepBody ? null : attempt.now, ...(keepBody ? {} : { text: null, html: null }) })
    .where(eq(mailOutbox.id, mail.id));
}
