import "server-only";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { getDb } from "@/db/client";
import type { SessionDomain } from "@/db/schema";
import { serverEffects } from "@/lib/server/composition-root";
import { requestHost } from "@/lib/server/http/request-info";
import { sessionCookieName } from "./cookies";
import { resolveSession, type Session } from "./sessions";

/** Header set by proxy.ts: the path the browser asked for, before the locale rewrite. */
export const ORIGINAL_PATH_HEADER = "x-accordo-path";

/** The session of a domain for a page render (cached per request). */
export const getPageSession = cache(async (domain: SessionDomain): Promise<Session | null> => {
  const token = (await cookies()).get(sessionCookieName(domain))?.value;
  if (!token) return null;
  const resolved = await resolveSession(await getDb(), token, domain, serverEffects().clock.now());
  return resolved.ok ? resolved.session : null;
});

/**
 * Every signed-in page calls this itself (convention 9, checklist 19): without a live
 * session of the domain the browser goes to the area's login page, keeping where it was.
 */
export async function requirePageSession(domain: SessionDomain, loginPath: string): Promise<Session> {
  const session = await getPageSession(domain);
  if (session) return session;
  const path = (await headers()).get(ORIGINAL_PATH_HEADER);
  redirect(path ? `${loginPath}?next=${encodeURIComponent(path)}` : loginPath);
}

export async function currentHost(): Promise<string> {
  return requestHost(await headers());
}
