import "server-only";
import { randomBytes } from "node:crypto";
import { hostname } from "node:os";

const KEY = Symbol.for("accordo.instance-id");
type Holder = { [KEY]?: string };

/**
 * This process's name among the instances sharing a database and Redis: the host and pid
 * for a reader of the logs and the `instances` table, and a random tail so a restarted
 * process (same pid in a container) is never taken for the one that died.
 * On globalThis: server.ts and Next's compiled routes load separate copies of this module.
 */
export function instanceId(): string {
  const holder = globalThis as Holder;
  holder[KEY] ??= `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
  return holder[KEY];
}
