/**
 * Client addresses the browser tests send in X-Forwarded-For (the test server trusts one
 * proxy hop, so the right-most entry is the one counted). The server's limits count by
 * address for ten minutes and more, so each use has a documentation block (RFC 5737) of its
 * own: one test's counted failures or visits can never fall on another's. (Before, the
 * limited sign-in drew from 203.0.113.20-219, which holds the proxy test's 203.0.113.77: one
 * run in 200 the proxy test's first guesses were refused.)
 */

/** 203.0.113.0/24: the proxy test's one counted address. */
export const PROXY_COUNTED_ADDRESS = "203.0.113.77";

/** 192.0.2.0/24: a fresh address whose sign-in failures reach the limit (varies so a rerun on one server starts clean). */
export const limitedSignInAddress = (): string => `192.0.2.${(Date.now() % 254) + 1}`;

/** 198.51.100.0/24: a visitor of its own for each context of the analytics journey. */
export const visitorAddress = (n: number): string => `198.51.100.${(Date.now() + n) % 250}`;

/** 198.51.100.0/24 too: the n-th first hop a client forges in front of the counted address; never counted, so it may share the visitors' block. */
export const firstHopAddress = (n: number): string => `198.51.100.${n % 256}`;
