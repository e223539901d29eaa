import "server-only";
import type { ServerEffects } from "@/lib/server/effects";

/** What every use case may need to know of the request that triggered it. */
export interface RequestMeta {
  /** The instant the request is handled at (read once from `effects.clock`). */
  now: Date;
  /** Clock, live hub, mailer and logger: a service uses these, never a module-wide singleton. */
  effects: ServerEffects;
  ip: string;
  userAgent: string | null;
  upstreamId: string | null;
  /** Base URL for links in e-mails (a trusted host of this installation). */
  linkBase: string;
}
