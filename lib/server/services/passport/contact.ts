import "server-only";
import type { Db } from "@/db/client";
import { contactRequests } from "@/db/schema";
import type { Locale } from "@/i18n/config";
import { env } from "@/lib/env";
import type { RequestMeta } from "../request-meta";
import { throttleMail } from "./request-login-link";

export interface ContactInput {
  kind: "contact" | "join";
  email: string;
  name: string;
  companyName?: string;
  message?: string;
  locale: Locale;
}

/**
 * The contact form (POST /owner/mail/contact) and the enterprise request to join
 * (POST /owner/join/request): kept for support, forwarded to the support address,
 * and acknowledged to the sender in their language.
 */
export async function submitContactRequest(db: Db, input: ContactInput, meta: RequestMeta): Promise<void> {
  await throttleMail(db, input.email, meta);
  await db.insert(contactRequests).values({
    kind: input.kind,
    email: input.email,
    name: input.name,
    companyName: input.companyName ?? "",
    message: input.message ?? "",
    locale: input.locale,
    meta: { ip: meta.ip, userAgent: meta.userAgent },
    createdAt: meta.now,
  });
  await meta.effects.mail.send(db, {
    to: env().SUPPORT_EMAIL,
    locale: "en",
    template: "support_notice",
    values: { kind: input.kind, email: input.email, name: input.name, company: input.companyName ?? "-", message: input.message ?? "-" },
    now: meta.now,
  });
  await meta.effects.mail.send(db, {
    to: input.email,
    locale: input.locale,
    template: input.kind === "join" ? "join_received" : "contact_received",
    values: { name: input.name },
    now: meta.now,
  });
}
