import { randomUUID } from "node:crypto";
import type { Db } from "@/db/client";
import { profileAttachments, profiles, scenes } from "@/db/schema";

const BIG_FIVE = { means: { N: 3, E: 3, O: 3, A: 3, C: 3 }, scale: {} };
let serial = 0;

/** A profile row for list tests: filled unless `filled: false`, created at `createdAt`. */
export async function listProfile(
  db: Db,
  ownerId: string,
  fields: { firstName: string; lastName?: string; position?: string; status?: "ack_q" | "ack_a" | "deleted"; filled?: boolean; createdAt?: Date; updatedAt?: Date },
): Promise<string> {
  serial += 1;
  const status = fields.status ?? (fields.filled === false ? "ack_q" : "ack_a");
  const [row] = await db
    .insert(profiles)
    .values({
      ownerId,
      firstName: fields.firstName,
      lastName: fields.lastName ?? "",
      position: fields.position ?? null,
      permalink: `list-test-${serial}-${randomUUID()}`,
      status,
      bigFive: fields.filled === false ? null : BIG_FIVE,
      answers: { secret: "x".repeat(200) },
      ...(fields.createdAt ? { createdAt: fields.createdAt } : {}),
      ...(fields.updatedAt ? { updatedAt: fields.updatedAt } : {}),
    })
    .returning({ id: profiles.id });
  return row!.id;
}

export async function attachProfile(db: Db, ownerId: string, profileId: string): Promise<void> {
  await db.insert(profileAttachments).values({ ownerId, profileId });
}

/** A team of `profileIds` changed at `updatedAt`. */
export async function listScene(db: Db, ownerId: string, title: string, profileIds: string[], updatedAt: Date): Promise<string> {
  const [row] = await db
    .insert(scenes)
    .values({
      ownerId,
      kind: "team",
      title,
      startDay: "2026-01-01",
      summonDay: "2026-01-01",
      actors: profileIds.map((profileId) => ({ profileId, addedAt: "2026-01-01", events: [{ date: "2026-01-01", type: "JOIN" as const }] })),
      settings: { defaultInteraction: { remote: false, hoursPerWeek: 40 }, managerId: null },
      updatedAt,
    })
    .returning({ id: scenes.id });
  return row!.id;
}
