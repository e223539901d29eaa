import "server-only";
import { desc } from "drizzle-orm";
import type { Db } from "@/db/client";
import { mailOutbox } from "@/db/schema";
import { env } from "@/lib/env";

export interface OutboxEntry {
  id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/**
 * The developer outbox shows e-mails that went nowhere because no SMTP server is set.
 * Those e-mails hold sign-in links, so the page answers only requests from this machine.
 */
export function outboxVisibleTo(clientIp: string): boolean {
  const e = env();
  return e.OUTBOX_PAGE !== "off" && !e.SMTP_URL && LOOPBACK.has(clientIp);
}

export async function listOutbox(db: Db, limit = 50): Promise<OutboxEntry[]> {
  const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.seq)).limit(limit);
  return rows
    .filter((r) => r.text !== null)
    .map((r) => ({ id: r.id, to: r.to, subject: r.subject, text: r.text ?? "", createdAt: r.createdAt.toISOString() }));
}
