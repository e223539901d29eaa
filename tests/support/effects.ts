import type { Db } from "@/db/client";
import { serverEffects } from "@/lib/server/composition-root";
import type { Clock, LiveHub, Mailer, SendMailInput, ServerEffects } from "@/lib/server/effects";
import type { LiveMessage } from "@/lib/server/live/messages";

/** A clock that stands still at `at` unless a test moves it. */
export function fixedClock(at: Date | string): Clock & { set(date: Date): void } {
  let current = new Date(at);
  return { now: () => new Date(current), set: (date) => void (current = new Date(date)) };
}

/** A live hub that keeps every published message, per owner, and has no sockets. */
export function recordingLive(): LiveHub & { published: Array<{ ownerId: string; message: LiveMessage }>; to(ownerId: string): LiveMessage[] } {
  const published: Array<{ ownerId: string; message: LiveMessage }> = [];
  return {
    published,
    to: (ownerId) => published.filter((p) => p.ownerId === ownerId).map((p) => p.message),
    publish: (ownerId, message) => void published.push({ ownerId, message }),
    subscribe: () => () => undefined,
    // Answers true so that messages built only for listeners (the history) are built and recorded.
    mayHaveListeners: () => true,
  };
}

/** A mailer that keeps every message instead of writing the outbox or delivering anything. */
export function recordingMail(): Mailer & { sent: SendMailInput[] } {
  const sent: SendMailInput[] = [];
  return { sent, send: async (_db: Db, message) => void sent.push(message) };
}

/** The app's effects with some replaced (the logger and anything not given stay the app's). */
export function testEffects(overrides: Partial<ServerEffects> = {}): ServerEffects {
  return { ...serverEffects(), ...overrides };
}
