import "server-only";
import { count, eq, or, sql } from "drizzle-orm";
import { preparedPerDb } from "@/db/prepared";
import { profileAttachments, profiles, scenes } from "@/db/schema";
import { SCENE_PROFILE_COLUMNS } from "./scene-profile-columns";

/**
 * The reads of a team check run (PUT /scene/{id}/run), prepared once per database handle:
 * the scene, the owner's number of saved teams (the plan's limit) and the members' profiles.
 * With the session cached, these are the only reads a run makes.
 */
export const sceneById = preparedPerDb((db) =>
  db.select().from(scenes).where(eq(scenes.id, sql.placeholder("id"))).limit(1).prepare("scene_by_id"),
);

export const savedTeamCount = preparedPerDb((db) =>
  db.select({ n: count() }).from(scenes).where(eq(scenes.ownerId, sql.placeholder("ownerId"))).prepare("saved_team_count"),
);

/** Profiles among `ids` (a uuid array) that the owner has or was shared; the caller drops gone ones. */
export const scenePeopleRows = preparedPerDb((db) => {
  const attached = db.select({ id: profileAttachments.profileId }).from(profileAttachments).where(eq(profileAttachments.ownerId, sql.placeholder("ownerId")));
  return db
    .select({ ...SCENE_PROFILE_COLUMNS, loveAnswers: sql<Record<string, unknown> | null>`case when ${profiles.kind} = 'love' then ${profiles.answers} end` })
    .from(profiles)
    .where(sql`${profiles.id} = any(${sql.placeholder("ids")}::uuid[]) and ${or(eq(profiles.ownerId, sql.placeholder("ownerId")), sql`${profiles.id} in ${attached}`)}`)
    .prepare("scene_people");
});
