import "server-only";
import type { Db } from "@/db/client";
import type { SessionDomain } from "@/db/schema";
import { recordAuthEvent } from "@/lib/server/auth/audit";
import { revokeSessionByToken, type Session } from "@/lib/server/auth/sessions";
import type { RequestMeta } from "../request-meta";
import { metaFields } from "./sign-in-with-password";

/** Ends the session on the server: the same cookie or bearer token replayed later answers 401 (checklist 11). */
export async function signOut(db: Db, domain: SessionDomain, token: string | null, session: Session | null, meta: RequestMeta): Promise<void> {
  if (token) await revokeSessionByToken(db, token);
  if (session) await recordAuthEvent(db, { domain, event: "logout", subjectId: session.subjectId, ...metaFields(meta) });
}
