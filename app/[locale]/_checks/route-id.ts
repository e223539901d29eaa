import "server-only";
import { isUuid } from "@/lib/contracts/ids";

// The pair check, team check and comparison pages of the owner areas (desktop,
// owner-mobile, love-mobile) share their server bodies in this folder, one module per
// tool so that each page loads only its own client code. An unknown id, or one of
// another owner (which the services answer exactly like an unknown one), shows
// "… does not exist".

export type CheckParams = Promise<{ id?: string[] }>;

/** The single id of an optional catch-all route: undefined without one, null when malformed. */
export async function routeId(params: CheckParams): Promise<string | null | undefined> {
  const { id } = await params;
  if (!id || id.length === 0) return undefined;
  return id.length === 1 && isUuid(id[0]) ? id[0] : null;
}
