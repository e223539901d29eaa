import "server-only";
import { profileQuestionnaireV1 } from "@/lib/questionnaire";
import { newToken } from "@/lib/server/auth/tokens";
import { completeAnswers } from "@/lib/server/services/profiles/complete-answers";
import { questionnaireVersion } from "@/lib/server/services/profiles/questionnaire-versions";
import type { Db } from "./client";
import { DEMO_PEOPLE, demoAnswers, type DemoPerson } from "./demo-people";
import { profiles } from "./schema";
import { isoDay } from "@/lib/engine/core/dates";

export type { DemoPerson };

/** Demo profiles of the demo company: six filled (four graded), one waiting for answers. Ids by full name. */
export async function seedDemoProfiles(db: Db, ownerId: string, now: Date): Promise<Map<string, string>> {
  return seedPeople(db, ownerId, now, DEMO_PEOPLE);
}

/** Profiles of `people`, answered the same way (the demo company's story adds its newer specialists with it). */
export async function seedPeople(db: Db, ownerId: string, now: Date, people: readonly DemoPerson[]): Promise<Map<string, string>> {
  // The answers below are version 1 answers (they give the age, not a birth date).
  const questionnaire = await questionnaireVersion(db, "profile", profileQuestionnaireV1.version);
  const today = isoDay(now);
  const ids = new Map<string, string>();
  for (const [i, person] of people.entries()) {
    const id = crypto.randomUUID();
    ids.set(`${person.firstName} ${person.lastName}`, id);
    const createdAt = new Date(now.getTime() - (people.length - i) * 86_400_000);
    const base = { id, ownerId, kind: "profile" as const, questionnaireId: questionnaire.id, firstName: person.firstName, lastName: person.lastName, position: person.position, permalink: newToken(), createdAt, updatedAt: createdAt };
    if (!person.filled) {
      await db.insert(profiles).values({ ...base, status: "ack_q" });
      continue;
    }
    const answers = demoAnswers(profileQuestionnaireV1, person) as Record<string, unknown>;
    const completed = completeAnswers(questionnaire.definition, answers, { firstName: person.firstName, lastName: person.lastName }, { lastNameRequired: true, today, seed: id });
    await db.insert(profiles).values({ ...base, ...completed, status: "ack_a", completedAt: createdAt, finalScore: person.grades ?? null });
  }
  return ids;
}
