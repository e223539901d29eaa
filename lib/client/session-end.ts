import type { EndpointSpec } from "@/lib/contracts/endpoint";

// The one place that reacts to an answer saying the session is gone (spec part 1 sections 4
// and 7). callEndpoint calls it for every failed answer, so queries, mutations and forms
// never repeat it.

/** The base path of the current area ("/owner-mobile/p2p" -> "/owner-mobile"). */
export function areaBase(pathname: string): string {
  const first = pathname.split("/")[1];
  return first ? `/${first}` : "";
}

/** The session domain whose logout ends the area's session. */
export function domainOfArea(base: string): "owner" | "estimator" | "administrator" | "flame" | null {
  switch (base) {
    case "/owner":
    case "/owner-mobile":
    case "/love-mobile":
      return "owner";
    case "/estimator":
      return "estimator";
    case "/administrator":
      return "administrator";
    case "/main":
      return "flame";
    default:
      return null;
  }
}

export function loginPathFor(pathname: string, search = ""): string {
  const base = areaBase(pathname);
  const next = encodeURIComponent(pathname + search);
  return `${base}/login?next=${next}`;
}

export function logoutPath(domain: "owner" | "estimator" | "administrator" | "flame"): string {
  return domain === "administrator" ? "/api/v1/administrator/logout" : `/api/v1/passport/${domain}/logout`;
}

async function logout(domain: "owner" | "estimator" | "administrator" | "flame" | null, fetchImpl: typeof fetch): Promise<void> {
  if (!domain) return;
  await fetchImpl(logoutPath(domain), { method: "POST", credentials: "same-origin" }).catch(() => undefined);
}

/** Signs the current area out on the server (clears the cookie) and goes to its login page. */
export async function signOutAndRedirect(fetchImpl: typeof fetch = fetch): Promise<void> {
  const { pathname, search } = window.location;
  await logout(domainOfArea(areaBase(pathname)), fetchImpl);
  window.location.assign(loginPathFor(pathname, search));
}

/** Whether the endpoint is called on behalf of a signed-in area (a 401 then means the session ended, not a wrong password). */
export function needsSession(endpoint: Pick<EndpointSpec, "auth">): boolean {
  return typeof endpoint.auth === "string" && endpoint.auth !== "public";
}

const OWNER_SELF = { method: "GET", path: "/api/v1/owner/self" } as const;

/**
 * After a failed answer: a 401 from an endpoint that needs a session signs the area out and
 * goes to its login page; a 404 on the owner's own record means the account is gone, so the
 * owner is signed out and the page reloads. Returns whether it acted.
 */
export async function handleSessionEnd(endpoint: Pick<EndpointSpec, "auth" | "method" | "path">, status: number, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  if (typeof window === "undefined") return false;
  if (status === 401 && needsSession(endpoint)) {
    await signOutAndRedirect(fetchImpl);
    return true;
  }
  if (status === 404 && endpoint.method === OWNER_SELF.method && endpoint.path === OWNER_SELF.path) {
    await logout("owner", fetchImpl);
    window.location.reload();
    return true;
  }
  return false;
}
