import "server-only";

/**
 * The one source of "now" for services, so tests can move time instead of sleeping. It
 * reaches services through `ServerEffects` (lib/server/effects.ts); nothing reads a global.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
