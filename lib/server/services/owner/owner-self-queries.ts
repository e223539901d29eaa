import "server-only";
import { eq, sql } from "drizzle-orm";
import { preparedPerDb } from "@/db/prepared";
import { owners, scenes } from "@/db/schema";

/**
 * GET /owner/self, read by every owner page and app at start: the owner's row and the number
 * of saved teams (the plan's use) in one prepared statement. On the embedded database each
 * statement costs the main thread about a millisecond, so two of them halved this read.
 */
export const ownerWithSavedTeams = preparedPerDb((db) =>
  db
    // The subquery counts by the statement's own parameter: in a one-table select Drizzle writes
    // `owners.id` unqualified, which inside `from scenes` would mean scenes.id (always 0 teams).
    .select({ owner: owners, savedTeams: sql<number>`(select count(*) from ${scenes} where ${scenes.ownerId} = ${sql.placeholder("id")})`.mapWith(Number) })
    .from(owners)
    .where(eq(owners.id, sql.placeholder("id")))
    .limit(1)
    .prepare("owner_with_saved_teams"),
);
