import "server-only";
import { EventEmitter } from "node:events";
import type { SessionDomain } from "@/db/schema";

/**
 * Sessions ended on the server (logout, password change, account deletion). The live
 * channel listens to close sockets opened by those sessions (checklist 12, 14); the
 * session cache drops them.
 */
export interface SessionsEnded {
  domain: SessionDomain;
  subjectId: string;
  sessionIds: string[] | "all";
}

/**
 * An account's row changed in a way its sessions carry (status, e-mail, password, locale,
 * plan): the session cache drops the account's entries, so the next request reads it again.
 */
export interface AccountChanged {
  domain: SessionDomain;
  subjectId: string;
}

/**
 * The events of this process. Everything that must hear them across server instances
 * (issue 18: Redis) relays exactly these two kinds: a relay subscribes here to publish
 * what this process announces, and calls the same `announce…` functions with what
 * other instances published (with `relayed: true`, so it does not echo them back).
 */
export interface SessionEventMap {
  ended: [SessionsEnded & { relayed?: boolean }];
  "account-changed": [AccountChanged & { relayed?: boolean }];
}

const KEY = Symbol.for("accordo.session-events");
type Holder = { [KEY]?: EventEmitter<SessionEventMap> };

export function sessionEvents(): EventEmitter<SessionEventMap> {
  const holder = globalThis as Holder;
  holder[KEY] ??= new EventEmitter<SessionEventMap>().setMaxListeners(100);
  return holder[KEY];
}

export function announceSessionsEnded(event: SessionsEnded & { relayed?: boolean }): void {
  sessionEvents().emit("ended", event);
}

export function announceAccountChanged(event: AccountChanged & { relayed?: boolean }): void {
  sessionEvents().emit("account-changed", event);
}
