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

/**
 * The developer outbox shows e-mails that went nowhere because no SMTP server is set.
 * Those e-mails hold sign-in links, so the page answers only requests that came straight
 * from this machine (server.ts decides that from the socket; no forwarded header counts).
 */
export function outboxVisibleTo(directLocal: boolean): boolean {
  const e = env();
  return e.OUTBOX_PAGE !== "off" && !e.SMTP_URL && directLocal;
}

export async function listOutbox(db: Db, limit = 50): Promise<OutboxEntry[]> {
  const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.seq)).limit(limit);
  return rows
    .filter((r) => r.text !== null)
    .map((r) => ({ id: r.id, to: r.to, subject: r.subject, text: r.text ?? "", createdAt: r.createdAt.toISOString() }));
}
