import { and, desc, eq, isNotNull } from "drizzle-orm";
import { redirect } from "next/navigation";
import { getDb } from "@/db/client";
import { pairChecks } from "@/db/schema";
import { requirePageSession } from "@/lib/server/auth/page-session";

/** /love-mobile opens the owner's newest love check (a returning couple sees their result at once), else a new one. */
export default async function Index() {
  const session = await requirePageSession("owner", "/love-mobile/login");
  const db = await getDb();
  const [latest] = await db
    .select({ id: pairChecks.id })
    .from(pairChecks)
    .where(and(eq(pairChecks.ownerId, session.subjectId), eq(pairChecks.type, "love"), isNotNull(pairChecks.lastRunAt)))
    .orderBy(desc(pairChecks.lastRunAt))
    .limit(1);
  redirect(latest ? `/love-mobile/p2p/${latest.id}` : "/love-mobile/p2p");
}
