import "server-only";

/** What every use case may need to know of the request that triggered it. */
export interface RequestMeta {
  now: Date;
  ip: string;
  userAgent: string | null;
  upstreamId: string | null;
  /** Base URL for links in e-mails (a trusted host of this installation). */
  linkBase: string;
}
