import "server-only";
import { EventEmitter } from "node:events";
import type { SessionDomain } from "@/db/schema";

/**
 * Sessions ended on the server (logout, password change, account deletion). The live
 * channel listens to close sockets opened by those sessions (checklist 12, 14).
 */
export interface SessionsEnded {
  domain: SessionDomain;
  subjectId: string;
  sessionIds: string[] | "all";
}

const KEY = Symbol.for("accordo.session-events");
type Holder = { [KEY]?: EventEmitter };

export function sessionEvents(): EventEmitter {
  const holder = globalThis as Holder;
  holder[KEY] ??= new EventEmitter().setMaxListeners(100);
  return holder[KEY];
}

export function announceSessionsEnded(event: SessionsEnded): void {
  sessionEvents().emit("ended", event);
}
