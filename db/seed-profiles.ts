import "server-only";
import { createHash } from "node:crypto";
import { profileQuestionnaireV1 } from "@/lib/questionnaire";
// The same builder of well-formed answers the tests use: demo profiles are answered like test ones.
import { fillAnswers } from "@/lib/questionnaire/testing/fill";
import { newToken } from "@/lib/server/auth/tokens";
import { completeAnswers } from "@/lib/server/services/profiles/complete-answers";
import { questionnaireVersion } from "@/lib/server/services/profiles/questionnaire-versions";
import type { Db } from "./client";
import { profiles, type GradeTriple } from "./schema";
import { isoDay } from "@/lib/engine/core/dates";

export interface DemoPerson {
  firstName: string;
  lastName: string;
  position: string;
  gender: "male" | "female";
  age: number;
  grades?: GradeTriple;
  filled: boolean;
}

const PEOPLE: DemoPerson[] = [
  { firstName: "Anna", lastName: "Smirnova", position: "QA lead", gender: "female", age: 34, grades: { K: "SENIOR", P: "SENIOR", L: "MIDDLE_PLUS" }, filled: true },
  { firstName: "Boris", lastName: "Ivanov", position: "Backend developer", gender: "male", age: 29, grades: { K: "MIDDLE_PLUS", P: "MIDDLE", L: "MIDDLE" }, filled: true },
  { firstName: "Vera", lastName: "Kuznetsova", position: "Product manager", gender: "female", age: 41, grades: { K: "SENIOR", P: "SENIOR_PLUS", L: "SENIOR" }, filled: true },
  { firstName: "Gleb", lastName: "Orlov", position: "Frontend developer", gender: "male", age: 26, filled: true },
  { firstName: "Daria", lastName: "Volkova", position: "Designer", gender: "female", age: 31, filled: true },
  { firstName: "Egor", lastName: "Popov", position: "DevOps engineer", gender: "male", age: 23, grades: { K: "JUNIOR_PLUS", P: "MIDDLE", L: "JUNIOR" }, filled: true },
  { firstName: "Mikhail", lastName: "Sokolov", position: "Analyst", gender: "male", age: 38, filled: false },
];

/** A stable 0..4 choice per person and question, so demo answers differ but never change. */
function pick(seed: string, question: string): number {
  return createHash("sha256").update(`${seed}:${question}`).digest()[0]! % 5;
}

/** Demo profiles of the demo company: six filled (four graded), one waiting for answers. Ids by full name. */
export async function seedDemoProfiles(db: Db, ownerId: string, now: Date): Promise<Map<string, string>> {
  return seedPeople(db, ownerId, now, PEOPLE);
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
    // Sex and age match the person; the rest of the answers vary by name.
    const answers = { ...(fillAnswers(profileQuestionnaireV1, (q) => pick(person.firstName, q.neuronName)) as Record<string, unknown>), gender: person.gender, age: person.age };
    const completed = completeAnswers(questionnaire.definition, answers, { firstName: person.firstName, lastName: person.lastName }, { lastNameRequired: true, today, seed: id });
    await db.insert(profiles).values({ ...base, ...completed, status: "ack_a", completedAt: createdAt, finalScore: person.grades ?? null });
  }
  return ids;
}
