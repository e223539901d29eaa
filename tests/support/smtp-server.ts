import { SMTPServer, type SMTPServerAddress, type SMTPServerSession } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/**
 * A real SMTP server (the smtp-server library) on 127.0.0.1 standing in for the internet's
 * mail servers. `refuse(address)` says whether to turn a recipient away with a temporary
 * 451, as a busy mailbox does.
 */
export async function startSmtpServer(options: { refuse?: (address: string) => boolean } = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address: SMTPServerAddress, _session: SMTPServerSession, callback: (error?: Error | null) => void) {
      if (options.refuse?.(address.address)) return callback(Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 }));
      callback();
    },
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "", to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString("utf8") });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
