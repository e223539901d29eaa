import "server-only";

/** The one source of "now" for services, so tests can move time instead of sleeping. */
export interface Clock {
  now(): Date;
}

const KEY = Symbol.for("accordo.clock");
type Holder = { [KEY]?: Clock };
const systemClock: Clock = { now: () => new Date() };

export function clock(): Clock {
  return (globalThis as Holder)[KEY] ?? systemClock;
}

export function setClock(next: Clock | undefined): void {
  if (next) (globalThis as Holder)[KEY] = next;
  else delete (globalThis as Holder)[KEY];
}
