import "server-only";
import { deliverMail, loadQueuedMail } from "@/lib/server/integrations/mail/deliver-mail";
import { errorFields } from "@/lib/server/log";
import type { JobQueue } from "./queue";

export const MAIL_QUEUE = "mail";

/**
 * A mail job carries only its outbox row's id: the message (and any sign-in link in it)
 * lives in mail_outbox alone, never in the queue's tables.
 */
export interface MailJob {
  outboxId: string;
}

/** The worker: one message at a time, each attempt recorded on the row (deliver-mail.ts). */
export async function registerMailJob(queue: JobQueue): Promise<{ name: string; workerId: string }> {
  await queue.boss.createQueue(MAIL_QUEUE);
  const workerId = await queue.boss.work<MailJob>(
    MAIL_QUEUE,
    { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: queue.options.pollingIntervalSeconds },
    async ([job]) => {
      if (!job) return;
      // Gone or no longer queued: delivered by an attempt whose completion was lost, or purged.
      const mail = await loadQueuedMail(queue.db, job.data.outboxId);
      if (!mail) return;
      await deliverMail(queue.db, mail, { final: job.retryCount >= job.retryLimit, now: queue.effects.clock.now() });
    },
  );
  return { name: MAIL_QUEUE, workerId };
}

/** Enqueues delivery of a queued outbox row; false when the queue could not take it. */
export async function enqueueMail(queue: JobQueue, outboxId: string): Promise<boolean> {
  const { retryLimit, retryDelaySeconds, expireInSeconds } = queue.options.mail;
  try {
    const data: MailJob = { outboxId };
    await queue.send(MAIL_QUEUE, data, { retryLimit, retryDelay: retryDelaySeconds, retryBackoff: true, expireInSeconds });
    return true;
  } catch (error) {
    queue.effects.log("jobs").error({ err: errorFields(error) }, "could not enqueue a message; delivering it inline");
    return false;
  }
}
