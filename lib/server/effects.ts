import "server-only";
import type { Logger } from "pino";
import type { Db } from "@/db/client";
import type { Clock } from "./clock";
import type { SendMailInput } from "./integrations/mail/send-mail";
import type { LiveHub } from "./live/hub";

export type { Clock } from "./clock";
export type { LiveHub } from "./live/hub";
export type { SendMailInput } from "./integrations/mail/send-mail";

/** Sends e-mail: records the message in the outbox and has it delivered (after the commit of `db`'s transaction). */
export interface Mailer {
  send(db: Db, message: SendMailInput): Promise<void>;
}

/** Starts a queued training of the grading network (after the commit of `db`'s transaction), off the request's path. */
export interface TrainingLauncher {
  start(db: Db, modelId: string): Promise<void>;
}

/** The logger, or a child of it named for one part of the app (`log("mail")`). */
export type LogFn = (component?: string) => Logger;

/**
 * What a use case may do besides reading and writing its database: tell the time, tell an
 * owner's open tabs, send e-mail, write a log line. Built once by the composition root
 * (lib/server/composition-root.ts), put on every RouteContext by `route()` and on every
 * RequestMeta, handed to the background jobs and the live channel by server.ts; services
 * receive it as an argument and import none of these singletons, so a test passes a fixed
 * clock, a recording hub or a recording mailer straight in (tests/support/effects.ts).
 */
export interface ServerEffects {
  clock: Clock;
  live: LiveHub;
  mail: Mailer;
  log: LogFn;
  training: TrainingLauncher;
}
