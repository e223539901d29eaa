import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { profiles } from "@/db/schema";

/** A profile whose final score has at least one grade (from estimators, an administrator or an import). */
export const hasFinalGrade: SQL = sql`(${profiles.finalScore}->>'K' is not null or ${profiles.finalScore}->>'P' is not null or ${profiles.finalScore}->>'L' is not null)`;
