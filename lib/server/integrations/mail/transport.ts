import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "@/lib/env";
import { log, mayLogMailBodies } from "@/lib/server/log";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where mail goes: a real SMTP server, or nowhere but the outbox table and the log. */
export interface MailTransport {
  readonly kind: "smtp" | "outbox";
  send(mail: OutgoingMail): Promise<void>;
}

class SmtpTransport implements MailTransport {
  readonly kind = "smtp" as const;
  private readonly transporter: Transporter;
  constructor(url: string, private readonly from: string) {
    const parsed = new URL(url);
    this.transporter = nodemailer.createTransport({
      host: parsed.hostname,
      port: Number(parsed.port) || (parsed.protocol === "smtps:" ? 465 : 587),
      secure: parsed.protocol === "smtps:",
      auth: parsed.username ? { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) } : undefined,
      // Plain SMTP on a private network or a local test server may offer no TLS.
      ignoreTLS: parsed.searchParams.get("ignoreTLS") === "true",
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }
  async send(mail: OutgoingMail): Promise<void> {
    await this.transporter.sendMail({ from: this.from, ...mail });
  }
}

class OutboxOnlyTransport implements MailTransport {
  readonly kind = "outbox" as const;
  async send(mail: OutgoingMail): Promise<void> {
    // The copy with its links is for a developer's terminal only, never a production log.
    if (mayLogMailBodies()) console.info(`[mail] (no SMTP_URL: kept in the outbox, see /dev/outbox) to=${mail.to} subject=${JSON.stringify(mail.subject)}\n${mail.text}`);
    else log("mail").info({ template: mail.subject }, "kept in the outbox (no SMTP_URL)");
  }
}

const KEY = Symbol.for("accordo.mail-transport");
type Holder = { [KEY]?: MailTransport };

export function mailTransport(): MailTransport {
  const holder = globalThis as Holder;
  if (!holder[KEY]) {
    const e = env();
    holder[KEY] = e.SMTP_URL ? new SmtpTransport(e.SMTP_URL, e.MAIL_FROM) : new OutboxOnlyTransport();
  }
  return holder[KEY];
}

/** Tests swap the transport when they change SMTP_URL. */
export function resetMailTransport(): void {
  delete (globalThis as Holder)[KEY];
}
